/**
 * 评选投票 Votes (issue 21 "Votes"; spec §2 /vote): elections and selections with candidates (photo,
 * statement), who may vote (the whole school, a college or a class), up to N choices per voter, the
 * voting window, review before publishing (audit source 27), live results for staff and final
 * results for everyone after the window. Statuses, limits, messages and wire shapes shared by
 * server and web.
 */

/** Module paths (server/seed/modules.ts 2001–2002, student 1013): each a page's address and its endpoints' permission. */
export const VOTE_MODULES = {
  list: '/vote/list',
  audit: '/vote/audit',
  /** The student's module 1013 (its ballot page is under it). */
  mine: '/vote/mine',
} as const;

/** Pages without a menu entry, guarded by the module they belong to. */
export const VOTE_PAGES = {
  add: '/vote/add',
  edit: '/vote/edit',
  show: '/vote/listshow',
  auditShow: '/vote/auditlistshow',
  ballot: '/vote/mine/ballot',
} as const;

/** A vote's review: 审核中 → 已发布, or 已驳回 (edit and resubmit). */
export const VoteStatus = { PENDING: 1, REJECTED: 2, PUBLISHED: 3 } as const;
export const VOTE_STATUSES = Object.values(VoteStatus);
export const voteStatusLabels: Record<number, string> = { 1: '审核中', 2: '已驳回', 3: '已发布' };

/** Who may vote: 1 全校, 2 one college, 3 one class. */
export const VoteScope = { SCHOOL: 1, COLLEGE: 2, CLASS: 3 } as const;
export const VOTE_SCOPES = Object.values(VoteScope);
export const voteScopeLabels: Record<number, string> = { 1: '全校', 2: '学院', 3: '班级' };

/** Where a published vote stands at a moment: 未开始, 投票中, 已结束 (0: not published). */
export type VotePhase = 'none' | 'upcoming' | 'open' | 'closed';
export const votePhaseLabels: Record<VotePhase, string> = { none: '未发布', upcoming: '未开始', open: '投票中', closed: '已结束' };

/** The phase of a vote at `now`. */
export function votePhase(v: { status: number; startTime: Date; endTime: Date }, now: Date): VotePhase {
  if (v.status !== VoteStatus.PUBLISHED) return 'none';
  if (now < v.startTime) return 'upcoming';
  return now <= v.endTime ? 'open' : 'closed';
}

export const VOTE_LIMITS = { title: 50, description: 1000, candidateName: 30, statement: 500, candidatesMin: 2, candidatesMax: 50 } as const;

export const VOTE_MESSAGES = {
  notFound: '投票不存在',
  published: '已发布的投票不能修改',
  scopeUnknown: '投票范围不存在',
  scopeOutside: '只能面向本学院发起投票',
  maxChoices: (n: number) => `最多可选${n}人`,
  tooMany: (n: number) => `每人最多投${n}票`,
  notOpen: '不在投票时间内',
  outsideScope: '您不在本次投票的范围内',
  alreadyVoted: '您已投过票',
  candidateUnknown: '候选人不属于本投票',
  photoUnknown: '照片不存在',
  allQueueRefused: '只有投票管理员可以查看全部待审核投票',
} as const;

/** A candidate as staff and voters see it. */
export interface VoteCandidate {
  id: number;
  name: string;
  statement: string;
  fileId: number | null;
  photoUrl: string | null;
  sort: number;
}

/** A vote in staff lists. */
export interface VoteRow {
  id: number;
  title: string;
  scopeType: number;
  scopeName: string;
  maxChoices: number;
  startTime: string;
  endTime: string;
  status: number;
  statusName: string;
  phase: VotePhase;
  candidateCount: number;
  voterCount: number;
  creatorName: string;
  createTime: string;
}

export interface VoteDetail extends VoteRow {
  description: string;
  scopeId: number | null;
  opinion: string;
  candidates: VoteCandidate[];
}

/** A review-queue row. */
export interface VoteQueueRow extends VoteRow {
  taskId: number;
  stepName: string;
  waitTime: string;
}

/** One candidate's count; counted from the ballots each time (no stored counter). */
export interface VoteTally {
  candidateId: number;
  name: string;
  votes: number;
  /** Rank by votes, ties sharing a rank (1 first). */
  rank: number;
}

export interface VoteResults {
  voteId: number;
  title: string;
  phase: VotePhase;
  /** True after the window: the results are final. */
  final: boolean;
  voters: number;
  ballots: number;
  tallies: VoteTally[];
}

/** A vote open to the student (我的投票). */
export interface MyVoteRow {
  id: number;
  title: string;
  maxChoices: number;
  startTime: string;
  endTime: string;
  phase: VotePhase;
  candidateCount: number;
  voted: boolean;
}

/** The ballot page: the vote, its candidates, the student's choices and, after the window, the results. */
export interface MyBallot extends MyVoteRow {
  description: string;
  candidates: VoteCandidate[];
  chosen: number[];
  results: VoteTally[] | null;
}

/** The scope choices of the vote form. */
export interface VoteOptions {
  colleges: { id: number; name: string }[];
  classes: { id: number; name: string; collegeId: number }[];
}

export interface VoteAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
}
