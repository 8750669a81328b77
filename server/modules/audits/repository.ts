/**
 * The Kysely queries of audit tasks and audit records (the review engine, issue 4), always within
 * one school: the open task of a subject, its opening and closing, the history entries, the
 * activity review queues and the to-do lists. The rules live in engine.ts, queue.ts, first.ts and
 * needDealt.ts.
 */
import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/db.js';
import { fromSchool, sameSchool, schoolRows, updateSchoolRows } from '../../db/tenant.js';
import { pageOf } from '../../db/paging.js';
import type { AuditRecordsTable, AuditTasksTable, Database } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import { activityRowSelect } from '../activities/repositories/activities.js';

/** Inserts an open task and returns it with every column. */
export function insertAuditTask(db: Db, values: Insertable<AuditTasksTable>) {
  return db.insertInto('auditTasks').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The subject's open task with every column, row-locked for the transaction; undefined when none. */
export function findOpenTask(db: Db, schoolId: number, sourceType: number, relationId: number) {
  return schoolRows(db, 'auditTasks', schoolId, { sourceType, relationId, doneAt: null }).selectAll().forUpdate().executeTakeFirst();
}

/** Closes the school's task `id` with the decision (result, opinion; both left as they are when omitted). */
export async function closeTask(db: Db, schoolId: number, id: number, done: { doneAt: Date; doneBy: number; result: number; opinion: string }): Promise<void> {
  await db.updateTable('auditTasks').set(done).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Closes every open task of the subject without a decision (doneAt only). */
export async function closeOpenTasks(db: Db, schoolId: number, sourceType: number, relationId: number, now: Date): Promise<void> {
  await updateSchoolRows(db, 'auditTasks', schoolId, { sourceType, relationId, doneAt: null }, { doneAt: now }).execute();
}

/**
 * The subject's history records (source type among `sourceTypes`, relation `relationId`) with the
 * actor's name (null for the system), oldest first.
 */
export function historyRows(db: Db, schoolId: number, sourceTypes: readonly number[], relationId: number) {
  return fromSchool(db, 'auditRecords as r', schoolId)
    .leftJoin('users as u', sameSchool('u.id', 'r.actorId'))
    .select(['r.id', 'r.action', 'r.stepName', 'r.opinion', 'r.fromStatus', 'r.toStatus', 'r.createdAt', 'u.name as actorName'])
    .where('r.sourceType', 'in', sourceTypes)
    .where('r.relationId', '=', relationId)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute();
}

/** Appends one history entry. */
export async function insertAuditRecord(db: Db, values: Insertable<AuditRecordsTable>): Promise<void> {
  await db.insertInto('auditRecords').values(values).execute();
}

/** `at`'s auditors include the user. */
const auditedBy = (userId: number) => sql<boolean>`${userId} = any(at.auditor_ids)`;

/** The filters of an activity review queue. */
export interface QueueFilter {
  /** 1 activity first review, 2 completion report. */
  sourceType: number;
  /** Only the tasks this user audits; null = every open task. */
  auditorId: number | null;
  /** Activity name contains. */
  name?: string;
  /** Only activities of organisations of this nature. */
  nature?: number;
}

/**
 * One page of the school's activities (not templates) with an open task of the source type: the
 * activityRowSelect row plus the task's id, step, dates and applicant name; oldest task first;
 * and how many match.
 */
export function findActivityQueue(db: Db, schoolId: number, f: QueueFilter, page: { limit: number; offset: number }) {
  return pageOf(
    activityRowSelect(db, schoolId)
      .innerJoin('auditTasks as at', (j) =>
        j.onRef('at.relationId', '=', 'a.id').on('at.schoolId', '=', schoolId).on('at.sourceType', '=', f.sourceType).on('at.doneAt', 'is', null),
      )
      .select([
        'at.id as taskId', 'at.stepName as taskStepName', 'at.stepNo as taskStepNo', 'at.stepCount as taskStepCount',
        'at.createdAt as taskCreatedAt', 'at.appliedAt as taskAppliedAt',
        sql<string>`coalesce((select u.name from users u where u.id = at.applicant_id), '')`.as('applicant'),
      ])
      .where('a.isTemplate', '=', false)
      .$if(f.auditorId !== null, (q) => q.where(auditedBy(f.auditorId!)))
      .$if(!!f.name, (q) => q.where('a.name', 'ilike', likeContains(f.name!)))
      .$if(f.nature !== undefined, (q) => q.where('a.organizationId', 'in', schoolRows(db, 'organizations', schoolId, { nature: f.nature! }).select('id')))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}

/**
 * The school's open tasks as to-do rows: {id, sourceType, relationId, taskName, appliedAt,
 * createdAt, stepName, userName (applicant), organizationName, auditorName (names joined with '、')}.
 */
function openTasks(db: Db, schoolId: number) {
  return fromSchool(db, 'auditTasks as at', schoolId)
    .leftJoin('users as ap', sameSchool('ap.id', 'at.applicantId'))
    .leftJoin('organizations as o', sameSchool('o.id', 'at.organizationId'))
    .where('at.doneAt', 'is', null)
    .select([
      'at.id', 'at.sourceType', 'at.relationId', 'at.taskName', 'at.appliedAt', 'at.createdAt', 'at.stepName',
      sql<string>`coalesce(ap.name, '')`.as('userName'),
      sql<string>`coalesce(o.name, '')`.as('organizationName'),
      sql<string>`coalesce((select string_agg(u.name, '、' order by u.id) from users u
        where u.school_id = at.school_id and u.id = any(at.auditor_ids)), '')`.as('auditorName'),
    ]);
}

/** What openTasks returns per row. */
export type OpenTaskRow = Awaited<ReturnType<ReturnType<typeof openTasks>['executeTakeFirstOrThrow']>>;

/** Oldest first (creation time, then id). */
const oldestFirst = <O>(q: SelectQueryBuilder<Database & { at: AuditTasksTable }, 'at', O>) => q.orderBy('at.createdAt').orderBy('at.id');

/**
 * For each source type of the user's open tasks in the school: the oldest task's id and how many
 * there are (ct). A window over the bare rows; the names come after (findOpenTasksByIds).
 */
export async function firstOpenTaskPerSource(db: Db, schoolId: number, userId: number): Promise<{ id: number; ct: number }[]> {
  const ranked = fromSchool(db, 'auditTasks as at', schoolId)
    .where('at.doneAt', 'is', null)
    .where(auditedBy(userId))
    .select([
      'at.id',
      sql<number>`count(*) over (partition by at.source_type)::int`.as('ct'),
      sql<number>`row_number() over (partition by at.source_type order by at.created_at, at.id)`.as('rn'),
    ]);
  const rows = await db.selectFrom(ranked.as('x')).select(['x.id', 'x.ct']).where('x.rn', '=', 1).execute();
  return rows.map((r) => ({ id: r.id, ct: Number(r.ct) }));
}

/** The school's open tasks of `ids` (openTasks rows), by source type. */
export function findOpenTasksByIds(db: Db, schoolId: number, ids: number[]) {
  return openTasks(db, schoolId).where('at.id', 'in', ids).orderBy('at.sourceType').execute();
}

/** The school's open tasks the user audits (openTasks rows), oldest first, at most `limit`. */
export function findOpenTasksOf(db: Db, schoolId: number, userId: number, limit: number) {
  return openTasks(db, schoolId).where(auditedBy(userId)).$call(oldestFirst).limit(limit).execute();
}

/** One page of the school's open tasks (openTasks rows), optionally of one source type and one auditor, oldest first; and how many match. */
export function findOpenTasks(db: Db, schoolId: number, f: { sourceType?: number; auditorId?: number }, page: { limit: number; offset: number }) {
  return pageOf(
    openTasks(db, schoolId)
      .$if(f.sourceType !== undefined, (q) => q.where('at.sourceType', '=', f.sourceType!))
      .$if(f.auditorId !== undefined, (q) => q.where(auditedBy(f.auditorId!)))
      .$call(oldestFirst),
    page,
  );
}
