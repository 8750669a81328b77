/**
 * The Kysely queries of the organisation lifecycle (issue 19): applications with their
 * organisation, applicant and open review task, the organisations' lifecycle columns, and the
 * counts a 年审 reports. Always within one school; rules live in apply.ts, review.ts, effects.ts.
 */
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database, OrganizationApplicationsTable, OrganizationsTable } from '../../db/types.js';
import { countAll, pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';
import { academicYearStart } from './years.js';

/** Which applications or organisations a staff member sees (auth/scope.ts DataScope, natures they manage). */
export interface OrgReach {
  natures: number[];
  /** null: every organisation of those natures. */
  collegeIds: number[] | null;
  organizationIds: number[] | null;
}

type AppEb = ExpressionBuilder<Database & { a: OrganizationApplicationsTable; o: OrganizationsTable }, 'a' | 'o'>;

/** The reach as a condition on application a (and its organisation o). */
function within(eb: AppEb, reach: OrgReach) {
  const parts = [eb('a.nature', 'in', reach.natures.length ? reach.natures : [0])];
  if (reach.collegeIds) {
    const ids = reach.collegeIds.length ? reach.collegeIds : [0];
    parts.push(eb.or([eb('a.collegeId', 'in', ids), eb('o.collegeId', 'in', ids)]));
  }
  if (reach.organizationIds) {
    const ids = reach.organizationIds.length ? reach.organizationIds : [0];
    parts.push(eb.or([eb('a.organizationId', 'in', ids), eb('a.parentId', 'in', ids)]));
  }
  return eb.and(parts);
}

/** Applications a with their organisation o and the applicant's name, as list rows. */
function applicationRows(db: Db, schoolId: number) {
  return fromSchool(db, 'organizationApplications as a', schoolId)
    .leftJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .leftJoin('users as ap', sameSchool('ap.id', 'a.applicantId'))
    .select([
      'a.id', 'a.kind', 'a.sourceType', 'a.status', 'a.organizationId', 'a.nature', 'a.academicYear', 'a.opinion', 'a.createdAt', 'a.applicantId',
      sql<string>`coalesce(o.name, a.name)`.as('name'),
      sql<string>`coalesce(ap.name, '')`.as('applicantName'),
    ]);
}

export interface ApplicationFilter {
  kind?: number;
  status?: number;
  name?: string;
  organizationId?: number;
  applicantId?: number;
  reach?: OrgReach;
}

/** One page of applications, newest first; and how many match. */
export function findApplicationPage(db: Db, schoolId: number, f: ApplicationFilter, page: { limit: number; offset: number }) {
  return pageOf(
    applicationRows(db, schoolId)
      .$if(f.kind !== undefined, (q) => q.where('a.kind', '=', f.kind!))
      .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status!))
      .$if(f.organizationId !== undefined, (q) => q.where('a.organizationId', '=', f.organizationId!))
      .$if(f.applicantId !== undefined, (q) => q.where('a.applicantId', '=', f.applicantId!))
      .$if(!!f.name, (q) => q.where(sql`coalesce(o.name, a.name)`, 'ilike', likeContains(f.name!)))
      .$if(!!f.reach, (q) => q.where((eb) => within(eb as unknown as AppEb, f.reach!)))
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc'),
    page,
  );
}

