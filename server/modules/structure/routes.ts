/**
 * Administrative-structure endpoints (issue 3 contract (a); spec §2 /usermng/student/campus,
 * college, major, class and /organization/department). All are scoped to the session's school;
 * every change runs in one transaction. Errors: 10002 with the field's Chinese message (unknown
 * id, name taken, invalid value) or the reason a delete is refused; 10003 without the module.
 */
import type { CampusRow, ClassRow, CollegeRow, CollegeTreeNode, MajorRow, OptionItem } from '../../../common/api.js';
import { isStudentIdentity } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { defineRoute } from '../../protocol/define.js';
import { noPermission } from '../../protocol/errors.js';
import { noParams } from '../../protocol/fields.js';
import { addCampus, deleteCampus, listCampuses, updateCampus } from './campuses.js';
import { addClass, deleteClass, listClasses, updateClass } from './classes.js';
import { addCollege, collegeTree, deleteCollege, listColleges, updateCollege } from './colleges.js';
import { addMajor, deleteMajor, listMajors, updateMajor } from './majors.js';
import { structureOptions } from './options.js';
import * as s from './schema.js';


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

export const structureRoutes = [
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

  /** GET /school/campus/list {current, size, name?} → {list: CampusRow[], total}. */
  defineRoute({
    method: 'GET', path: '/school/campus/list', summary: 'Campuses with college and student counts (spec §2 /usermng/student/campus).',
    permission: CAMPUS, schema: s.structureListParams,
    handler: ({ deps, session, params }): Promise<Page<CampusRow>> => listCampuses(deps.db, session.schoolId, params),
  }),
  /** POST /school/campus/add {name, orderId?} → CampusRow. 10002: name taken. */
  defineRoute({
    method: 'POST', path: '/school/campus/add', summary: 'Adds a campus.', permission: CAMPUS, schema: s.campusAddParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => addCampus(db, session.schoolId, params),
  }),
  /** POST /school/campus/update {id, name?, orderId?} → CampusRow. 10002: unknown id, name taken. */
  defineRoute({
    method: 'POST', path: '/school/campus/update', summary: 'Renames or reorders a campus.', permission: CAMPUS, schema: s.campusUpdateParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => updateCampus(db, session.schoolId, params),
  }),
  /** POST /school/campus/delete {id} → null. 10002 '该校区下仍有 … ,无法删除' while colleges or students remain. */
  defineRoute({
    method: 'POST', path: '/school/campus/delete', summary: 'Deletes an unused campus.', permission: CAMPUS, schema: s.idParams,
    transactional: true,
    handler: ({ db, session, params }) => deleteCampus(db, session.schoolId, params.id),
  }),

  /** GET /school/college/list {current, size, name?, campusId?, parentId?} → {list: CollegeRow[], total}. */
  defineRoute({
    method: 'GET', path: '/school/college/list', summary: 'Colleges (院系) with counts (spec §2 /usermng/student/college).',
    permission: COLLEGE, schema: s.structureListParams,
    handler: ({ deps, session, params }): Promise<Page<CollegeRow>> => listColleges(deps.db, session.schoolId, params),
  }),
  /** GET /school/college/tree → CollegeTreeNode[] {id, name, parentId, code, campusId, orderId, studentCount, children}. */
  defineRoute({
    method: 'GET', path: '/school/college/tree', summary: 'The administrative departments as a tree (spec §2 /organization/department).',
    permission: '/organization/department', schema: noParams,
    handler: ({ deps, session }): Promise<CollegeTreeNode[]> => collegeTree(deps.db, session.schoolId),
  }),
  /** POST /school/college/add {name, code?, campusId?, parentId?, orderId?} → CollegeRow. 10002: name/code taken, unknown campus/parent. */
  defineRoute({
    method: 'POST', path: '/school/college/add', summary: 'Adds a college.', permission: COLLEGE, schema: s.collegeAddParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => addCollege(db, session.schoolId, params),
  }),
  /** POST /school/college/update {id, …patch} → CollegeRow. 10002 also when moving under itself or a descendant. */
  defineRoute({
    method: 'POST', path: '/school/college/update', summary: 'Edits or moves a college.', permission: COLLEGE, schema: s.collegeUpdateParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => updateCollege(db, session.schoolId, params),
  }),
  /** POST /school/college/delete {id} → null. 10002 '该院系下仍有 … ,无法删除' while students, sub-colleges, majors or classes remain. */
  defineRoute({
    method: 'POST', path: '/school/college/delete', summary: 'Deletes an empty college.', permission: COLLEGE, schema: s.idParams,
    transactional: true,
    handler: ({ db, session, params }) => deleteCollege(db, session.schoolId, params.id),
  }),

  /** GET /school/major/list {current, size, name?, collegeId?} → {list: MajorRow[], total}. */
  defineRoute({
    method: 'GET', path: '/school/major/list', summary: 'Majors with class and student counts (spec §2 /usermng/student/major).',
    permission: MAJOR, schema: s.structureListParams,
    handler: ({ deps, session, params }): Promise<Page<MajorRow>> => listMajors(deps.db, session.schoolId, params),
  }),
  /** POST /school/major/add {name, collegeId, code?} → MajorRow. 10002: unknown college, name taken in the college. */
  defineRoute({
    method: 'POST', path: '/school/major/add', summary: 'Adds a major.', permission: MAJOR, schema: s.majorAddParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => addMajor(db, session.schoolId, params),
  }),
  /** POST /school/major/update {id, name?, collegeId?, code?} → MajorRow; a new college carries classes and students along. */
  defineRoute({
    method: 'POST', path: '/school/major/update', summary: 'Edits or moves a major.', permission: MAJOR, schema: s.majorUpdateParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => updateMajor(db, session.schoolId, params),
  }),
  /** POST /school/major/delete {id} → null. 10002 '该专业下仍有 … ,无法删除' while classes or students remain. */
  defineRoute({
    method: 'POST', path: '/school/major/delete', summary: 'Deletes an empty major.', permission: MAJOR, schema: s.idParams,
    transactional: true,
    handler: ({ db, session, params }) => deleteMajor(db, session.schoolId, params.id),
  }),

  /** GET /school/class/list {current, size, name?, collegeId?, majorId?, grade?} → {list: ClassRow[], total}. */
  defineRoute({
    method: 'GET', path: '/school/class/list', summary: 'Classes with student counts (spec §2 /usermng/student/class).',
    permission: CLASS, schema: s.structureListParams,
    handler: ({ deps, session, params }): Promise<Page<ClassRow>> => listClasses(deps.db, session.schoolId, params),
  }),
  /** POST /school/class/add {name, majorId, collegeId?, grade, counsellor?, headTeacher?} → ClassRow. */
  defineRoute({
    method: 'POST', path: '/school/class/add', summary: 'Adds a class.', permission: CLASS, schema: s.classAddParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => addClass(db, session.schoolId, params),
  }),
  /** POST /school/class/update {id, …patch} → ClassRow; a new major or grade is written to its students too. */
  defineRoute({
    method: 'POST', path: '/school/class/update', summary: 'Edits a class.', permission: CLASS, schema: s.classUpdateParams, constraints: STRUCTURE_CONSTRAINTS,
    transactional: true,
    handler: ({ db, session, params }) => updateClass(db, session.schoolId, params),
  }),
  /** POST /school/class/delete {id} → null. 10002 '该班级下仍有 N 名学生,无法删除'. */
  defineRoute({
    method: 'POST', path: '/school/class/delete', summary: 'Deletes an empty class.', permission: CLASS, schema: s.idParams,
    transactional: true,
    handler: ({ db, session, params }) => deleteClass(db, session.schoolId, params.id),
  }),
];
