/**
 * Administrative-structure endpoints (issue 3 contract (a); spec §2 /usermng/student/campus,
 * college, major, class and /organization/department). All are scoped to the session's school;
 * every change runs in one transaction. Errors: 10002 with the field's Chinese message (unknown
 * id, name taken, invalid value) or the reason a delete is refused; 10003 without the module.
 */
import type { CollegeTreeNode, OptionItem } from '../../../common/api.js';
import { isStudentIdentity } from '../../../common/api.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { noPermission } from '../../protocol/errors.js';
import { noParams } from '../../../common/schemas/fields.js';
import { recordRoutes, type RecordVerb } from '../../protocol/records.js';
import type { Db, Trx } from '../../db/db.js';
import type { z } from 'zod';
import { addCampus, deleteCampus, listCampuses, updateCampus } from './campuses.js';
import { addClass, deleteClass, listClasses, updateClass } from './classes.js';
import { addCollege, collegeTree, deleteCollege, listColleges, updateCollege } from './colleges.js';
import { addMajor, deleteMajor, listMajors, updateMajor } from './majors.js';
import { structureOptions } from './options.js';
import * as s from '../../../common/schemas/structure.js';


const CAMPUS = '/usermng/student/campus';
const COLLEGE = '/usermng/student/college';
const MAJOR = '/usermng/student/major';
const CLASS = '/usermng/student/class';

/**
 * Concurrent adds or renames that both passed the services' name checks: the database keeps one
 * (keys of migrations 000200 and 001100) and the others get 10002 naming the field.
 */
export const STRUCTURE_CONSTRAINTS: ConstraintMessages = {
  campuses_school_name_uq: { field: 'name', message: '已存在同名校区' },
  colleges_school_name_uq: { field: 'name', message: '已存在同名院系' },
  colleges_school_code_uq: { field: 'code', message: '院系代码已被使用' },
  majors_school_college_name_uq: { field: 'name', message: '该院系下已存在同名专业' },
  classes_school_name_uq: { field: 'name', message: '已存在同名班级' },
};

/**
 * The routes of one structure level: /school/<level>/list|add|update|delete, all under the
 * level's module path, with the structure constraints and the shared list params. `summaries`
 * are the list, add, update and delete summaries in that order.
 */
function levelRoutes<A extends z.ZodType, U extends z.ZodType>(
  level: string, permission: `/${string}`, summaries: [string, string, string, string],
  run: { list: RecordVerb<typeof s.structureListParams, Db>['run']; add: [A, RecordVerb<A, Trx>['run']]; update: [U, RecordVerb<U, Trx>['run']]; delete: (db: Trx, schoolId: number, id: number) => Promise<unknown> },
): AnyRoute[] {
  const [list, add, update, remove] = summaries;
  return recordRoutes({
    base: `/school/${level}`, permission, constraints: STRUCTURE_CONSTRAINTS,
    list: { summary: list, schema: s.structureListParams, run: run.list },
    add: { summary: add, schema: run.add[0], run: run.add[1] },
    update: { summary: update, schema: run.update[0], run: run.update[1] },
    delete: { summary: remove, schema: s.idParams, run: run.delete },
  });
}

/** The levels, top down: path, module, summaries (list, add, update, delete) and services. */
const LEVELS: AnyRoute[][] = [
  levelRoutes('campus', CAMPUS, ['Campuses with college and student counts (spec §2 /usermng/student/campus).', 'Adds a campus.', 'Renames or reorders a campus.', 'Deletes an unused campus.'],
    { list: listCampuses, add: [s.campusAddParams, addCampus], update: [s.campusUpdateParams, updateCampus], delete: deleteCampus }),
  levelRoutes('college', COLLEGE, ['Colleges (院系) with counts (spec §2 /usermng/student/college).', 'Adds a college.', 'Edits or moves a college.', 'Deletes an empty college.'],
    { list: listColleges, add: [s.collegeAddParams, addCollege], update: [s.collegeUpdateParams, updateCollege], delete: deleteCollege }),
  levelRoutes('major', MAJOR, ['Majors with class and student counts (spec §2 /usermng/student/major).', 'Adds a major.', 'Edits or moves a major.', 'Deletes an empty major.'],
    { list: listMajors, add: [s.majorAddParams, addMajor], update: [s.majorUpdateParams, updateMajor], delete: deleteMajor }),
  levelRoutes('class', CLASS, ['Classes with student counts (spec §2 /usermng/student/class).', 'Adds a class.', 'Edits a class.', 'Deletes an empty class.'],
    { list: listClasses, add: [s.classAddParams, addClass], update: [s.classUpdateParams, updateClass], delete: deleteClass }),
];

export const structureRoutes: AnyRoute[] = [
  /**
   * GET /school/structure/options {kind: campus|college|major|class|grade, campusId?, collegeId?,
   * majorId?, grade?} → OptionItem[] {id, name}, unpaged and sorted; grades as {id: '2021', name:
   * '2021级'}. Any signed-in staff member; students get 10003.
   */
  defineRoute({
    method: 'GET',
    path: '/school/structure/options',
    summary: 'Choices of the structure filters and selects (issue 3 contract (a)).',
    permission: 'session',
    schema: s.optionsParams,
    handler: ({ deps, session, params }): Promise<OptionItem[]> => {
      if (isStudentIdentity(session.identity)) throw noPermission();
      return structureOptions(deps.db, session.schoolId, params);
    },
  }),

  /**
   * The four levels, each /school/<level>/list|add|update|delete under its module path:
   * campus: list {current, size, name?} → {list: CampusRow[], total}; add {name, orderId?} →
   * CampusRow (10002: name taken); update {id, name?, orderId?} → CampusRow (10002: unknown id,
   * name taken); delete {id} → null (10002 '该校区下仍有 … ,无法删除' while colleges or students remain).
   * college: list {current, size, name?, campusId?, parentId?} → {list: CollegeRow[], total}; add
   * {name, code?, campusId?, parentId?, orderId?} → CollegeRow (10002: name/code taken, unknown
   * campus/parent); update {id, …patch} → CollegeRow (10002 also when moving under itself or a
   * descendant); delete {id} → null (10002 '该院系下仍有 … ,无法删除' while students, sub-colleges,
   * majors or classes remain).
   * major: list {current, size, name?, collegeId?} → {list: MajorRow[], total}; add {name,
   * collegeId, code?} → MajorRow (10002: unknown college, name taken in the college); update {id,
   * name?, collegeId?, code?} → MajorRow, a new college carries classes and students along; delete
   * {id} → null (10002 '该专业下仍有 … ,无法删除' while classes or students remain).
   * class: list {current, size, name?, collegeId?, majorId?, grade?} → {list: ClassRow[], total};
   * add {name, majorId, collegeId?, grade, counsellor?, headTeacher?} → ClassRow; update {id,
   * …patch} → ClassRow, a new major or grade is written to its students too; delete {id} → null
   * (10002 '该班级下仍有 N 名学生,无法删除').
   */
  ...LEVELS.flat(),
  /** GET /school/college/tree → CollegeTreeNode[] {id, name, parentId, code, campusId, orderId, studentCount, children}. */
  defineRoute({
    method: 'GET', path: '/school/college/tree', summary: 'The administrative departments as a tree (spec §2 /organization/department).',
    permission: '/organization/department', schema: noParams,
    handler: ({ deps, session }): Promise<CollegeTreeNode[]> => collegeTree(deps.db, session.schoolId),
  }),
];
