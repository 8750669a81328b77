/**
 * The Kysely queries of sign tasks (issue 21 "Journals and sign tasks"): tasks with their
 * organisation and creator, the participants a task's target names, the check-ins and their
 * counts. Every function takes db then the school; every query stays within it.
 */
import { sql, type Insertable, type RawBuilder, type Updateable } from 'kysely';
import { SignTarget } from '../../../common/signTasks.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };
/** Which tasks a staff member sees: all (null), or those of these colleges or organisations plus their own. */
export type StaffFilter = { collegeIds: number[]; organizationIds: number[]; userId: number } | null;

/** Tasks with `t` the task, `o` its organisation, `u` its creator, and the target's name. */
export function taskSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'signTasks as t', schoolId)
    .innerJoin('organizations as o', sameSchool('o.id', 't.organizationId'))
    .innerJoin('users as u', sameSchool('u.id', 't.createdBy'))
    .selectAll('t')
    .select([
      'o.name as organizationName', 'u.name as creatorName',
      sql<string | null>`case t.target_type when 2 then (select c.name from colleges c where c.school_id = t.school_id and c.id = t.target_id)
        when 3 then (select k.name from classes k where k.school_id = t.school_id and k.id = t.target_id)
        when 4 then (select g.name from organizations g where g.school_id = t.school_id and g.id = t.target_id) end`.as('targetName'),
    ]);
}
export type TaskRaw = Awaited<ReturnType<ReturnType<typeof taskSelect>['executeTakeFirstOrThrow']>>;

const visible = <Q extends ReturnType<typeof taskSelect>>(q: Q, f: StaffFilter): Q =>
  f === null ? q : (q.where((eb) => eb.or([
    eb('t.createdBy', '=', f.userId),
    ...(f.collegeIds.length ? [eb('t.collegeId', 'in', f.collegeIds)] : []),
    ...(f.organizationIds.length ? [eb('t.organizationId', 'in', f.organizationIds)] : []),
  ])) as Q);

export function findTasks(db: Db, schoolId: number, f: { name?: string; status?: number; organizationId?: number; staff: StaffFilter }, page: Page) {
  return pageOf(
    visible(taskSelect(db, schoolId), f.staff)
      .$if(!!f.name, (q) => q.where('t.name', 'ilike', likeContains(f.name!)))
      .$if(f.status !== undefined, (q) => q.where('t.status', '=', f.status!))
      .$if(f.organizationId !== undefined, (q) => q.where('t.organizationId', '=', f.organizationId!))
      .orderBy('t.id', 'desc'),
    page,
  );
}

export function findTask(db: Db, schoolId: number, id: number, staff: StaffFilter = null) {
  return visible(taskSelect(db, schoolId), staff).where('t.id', '=', id).executeTakeFirst();
}

/** Locks the task row (edits, cancellation, check-ins' threshold) and reads it. */
export function lockTask(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'signTasks', schoolId, { id }).selectAll().forUpdate().executeTakeFirst();
}

export function insertTask(db: Db, row: Insertable<Database['signTasks']>) {
  return db.insertInto('signTasks').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function updateTask(db: Db, schoolId: number, id: number, values: Updateable<Database['signTasks']>) {
  await db.updateTable('signTasks').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function replaceStudents(db: Db, schoolId: number, taskId: number, userIds: number[]) {
  await db.deleteFrom('signTaskStudents').where('schoolId', '=', schoolId).where('taskId', '=', taskId).execute();
  if (userIds.length) await db.insertInto('signTaskStudents').values(userIds.map((userId) => ({ schoolId, taskId, userId }))).execute();
}

export function listedStudents(db: Db, schoolId: number, taskId: number) {
  return fromSchool(db, 'signTaskStudents as x', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'x.userId'))
    .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'x.userId').onRef('s.schoolId', '=', 'x.schoolId'))
    .select(['x.userId', 'u.name', 's.code'])
    .where('x.taskId', '=', taskId)
    .orderBy('s.code')
    .execute();
}

/** The condition on `s` (students) naming the task's participants: normal students of its target, or its list. */
export function participantWhere(t: { id: number; targetType: number; targetId: number | null }): RawBuilder<boolean> {
  switch (t.targetType) {
    case SignTarget.COLLEGE: return sql<boolean>`s.status = 1 and s.college_id = ${t.targetId}`;
    case SignTarget.CLASS: return sql<boolean>`s.status = 1 and s.class_id = ${t.targetId}`;
    case SignTarget.ORGANIZATION:
      return sql<boolean>`s.status = 1 and exists (select 1 from organization_members m where m.school_id = s.school_id and m.organization_id = ${t.targetId} and m.user_id = s.user_id)`;
    case SignTarget.LIST:
      return sql<boolean>`exists (select 1 from sign_task_students x where x.school_id = s.school_id and x.task_id = ${t.id} and x.user_id = s.user_id)`;
    default: return sql<boolean>`s.status = 1`;
  }
}

