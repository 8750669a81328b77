/**
 * Activities on the wire (issue 4; spec §3 activity row, uploaded attachment, to-do item; §5 upload
 * and date rules; §7 GET /activity/list, the to-do lists, /activity/classify/*). Shared by the
 * server and the web app; the endpoints themselves are documented in server/modules/activities,
 * participation, audits and blacklist.
 */

import type { z } from 'zod';
import type { activityInputParams } from './schemas/activities.js';

/** Enrollment modes: first come first served, a lottery when enrollment closes, or organiser review. */
export const EnrollMode = { FIRST_COME: 1, LOTTERY: 2, REVIEW: 3 } as const;
export const enrollModeLabels: Record<number, string> = { 1: '先到先得', 2: '截止后抽签', 3: '组织者审核' };

/** Sign-in modes: QR sign-in only, or QR sign-in and sign-out. */
export const SignMode = { SIGN_IN: 1, SIGN_IN_OUT: 2 } as const;
export const signModeLabels: Record<number, string> = { 1: '仅签到', 2: '签到和签退' };

/** Activity level (spec §3 activityLevel): a college-level activity is for the students of its college only. */
export const ActivityLevel = { SCHOOL: 1, COLLEGE: 2 } as const;
export const activityLevelLabels: Record<number, string> = { 1: '校级', 2: '院级' };

/**
 * An enrollment's status: 1 enrolled (holds a seat), 2 awaiting the organiser's review or the
 * lottery draw (no seat yet), 3 cancelled by the student, 4 not drawn in the lottery, 5 refused by
 * the organiser.
 */
export const EnrollmentStatus = { ENROLLED: 1, PENDING: 2, CANCELLED: 3, NOT_DRAWN: 4, REFUSED: 5 } as const;
export const enrollmentStatusLabels: Record<number, string> = { 1: '已报名', 2: '待确认', 3: '已取消', 4: '未中签', 5: '未通过' };

/** The messages of signing in and out and of back-fill (issue 4; the server's 10002 texts). */
export const SIGN_MSG = {
  expired: '二维码已过期,请重新扫码',
  position: '请允许获取位置后再签到',
  outside: (metres: number) => `您不在活动签到范围内(距离约${metres}米)`,
  closed: '当前不在签到时间内',
  noSignOut: '该活动无需签退',
  signInFirst: '请先签到',
  notEnrolled: '您未报名该活动',
  backfillReason: '补录必须填写原因',
} as const;

/** How a participant's attendance was recorded: 1 the rotating QR code, 2 organiser back-fill (补录). */
export const SignWay = { QR: 1, BACKFILL: 2 } as const;

// The review source types live in common/sourceTypes.ts; re-exported for the activity code that names them here.
export { SourceType, SOURCE_TYPE_MAX, sourceTypeLabels, sourceTypeRoutes, type SourceTypeCode } from './sourceTypes.js';

/** Blacklist appeal status: 1 pending, 2 approved (removed from the blacklist), 3 rejected. */
export const appealStatusLabels: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回' };

/** Rotating QR: a token is valid in its 30-second window and the one before (a scan at the edge still works). */
export const QR_WINDOW_SECONDS = 30;

/** Limits (spec §5, §9). */
export const ACTIVITY_NAME_MAX = 50;
export const ACTIVITY_DESCRIPTION_MAX = 5000;
export const ACTIVITY_ADDRESS_MAX = 100;
export const ATTACHMENT_MAX_FILES = 9;
export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'];
export const ATTACHMENT_EXTENSIONS = ['gif', 'jpeg', 'png', 'jpg', 'doc', 'docx', 'xls', 'xlsx', 'pdf'];
/** Spec §5 upload messages, word for word. */
export const IMAGE_TYPE_MESSAGE = 'Only GIF, JPG, JPEG, PNG images allowed';
export const IMAGE_FAILED_MESSAGE = 'Image upload failed, please contact the person in charge';
export const ATTACHMENT_SIZE_MESSAGE = 'attachment may not exceed 5MB';
export const POSTER_SIZE_MESSAGE = '海报图片不能超过3MB';

/** Spec §3 uploaded attachment: type 1 image, 3 word document, 4 spreadsheet, 5 pdf. */
export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  type: 1 | 3 | 4 | 5;
  /** Bytes. */
  size: number;
}

