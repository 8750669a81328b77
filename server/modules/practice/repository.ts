/**
 * The Kysely queries of social practice (issue 19): the PracticeRow fragment (shared by the staff
 * list, its export, the student's own list, the review queue and the detail), members, journals and
 * files, the look-ups of the proposal form, and the statistics. Every function takes db then the
 * school, and every query stays within that school.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { SourceType } from '../../../common/activities.js';
import { PracticeStatus } from '../../../common/practice.js';
import type { PracticeFilter } from '../../../common/schemas/practice.js';
import type { Database } from '../../db/types.js';
import type { Db } from '../../db/db.js';
import { countOf, pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';
import type { DataScope } from '../../auth/scope.js';
import { scopeCondition } from '../students/repositories/students.js';

/**
 * SELECT of the PracticeRow columns from `practice_projects as p` joined: `u` leader, `s` the
 * leader's student row, `ad` advisor, `t` term, `c` classify, `co` the project's college.
 */
export function practiceRowSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'practiceProjects as p', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'p.leaderId'))
    .innerJoin('students as s', sameSchool('s.userId', 'p.leaderId'))
    .innerJoin('users as ad', sameSchool('ad.id', 'p.advisorId'))
    .innerJoin('terms as t', sameSchool('t.id', 'p.termId'))
    .innerJoin('classifies as c', sameSchool('c.id', 'p.classifyId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'p.collegeId'))
    .select([
      'p.id', 'p.name', 'p.leaderId', 'u.name as leaderName', 's.code as leaderCode', 'p.advisorId', 'ad.name as advisorName',
      'p.destination', 'p.startDate', 'p.endDate', 'p.termId', 't.name as termName', 'p.type', 'p.classifyId', 'c.name as classifyName',
      'p.status', 'p.createdAt',
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`p.budget::text`.as('budget'),
      sql<string | null>`p.requested_hours::text`.as('requestedHours'),
      sql<number>`(select count(*)::int from practice_members m where m.school_id = p.school_id and m.project_id = p.id)`.as('memberCount'),
      sql<string>`(select coalesce(string_agg(mu.name, '、' order by m.role, mu.id), '') from practice_members m join users mu on mu.school_id = m.school_id and mu.id = m.user_id where m.school_id = p.school_id and m.project_id = p.id)`.as('memberNames'),
    ]);
}

/** One row of practiceRowSelect. */
export type PracticeRowRaw = Awaited<ReturnType<ReturnType<typeof practiceRowSelect>['executeTakeFirstOrThrow']>>;

/**
 * The staff list's filtered rows (practiceRowSelect), newest first, within the caller's data scope
 * (spec §6): the leader's student row `s` in the scope's colleges or led organisations
 * (students/repositories/students.ts scopeCondition, as every scoped student list), as everywhere below.
 */
function filtered(db: Db, schoolId: number, scope: DataScope, f: PracticeFilter) {
  const inScope = scopeCondition(scope);
  return practiceRowSelect(db, schoolId)
    .$if(inScope !== null, (q) => q.where(inScope!))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('p.name', 'ilike', likeContains(f.name!)), eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
    .$if(f.status !== undefined, (q) => q.where('p.status', '=', f.status!))
    .$if(f.type !== undefined, (q) => q.where('p.type', '=', f.type!))
    .$if(f.termId !== undefined, (q) => q.where('p.termId', '=', f.termId!))
    .$if(f.collegeId !== undefined, (q) => q.where('p.collegeId', '=', f.collegeId!))
    .$if(!!f.destination, (q) => q.where('p.destination', 'ilike', likeContains(f.destination!)))
    .$if(!!f.startDate, (q) => q.where('p.endDate', '>=', f.startDate!))
    .$if(!!f.endDate, (q) => q.where('p.startDate', '<=', f.endDate!))
    .orderBy('p.id', 'desc');
}

/** A page of the staff list. */
export function findPractices(db: Db, schoolId: number, scope: DataScope, f: PracticeFilter, page: { limit: number; offset: number }) {
  return pageOf(filtered(db, schoolId, scope, f), page);
}

/** How many projects the filter matches (the export's progress). */
export function countPractices(db: Db, schoolId: number, scope: DataScope, f: PracticeFilter) {
  return countOf(filtered(db, schoolId, scope, f));
}

/** The filtered rows after `afterId` (newest first), `limit` at a time (the export's batches). */
export function practicesAfter(db: Db, schoolId: number, scope: DataScope, f: PracticeFilter, afterId: number | null, limit: number) {
  return filtered(db, schoolId, scope, f).$if(afterId !== null, (q) => q.where('p.id', '<', afterId!)).limit(limit).execute();
}

/** Projects the user leads, belongs to or advises, newest first. */
export function findOwnPractices(db: Db, schoolId: number, userId: number, status: number | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    practiceRowSelect(db, schoolId)
      .where((eb) => eb.or([
        eb('p.advisorId', '=', userId),
        eb.exists(eb.selectFrom('practiceMembers as m').select(sql`1`.as('one')).whereRef('m.schoolId', '=', 'p.schoolId').whereRef('m.projectId', '=', 'p.id').where('m.userId', '=', userId)),
      ]))
      .$if(status !== undefined, (q) => q.where('p.status', '=', status!))
      .orderBy('p.id', 'desc'),
    page,
  );
}