export async function countParticipants(db: Db, schoolId: number, t: Parameters<typeof participantWhere>[0]): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from students s where s.school_id = ${schoolId} and ${participantWhere(t)}`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export async function isParticipant(db: Db, schoolId: number, t: Parameters<typeof participantWhere>[0], userId: number): Promise<boolean> {
  const r = await sql`select 1 from students s where s.school_id = ${schoolId} and s.user_id = ${userId} and ${participantWhere(t)}`.execute(db);
  return r.rows.length > 0;
}

/** Active tasks (not cancelled) whose participants include the student, newest period first. */
export async function tasksOfStudent(db: Db, schoolId: number, userId: number) {
  const all = await taskSelect(db, schoolId).where('t.status', '=', 1).orderBy('t.endDate', 'desc').orderBy('t.id', 'desc').execute();
  const mine = [];
  for (const t of all) if (await isParticipant(db, schoolId, t, userId)) mine.push(t);
  return mine;
}

/** The participants with their check-in counts and last time, by student number. */
export function participantRows(db: Db, schoolId: number, t: Parameters<typeof participantWhere>[0], page: Page) {
  const base = sql`from students s join users u on u.school_id = s.school_id and u.id = s.user_id
    left join colleges c on c.school_id = s.school_id and c.id = s.college_id
    left join classes k on k.school_id = s.school_id and k.id = s.class_id
    where s.school_id = ${schoolId} and ${participantWhere(t)}`;
  return Promise.all([
    sql<{ userId: number; name: string; code: string; collegeName: string | null; className: string | null; checkins: number; lastAt: Date | null }>`
      select s.user_id as "userId", u.name, s.code, c.name as "collegeName", k.name as "className",
        (select count(*)::int from sign_task_checkins i where i.school_id = s.school_id and i.task_id = ${t.id} and i.user_id = s.user_id) as checkins,
        (select max(i.checked_at) from sign_task_checkins i where i.school_id = s.school_id and i.task_id = ${t.id} and i.user_id = s.user_id) as "lastAt"
      ${base} order by s.code limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n ${base}`.execute(db),
  ]).then(([rows, total]) => ({ rows: rows.rows, total: total.rows[0]?.n ?? 0 }));
}

/** Check-ins per occurrence of the task. */
export function countsByOccurrence(db: Db, schoolId: number, taskId: number) {
  return schoolRows(db, 'signTaskCheckins', schoolId, { taskId }).select(['occurrence', sql<number>`count(*)::int`.as('n')]).groupBy('occurrence').execute();
}

/** Students of the task at or over `min` check-ins. */
export async function countCompleted(db: Db, schoolId: number, taskId: number, min: number): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from (select user_id from sign_task_checkins where school_id = ${schoolId} and task_id = ${taskId}
    group by user_id having count(*) >= ${min}) x`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** Check-ins with the student, newest first (all of them when page is null: the export). */
export function checkinRows(db: Db, schoolId: number, taskId: number, page: Page | null) {
  const q = fromSchool(db, 'signTaskCheckins as i', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'i.userId'))
    .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'i.userId').onRef('s.schoolId', '=', 'i.schoolId'))
    .leftJoin('classes as k', (j) => j.onRef('k.id', '=', 's.classId').onRef('k.schoolId', '=', 's.schoolId'))
    .select(['i.id', 'i.userId', 'u.name', 's.code', 'k.name as className', 'i.occurrence', 'i.checkedAt', 'i.distanceM'])
    .where('i.taskId', '=', taskId)
    .orderBy('i.checkedAt', 'desc').orderBy('i.id', 'desc');
  return page ? pageOf(q, page) : q.execute().then((rows) => ({ rows, total: rows.length }));
}

export async function countCheckins(db: Db, schoolId: number, taskId: number, userId?: number): Promise<number> {
  const r = await schoolRows(db, 'signTaskCheckins', schoolId, userId === undefined ? { taskId } : { taskId, userId }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return r.n;
}

export function countOn(db: Db, schoolId: number, taskId: number, occurrence: string) {
  return schoolRows(db, 'signTaskCheckins', schoolId, { taskId, occurrence }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow().then((r) => r.n);
}

/** The student's check-ins of the task, oldest first. */
export function checkinsOf(db: Db, schoolId: number, taskId: number, userId: number) {
  return schoolRows(db, 'signTaskCheckins', schoolId, { taskId, userId }).select(['occurrence', 'checkedAt']).orderBy('occurrence').execute();
}

/** The check-in, or undefined when the student already has one for this occurrence (the unique key; a concurrent one waits, then does nothing). */
export function insertCheckin(db: Db, row: Insertable<Database['signTaskCheckins']>) {
  return db.insertInto('signTaskCheckins').values(row).onConflict((oc) => oc.constraint('sign_task_checkins_once_uq').doNothing()).returning(['id']).executeTakeFirst();
}

export function collegeOf(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'colleges', schoolId, { id }).select(['id']).executeTakeFirst();
}

export function classOf(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'classes', schoolId, { id }).select(['id', 'collegeId']).executeTakeFirst();
}

export function organizationOf(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'organizations', schoolId, { id }).select(['id', 'collegeId', 'status']).executeTakeFirst();
}

export function classifyOf(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'classifies', schoolId, { id }).select(['id']).executeTakeFirst();
}

/** The students among `userIds` with their colleges. */
export function studentsAmong(db: Db, schoolId: number, userIds: number[]) {
  return userIds.length ? schoolRows(db, 'students', schoolId).select(['userId', 'collegeId']).where('userId', 'in', userIds).execute() : Promise.resolve([]);
}

export function formOptions(db: Db, schoolId: number) {
  return Promise.all([
    schoolRows(db, 'organizations', schoolId, { status: 1 }).select(['id', 'name', 'collegeId']).orderBy('orderId').orderBy('id').execute(),
    schoolRows(db, 'colleges', schoolId).select(['id', 'name']).orderBy('id').execute(),
    schoolRows(db, 'classes', schoolId).select(['id', 'name', 'collegeId']).orderBy('collegeId').orderBy('name').execute(),
    schoolRows(db, 'classifies', schoolId).select(['id', 'name']).orderBy('id').execute(),
  ]);
}
