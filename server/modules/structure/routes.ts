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
import { recordRoutes } from '../../protocol/records.js';
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
   * /school/campus: list {current, size, name?} → {list: CampusRow[], total}; add {name, orderId?}
   * → CampusRow (10002: name taken); update {id, name?, orderId?} → CampusRow (10002: unknown id,
   * name taken); delete {id} → null (10002 '该校区下仍有 … ,无法删除' while colleges or students remain).
   */
  ...recordRoutes({
    base: '/school/campus', permission: CAMPUS, constraints: STRUCTURE_CONSTRAINTS,
    list: { summary: 'Campuses with college and student counts (spec §2 /usermng/student/campus).', schema: s.structureListParams, run: listCampuses },
    add: { summary: 'Adds a campus.', schema: s.campusAddParams, run: addCampus },
    update: { summary: 'Renames or reorders a campus.', schema: s.campusUpdateParams, run: updateCampus },
    delete: { summary: 'Deletes an unused campus.', schema: s.idParams, run: deleteCampus },
  }),
  /**
   * /school/college: list {current, size, name?, campusId?, parentId?} → {list: CollegeRow[], total};
   * add {name, code?, campusId?, parentId?, orderId?} → CollegeRow (10002: name/code taken, unknown
   * campus/parent); update {id, …patch} → CollegeRow (10002 also when moving under itself or a
   * descendant); delete {id} → null (10002 '该院系下仍有 … ,无法删除' while students, sub-colleges,
   * majors or classes remain).
   */
  ...recordRoutes({
    base: '/school/college', permission: COLLEGE, constraints: STRUCTURE_CONSTRAINTS,
    list: { summary: 'Colleges (院系) with counts (spec §2 /usermng/student/college).', schema: s.structureListParams, run: listColleges },
    add: { summary: 'Adds a college.', schema: s.collegeAddParams, run: addCollege },
    update: { summary: 'Edits or moves a college.', schema: s.collegeUpdateParams, run: updateCollege },
    delete: { summary: 'Deletes an empty college.', schema: s.idParams, run: deleteCollege },
  }),
  /**
   * /school/major: list {current, size, name?, collegeId?} → {list: MajorRow[], total}; add {name,
   * collegeId, code?} → MajorRow (10002: unknown college, name taken in the college); update {id,
   * name?, collegeId?, code?} → MajorRow, a new college carries classes and students along; delete
   * {id} → null (10002 '该专业下仍有 … ,无法删除' while classes or students remain).
   */
  ...recordRoutes({
    base: '/school/major', permission: MAJOR, constraints: STRUCTURE_CONSTRAINTS,
    list: { summary: 'Majors with class and student counts (spec §2 /usermng/student/major).', schema: s.structureListParams, run: listMajors },
    add: { summary: 'Adds a major.', schema: s.majorAddParams, run: addMajor },
    update: { summary: 'Edits or moves a major.', schema: s.majorUpdateParams, run: updateMajor },
    delete: { summary: 'Deletes an empty major.', schema: s.idParams, run: deleteMajor },
  }),
  /**
   * /school/class: list {current, size, name?, collegeId?, majorId?, grade?} → {list: ClassRow[],
   * total}; add {name, majorId, collegeId?, grade, counsellor?, headTeacher?} → ClassRow; update
   * {id, …patch} → ClassRow, a new major or grade is written to its students too; delete {id} →
   * null (10002 '该班级下仍有 N 名学生,无法删除').
   */
  ...recordRoutes({
    base: '/school/class', permission: CLASS, constraints: STRUCTURE_CONSTRAINTS,
    list: { summary: 'Classes with student counts (spec §2 /usermng/student/class).', schema: s.structureListParams, run: listClasses },
    add: { summary: 'Adds a class.', schema: s.classAddParams, run: addClass },
    update: { summary: 'Edits a class.', schema: s.classUpdateParams, run: updateClass },
    delete: { summary: 'Deletes an empty class.', schema: s.idParams, run: deleteClass },
  }),
  /** GET /school/college/tree → CollegeTreeNode[] {id, name, parentId, code, campusId, orderId, studentCount, children}. */
  defineRoute({
    method: 'GET', path: '/school/college/tree', summary: 'The administrative departments as a tree (spec §2 /organization/department).',
    permission: '/organization/department', schema: noParams,
    handler: ({ deps, session }): Promise<CollegeTreeNode[]> => collegeTree(deps.db, session.schoolId),
  }),
];
