/**
 * Party and league work (issue 20 "Party and league work (/ideology)"; spec §2 /ideology): member
 * kinds and stages, meeting kinds, selection categories, statuses, their zh-CN labels, the rule
 * messages and the wire rows. English labels live in src/i18n/en/ideology.ts.
 */

/** 1 团员 (Communist Youth League), 2 党员 (Party). */
export const MemberKind = { LEAGUE: 1, PARTY: 2 } as const;
export const MEMBER_KINDS = [1, 2] as const;
export const memberKindLabels: Record<number, string> = { 1: '共青团', 2: '中共党员' };

/**
 * Stages, numbered in order: a member moves only to the next one (stage + 1), each move an
 * application reviewed through the flow of kind 16 (league) or 17 (party).
 */
export const stageLabels: Record<number, Record<number, string>> = {
  1: { 1: '入团申请人', 2: '入团积极分子', 3: '发展对象', 4: '团员', 5: '超龄离团' },
  2: { 1: '入党申请人', 2: '入党积极分子', 3: '发展对象', 4: '预备党员', 5: '正式党员' },
};
export const STAGE_MAX = 5;
/**
 * The last stage a student applies for themselves: league members stop at 团员 (超龄离团 is the
 * branch's record, not an application); party members go up to 正式党员.
 */
export const lastOwnStage = (kind: number): number => (kind === 1 ? STAGE_MAX - 1 : STAGE_MAX);
/** The stage label of a kind, '' when unknown. */
export const stageName = (kind: number, stage: number): string => stageLabels[kind]?.[stage] ?? '';

/** Branch (支部) of a kind: an organisation of the tree whose branch_kind is the member kind. */
export const branchKindLabels: Record<number, string> = { 1: '团支部', 2: '党支部' };

/** Stage applications: 1 审核中, 2 已通过, 3 已驳回, 4 已拒绝. */
export const ApplicationStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3, REFUSED: 4 } as const;
export const applicationStatusLabels: Record<number, string> = { 1: '审核中', 2: '已通过', 3: '已驳回', 4: '已拒绝' };

/**
 * Meeting kinds: 1–5 三会一课 (/ideology/meeting), 6–8 thematic (/ideology/thematic/meeting).
 */
export const meetingKindLabels: Record<number, string> = {
  1: '支部大会', 2: '支委会', 3: '小组会', 4: '党课', 5: '团课', 6: '主题团日', 7: '主题党日', 8: '专题会议',
};
export const REGULAR_MEETING_KINDS = [1, 2, 3, 4, 5] as const;
export const THEMATIC_MEETING_KINDS = [6, 7, 8] as const;
/** 'regular' (三会一课) or 'thematic' (主题团日/主题党日/专题会议): the page and the module that grants it. */
export type MeetingCategory = 'regular' | 'thematic';
export const meetingCategoryOf = (kind: number): MeetingCategory => (kind >= 6 ? 'thematic' : 'regular');
/** Sign-in is open from 30 minutes before the start to 30 minutes after the end. */
export const SIGN_MARGIN_MINUTES = 30;

/** Selection categories: 1 优秀党员 (party campaigns); 2 优秀团员, 3 优秀团干部, 4 先进团支部 (league campaigns). */
export const selectionCategoryLabels: Record<number, string> = { 1: '优秀党员', 2: '优秀团员', 3: '优秀团干部', 4: '先进团支部' };
export const categoriesOfKind: Record<number, number[]> = { 1: [2, 3, 4], 2: [1] };
/** A branch is nominated (先进团支部), else a person. */
export const BRANCH_CATEGORY = 4;
/** Campaign phases, from its dates and whether its result is published: 1 提名中, 2 审核中, 3 公示中, 4 待公布, 5 已公布. */
export const selectionPhaseLabels: Record<number, string> = { 1: '提名中', 2: '审核中', 3: '公示中', 4: '待公布', 5: '已公布' };

