/**
 * The Kysely queries of 学生管理 (issue 3): students, their accounts, placements, major changes and
 * the data scope as a condition, always within one school. The rules (scope checks, masking, errors)
 * live in the services of ../; here are only the reads and writes.
 *
 * Speed at 30,000 students (bench/students.ts): every filter mix has an index ending in
 * (status, code), so a page in student-number order is an index range scan; the count reads
 * students alone and joins users only for a name filter.
 */
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DataScope } from '../../../auth/scope.js';
import type { Db } from '../../../db/db.js';
import { placedStudents, placementNameColumns, studentAccounts } from '../../../db/students.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import type { Database } from '../../../db/types.js';
import { likeContains, likePrefix } from '../../../util/like.js';
import type { StudentFilter } from '../../../../common/schemas/students.js';

/**
 * The scope as a condition on `students as s` (s.school_id is already the session's school).
 * An empty college or organisation list matches nothing; null for a school-wide scope.
 */
export function scopeCondition(scope: DataScope): Expression<SqlBool> | null {
  if (scope.kind === 'school') return null;
  if (scope.kind === 'college') {
    if (scope.collegeIds.length === 0) return sql<SqlBool>`false`;
    return sql<SqlBool>`s.college_id in (${sql.join(scope.collegeIds)})`;
  }
  if (scope.organizationIds.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`exists (select 1 from organization_members om where om.school_id = s.school_id and om.user_id = s.user_id and om.organization_id in (${sql.join(scope.organizationIds)}))`;
}

/** The school's students among `ids` ({userId, inScope}), one row each; ids of nobody have none. */
export function findScopeFlags(db: Db, schoolId: number, scope: DataScope, ids: number[]) {
  const inScope = scopeCondition(scope) ?? sql<SqlBool>`true`;
  return fromSchool(db, 'students as s', schoolId)
    .select(['s.userId', sql<boolean>`${inScope}`.as('inScope')])
    .where('s.userId', 'in', ids)
    .execute();
}

type StudentQuery = SelectQueryBuilder<Database & { s: Database['students'] }, 's', object>;

/** Applies the §7 filters and the data scope to a query over `students as s` (users as u for a name filter). */
function applyFilters<QB extends SelectQueryBuilder<any, any, any>>(q: QB, p: StudentFilter, scope: DataScope): QB {
  let out = q.where('s.status', '=', p.status) as QB;
  const cond = scopeCondition(scope);
  if (cond) out = out.where(cond) as QB;
  if (p.name) out = out.where('u.name', 'like', likeContains(p.name)) as QB;
  if (p.code) out = out.where(sql<boolean>`s.code like ${likePrefix(p.code)}`) as QB;
  if (p.campusId) out = out.where('s.campusId', '=', p.campusId) as QB;
  if (p.collegeId) out = out.where('s.collegeId', '=', p.collegeId) as QB;
  if (p.majorId) out = out.where('s.majorId', '=', p.majorId) as QB;
  if (p.classId) out = out.where('s.classId', '=', p.classId) as QB;
  if (p.grade) out = out.where('s.grade', '=', p.grade) as QB;
  const ranges: [string, string | undefined, string | undefined][] = [
    ['s.hours', p.minHours, p.maxHours],
    ['s.credit', p.minCredit, p.maxCredit],
    ['s.score', p.minScore, p.maxScore],
  ];
  for (const [column, min, max] of ranges) {
    if (min !== undefined) out = out.where(sql.ref(column), '>=', sql<string>`${min}::numeric`) as QB;
    if (max !== undefined) out = out.where(sql.ref(column), '<=', sql<string>`${max}::numeric`) as QB;
  }
  return out;
}

/** The school's students matching the filter within the scope (placedStudents); callers add columns and order. */
function filteredStudents(db: Db, schoolId: number, p: StudentFilter, scope: DataScope) {
  return applyFilters(placedStudents(db, schoolId), p, scope);
}

/**
 * Structure names ('' when unset) and the totals as text with 2 decimals, for any query over
 * students s joined to campuses cp, colleges co, majors mj and classes cl (list, detail, export).
 */
const placementAndTotalColumns = [
  sql<string>`coalesce(cp.name, '')`.as('campusName'),
  ...placementNameColumns,
  sql<string>`round(s.credit, 2)::text`.as('credit'),
  sql<string>`round(s.hours, 2)::text`.as('hours'),
  sql<string>`round(s.score, 2)::text`.as('score'),
] as const;

/** The columns shared by the list row and the export row: identity, status, grade, placement and totals. */
function withListColumns<QB extends ReturnType<typeof placedStudents>>(q: QB) {
  return q.select(['u.name', 's.code', 'u.gender', 's.politics', 's.status', sql<string>`coalesce(s.grade, '')`.as('grade'), ...placementAndTotalColumns]);
}

/** Number of students matching the filter: students alone, users joined only for a name filter. */
export async function countStudents(db: Db, schoolId: number, p: StudentFilter, scope: DataScope): Promise<number> {
  let q = db.selectFrom('students as s').where('s.schoolId', '=', schoolId) as unknown as StudentQuery;
  if (p.name)
    q = (q as any).innerJoin('users as u', (j: any) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'));
  const row = await applyFilters(q, p, scope)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page of the list rows of spec §3 (without scoreReportModel), by student number; and how many match. */
export async function findStudentPage(db: Db, schoolId: number, p: StudentFilter, scope: DataScope, page: { limit: number; offset: number }) {
  const [total, rows] = await Promise.all([
    countStudents(db, schoolId, p, scope),
    filteredStudents(db, schoolId, p, scope)
      .$call(withListColumns)
      .select('s.userId as id')
      .orderBy('s.code')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { rows, total };
}

/** Up to `limit` export rows after student number `after` ('' for the first), by student number. */
export function findExportBatch(db: Db, schoolId: number, p: StudentFilter, scope: DataScope, after: string, limit: number) {
  return filteredStudents(db, schoolId, p, scope)
    .$call(withListColumns)
    .select(['s.idNumber', 'u.mobile'])
    .where('s.code', '>', after)
    .orderBy('s.code')
    .limit(limit)
    .execute();
}

/** The school's settings a student list or export shows: scoreReportModel and waysConvert. */
export function findSchoolSettings(db: Db, schoolId: number) {
  return db.selectFrom('schools').select(['scoreReportModel', 'waysConvert']).where('id', '=', schoolId).executeTakeFirstOrThrow();
}

/** One student's full profile row (placement names, totals, the school's scoreReportModel); throws when absent. */
export function findStudentProfile(db: Db, schoolId: number, id: number) {
  return placedStudents(db, schoolId)
    .innerJoin('schools as sc', 'sc.id', 's.schoolId')
    .select([
      's.userId as id', 'u.name', 's.code', 'u.gender', 's.idType', 's.idNumber', 's.birthday', 'u.mobile', 's.politics',
      's.campusId', 's.collegeId', 's.majorId', 's.classId', 's.grade', 's.status', 'u.modL', 's.cardPhoto',
      'u.lastLoginTime', 'u.createdAt', 'sc.scoreReportModel',
      ...placementAndTotalColumns,
    ])
    .where('s.userId', '=', id)
    .executeTakeFirstOrThrow();
}

/** The organisations the student belongs to, by nature then name. */
export function findStudentOrganizations(db: Db, schoolId: number, userId: number) {
  return fromSchool(db, 'organizationMembers as om', schoolId)
    .innerJoin('organizations as o', sameSchool('o.id', 'om.organizationId'))
    .select(['o.id', 'o.name', 'o.nature', 'om.isLeader', 'om.joinedAt'])
    .where('om.userId', '=', userId)
    .orderBy('o.nature')
    .orderBy('o.name')
    .execute();
}

/** The student's changes of major, newest first. */
export function findMajorChanges(db: Db, schoolId: number, userId: number) {
  return db
    .selectFrom('studentMajorChanges')
    .select([
      'id', 'fromCollegeName', 'fromMajorName', 'fromClassName', 'toCollegeName', 'toMajorName', 'toClassName', 'reason',
      'changedByName', 'changedAt',
    ])
    .where('schoolId', '=', schoolId)
    .where('userId', '=', userId)
    .orderBy('changedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The student's account and identity fields (college, ID, mobile, code, name); throws when absent. */
export function findStudentAccount(db: Db, schoolId: number, userId: number) {
  return studentAccounts(db, schoolId)
    .select(['s.collegeId', 's.idType', 's.idNumber', 'u.mobile', 's.code', 'u.name'])
    .where('s.userId', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The students among `ids` with what their initial password derives from, by student number. */
export function findPasswordSources(db: Db, schoolId: number, ids: number[]) {
  return studentAccounts(db, schoolId)
    .select(['s.userId as id', 's.code', 'u.name', 's.idType', 's.idNumber'])
    .where('s.userId', 'in', ids)
    .orderBy('s.code')
    .execute();
}

/** The student's placement ids and names (null names when unset); throws when absent. */
export function findCurrentPlacement(db: Db, schoolId: number, userId: number) {
  return placedStudents(db, schoolId)
    .select(['s.collegeId', 's.majorId', 's.classId', 'co.name as collegeName', 'mj.name as majorName', 'cl.name as className'])
    .where('s.userId', '=', userId)
    .executeTakeFirstOrThrow();
}
