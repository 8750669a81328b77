/**
 * The Kysely queries of 加减学时 (issue 21): requests and their students, the ledger of requests
 * with their open review task, statistics, the export's rows and the form's choices. Every function
 * takes db then the school; every query stays within it.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { AdjustmentStatus } from '../../../common/adjustments.js';
import type { AdjustmentFilter } from '../../../common/schemas/punishments.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import type { Database } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import { scopeCondition } from '../students/scope.js';

type Page = { limit: number; offset: number };

/**
 * Requests as AdjustmentRow columns (`a` the request, `c` category, `t` term, `ru` requester, `at`
 * the open task). A scope other than the school's shows the requests with a student of the scope.
 */
function adjustmentSelect(db: Db, schoolId: number, scope: DataScope | null) {
  const cond = scope ? scopeCondition(scope) : null;
  return fromSchool(db, 'hoursAdjustments as a', schoolId)
    .innerJoin('classifies as c', sameSchool('c.id', 'a.classifyId'))
    .innerJoin('terms as t', sameSchool('t.id', 'a.termId'))
    .innerJoin('users as ru', sameSchool('ru.id', 'a.requestedBy'))
    .leftJoin('auditTasks as at', (j) => j.onRef('at.schoolId', '=', 'a.schoolId').onRef('at.relationId', '=', 'a.id').on('at.sourceType', '=', SourceType.HOURS_ADJUSTMENT).on('at.doneAt', 'is', null))
    .$if(cond !== null, (q) => q.where(sql<boolean>`exists (select 1 from hours_adjustment_students x join students s on s.school_id = x.school_id and s.user_id = x.user_id
      where x.school_id = a.school_id and x.adjustment_id = a.id and ${cond!})`))
    .select([
      'a.id', 'a.direction', 'a.classifyId', 'c.name as classifyName', 'a.termId', 't.name as termName', 'a.reason', 'a.status', 'a.opinion', 'a.createdAt',
      'a.decidedAt', 'a.fileIds', 'ru.name as requestedByName', 'at.id as taskId', 'at.auditorIds',
      sql<string>`a.hours::text`.as('hours'),
      sql<number>`(select count(*)::int from hours_adjustment_students x where x.school_id = a.school_id and x.adjustment_id = a.id)`.as('studentCount'),
      sql<string>`(select coalesce(string_agg(n.name, '、' order by n.id), '') from (select u.id, u.name from hours_adjustment_students x
        join users u on u.school_id = x.school_id and u.id = x.user_id where x.school_id = a.school_id and x.adjustment_id = a.id order by u.id limit 3) n)`.as('studentNames'),
    ]);
}
export type AdjustmentRaw = Awaited<ReturnType<ReturnType<typeof adjustmentSelect>['executeTakeFirstOrThrow']>>;

function filtered(db: Db, schoolId: number, scope: DataScope, f: AdjustmentFilter) {
  return adjustmentSelect(db, schoolId, scope)
    .$if(f.direction !== undefined, (q) => q.where('a.direction', '=', f.direction!))
    .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status!))
    .$if(!!f.name, (q) =>
      q.where((eb) => eb.or([
        eb('a.reason', 'ilike', likeContains(f.name!)),
        sql<boolean>`exists (select 1 from hours_adjustment_students x join users u on u.school_id = x.school_id and u.id = x.user_id
          join students s on s.school_id = x.school_id and s.user_id = x.user_id
          where x.school_id = a.school_id and x.adjustment_id = a.id and (u.name ilike ${likeContains(f.name!)} or s.code ilike ${likeContains(f.name!)}))`,
      ])))
    .orderBy('a.id', 'desc');
}

export function findAdjustments(db: Db, schoolId: number, scope: DataScope, f: AdjustmentFilter, page: Page) {
  return pageOf(filtered(db, schoolId, scope, f), page);
}

/** Every request of the filter (the export), newest first. */
export function allAdjustments(db: Db, schoolId: number, scope: DataScope, f: AdjustmentFilter) {
  return filtered(db, schoolId, scope, f).execute();
}

