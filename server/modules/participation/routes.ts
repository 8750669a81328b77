/**
 * Enrollment, attendance and completion-report endpoints (issue 4; spec §2 student activity pages,
 * /proceeding/wait/activity/report/auditing; §4 activity status and lifecycle). The protocol layer
 * checks the declared permission; endpoints on one activity also check the caller's relation to
 * it (organiser or administrator: access.ts) with plain reads, before any lock; every write is a
 * `transactional` route whose first lock is the activity row. Activities are looked up in the
 * caller's school only, so another school's activity is '活动不存在' (10002).
 */
import type { z } from 'zod';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { defineRoute } from '../../protocol/define.js';
import { isActivityAdmin } from '../activities/access.js';
import { activityDetail } from '../activities/detail.js';
import { findActivity, lockActivity, requireManager, STUDENT_ACTIVITY_MODULE } from './activity.js';
import { backfill, qrFor, sign } from './attendance.js';
import { cancelEnrollment, enroll, reviewEnrollments } from './enroll.js';
import { listMyActivities, listOpenActivities, listReportQueue } from './lists.js';
import { listParticipants, requireViewer, setParticipantHours } from './participants.js';
import { auditReports, reportPreview, submitReport } from './report.js';
import { reportDetail } from './reportContent.js';
import { applyLifecycleEvent } from './schedule.js';
import {
  backfillParams, hoursParams, idParams, myListParams, openListParams, participantParams, qrParams, reportAuditParams,
  reportListParams, reportSubmitParams, reviewParams, signParams, transitionParams,
} from '../../../common/schemas/participation.js';

export const REPORT_AUDIT_MODULE = '/proceeding/wait/activity/report/auditing';

/** The activity's detail after a change (GET /activity/detail's reply). */
const detailReply = (db: Db, session: Session, id: number) => activityDetail(db, session, id);

/** The activity of the caller's school, and the caller's right to manage it ('admin' | 'organiser'; else 10003). */
async function managed(db: Db, session: Session, id: number) {
  const a = await findActivity(db, session.schoolId, id);
  return { a, actor: await requireManager(db, session, a) };
}

type Managed = Awaited<ReturnType<typeof managed>>;

/**
 * An organiser's write on one activity: POST, in one transaction, after `managed` checks the caller
 * (10002 '活动不存在', 10003 unless organiser or administrator); `run` gets the caller's role.
 */
const managerWrite = <S extends z.ZodType<{ id: number }>>(path: string, summary: string, schema: S,
  run: (db: Trx, session: Session, params: z.output<S>, actor: Managed['actor']) => Promise<unknown>) =>
  defineRoute({
    method: 'POST', path, summary, permission: 'session', schema, transactional: true,
    handler: async ({ db, session, params }) => run(db, session, params, (await managed(db, session, params.id)).actor),
  });

/**
 * A GET of a list for holders of `permission`, not transactional: `read` gets the session and the
 * params; `memo` when `read` looks at no clock (define.ts).
 */
const listRead = <S extends z.ZodType>(path: string, summary: string, permission: `/${string}`, schema: S,
  read: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>, { memo = false } = {}) =>
  defineRoute({ method: 'GET', path, summary, permission, schema, memo, handler: ({ deps, session, params }) => read(deps.db, session, params) });

/** A student's write on one activity ({id}): POST, module '/student/activity', in one transaction; `run` gets the time. */
const studentWrite = (path: string, summary: string, run: (db: Trx, session: Session, id: number, now: Date) => Promise<unknown>) =>
  defineRoute({
    method: 'POST', path, summary, permission: STUDENT_ACTIVITY_MODULE, schema: idParams, transactional: true,
    handler: ({ db, session, params }) => run(db, session, params.id, new Date()),
  });

/** A read of one activity for those who may view its participants (requireViewer), not transactional. */
const viewerRead = <S extends z.ZodType<{ id: number }>>(path: string, summary: string, schema: S,
  run: (db: Db, session: Session, a: Managed['a'], params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      const a = await findActivity(deps.db, session.schoolId, params.id);
      await requireViewer(deps.db, session, a);
      return run(deps.db, session, a, params);
    },
  });

