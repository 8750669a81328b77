/**
 * The Kysely queries of the course catalogue, its review queue and course control (issue 20
 * "Courses and review"), always within one school. Sections, enrollments and ratings:
 * sectionsRepo.ts, ratingsRepo.ts. The rules live in catalog.ts, audit.ts and control.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, schoolRows, schoolRowTaken, sameSchool } from '../../db/tenant.js';
import type { CoursesTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

/** A course row with its classify, college and creator names and its section count. */
function courseSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'courses as c', schoolId)
    .innerJoin('classifies as k', sameSchool('k.id', 'c.classifyId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'c.collegeId'))
    .leftJoin('users as u', sameSchool('u.id', 'c.createdBy'))
    .select([
      'c.id', 'c.name', 'c.classifyId', 'k.name as classifyName', 'c.hours', 'c.collegeId', 'co.name as collegeName', 'c.gradeMode', 'c.passScore',
      'c.description', 'c.status', 'c.opinion', 'c.createdBy', 'c.createdAt',
      sql<string>`coalesce(u.name, '')`.as('createdByName'),
      sql<number>`(select count(*)::int from course_sections s where s.school_id = c.school_id and s.course_id = c.id)`.as('sectionCount'),
    ]);
}
export type CourseRecord = Awaited<ReturnType<ReturnType<typeof courseSelect>['executeTakeFirstOrThrow']>>;

export interface CourseFilter {
  name?: string;
  classifyId?: number;
  status?: number;
}

const courseFiltered = (db: Db, schoolId: number, f: CourseFilter) =>
  courseSelect(db, schoolId)
    .$if(!!f.name, (q) => q.where('c.name', 'ilike', likeContains(f.name!)))
    .$if(f.classifyId !== undefined, (q) => q.where((eb) => eb.or([eb('c.classifyId', '=', f.classifyId!), eb('k.parentId', '=', f.classifyId!)])))
    .$if(f.status !== undefined, (q) => q.where('c.status', '=', f.status!));

/** One page of the school's courses matching the filter, newest first; and how many match. */
export function findCourses(db: Db, schoolId: number, f: CourseFilter, page: Page) {
  return pageOf(courseFiltered(db, schoolId, f).orderBy('c.id', 'desc'), page);
}

export function findCourse(db: Db, schoolId: number, id: number) {
  return courseSelect(db, schoolId).where('c.id', '=', id).executeTakeFirst();
}

/** {id, name, hours, gradeMode} of the open courses, by name (section pickers). */
export function findOpenCourseOptions(db: Db, schoolId: number, openStatus: number) {
  return schoolRows(db, 'courses', schoolId, { status: openStatus }).select(['id', 'name', 'hours', 'gradeMode']).orderBy('name').execute();
}

/** The school's courses `ids`, row-locked in id order (bare columns). */
export function lockCourses(db: Db, schoolId: number, ids: number[]) {
  return fromSchool(db, 'courses as c', schoolId).selectAll('c').where('c.id', 'in', ids).orderBy('c.id').forUpdate().execute();
}

export const courseNameTaken = (db: Db, schoolId: number, name: string, exceptId?: number) => schoolRowTaken(db, 'courses', schoolId, { name }, exceptId);

export function insertCourse(db: Db, values: Insertable<CoursesTable>) {
  return db.insertInto('courses').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateCourse(db: Db, schoolId: number, id: number, values: Updateable<CoursesTable>): Promise<void> {
  await db.updateTable('courses').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The classify with its parent (0 for a module); undefined when the school has none of that id. */
export function findClassify(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'classifies', schoolId, { id }).select(['id', 'name', 'parentId']).executeTakeFirst();
}

export async function collegeExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return !!(await schoolRows(db, 'colleges', schoolId, { id }).select('id').executeTakeFirst());
}

export async function roleExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return !!(await schoolRows(db, 'roles', schoolId, { id }).select('id').executeTakeFirst());
}

// ——— the review queue ———

/** One page of courses with an open review task (auditorId: only the tasks they audit), oldest task first. */
export function findCourseQueue(db: Db, schoolId: number, sourceType: number, f: { auditorId: number | null; name?: string }, page: Page) {
  return pageOf(
    courseSelect(db, schoolId)
      .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'c.id').on('at.schoolId', '=', schoolId).on('at.sourceType', '=', sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(!!f.name, (q) => q.where('c.name', 'ilike', likeContains(f.name!)))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}

// ——— course control ———

/** One page of control rules (classifyId: of that classify), by classify then id. */
export function findControls(db: Db, schoolId: number, classifyId: number | undefined, page: Page) {
  return pageOf(
    fromSchool(db, 'courseControls as r', schoolId)
      .innerJoin('classifies as k', sameSchool('k.id', 'r.classifyId'))
      .leftJoin('roles as ro', sameSchool('ro.id', 'r.roleId'))
      .leftJoin('colleges as co', sameSchool('co.id', 'r.collegeId'))
      .select(['r.id', 'r.classifyId', 'k.name as classifyName', 'r.roleId', 'ro.name as roleName', 'r.collegeId', 'co.name as collegeName', 'r.createdAt'])
      .$if(classifyId !== undefined, (q) => q.where('r.classifyId', '=', classifyId!))
      .orderBy('k.orderNumber')
      .orderBy('r.id'),
    page,
  );
}

/** The rules naming the classifies `classifyIds` (a course's classify and its module). */
export function findControlsOf(db: Db, schoolId: number, classifyIds: number[]) {
  return schoolRows(db, 'courseControls', schoolId).select(['roleId', 'collegeId']).where('classifyId', 'in', classifyIds).execute();
}

/** The caller's role ids and college (course control matches on them). */
export async function findOpener(db: Db, schoolId: number, userId: number) {
  const roles = await schoolRows(db, 'userRoles', schoolId, { userId }).select('roleId').execute();
  const user = await schoolRows(db, 'staff', schoolId, { userId }).select('collegeId').executeTakeFirst();
  return { roleIds: roles.map((r) => r.roleId), collegeId: user?.collegeId ?? null };
}

export function insertControl(db: Db, values: { schoolId: number; classifyId: number; roleId: number | null; collegeId: number | null }) {
  return db.insertInto('courseControls').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function deleteControl(db: Db, schoolId: number, id: number): Promise<number> {
  const r = await db.deleteFrom('courseControls').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** The choices of the course forms and filters: classifies (modules and their children), colleges, roles, staff as teachers (at most 1000, by name), open courses. */
export async function formOptions(db: Db, schoolId: number, openStatus: number) {
  const [classifies, colleges, roles, teachers, courses] = await Promise.all([
    schoolRows(db, 'classifies', schoolId).select(['id', 'name', 'parentId']).orderBy('parentId').orderBy('orderNumber').orderBy('id').execute(),
    schoolRows(db, 'colleges', schoolId).select(['id', 'name']).orderBy('name').execute(),
    schoolRows(db, 'roles', schoolId).select(['id', 'name']).orderBy('id').execute(),
    schoolRows(db, 'users', schoolId).select(['id', 'name', 'username']).where('identity', '<>', 2).orderBy('name').orderBy('id').limit(1000).execute(),
    findOpenCourseOptions(db, schoolId, openStatus),
  ]);
  return { classifies, colleges, roles, teachers, courses };
}