/** Spec §3 activity row, as GET /activity/list returns it. Times 'YYYY-MM-DD HH:mm'. */
export interface ActivityRow {
  id: number;
  name: string;
  orgName: string;
  /** The activity administrator's name. */
  administrator: string;
  /** The top-level module (one of the seven). */
  classifyName: string;
  /** The sub-category ('' when the activity is filed under the module itself). */
  classifyNameS: string;
  ecology: number;
  isRecommend: number;
  limitType: number;
  /** Hours as a decimal string, e.g. '4.00'. */
  hours: string;
  startTime: string;
  endTime: string;
  status: number;
  /** Current or last first-review step: step name, auditor names, source (organisation) name; *Two the report review. */
  assignFirstOne: string;
  assignSecondOne: string;
  assignFirstSourceNameOne: string;
  assignFirstTwo: string;
  assignSecondTwo: string;
  assignFirstSourceNameTwo: string;
  /** Capacity (seats). */
  applyPeopleNumber: number;
  /** Participants who attended (signed in or back-filled). */
  activityPeopleNumber: number;
  /** Issue 21: the average of the students' ratings, one decimal ('4.3'); null while there is none. */
  starScore: string | null;
  address: string;
  /** 1 school level, 2 college level. */
  activityLevel: number;
  /** Seats taken. */
  enrollCount: number;
}

/**
 * The editable fields of an activity or template (POST /activity/add, /activity/update,
 * /activity/template/save): hours a decimal string or number (> 0, two decimals), windows
 * 'YYYY-MM-DD HH:mm' (or ISO) with enrollStart ≤ enrollEnd ≤ startTime ≤ endTime, radiusM in metres.
 */
export type ActivityInput = z.input<typeof activityInputParams>;

/** GET /activity/detail: the row plus everything the detail page shows. */
export interface ActivityDetail extends ActivityRow {
  organizationId: number;
  classifyId: number;
  flowTemplateId: number | null;
  flowTemplateName: string;
  reportFlowTemplateId: number | null;
  reportFlowTemplateName: string;
  administratorId: number;
  createdBy: number;
  description: string;
  posterUrl: string;
  attachments: UploadedFile[];
  enrollStart: string;
  enrollEnd: string;
  latitude: number | null;
  longitude: number | null;
  radiusM: number | null;
  enrollMode: number;
  signMode: number;
  /** The college of a college-level activity (activityLevel 2), else null. */
  collegeId: number | null;
  /** Its name, '' when none. */
  collegeName: string;
  stepNo: number;
  reason: string;
  lotterySeed: string | null;
  reportSummary: string;
  /**
   * When a person fired 开始报名 / 截止报名 / 开始活动 / 结束活动 ('YYYY-MM-DD HH:mm'), null when not by
   * hand: the planned times above are never rewritten (issue 18 item 4).
   */
  actualEnrollStart: string | null;
  actualEnrollEnd: string | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
  isTemplate: boolean;
  /** The caller's own enrollment status (EnrollmentStatus), null when they have none. */
  myStatus: number | null;
  /** What the caller may do now: the ActivityEvents they may fire, plus 'edit', 'copy', 'qr', 'backfill', 'report'. */
  actions: string[];
  /** History, oldest first. */
  history: AuditHistoryItem[];
}

export interface AuditHistoryItem {
  id: number;
  action: string;
  /** Chinese label of the action. */
  actionName: string;
  stepName: string;
  actorName: string;
  opinion: string;
  fromStatus: number | null;
  toStatus: number | null;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  time: string;
}

/** A review-queue row (GET /activity/audit/first/list): the activity row plus its open audit task. */
export interface AuditQueueRow extends ActivityRow {
  /** The open audit task's id. */
  taskId: number;
  stepName: string;
  /** 1-based step of the flow, of stepCount. */
  stepNo: number;
  stepCount: number;
  /** '已等待…' since the step opened. */
  waitTime: string;
  /** When the activity (or report) was submitted, 'YYYY-MM-DD HH:mm:ss'. */
  applyTime: string;
  /** The submitter's name. */
  applicant: string;
}

/** GET /activity/report/audit/list row: plus the report's participants and their total hours. */
export interface ReportQueueRow extends AuditQueueRow {
  /** Participants in the report (seat holders with a sign-in). */
  participantCount: number;
  /** Sum of their hours, '12.50'. */
  totalHours: string;
}

/**
 * What POST /activity/template/use returns: the launch form's fields as stored (the wire reply, not
 * the ActivityInput the form sends); the windows are '' (a template keeps none).
 */
export interface TemplateForm {
  name: string;
  organizationId: number;
  classifyId: number;
  flowTemplateId: number | null;
  reportFlowTemplateId: number | null;
  administratorId: number;
  description: string;
  posterUrl: string;
  attachments: UploadedFile[];
  limitType: number;
  /** Decimal string, e.g. '4.00'. */
  hours: string;
  ecology: number;
  isRecommend: number;
  activityLevel: number;
  collegeId: number | null;
  capacity: number;
  enrollStart: string;
  enrollEnd: string;
  startTime: string;
  endTime: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** Metres. */
  radiusM: number | null;
  enrollMode: number;
  signMode: number;
}