/** Projects waiting at an open review step of `sourceType` (the caller's own unless auditorId is null) within `scope`, oldest task first. */
export function findReviewQueue(db: Db, schoolId: number, q: { sourceType: number; status: number; auditorId: number | null; name?: string; scope: DataScope }, page: { limit: number; offset: number }) {
  const inScope = scopeCondition(q.scope);
  return pageOf(
    practiceRowSelect(db, schoolId)
      .$if(inScope !== null, (qb) => qb.where(inScope!))
      .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'p.id').onRef('at.schoolId', '=', 'p.schoolId').on('at.sourceType', '=', q.sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
      .where('p.status', '=', q.status)
      .$if(q.auditorId !== null, (qb) => qb.where(sql<boolean>`${q.auditorId} = any(at.auditor_ids)`))
      .$if(!!q.name, (qb) => qb.where((eb) => eb.or([eb('p.name', 'ilike', likeContains(q.name!)), eb('u.name', 'ilike', likeContains(q.name!))])))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}

/** Whether the project `id` of the school is within `scope` (its leader's student row). */
export async function practiceInScope(db: Db, schoolId: number, scope: DataScope, id: number): Promise<boolean> {
  const inScope = scopeCondition(scope);
  if (inScope === null) return true;
  return !!(await practiceRowSelect(db, schoolId).clearSelect().select('p.id').where('p.id', '=', id).where(inScope).executeTakeFirst());
}

/** One project in PracticeRow columns with its plan, report and pledge; undefined when not the school's. */
export function findPracticeDetail(db: Db, schoolId: number, id: number) {
  return practiceRowSelect(db, schoolId).select(['p.plan', 'p.report', 'p.safetyPledge', 'p.finishTime', 'p.opinion']).where('p.id', '=', id).executeTakeFirst();
}

/** The projects among `ids` (every column), locked FOR UPDATE in id order. */
export function lockPractices(db: Db, schoolId: number, ids: number[]) {
  return db.selectFrom('practiceProjects').selectAll().where('schoolId', '=', schoolId).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function insertPractice(db: Db, row: Insertable<Database['practiceProjects']>) {
  return db.insertInto('practiceProjects').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updatePractice(db: Db, schoolId: number, id: number, values: Updateable<Database['practiceProjects']>) {
  return db.updateTable('practiceProjects').set({ ...values, updatedAt: new Date() }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Replaces the team: every member row of the project is written anew. */
export async function replaceMembers(db: Db, schoolId: number, projectId: number, members: { userId: number; role: number; collegeId: number | null }[]) {
  await db.deleteFrom('practiceMembers').where('schoolId', '=', schoolId).where('projectId', '=', projectId).execute();
  await db.insertInto('practiceMembers').values(members.map((m) => ({ schoolId, projectId, ...m }))).execute();
}

/** The team with names, numbers and colleges, leader first. */
export function findMembers(db: Db, schoolId: number, projectId: number) {
  return fromSchool(db, 'practiceMembers as m', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
    .innerJoin('students as s', sameSchool('s.userId', 'm.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'm.collegeId'))
    .select(['m.userId', 's.code', 'u.name', 'm.role', sql<string>`coalesce(co.name, '')`.as('collegeName'), sql<string | null>`m.requested_hours::text`.as('requestedHours'), sql<string | null>`m.granted_hours::text`.as('grantedHours')])
    .where('m.projectId', '=', projectId)
    .orderBy('m.role')
    .orderBy('s.code')
    .execute();
}

/** The member row of `userId` on the project, undefined when not on the team. */
export function findMember(db: Db, schoolId: number, projectId: number, userId: number) {
  return schoolRows(db, 'practiceMembers', schoolId, { projectId, userId }).select(['role']).executeTakeFirst();
}

/** Every member's user id (the grant). */
export async function memberIds(db: Db, schoolId: number, projectId: number): Promise<number[]> {
  const rows = await schoolRows(db, 'practiceMembers', schoolId, { projectId }).select('userId').orderBy('userId').execute();
  return rows.map((r) => r.userId);
}

export function setRequestedHours(db: Db, schoolId: number, projectId: number, hours: string) {
  return db.updateTable('practiceMembers').set({ requestedHours: hours }).where('schoolId', '=', schoolId).where('projectId', '=', projectId).execute();
}

/** Copies what the ledger granted for this project (source PRACTICE, relation = project) into the members' rows. */
export function copyGrantedHours(db: Db, schoolId: number, projectId: number, ledgerSource: number) {
  return sql`
    update practice_members m set granted_hours = l.granted_hours
      from hours_ledger l
     where m.school_id = ${schoolId} and m.project_id = ${projectId}
       and l.school_id = m.school_id and l.source_type = ${ledgerSource} and l.relation_id = m.project_id and l.user_id = m.user_id`.execute(db);
}

/** Students of the school by 学号, with their college. */
export function studentsByCodes(db: Db, schoolId: number, codes: string[]) {
  if (!codes.length) return Promise.resolve([]);
  return schoolRows(db, 'students', schoolId).select(['userId', 'code', 'collegeId']).where('code', 'in', codes).execute();
}

/** The student's number and college; undefined when the user is not a student of the school. */
export function studentOf(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId, { userId }).select(['userId', 'code', 'collegeId']).executeTakeFirst();
}

/** The staff user (identity 0) of the school, undefined otherwise. */
export function staffUser(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'users', schoolId, { id, identity: 0 }).select(['id', 'name']).executeTakeFirst();
}

/** A term of the school. */
export function findTerm(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'terms', schoolId, { id }).select(['id', 'name', 'kind', 'startDate', 'endDate']).executeTakeFirst();
}

/** A classify of the school with its module kind. */
export function findClassify(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'classifies', schoolId, { id }).select(['id', 'name', 'moduleKind', 'capGroup']).executeTakeFirst();
}

/** The proposal form's choices: terms (newest first), the social-practice classifies, active staff. */
export async function formOptions(db: Db, schoolId: number) {
  const [terms, classifies, advisors] = await Promise.all([
    schoolRows(db, 'terms', schoolId).select(['id', 'name', 'kind', 'startDate', 'endDate']).orderBy('startDate', 'desc').execute(),
    schoolRows(db, 'classifies', schoolId).select(['id', 'name']).where('moduleKind', '=', 'socialPractice').where('parentId', '<>', 0).orderBy('orderNumber').orderBy('id').execute(),
    schoolRows(db, 'users', schoolId, { identity: 0, status: 1 }).select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  return { terms, classifies, advisors };
}

/** The user's uploaded files among `ids`. */
export function uploadedFiles(db: Db, schoolId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'storageKey', 'name', 'type', 'size']).where('uploadedBy', '=', userId).where('id', 'in', ids).execute();
}

export function insertJournal(db: Db, row: Insertable<Database['practiceJournals']>) {
  return db.insertInto('practiceJournals').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertFiles(db: Db, rows: Insertable<Database['practiceFiles']>[]) {
  if (rows.length) await db.insertInto('practiceFiles').values(rows).execute();
}

/** Drops the completion attachments (a resubmitted report brings its own). */
export function deleteAttachments(db: Db, schoolId: number, projectId: number) {
  return db.deleteFrom('practiceFiles').where('schoolId', '=', schoolId).where('projectId', '=', projectId).where('kind', '=', 2).execute();
}

/** The journal, newest first, with its authors' names. */
export function findJournals(db: Db, schoolId: number, projectId: number) {
  return fromSchool(db, 'practiceJournals as j', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'j.authorId'))
    .select(['j.id', 'u.name as authorName', 'j.content', 'j.createdAt'])
    .where('j.projectId', '=', projectId)
    .orderBy('j.createdAt', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
}

/** Every file of the project (journal photos and completion attachments), in upload order. */
export function findFiles(db: Db, schoolId: number, projectId: number) {
  return schoolRows(db, 'practiceFiles', schoolId, { projectId }).select(['id', 'journalId', 'kind', 'name', 'url', 'type', 'size']).orderBy('id').execute();
}

/** Statistics filter: by term, type or academic year. */
export interface StatsFilter {
  termId?: number;
  type?: number;
  academicYear?: number;
}

/** The breakdowns of the statistics, as the dimension column names them. */
export type StatsDimension = 'college' | 'destination' | 'type' | 'term' | 'status' | 'total';

/** The statistics filter on the projects `p` within the data scope, as SQL. */
function statsWhere(schoolId: number, f: StatsFilter, scope: DataScope) {
  const inScope = scopeCondition(scope);
  return sql.join([
    sql`p.school_id = ${schoolId}`,
    ...(inScope !== null ? [sql`exists (select 1 from students s where s.school_id = p.school_id and s.user_id = p.leader_id and ${inScope})`] : []),
    ...(f.termId !== undefined ? [sql`p.term_id = ${f.termId}`] : []),
    ...(f.type !== undefined ? [sql`p.type = ${f.type}`] : []),
    ...(f.academicYear !== undefined ? [sql`p.term_id in (select t.id from terms t where t.school_id = ${schoolId} and t.academic_year = ${f.academicYear})`] : []),
  ], sql` and `);
}

/** One line of the statistics: its dimension and key, projects, participations (人次), hours granted, completed and under-review projects. */
export interface StatsRow {
  dim: StatsDimension;
  key: string;
  projects: number;
  members: number;
  hours: string;
  completed: number;
  pending: number;
}

/**
 * The breakdowns by destination, type, term and status and the total, in ONE aggregate over the
 * filtered projects (GROUPING SETS), each project carrying its team's size and granted hours
 * (one pass over practice_members grouped by project) — so nothing is counted distinct over the
 * members; plus the breakdown by the members' colleges (one pass over the members). Names of
 * colleges and terms are looked up by the caller (statsNames), not per row.
 */
export async function statsRows(db: Db, schoolId: number, scope: DataScope, f: StatsFilter): Promise<StatsRow[]> {
  const where = statsWhere(schoolId, f, scope);
  const [byProject, byCollege] = await Promise.all([
    sql<StatsRow>`
      with team as (
        select m.project_id, count(*)::int as n, coalesce(sum(m.granted_hours), 0.00) as h
          from practice_members m where m.school_id = ${schoolId} group by m.project_id)
      select case when grouping(p.destination) = 0 then 'destination' when grouping(p.type) = 0 then 'type'
                  when grouping(p.term_id) = 0 then 'term' when grouping(p.status) = 0 then 'status' else 'total' end as dim,
             coalesce(p.destination, p.type::text, p.term_id::text, p.status::text, '') as key,
             count(*)::int as projects, coalesce(sum(team.n), 0)::int as members, coalesce(sum(team.h), 0.00)::text as hours,
             (count(*) filter (where p.status = ${PracticeStatus.COMPLETED}))::int as completed,
             (count(*) filter (where p.status in (${PracticeStatus.PENDING}, ${PracticeStatus.FINISH_PENDING})))::int as pending
        from practice_projects p join team on team.project_id = p.id
       where ${where}
       group by grouping sets ((p.destination), (p.type), (p.term_id), (p.status), ())`.execute(db),
    sql<StatsRow>`
      select 'college' as dim, coalesce(m.college_id, 0)::text as key, count(distinct m.project_id)::int as projects, count(*)::int as members,
             coalesce(sum(m.granted_hours), 0.00)::text as hours, 0 as completed, 0 as pending
        from practice_members m join practice_projects p on p.school_id = m.school_id and p.id = m.project_id
       where m.school_id = ${schoolId} and ${where}
       group by m.college_id`.execute(db),
  ]);
  return [...byProject.rows, ...byCollege.rows];
}

/** Names of the school's colleges and terms by id (the statistics' keys). */
export async function statsNames(db: Db, schoolId: number) {
  const [colleges, terms] = await Promise.all([
    schoolRows(db, 'colleges', schoolId).select(['id', 'name']).execute(),
    schoolRows(db, 'terms', schoolId).select(['id', 'name']).execute(),
  ]);
  return { colleges: new Map(colleges.map((c) => [String(c.id), c.name])), terms: new Map(terms.map((t) => [String(t.id), t.name])) };
}

/** The open review task of the project (proposal or completion), undefined when none. */
export function openTask(db: Db, schoolId: number, projectId: number) {
  return schoolRows(db, 'auditTasks', schoolId, { relationId: projectId })
    .select(['stepName', 'auditorIds', 'sourceType'])
    .where('sourceType', 'in', [SourceType.PRACTICE_PROJECT, SourceType.PRACTICE_FINISH])
    .where('doneAt', 'is', null)
    .executeTakeFirst();
}
