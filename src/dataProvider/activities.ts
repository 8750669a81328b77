/**
 * Typed custom methods of 活动 (activities, enrollment, attendance, completion reports, templates, the student side and organiser pages), 审核 and 黑名单 (issue 15: every web data call goes through the data provider).
 * Pages reach these with `useDataProvider<ActivityDataProvider>()`.
 *
 * CRUD stays with the resources of resources.ts: the detail is `getOne('activities')` (GET
 * /activity/detail), saving `create` / `update('activities')` (POST /activity/add|update), the
 * template list and its 删除 `activityTemplates`. Methods marked "asked silently" are called with
 * `meta: {silent: true}` (or outside TanStack): the page shows that refusal in place (a dialog, a
 * field), so no toast.
 */
import type { DataProvider } from 'react-admin';
import type { ActivityInput, ActivityReport, TemplateForm } from '../../common/activities';
import type { StudentRow } from '../../common/api';
import type { MyBlacklist } from '../../common/blacklist';
import type { ClassifyNode } from '../../common/classify';
import type { Page } from '../../common/envelope';
import type { ReportAuditParams } from '../../common/schemas/participation';

/** The body of POST /activity/report/submit as the report dialog sends it (common/schemas/participation.ts reportSubmitParams). */
export interface ReportSubmitInput {
  id: number;
  summary: string;
  photoIds: number[];
  fileIds: number[];
  items: { userId: number; hours: string; reason: string }[];
}
import type { JobStarted } from '../../common/jobs';
import { ApiError, TRANSPORT_FAILURE } from './apiClient';
import type { VoluntaryMethods } from './voluntary';
import type { DataClient } from './apiClient';


export interface NamedOption {
  id: number;
  name: string;
}
export interface FlowOption extends NamedOption {
  /** 1 activity review (活动审核), 2 completion review (结项审核). */
  kind: number;
}
/** GET /activity/options: what the activity form and the list's filters offer. */
export interface ActivityOptions {
  organizations: NamedOption[];
  flows: FlowOption[];
  classifies: ClassifyNode[];
  administrators: NamedOption[];
  /** The colleges a college-level activity (活动级别 院级) may be for. */
  colleges: NamedOption[];
}

/** GET /activity/qr reply: the rotating sign-in token of one 30-second window. */
export interface QrToken {
  token: string;
  /** Seconds until the token is refused (30–60: the rest of its window and the next one). */
  expiresIn: number;
  /** Seconds until the next token (1–30), when the server says. */
  refreshIn?: number;
  /** The page a phone opens, e.g. '/student/activity/sign?token=…&schoolId=10001' (the school preselects the login page of a signed-out phone). */
  url: string;
}

/** POST /activity/sign reply. */
export interface SignReply {
  signInAt?: string;
  signOutAt?: string;
  activityName?: string;
}

/**
 * One review decision over one or more rows (POST …/audit bodies; the batch is one transaction).
 * The opinion is required for reject and refuse (the server says '驳回必须填写原因' otherwise).
 */
export type AuditDecision = ReportAuditParams;
/** A decision's reply: rows handled, and students granted hours by a passed completion report. */
export interface AuditDecisionReply {
  done?: number;
  granted?: number;
}

/** Whether a rejected call never reached the server (network or HTTP failure): only then may trying again help. */
export const isTransportFailure = (e: unknown): boolean => e instanceof ApiError && e.code === TRANSPORT_FAILURE;