export function findAdjustment(db: Db, schoolId: number, scope: DataScope | null, id: number) {
  return adjustmentSelect(db, schoolId, scope).where('a.id', '=', id).executeTakeFirst();
}

export function lockAdjustment(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'hoursAdjustments', schoolId, { id }).selectAll().select(sql<string>`hours::text`.as('hoursText')).forUpdate().executeTakeFirst();
}

export async function insertAdjustment(db: Db, row: Insertable<Database['hoursAdjustments']>, userIds: number[]): Promise<{ id: number }> {
  const made = await db.insertInto('hoursAdjustments').values(row).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('hoursAdjustmentStudents').values(userIds.map((userId) => ({ schoolId: row.schoolId, adjustmentId: made.id, userId }))).execute();
  return made;
}

export async function updateAdjustment(db: Db, schoolId: number, id: number, values: Updateable<Database['hoursAdjustments']>): Promise<void> {
  await db.updateTable('hoursAdjustments').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The request's students with their hours now, by student number. */
export function findRequestStudents(db: Db, schoolId: number, id: number) {
  return fromSchool(db, 'hoursAdjustmentStudents as x', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'x.userId'))
    .innerJoin('students as s', sameSchool('s.userId', 'x.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
    .select(['x.userId', 'u.name', 's.code', sql<string>`coalesce(co.name, '')`.as('collegeName'), sql<string>`coalesce(cl.name, '')`.as('className'), sql<string>`round(s.hours, 2)::text`.as('hoursNow')])
    .where('x.adjustmentId', '=', id)
    .orderBy('s.code')
    .execute();
}

/** Students of the school by number (学号), with their names and hours now. */
export function findStudentsByCodes(db: Db, schoolId: number, codes: string[]) {
  return fromSchool(db, 'students as s', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .select(['s.userId', 's.code', 'u.name', sql<string>`round(s.hours, 2)::text`.as('hours')])
    .where('s.code', 'in', codes)
    .execute();
}

/** Counts by status and approved student-hours by direction and category (within the scope). */
export function statistics(db: Db, schoolId: number, scope: DataScope) {
  const base = adjustmentSelect(db, schoolId, scope).clearSelect();
  return Promise.all([
    base.select(['a.status', sql<number>`count(*)::int`.as('n')]).groupBy('a.status').execute(),
    base.where('a.status', '=', AdjustmentStatus.APPROVED)
      .select(['c.name as classifyName', 'a.direction', sql<string>`sum(a.hours * (select count(*) from hours_adjustment_students x where x.school_id = a.school_id and x.adjustment_id = a.id))::numeric(12,2)::text`.as('hours')])
      .groupBy(['c.name', 'a.direction']).orderBy('c.name').execute(),
  ]);
}

/** The form's choices: the school's categories below the modules, and its terms (latest first). */
export function formChoices(db: Db, schoolId: number) {
  return Promise.all([
    schoolRows(db, 'classifies', schoolId).select(['id', 'name']).where('parentId', '<>', 0).orderBy('parentId').orderBy('orderNumber').orderBy('id').execute(),
    schoolRows(db, 'terms', schoolId).select(['id', 'name', sql<boolean>`(start_date <= current_date and end_date >= current_date)`.as('current')]).orderBy('startDate', 'desc').execute(),
  ]);
}

/** The category and term exist in the school. */
export async function classifyAndTermExist(db: Db, schoolId: number, classifyId: number, termId: number) {
  const [c, t] = await Promise.all([
    schoolRows(db, 'classifies', schoolId, { id: classifyId }).select('id').executeTakeFirst(),
    schoolRows(db, 'terms', schoolId, { id: termId }).select('id').executeTakeFirst(),
  ]);
  return { classify: c !== undefined, term: t !== undefined };
}

/** Uploaded files of the caller among `ids`; all files of `ids` for showing. */
export function findFiles(db: Db, schoolId: number, ids: number[], uploadedBy?: number) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('id', 'in', ids).$if(uploadedBy !== undefined, (q) => q.where('uploadedBy', '=', uploadedBy!)).execute();
}