/** Party/league activities: 1 待提交, 2 初审中, 3 复审中, 4 已通过, 5 已驳回, 6 已拒绝, 7 已发放学时. */
export const ActivityStatus = { DRAFT: 1, FIRST: 2, SECOND: 3, APPROVED: 4, REJECTED: 5, REFUSED: 6, GRANTED: 7 } as const;
export const activityStatusLabels: Record<number, string> = { 1: '待提交', 2: '初审中', 3: '复审中', 4: '已通过', 5: '已驳回', 6: '已拒绝', 7: '已发放学时' };

export const IDEOLOGY_MSG = {
  memberUnknown: '党团员不存在',
  memberExists: '该用户已有此类党团员记录',
  branchUnknown: '支部不存在',
  userUnknown: '用户不存在',
  onlyNext: '只能申请进入下一阶段',
  lastStage: '已是最后阶段',
  pending: '已有审核中的申请',
  applicationUnknown: '申请不存在',
  meetingUnknown: '会议不存在',
  signCode: '签到码错误',
  signClosed: '不在签到时间内',
  notBranchMember: '你不是该支部的成员',
  endBeforeStart: '结束时间必须晚于开始时间',
  studioUnknown: '工作室不存在',
  selectionUnknown: '评选不存在',
  categoryKind: '该评选不含此类别',
  nominationClosed: '提名已截止',
  nomineeMissing: '请选择被提名人',
  nominationExists: '该对象已被提名',
  publicityOpen: '公示期尚未结束',
  published: '结果已公布',
  activityUnknown: '党团活动不存在',
  notEditable: '当前状态不能修改',
  notSubmittable: '只有待提交或已驳回的活动可以提交',
  wrongStep: '该活动不在本审核步骤',
  notApproved: '只有已通过的活动可以发放学时',
  noParticipants: '请先登记参与人员',
  noClassify: '未配置思想素养模块，请先在「模块分类」中添加',
  bannerUnknown: '横幅不存在',
  monthFormat: '月份格式应为 YYYY-MM',
  paid: '该月已缴纳',
  studioTaken: '已存在同名工作室',
  selectionTaken: '已存在同名评选',
} as const;

/** A member row of /ideology/party and /ideology/group. */
export interface MemberRow {
  id: number;
  kind: number;
  userId: number;
  name: string;
  /** Student number or staff account. */
  code: string;
  collegeName: string;
  branchId: number;
  branchName: string;
  stage: number;
  stageName: string;
  /** The day the current stage began, 'YYYY-MM-DD'. */
  stageDate: string;
  /** The stage applied for and under review, or null. */
  pendingStage: number | null;
}

export interface StageHistoryItem {
  stage: number;
  stageName: string;
  date: string;
}

export interface StageApplicationRow {
  id: number;
  memberId: number;
  kind: number;
  name: string;
  code: string;
  branchName: string;
  fromStage: number;
  toStage: number;
  fromStageName: string;
  toStageName: string;
  reason: string;
  status: number;
  statusName: string;
  applyTime: string;
}

/** A row of the stage review queue: the application and its open step. */
export interface StageQueueRow extends StageApplicationRow {
  taskId: number;
  stepNo: number;
  stepCount: number;
  stepName: string;
}

export interface MemberDetail extends MemberRow {
  history: StageHistoryItem[];
  applications: StageApplicationRow[];
}

/** Dues: the monthly amount ('0.20' yuan) per kind and stage; stages without a row pay nothing. */
export interface DuesRuleRow {
  kind: number;
  stage: number;
  stageName: string;
  amount: string;
}

export interface DuesPaymentRow {
  id: number;
  memberId: number;
  kind: number;
  name: string;
  code: string;
  branchName: string;
  month: string;
  amount: string;
  paidAt: string;
}

/** A member owing dues over the months asked for. */
export interface ArrearsRow {
  memberId: number;
  kind: number;
  name: string;
  code: string;
  branchName: string;
  stage: number;
  stageName: string;
  months: string[];
  amount: string;
}

export interface MeetingRow {
  id: number;
  kind: number;
  kindName: string;
  branchId: number;
  branchName: string;
  title: string;
  startTime: string;
  endTime: string;
  place: string;
  agenda: string;
  minutes: string;
  photoIds: number[];
  attendance: number;
}