export function activityMethods(client: DataClient) {
  return {
    // 活动 (admin and organiser pages).
    /**
     * GET /activity/options → ActivityOptions (permission '/activity/launch', student leaders too).
     * Asked silently: a list-only user (审核员) or a student who leads nothing gets 10003, and the page then
     * leaves the options out. Missing lists become empty ones.
     */
    getActivityOptions: async (): Promise<ActivityOptions> => ({
      organizations: [], flows: [], classifies: [], administrators: [], colleges: [],
      ...((await client.get<Partial<ActivityOptions> | null>('/activity/options', {})) ?? {}),
    }),
    /** GET /activity/export {the list's filters} → the export job's {id} (the reply says jobId or id). */
    startActivityExport: async (filter: Record<string, unknown>): Promise<JobStarted> => {
      const reply = await client.get<{ id?: string; jobId?: string } | null>('/activity/export', filter);
      return { id: String(reply?.jobId ?? reply?.id ?? '') };
    },
    /** POST /activity/transition {id, event: openEnrollment|closeEnrollment|start|end} (spec §4); refusals toast. */
    transitionActivity: (id: number, event: string) => client.post<unknown>('/activity/transition', { id, event }),
    /** POST /activity/resubmit {id}: a rejected activity (3) back to review (1); refusals toast. */
    resubmitActivity: (id: number) => client.post<unknown>('/activity/resubmit', { id }),
    /** POST /activity/participants/hours {id, items [{userId, hours}]}: lowers hours before the report ('学时不能超过活动学时' toasts). */
    setActivityParticipantHours: (id: number, items: { userId: number; hours: string }[]) =>
      client.post<unknown>('/activity/participants/hours', { id, items }),
    /** POST /activity/backfill {id, userIds, reason, signOut?} → {done} 补录签到. Asked silently: the dialog shows the refusal. */
    backfillActivityAttendance: (body: { id: number; userIds: number[]; reason: string; signOut?: boolean }) =>
      client.post<{ done: number } | null>('/activity/backfill', body),
    /** GET /activity/report/preview {id} → {participantCount, totalHours (decimal string)}. Asked silently: shown in the report dialog. */
    getActivityReportPreview: (id: number) =>
      client.get<{ participantCount: number; totalHours: string } | null>('/activity/report/preview', { id }),
    /**
     * POST /activity/report/submit {id, summary, photoIds, fileIds, items [{userId, hours, reason}]} 提交结项
     * (issue 18: summary ≥ 20 characters, hours ≤ the activity's, a reason when lowered). Asked silently:
     * shown in the report dialog.
     */
    submitActivityReport: (report: ReportSubmitInput) => client.post<unknown>('/activity/report/submit', report),
    /**
     * GET /activity/report/detail {id} → ActivityReport: the activity and its completion report (or the
     * draft before submission) — the report dialog and the auditor's review page.
     */
    getActivityReport: (id: number) => client.get<ActivityReport>('/activity/report/detail', { id }),
    /**
     * GET /activity/qr {id, kind in|out} → QrToken of the current 30-second window. Asked silently: the QR
     * screen shows the refusal ('当前活动状态不能签到') and asks again every few seconds.
     */
    getActivityQr: (id: string, kind: 'in' | 'out') => client.get<QrToken>('/activity/qr', { id, kind }),
    /**
     * GET /activity/participants {id, signed: 1, current: 1, size: 10} → the signed-in count
     * (`total`). Asked silently: the QR screen polls it and leaves the count as it was on a failure.
     */
    countActivitySignedIn: async (id: string): Promise<number> =>
      Number((await client.get<Page<unknown> | null>('/activity/participants', { id, signed: 1, current: 1, size: 10 }))?.total ?? 0),
    /** POST /activity/template/use {id} → the template's fields for the form (dates blank); refusals toast. */
    applyActivityTemplate: (id: number) => client.post<TemplateForm>('/activity/template/use', { id }),
    /** POST /activity/template/save {...ActivityInput, id? to overwrite} → {id}. Asked silently: the dialog shows the refusal. */
    saveActivityTemplate: (input: ActivityInput & { id?: number }) => client.post<{ id: number } | null>('/activity/template/save', input),
    /**
     * GET /school/students {current, size, status, code | name} → Page<StudentRow> (spec §7) for the
     * student picker (back-fill, blacklist, batch transcripts). Asked silently: the picker then offers nothing.
     */
    searchStudentsForPicker: (params: Record<string, unknown>) => client.get<Page<StudentRow>>('/school/students', params),

    // 我的活动 (the student side).
    /** POST /activity/enroll {id} → {status: 1 enrolled | 2 pending}. Refusals ('报名人数已满', blacklist) toast. */
    enrollActivity: (id: number) => client.post<{ status?: number } | null>('/activity/enroll', { id }),
    /** POST /activity/enroll/cancel {id}: within the enrollment window; refusals toast. */
    cancelActivityEnrollment: (id: number) => client.post<unknown>('/activity/enroll/cancel', { id }),
    /**
     * POST /activity/sign {token, latitude?, longitude?} → SignReply. Asked silently: the sign page shows
     * the refusal (expired code, outside the geofence, '请允许获取位置后再签到').
     */
    signActivity: (body: { token: string | null; latitude?: number; longitude?: number }) => client.post<SignReply | null>('/activity/sign', body),
    /** GET /blacklist/my → MyBlacklist {active, appeals, credit}. Asked silently: no banner when it fails. */
    getMyBlacklist: () => client.get<MyBlacklist | null>('/blacklist/my', {}),
    /** POST /blacklist/appeal {id, reason} 申诉. Asked silently: the appeal dialog shows the refusal. */
    appealBlacklist: (id: number, reason: string) => client.post<unknown>('/blacklist/appeal', { id, reason }),

    // 审核 (review lists; spec §4). Asked silently: the decision dialog stays open with the refusal.
    /** POST /activity/audit/first {ids, result pass|reject, opinion?} → {done}. */
    auditActivities: (decision: AuditDecision) => client.post<AuditDecisionReply | null>('/activity/audit/first', decision),
    /** POST /activity/report/audit {ids, result pass|reject|refuse, opinion?} → {done, granted}: a pass issues hours. */
    auditActivityReports: (decision: AuditDecision) => client.post<AuditDecisionReply | null>('/activity/report/audit', decision),
    /** POST /blacklist/appeal/audit {ids, result pass|reject, opinion?} → {done}: a pass removes the entry. */
    auditBlacklistAppeals: (decision: AuditDecision) => client.post<AuditDecisionReply | null>('/blacklist/appeal/audit', decision),
    /** GET /flow/auditor/options → [{id, name}] of the school's staff, for 待办统计's auditor filter. Asked silently: no filter without it. */
    getNeedDealtAuditors: () => client.get<NamedOption[] | null>('/flow/auditor/options', {}),

    // 黑名单 (admin).
    /** POST /blacklist/add {userId, reason, days?} (blank days: the school's period). Asked silently: the dialog shows the refusal. */
    addToBlacklist: (body: { userId: number; reason: string; days?: number }) => client.post<unknown>('/blacklist/add', body),
    /** POST /blacklist/remove {id, reason} 移出黑名单; refusals toast. */
    removeFromBlacklist: (id: number, reason: string) => client.post<unknown>('/blacklist/remove', { id, reason }),
  };
}

export type ActivityMethods = ReturnType<typeof activityMethods>;

/** The review verbs an audit list may use (AuditScope's config names one). */
export type AuditVerb = 'auditActivities' | 'auditActivityReports' | 'auditBlacklistAppeals' | 'auditServiceHours'
  // Issue 19 organisation lifecycle (dataProvider/orgLifecycle.ts).
  | 'auditOrgApplications';

/** The data provider with these verbs. */
export type ActivityDataProvider = DataProvider & ActivityMethods & Pick<VoluntaryMethods, 'auditServiceHours'>;