/** The applications with an open task of `sourceType` (the caller's own when auditorId is set), oldest task first. */
export function findQueuePage(db: Db, schoolId: number, f: { sourceType: number; auditorId: number | null; name?: string; reach?: OrgReach }, page: { limit: number; offset: number }) {
  return pageOf(
    applicationRows(db, schoolId)
      .innerJoin('auditTasks as at', (j) =>
        j.onRef('at.relationId', '=', 'a.id').on('at.schoolId', '=', schoolId).on('at.sourceType', '=', f.sourceType).on('at.doneAt', 'is', null),
      )
      .select(['at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
      .where('a.sourceType', '=', f.sourceType)
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(!!f.name, (q) => q.where(sql`coalesce(o.name, a.name)`, 'ilike', likeContains(f.name!)))
      .$if(!!f.reach, (q) => q.where((eb) => within(eb as unknown as AppEb, f.reach!)))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}

/** One application as a list row (the organisation's current name). */
export function findApplicationRow(db: Db, schoolId: number, id: number) {
  return applicationRows(db, schoolId).where('a.id', '=', id).executeTakeFirstOrThrow();
}

/** The application row, or undefined. */
export function findApplication(db: Db, schoolId: number, id: number) {
  return db.selectFrom('organizationApplications').selectAll().where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The applications among `ids`, locked for this transaction, in id order. */
export function lockApplications(db: Db, schoolId: number, ids: number[]) {
  return db.selectFrom('organizationApplications').selectAll().where('schoolId', '=', schoolId).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export async function insertApplication(db: Db, v: Insertable<OrganizationApplicationsTable>): Promise<number> {
  const { id } = await db.insertInto('organizationApplications').values(v).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateApplication(db: Db, schoolId: number, id: number, changes: Updateable<OrganizationApplicationsTable>): Promise<void> {
  await db.updateTable('organizationApplications').set({ ...changes, updatedAt: new Date() }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** True when another application of `kind` for the organisation is pending. */
export async function pendingOfKind(db: Db, schoolId: number, kind: number, match: { organizationId?: number; name?: string; parentId?: number | null }, exceptId?: number): Promise<boolean> {
  const row = await db.selectFrom('organizationApplications').select('id')
    .where('schoolId', '=', schoolId).where('kind', '=', kind).where('status', '=', 1)
    .$if(match.organizationId !== undefined, (q) => q.where('organizationId', '=', match.organizationId!))
    .$if(match.name !== undefined, (q) => q.where('name', '=', match.name!).where(sql<boolean>`coalesce(parent_id, 0) = ${match.parentId ?? 0}`))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the organisation already has a 注册 for the academic year (other than `exceptId`). */
export async function registeredFor(db: Db, schoolId: number, organizationId: number, academicYear: number, exceptId?: number): Promise<boolean> {
  const row = await db.selectFrom('organizationApplications').select('id')
    .where('schoolId', '=', schoolId).where('kind', '=', 2).where('organizationId', '=', organizationId).where('academicYear', '=', academicYear)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

/** Activities the organisation organised that start in the academic year, and its current members. */
export async function yearCounts(db: Db, schoolId: number, organizationId: number, academicYear: number): Promise<{ activityCount: number; memberCount: number }> {
  const [from, to] = [academicYearStart(academicYear), academicYearStart(academicYear + 1)];
  const a = await db.selectFrom('activities').select(countAll.as('n'))
    .where('schoolId', '=', schoolId).where('organizationId', '=', organizationId).where('isTemplate', '=', false)
    .where('startTime', '>=', from).where('startTime', '<', to).executeTakeFirstOrThrow();
  const m = await db.selectFrom('organizationMembers').select(countAll.as('n'))
    .where('schoolId', '=', schoolId).where('organizationId', '=', organizationId).executeTakeFirstOrThrow();
  return { activityCount: Number(a.n), memberCount: Number(m.n) };
}

/** The users among `ids` with their names and numbers (students' 学号, staff's 工号), and whether each is a student. */
export function usersBrief(db: Db, schoolId: number, ids: number[]) {
  return fromSchool(db, 'users as u', schoolId)
    .leftJoin('students as s', sameSchool('s.userId', 'u.id'))
    .select(['u.id', 'u.name', 'u.identity', sql<string>`coalesce(s.code, u.username)`.as('code')])
    .where('u.id', 'in', ids.length ? ids : [0])
    .execute();
}

/** The user of the school, or undefined. */
export function findUser(db: Db, schoolId: number, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'identity']).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** The college's name, or undefined when it is not the school's. */
export async function collegeName(db: Db, schoolId: number, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('colleges').select('name').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  return row?.name;
}

/** The organisation with its lifecycle columns, leader, advisor, college and member count. */
export function lifecycleRows(db: Db, schoolId: number) {
  return fromSchool(db, 'organizations as o', schoolId)
    .leftJoin('users as ld', sameSchool('ld.id', 'o.userId'))
    .leftJoin('users as ad', sameSchool('ad.id', 'o.advisorId'))
    .leftJoin('colleges as c', sameSchool('c.id', 'o.collegeId'))
    .select((eb) => [
      'o.id', 'o.name', 'o.nature', 'o.parentId', 'o.status', 'o.star', 'o.excellent', 'o.advisorId', 'o.charter', 'o.serviceArea', 'o.collegeId', 'o.registeredYear', 'o.createdAt',
      sql<string>`coalesce(ad.name, '')`.as('advisorName'),
      sql<string>`coalesce(ld.name, '')`.as('leaderName'),
      sql<string>`coalesce(c.name, '')`.as('collegeName'),
      eb.selectFrom('organizationMembers as om').select(countAll.as('n')).whereRef('om.schoolId', '=', 'o.schoolId').whereRef('om.organizationId', '=', 'o.id').as('memberCount'),
    ]);
}

/** One page of volunteer teams (nature 3) with the filters, by name; and how many match. */
export function findTeamPage(db: Db, schoolId: number, f: { name?: string; collegeId?: number; status?: number }, page: { limit: number; offset: number }) {
  return pageOf(teamQuery(db, schoolId, f).orderBy('o.name').orderBy('o.id'), page);
}

/** The filtered teams (nature 3), for the list and the export. */
export function teamQuery(db: Db, schoolId: number, f: { name?: string; collegeId?: number; status?: number }) {
  return lifecycleRows(db, schoolId)
    .where('o.nature', '=', 3)
    .$if(!!f.name, (q) => q.where('o.name', 'ilike', likeContains(f.name!)))
    .$if(f.collegeId !== undefined, (q) => q.where('o.collegeId', '=', f.collegeId!))
    .$if(f.status !== undefined, (q) => q.where('o.status', '=', f.status!));
}

/** The organisation's members with name and number, leaders first. */
export function memberBriefs(db: Db, schoolId: number, organizationId: number) {
  return fromSchool(db, 'organizationMembers as om', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'om.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'om.userId'))
    .select(['om.userId', 'u.name', 'om.isLeader', sql<string>`coalesce(s.code, u.username)`.as('code')])
    .where('om.organizationId', '=', organizationId)
    .orderBy('om.isLeader', 'desc').orderBy(sql`coalesce(s.code, u.username)`)
    .limit(500)
    .execute();
}

/** Sets the organisation's lifecycle columns. */
export async function updateLifecycle(db: Db, schoolId: number, id: number, changes: Updateable<OrganizationsTable>): Promise<void> {
  await db.updateTable('organizations').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The ids of the organisations the user leads (leader column or a member flagged is_leader). */
export async function ledBy(db: Db, schoolId: number, userId: number): Promise<number[]> {
  const rows = await fromSchool(db, 'organizations as o', schoolId)
    .select('o.id')
    .where((eb) => eb.or([
      eb('o.userId', '=', userId),
      eb.exists(eb.selectFrom('organizationMembers as om').select('om.userId').whereRef('om.schoolId', '=', 'o.schoolId').whereRef('om.organizationId', '=', 'o.id').where('om.userId', '=', userId).where('om.isLeader', '=', true)),
    ]))
    .orderBy('o.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The school's students with these numbers (not deleted, status 6). */
export function studentsByCode(db: Db, schoolId: number, codes: string[]) {
  return db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', schoolId).where('code', 'in', codes.length ? codes : ['']).where('status', '<>', 6).execute();
}