export interface MeetingDetail extends MeetingRow {
  /** The code the QR carries (staff only). */
  signCode: string;
  photos: { id: number; name: string; url: string }[];
  attendees: { userId: number; name: string; code: string; signTime: string }[];
}

export interface IdeologySettings {
  /** Attending a meeting grants 思想素养 hours (default off). */
  meetingHours: boolean;
  /** Hours per attended meeting, e.g. '0.50'. */
  meetingHoursValue: string;
}

export interface StudioRow {
  id: number;
  name: string;
  branchId: number;
  branchName: string;
  leaderId: number;
  leaderName: string;
  description: string;
  memberIds: number[];
  memberNames: string[];
}

export interface SelectionRow {
  id: number;
  kind: number;
  year: number;
  title: string;
  nominateEnd: string;
  publicityStart: string;
  publicityEnd: string;
  phase: number;
  phaseName: string;
  nominations: number;
  approved: number;
}

export interface NominationRow {
  id: number;
  selectionId: number;
  selectionTitle: string;
  category: number;
  categoryName: string;
  /** The person's or the branch's name. */
  nominee: string;
  userId: number | null;
  branchId: number | null;
  reason: string;
  status: number;
  statusName: string;
  /** True once the campaign's result is published and the nomination approved. */
  awarded: boolean;
}

export interface NominationQueueRow extends NominationRow {
  taskId: number;
  stepNo: number;
  stepCount: number;
  stepName: string;
}

export interface IdeologyActivityRow {
  id: number;
  kind: number;
  branchId: number;
  branchName: string;
  name: string;
  startTime: string;
  endTime: string;
  place: string;
  content: string;
  hours: string;
  status: number;
  statusName: string;
  participantIds: number[];
  participantNames: string[];
}

export interface IdeologyActivityQueueRow extends IdeologyActivityRow {
  taskId: number;
  stepNo: number;
  stepCount: number;
  stepName: string;
}

export interface BannerRow {
  id: number;
  title: string;
  fileId: number;
  url: string;
  link: string;
  orderId: number;
  enabled: boolean;
}

/** GET /ideology/overview. */
export interface IdeologyOverview {
  /** Members per kind and stage. */
  stages: { kind: number; stage: number; stageName: string; count: number }[];
  pendingApplications: number;
  arrears: { members: number; amount: string };
  upcomingMeetings: MeetingRow[];
  activities: { status: number; statusName: string; count: number }[];
}

/** GET /ideology/my: the student's memberships, meetings to sign into and dues owed. */
export interface MyIdeology {
  members: (MemberDetail & { nextStage: number | null; nextStageName: string })[];
  meetings: (MeetingRow & { signed: boolean })[];
  arrears: ArrearsRow[];
  branches: { kind: number; id: number; name: string }[];
  banners: BannerRow[];
}

/** The pages of /ideology, which are also the module paths that grant their endpoints (ROUTES.md group II). */
export const IDEOLOGY_PATHS = {
  overview: '/ideology',
  party: '/ideology/party',
  group: '/ideology/group',
  fees: '/ideology/fees',
  studio: '/ideology/studio',
  meeting: '/ideology/meeting',
  thematic: '/ideology/thematic/meeting',
  advancedParty: '/ideology/advanced/party',
  advancedGroup: '/ideology/advanced/group',
  found: '/ideology/activity/found',
  examine: '/ideology/activity/examine',
  secondExamine: '/ideology/activity/second/examine',
  grant: '/ideology/activity/grant',
  banner: '/ideology/banner',
  /** The students' 我的党团 (module 1008). */
  mine: '/student/ideology',
} as const;

/** Per member kind: the URL segment of its endpoints and its roster and selection pages. */
export const KIND_PATHS: Record<number, { slug: 'group' | 'party'; roster: `/${string}`; advanced: `/${string}` }> = {
  1: { slug: 'group', roster: IDEOLOGY_PATHS.group, advanced: IDEOLOGY_PATHS.advancedGroup },
  2: { slug: 'party', roster: IDEOLOGY_PATHS.party, advanced: IDEOLOGY_PATHS.advancedParty },
};
