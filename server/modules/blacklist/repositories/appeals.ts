/**
 * The Kysely queries of blacklist appeals (issue 4; to-do source type 4), always within one school.
 * The rules (who may appeal and audit, the audit task) live in ../appeals.ts.
 */
import { sql, type Insertable, type SqlBool } from 'kysely';
import { SourceType } from '../../../../common/activities.js';
import { AppealStatus } from '../../../../common/blacklist.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import type { AuditTasksTable } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';
import { scopeCondition, type DataScope } from '../../students/scope.js';
import { activeAt } from './entries.js';

/** Enabled users of the school whose roles grant `modulePath` (by path or api list), ascending. */
export async function findModuleHolders(db: Db, schoolId: number, modulePath: string): Promise<number[]> {
  const rows = await fromSchool(db, 'userRoles as ur', schoolId)
    .innerJoin('roleModules as rm', sameSchool('rm.roleId', 'ur.roleId'))
    .innerJoin('modules as m', 'm.id', 'rm.moduleId')
    .innerJoin('users as u', sameSchool('u.id', 'ur.userId'))
    .select('u.id')
    .distinct()
    .where('u.status', '=', 1)
    .where((eb) => eb.or([eb('m.schoolId', 'is', null), eb('m.schoolId', '=', schoolId)]))
    .where((eb) => eb.or([eb('m.path', '=', modulePath), eb(sql<string>`${modulePath}`, '=', sql<string>`any(string_to_array(m.api, ','))`)]))
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The user's own entry `id` with whether it is in force at `now`, locked; undefined when it is not theirs. */
export function lockOwnEntry(db: Db, schoolId: number, userId: number, id: number, now: Date) {
  return fromSchool(db, 'blacklist as b', schoolId)
    .select(['b.id', 'b.userId', sql<boolean>`${activeAt(now)}`.as('active')])
    .where('b.id', '=', id)
    .where('b.userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** True when the entry has a pending appeal. */
export async function hasPendingAppeal(db: Db, schoolId: number, blacklistId: number): Promise<boolean> {
  const row = await schoolRows(db, 'blacklistAppeals', schoolId, { blacklistId, status: AppealStatus.PENDING }).select('id').executeTakeFirst();
  return row !== undefined;
}

/** Inserts a pending appeal and returns its row. */
export function insertAppeal(db: Db, schoolId: number, v: { blacklistId: number; userId: number; reason: string }, now: Date) {
  return db
    .insertInto('blacklistAppeals')
    .values({ schoolId, ...v, status: AppealStatus.PENDING, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Opens an audit task (to-do lists read them). */
export async function insertAuditTask(db: Db, schoolId: number, v: Omit<Insertable<AuditTasksTable>, 'schoolId'>): Promise<void> {
  await db.insertInto('auditTasks').values({ ...v, schoolId }).execute();
}

/** The student's appeals, newest first, at most `limit`. */
export function findOwnAppeals(db: Db, schoolId: number, userId: number, limit: number) {
  return schoolRows(db, 'blacklistAppeals', schoolId, { userId })
    .select(['id', 'blacklistId', 'reason', 'status', 'opinion', 'createdAt', 'auditedAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Appeals a ⋈ entries b ⋈ students s ⋈ users u of the school. */
function appeals(db: Db, schoolId: number) {
  return fromSchool(db, 'blacklistAppeals as a', schoolId)
    .innerJoin('blacklist as b', sameSchool('b.id', 'a.blacklistId'))
    .innerJoin('students as s', sameSchool('s.userId', 'a.userId'))
    .innerJoin('users as u', sameSchool('u.id', 'a.userId'));
}

/**
 * One page of the appeals of students in the scope (status, name contains when given), pending
 * first (oldest first), then the decided ones newest first, with names, the entry and the open
 * task; and how many match.
 */
export function findAppealPage(db: Db, schoolId: number, scope: DataScope, f: { status?: number; name?: string }, page: { limit: number; offset: number }) {
  const cond = scopeCondition(scope);
  return pageOf(
    appeals(db, schoolId)
      .$if(cond !== null, (q) => q.where(cond!))
      .$if(!!f.status, (q) => q.where('a.status', '=', f.status!))
      .$if(!!f.name, (q) => q.where('u.name', 'like', likeContains(f.name!)))
      .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
      .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
      .leftJoin('users as au', sameSchool('au.id', 'a.auditedBy'))
      .leftJoin('auditTasks as t', (j) =>
        j.onRef('t.schoolId', '=', 'a.schoolId').onRef('t.relationId', '=', 'a.id').on('t.sourceType', '=', SourceType.APPEAL).on('t.doneAt', 'is', null),
      )
      .select([
        'a.id', 'a.blacklistId', 'a.reason', 'a.status', 'a.opinion', 'a.createdAt', 'a.auditedAt', 'a.userId', 'u.name', 's.code',
        'b.reason as blacklistReason', 'b.startedAt', 'b.endsAt', 't.id as taskId', 't.createdAt as waitingSince',
        sql<string>`coalesce(co.name, '')`.as('collegeName'),
        sql<string>`coalesce(cl.name, '')`.as('className'),
        sql<string>`coalesce(au.name, '')`.as('auditorName'),
      ])
      .orderBy(sql`case when a.status = 1 then 0 else 1 end`)
      .orderBy(sql`case when a.status = 1 then a.id else -a.id end`),
    page,
  );
}

/** One appeal of the school with its student's name and whether the student is in the scope, locked; undefined when absent. */
export function lockAppeal(db: Db, schoolId: number, scope: DataScope, id: number) {
  const inScope = scopeCondition(scope) ?? sql<SqlBool>`true`;
  return fromSchool(db, 'blacklistAppeals as a', schoolId)
    .innerJoin('students as s', sameSchool('s.userId', 'a.userId'))
    .innerJoin('users as u', sameSchool('u.id', 'a.userId'))
    .select(['a.id', 'a.blacklistId', 'a.status', 'u.name', sql<boolean>`${inScope}`.as('inScope')])
    .where('a.id', '=', id)
    .forUpdate('a')
    .executeTakeFirst();
}

/** Decides appeals: their status, opinion, auditor and time. `pendingOf` narrows to the pending appeals of one entry; returns the ids changed. */
export async function decideAppeals(
  db: Db,
  schoolId: number,
  which: { id: number } | { pendingOf: number },
  v: { status: number; opinion: string | null; auditedBy: number },
  now: Date,
): Promise<number[]> {
  const rows = await db
    .updateTable('blacklistAppeals')
    .set({ ...v, auditedAt: now })
    .where('schoolId', '=', schoolId)
    .$if('id' in which, (q) => q.where('id', '=', (which as { id: number }).id))
    .$if('pendingOf' in which, (q) => q.where('blacklistId', '=', (which as { pendingOf: number }).pendingOf).where('status', '=', AppealStatus.PENDING))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
