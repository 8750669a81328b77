/**
 * Shared pieces of the participation endpoints (issue 4): the activity row as the transactions
 * lock it, the one place that fires a status event (via common/activityStatus.ts nextStatus) and
 * records it, and the caller checks.
 *
 * Every write here runs inside the caller's transaction and first locks the activity row
 * (SELECT … FOR UPDATE): the capacity check, the lottery draw, the report decision and the
 * scheduler are serialised per activity on PostgreSQL (PGlite has one connection anyway).
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { SourceType } from '../../../common/activities.js';
import { nextStatus, type ActivityActor, type ActivityEvent } from '../../../common/activityStatus.js';
import type { Session } from '../../auth/sessions.js';
import type { ActivitiesTable, Database } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';
import { activityActorOf, requireOrganiserOrAdmin } from '../activities/access.js';
import { recordAudit } from '../audits/engine.js';
import type { Db, Trx } from '../../db/db.js';
import { findActivity as findActivityRow, updateActivity } from '../activities/repositories/activities.js';

export type ActivityRecord = Selectable<ActivitiesTable>;
export type Caller = Pick<Session, 'schoolId' | 'userId'>;

export const ACTIVITY_NOT_FOUND = '活动不存在';
/** The student-side module (spec §2 student activity pages). */
export const STUDENT_ACTIVITY_MODULE = '/student/activity';

/** The school's activity (not a template), or 10002 '活动不存在'. `lock` takes its row lock (FOR UPDATE). */
export async function findActivity(db: Db, schoolId: number, id: number, lock = false): Promise<ActivityRecord> {
  const row = await findActivityRow(db, schoolId, id, lock);
  if (!row) throw badParams(ACTIVITY_NOT_FOUND);
  return row;
}

/** findActivity with the row lock; call first in a writing transaction. */
export const lockActivity = (trx: Trx, schoolId: number, id: number) => findActivity(trx, schoolId, id, true);

/**
 * The caller's actor for the activity ('admin' | 'organiser'), or 10003
 * '只有活动负责人或管理员可以操作该活动'. Reads with `db`: on a transactional route
 * pass the route's transaction (PGlite has a single connection).
 */
export const requireManager = (db: Kysely<Database>, caller: Caller, a: ActivityRecord) => requireOrganiserOrAdmin(db, caller, a);
export { activityActorOf };

export interface FireOptions {
  actor: ActivityActor;
  /** null for the scheduler. */
  actorId: number | null;
  now: Date;
  reason?: string;
  isLastStep?: boolean;
  /** Review step of the history entry. */
  stepNo?: number;
  stepName?: string;
  /** History subject: 1 the activity (default), 2 its completion report. */
  sourceType?: number;
  /** History opinion (defaults to the reason). */
  opinion?: string;
  /** Further columns to set with the status (stepNo, reason, times…). */
  set?: Updateable<ActivitiesTable>;
}

/**
 * Fires `event` on the locked activity: nextStatus decides (10002 with its Chinese message when
 * the table refuses), the row gets the new status and status_at = now, and the history records
 * the event. Returns the new status (unchanged for a non-last review step).
 */
export async function fireEvent(trx: Trx, a: ActivityRecord, event: ActivityEvent, o: FireOptions): Promise<number> {
  const r = nextStatus(a.status, event, o.actor, { reason: o.reason, isLastStep: o.isLastStep });
  if (!r.ok) throw badParams(r.msg);
  const changed = r.status !== a.status;
  await updateActivity(trx, a.schoolId, a.id, { ...o.set, ...(changed ? { status: r.status, statusAt: o.now } : {}), updatedAt: o.now });
  await recordAudit(trx, {
    schoolId: a.schoolId, sourceType: o.sourceType ?? SourceType.ACTIVITY, relationId: a.id, action: event, actorId: o.actorId,
    opinion: o.opinion ?? o.reason ?? '', stepNo: o.stepNo, stepName: o.stepName, fromStatus: a.status, toStatus: r.status, now: o.now,
  });
  a.status = r.status;
  if (changed) a.statusAt = o.now;
  return r.status;
}