export const participationRoutes = [
  /** GET /activity/open/list {current, size, name?, classify?} → {list: (ActivityRow & {enrollStart, enrollEnd, enrollMode, myStatus})[], total}. */
  listRead('/activity/open/list', "Activities a student can enroll in or follow (status 4–7), the caller's enrollment status on each.",
    STUDENT_ACTIVITY_MODULE, openListParams, listOpenActivities, { memo: true }),
  /** GET /activity/my/list {current, size, type?: 'enrolled'|'history'} → {list: MyActivityRow[], total}. */
  listRead('/activity/my/list', "The student's enrollments with attendance and hours.", STUDENT_ACTIVITY_MODULE, myListParams, listMyActivities, { memo: true }),
  /** POST /activity/enroll {id} → {status}: 1 enrolled (first come), 2 awaiting the draw or the review. */
  defineRoute({
    method: 'POST', path: '/activity/enroll', summary: 'Enrolls the student; capacity never exceeded (one statement takes the seat).',
    permission: STUDENT_ACTIVITY_MODULE, schema: idParams,
    // First come needs no transaction (its seat statement commits on its own): one is opened only
    // for a lottery or review enrollment.
    handler: ({ deps, session, params }) =>
      enroll(deps.db, session, params.id, new Date(), { memory: deps.replyCache, transaction: (work) => deps.db.transaction().execute(work) }),
  }),
  /** POST /activity/enroll/cancel {id} → null; while enrollment is open; frees the seat. */
  studentWrite('/activity/enroll/cancel', "Cancels the student's enrollment while enrollment is open.", cancelEnrollment),
  /** POST /activity/enroll/review {id, userIds, result: 'pass'|'refuse'} → {done}; organiser-review activities. */
  managerWrite('/activity/enroll/review', 'The organiser passes (seats taken) or refuses pending enrollments.', reviewParams,
    (db, session, params) => reviewEnrollments(db, session, params.id, params.userIds, params.result, new Date())),
  /** POST /activity/transition {id, event: 'openEnrollment'|'closeEnrollment'|'start'|'end'} → the activity. */
  managerWrite('/activity/transition', 'The organiser or an administrator fires a lifecycle event by hand (spec §4).', transitionParams,
    async (db, session, params, actor) => {
      const a = await lockActivity(db, session.schoolId, params.id);
      await applyLifecycleEvent(db, a, params.event, actor, session.userId, new Date());
      return detailReply(db, session, params.id);
    }),
  /** GET /activity/qr {id, kind: 'in'|'out'} → {token, expiresIn, refreshIn, url}; status 6, 7, or 8 within 2 h after the end. */
  defineRoute({
    method: 'GET', path: '/activity/qr', summary: "The current rotating sign-in / sign-out token for the organiser's screen.",
    permission: 'session', schema: qrParams,
    handler: async ({ deps, session, params }) => qrFor((await managed(deps.db, session, params.id)).a, params.kind, new Date()),
  }),
  /** POST /activity/sign {token, latitude?, longitude?} → {signInAt | signOutAt, activityName}. */
  defineRoute({
    method: 'POST', path: '/activity/sign', summary: 'The student signs in or out with a scanned token (geofence when set).',
    permission: STUDENT_ACTIVITY_MODULE, schema: signParams,
    handler: ({ deps, session, params }) => sign(deps.db, session, params, new Date()),
  }),
  /** POST /activity/backfill {id, userIds, reason, signOut?} → {done}; status 7, 8 or 10. */
  managerWrite('/activity/backfill', 'The organiser back-fills attendance (补录) with a reason.', backfillParams,
    (db, session, params) => backfill(db, session, params, new Date())),
  /** GET /activity/participants {id, current, size, name?, signed?, status?} → {list: ParticipantRow[], total}. */
  viewerRead('/activity/participants', "An activity's enrollments with attendance and hours.", participantParams,
    (db, _session, a, params) => listParticipants(db, a, params)),
  /** POST /activity/participants/hours {id, items: [{userId, hours}]} → {done}; status 8 or 10; hours ≤ the activity's. */
  managerWrite('/activity/participants/hours', "The organiser lowers participants' hours for partial attendance.", hoursParams,
    (db, session, params) => setParticipantHours(db, session, params.id, params.items, new Date())),
  /**
   * GET /activity/report/preview {id} → {participantCount, totalHours}: who the completion report
   * would grant hours to (seat holders with a sign-in) and the sum of their hours, for the submit
   * dialog. Viewers of the participants only.
   */
  viewerRead('/activity/report/preview', 'Participant count and total hours the completion report would grant.', idParams,
    (db, session, a) => reportPreview(db, session.schoolId, a.id)),
  /**
   * POST /activity/report/submit {id, summary, photoIds?, fileIds?, items?: [{userId, hours, reason?}]}
   * → the activity; 8 or 10 → 9, opens step 1 of the report flow (issue 18: summary ≥ 20 characters,
   * hours ≤ the activity's, a reason when lowered).
   */
  managerWrite('/activity/report/submit', 'The organiser submits (or resubmits) the completion report.', reportSubmitParams,
    async (db, session, params, actor) => {
      await submitReport(db, session, actor, params, new Date());
      return detailReply(db, session, params.id);
    }),
  /**
   * GET /activity/report/detail {id} → ActivityReport: the activity and its completion report
   * (summary, photos, attachments, participants' hours with reasons, sign-in and sign-out) for the
   * organiser's report form and the auditor's review page (issue 18). Not for students.
   */
  defineRoute({
    method: 'GET', path: '/activity/report/detail', summary: "An activity's completion report as submitted (or its draft before submission).",
    permission: 'session', schema: idParams,
    handler: ({ deps, session, params }) => reportDetail(deps.db, session, params.id),
  }),
  /** GET /activity/report/audit/list {current, size, name?, scope?} → {list: (AuditQueueRow & {participantCount, totalHours})[], total}. */
  listRead('/activity/report/audit/list', 'Completion reports waiting for the caller (or all, for administrators).',
    REPORT_AUDIT_MODULE, reportListParams, listReportQueue),
  /** POST /activity/report/audit {ids, result: 'pass'|'reject'|'refuse', opinion?} → {done, granted}; one transaction. */
  defineRoute({
    method: 'POST', path: '/activity/report/audit', summary: 'Decides completion reports in one batch; the last pass grants the hours.',
    permission: REPORT_AUDIT_MODULE, schema: reportAuditParams,
    transactional: true,
    handler: async ({ db, session, params }) => {
      const asAdmin = await isActivityAdmin(db, session);
      return auditReports(db, session, params.ids, params.result, params.opinion, asAdmin, new Date());
    },
  }),
];
