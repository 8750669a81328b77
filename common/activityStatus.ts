/**
 * The activity status machine (spec §4 "Activity status" and "Activity lifecycle"; issue 4).
 *
 * ONE table, `activityTransitions`, says for every event which statuses it may start from, where it
 * leads, who may fire it and whether a reason is required. `nextStatus` is the only way the server
 * changes an activity's status; anything the table does not allow is refused with a Chinese message.
 *
 * Actors: 'organiser' = the activity's creator or its organisation's leader; 'auditor' = the auditor
 * of the current flow step; 'admin' = a school administrator; 'system' = the scheduler acting by time.
 *
 * There is no 'cancel' event: spec §4 has no cancelled status (any other value shows as 其他), so a
 * cancellation needs a status code agreed first.
 */
import { activityStatusLabel } from './enums.js';

/** Activity status codes of spec §4. */
export const ActivityStatus = {
  UNDER_REVIEW: 1,
  REJECTED: 3,
  AWAITING_ENROLLMENT: 4,
  ENROLLING: 5,
  AWAITING_START: 6,
  IN_PROGRESS: 7,
  AWAITING_COMPLETION: 8,
  COMPLETION_UNDER_REVIEW: 9,
  COMPLETION_REJECTED: 10,
  COMPLETION_REFUSED: 11,
  COMPLETED: 12,
} as const;
export type ActivityStatusCode = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/**
 * Activities that count as held (the dashboard's 活动数量 and 活动参与, spec §2): every status but
 * 已驳回 (3) and 结项拒绝 (11). GET /activity/list {type: 3} lists exactly these (issue 18 item 5).
 */
export const HELD_STATUSES: ActivityStatusCode[] = [1, 4, 5, 6, 7, 8, 9, 10, 12];
export const ACTIVITY_STATUSES: ActivityStatusCode[] = Object.values(ActivityStatus);

export type ActivityActor = 'organiser' | 'auditor' | 'admin' | 'system';
export const ACTIVITY_ACTORS: ActivityActor[] = ['organiser', 'auditor', 'admin', 'system'];

/** The time-driven events (the ones POST /activity/transition accepts). */
export type LifecycleEvent = 'openEnrollment' | 'closeEnrollment' | 'start' | 'end';
export const LIFECYCLE_EVENTS: readonly LifecycleEvent[] = ['openEnrollment', 'closeEnrollment', 'start', 'end'];

export type ActivityEvent =
  | 'approveStep'
  | 'reject'
  | 'resubmit'
  | 'openEnrollment'
  | 'closeEnrollment'
  | 'start'
  | 'end'
  | 'submitReport'
  | 'approveReport'
  | 'rejectReport'
  | 'refuseReport';

export interface ActivityTransition {
  /** Statuses the event may fire from. */
  from: ActivityStatusCode[];
  /** The status after the event (for a multi-step review: after its last step). */
  to: ActivityStatusCode;
  /** Who may fire it. */
  actors: ActivityActor[];
  /** Chinese name of the event, used in messages. */
  label: string;
  /** A non-blank reason is required. */
  reasonRequired?: boolean;
  /** A review step: before the flow's last step the status stays where it is. */
  stepped?: boolean;
}

const S = ActivityStatus;

/** The allowed transitions: every (status, event, actor) not listed here is refused. */
export const activityTransitions: Record<ActivityEvent, ActivityTransition> = {
  approveStep: { from: [S.UNDER_REVIEW], to: S.AWAITING_ENROLLMENT, actors: ['auditor', 'admin'], label: '审核通过', stepped: true },
  reject: { from: [S.UNDER_REVIEW], to: S.REJECTED, actors: ['auditor', 'admin'], label: '驳回', reasonRequired: true },
  resubmit: { from: [S.REJECTED], to: S.UNDER_REVIEW, actors: ['organiser', 'admin'], label: '重新提交' },
  openEnrollment: { from: [S.AWAITING_ENROLLMENT], to: S.ENROLLING, actors: ['organiser', 'admin', 'system'], label: '开始报名' },
  closeEnrollment: { from: [S.ENROLLING], to: S.AWAITING_START, actors: ['organiser', 'admin', 'system'], label: '截止报名' },
  start: { from: [S.AWAITING_START], to: S.IN_PROGRESS, actors: ['organiser', 'admin', 'system'], label: '开始活动' },
  end: { from: [S.IN_PROGRESS], to: S.AWAITING_COMPLETION, actors: ['organiser', 'admin', 'system'], label: '结束活动' },
  submitReport: {
    from: [S.AWAITING_COMPLETION, S.COMPLETION_REJECTED],
    to: S.COMPLETION_UNDER_REVIEW,
    actors: ['organiser', 'admin'],
    label: '提交结项',
  },
  approveReport: { from: [S.COMPLETION_UNDER_REVIEW], to: S.COMPLETED, actors: ['auditor', 'admin'], label: '结项通过', stepped: true },
  rejectReport: { from: [S.COMPLETION_UNDER_REVIEW], to: S.COMPLETION_REJECTED, actors: ['auditor', 'admin'], label: '结项驳回', reasonRequired: true },
  refuseReport: { from: [S.COMPLETION_UNDER_REVIEW], to: S.COMPLETION_REFUSED, actors: ['auditor', 'admin'], label: '结项拒绝', reasonRequired: true },
};
export const ACTIVITY_EVENTS = Object.keys(activityTransitions) as ActivityEvent[];

export const activityActorLabels: Record<ActivityActor, string> = {
  organiser: '活动负责人',
  auditor: '当前审核人',
  admin: '管理员',
  system: '系统',
};

export interface TransitionOptions {
  /** Required (non-blank) for reject, rejectReport and refuseReport. */
  reason?: string;
  /** For approveStep / approveReport: whether the passed step is the flow's last (default true). */
  isLastStep?: boolean;
}

export type TransitionResult = { ok: true; status: ActivityStatusCode } | { ok: false; msg: string };

/**
 * The status after `event` fired by `actor` from `status`, or the Chinese reason it is refused.
 * Checks in order: the event is allowed from the status, the actor may fire it, the reason rule.
 * @example nextStatus(12, 'submitReport', 'organiser') → {ok: false, msg: '当前状态「已完成」不能执行「提交结项」'}
 * @example nextStatus(1, 'approveStep', 'auditor', {isLastStep: false}) → {ok: true, status: 1}
 */
export function nextStatus(status: number, event: ActivityEvent, actor: ActivityActor, options: TransitionOptions = {}): TransitionResult {
  const t = activityTransitions[event];
  if (!t) return { ok: false, msg: `未知的操作「${String(event)}」` };
  if (!(t.from as number[]).includes(status))
    return { ok: false, msg: `当前状态「${activityStatusLabel(status)}」不能执行「${t.label}」` };
  if (!t.actors.includes(actor))
    return { ok: false, msg: `只有${t.actors.map((a) => activityActorLabels[a]).join('或')}可以执行「${t.label}」` };
  if (t.reasonRequired && !(options.reason ?? '').trim()) return { ok: false, msg: `${t.label}必须填写原因` };
  if (t.stepped && options.isLastStep === false) return { ok: true, status: status as ActivityStatusCode };
  return { ok: true, status: t.to };
}