/** GET /activity/template/list row; hours a decimal string, createdAt 'YYYY-MM-DD HH:mm'. */
export interface TemplateRow {
  id: number;
  name: string;
  classifyName: string;
  orgName: string;
  hours: string;
  createdAt: string;
}

/** GET /activity/participants row. */
export interface ParticipantRow {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  status: number;
  enrolledAt: string;
  signInAt: string | null;
  signOutAt: string | null;
  /** 1 QR, 2 back-fill, null not signed in. */
  signWay: number | null;
  backfillReason: string | null;
  /** Reported hours (the activity's hours unless lowered). */
  hours: string;
  noShow: boolean;
}

/** Shortest completion-report summary, in characters (issue 18 "summary required (minimum length)"). */
export const REPORT_SUMMARY_MIN = 20;
export const REPORT_SUMMARY_MAX = 5000;

/** The completion report's refusals (10002), each naming the field or the student concerned. */
export const REPORT_CONTENT_MSG = {
  summaryMissing: '请填写结项总结',
  summaryShort: `结项总结不能少于${REPORT_SUMMARY_MIN}个字`,
  photosTooMany: `活动照片最多${ATTACHMENT_MAX_FILES}张`,
  photoNotImage: '活动照片必须是图片',
  filesTooMany: `结项附件最多${ATTACHMENT_MAX_FILES}个`,
  fileMissing: '文件不存在,请重新上传',
  notParticipant: '参数错误: items 含有未签到的学生',
  hoursAbove: (name: string) => `学生「${name}」的学时不能超过活动学时`,
  reasonMissing: (name: string) => `学生「${name}」的学时低于活动学时,请填写原因`,
} as const;

/** One participant of a completion report: attendance, the hours reported and why they were lowered. */
export interface ReportParticipant {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  /** 'YYYY-MM-DD HH:mm:ss', null when none. */
  signInAt: string | null;
  signOutAt: string | null;
  /** 1 QR, 2 back-fill. */
  signWay: number | null;
  /** Decimal string, ≤ the activity's hours. */
  hours: string;
  /** Why the hours are below the activity's ('' when they are not). */
  reason: string;
}

/**
 * GET /activity/report/detail: the activity (as GET /activity/detail) and its completion report —
 * as submitted when under review or decided (status 9, 11, 12), else (8, or 10 after a rejection)
 * the draft: the participants as they stand with their hours, and what was last submitted.
 */
export interface ActivityReport {
  activity: ActivityDetail;
  /** True under review or decided (status 9, 11, 12); false for a draft (8, 10). */
  submitted: boolean;
  summary: string;
  submittedAt: string | null;
  photos: UploadedFile[];
  attachments: UploadedFile[];
  participants: ReportParticipant[];
  /** Sum of the participants' hours, decimal string. */
  totalHours: string;
}

/** Spec §3 to-do item (GET /desk/needDealt/list, /wait/handle/list, /statistics/analysis/needDealt/list). */
export interface NeedDealtItem {
  /** The audit task id. */
  id: number;
  sourceType: number;
  /** The activity / declaration / appeal id. */
  relationId: number;
  taskName: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  applyTime: string;
  /** The applicant's name. */
  userName: string;
  /** '已等待2天3小时15分钟'. */
  waitTime: string;
  organizationName: string;
  /** Names of the step's auditors, joined with '、'. */
  auditorName: string;
  /** In grouped lists: how many items of this sourceType. */
  ct: number;
  stepName: string;
}

/** Spec §3 activity classification and hours average (GET /activity/classify/lists, /hoursAvg). */
export interface ClassifyCount {
  name: string;
  classifyCount: number;
}
export interface ClassifyHoursAvg {
  name: string;
  avgHours: string;
  maxHours: string;
}

/**
 * '已等待{d}天{h}小时{m}分钟' (spec §9 waiting time in days, hours and minutes with prefix 已等待);
 * zero leading units are left out ('已等待5分钟'), and under a minute is '已等待0分钟'.
 */
export function waitingTime(since: Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return `已等待${d ? `${d}天` : ''}${d || h ? `${h}小时` : ''}${m}分钟`;
}

/** The parts of a waiting time: whole days, hours and minutes. */
export interface WaitingParts {
  d: number;
  h: number;
  m: number;
}

/**
 * Reads back a waitingTime text ('已等待2天3小时15分钟' → {d: 2, h: 3, m: 15}), so that the web app
 * can say it in the interface's language (issue 18 item 6). Null for any other text.
 */
export function parseWaitingTime(text: string | null | undefined): WaitingParts | null {
  const found = /^已等待(?:(\d+)天)?(?:(\d+)小时)?(\d+)分钟$/.exec((text ?? '').trim());
  return found ? { d: Number(found[1] ?? 0), h: Number(found[2] ?? 0), m: Number(found[3]) } : null;
}
