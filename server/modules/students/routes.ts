/**
 * Student management endpoints (spec §2 /usermng, §3, §5, §7; issue 3). Every one is scoped to the
 * session's school and to the caller's data scope (server/auth/scope.ts, contract (c)).
 * Permissions are module paths of server/seed/modules.ts: viewing needs 学生列表
 * ('/usermng/student/list'); changes need its buttons ('/click/student/edit', '/click/student/status',
 * '/click/student/reset', '/usermng/turnMajor'); personal data in full needs '/click/student/personal'
 * (issue 14). Import and export live in roster-routes.ts.
 */
import type { StudentRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { PERSONAL_DATA_PERMISSION, type PersonalDataView, type StudentPersonalData } from '../../../common/personalData.js';
import type { StudentCreated, StudentDetail } from '../../../common/students.js';
import { defineRoute } from '../../protocol/define.js';
import { changeStatus, resetPasswords, turnMajor, type ResetResult } from './actions.js';
import { studentDetail } from './detail.js';
import { listPersonalDataViews, revealStudent } from './personal.js';
import {
  personalLogParams, studentAddParams, studentIdParams, studentListParams, studentResetParams, studentStatusParams, studentUpdateParams, turnMajorParams,
} from '../../../common/schemas/students.js';
import { dataScopeOf, writableScope } from './scope.js';
import { listStudents } from './service.js';
import { addStudent, updateStudent } from './write.js';
import { rosterRoutes } from './roster-routes.js';

export const studentRoutes = [
  /**
   * GET /school/students {current, size (10/20/30/40), name? (contains), code? (prefix), status?
   * (default 1), campusId?, collegeId?, majorId?, classId?, grade?, minHours?, maxHours?, minCredit?,
   * maxCredit?, minScore?, maxScore?} → {list: StudentRow[], total}, by student number. Spec §3, §7.
   * 10002 for a malformed field ('参数错误: collegeId 格式不正确').
   */
  defineRoute({
    method: 'GET',
    path: '/school/students',
    summary: "The school's students, paged and filtered (spec §3 Student list row, §7).",
    permission: '/usermng/student/list',
    schema: studentListParams,
    memo: true,
    handler: async ({ deps, session, params }): Promise<Page<StudentRow>> =>
      listStudents(deps.db, session, await dataScopeOf(deps.db, session), params),
  }),
  /**
   * GET /school/student/detail {id} → StudentDetail (common/students.ts): the profile with the ID
   * number and mobile masked (issue 14; in full through /school/student/personal), organisations
   * and change-of-major history. 10002 '学生不存在' (also another school's
   * id); 10003 outside the caller's data scope.
   */
  defineRoute({
    method: 'GET',
    path: '/school/student/detail',
    summary: 'One student’s full profile, organisations and change-of-major history.',
    permission: '/usermng/student/list',
    schema: studentIdParams,
    handler: async ({ deps, session, params }): Promise<StudentDetail> =>
      studentDetail(deps.db, session, await dataScopeOf(deps.db, session), params.id),
  }),
  /**
   * GET /school/student/personal {id} → {idNumber, mobile} in full (issue 14 defect 8): the button
   * permission 查看完整个人信息; each call is recorded (who, when, IP, which student). 10002 '学生不存在';
   * 10003 without the permission or outside the data scope.
   */
  defineRoute({
    method: 'GET',
    path: '/school/student/personal',
    summary: 'One student’s resident ID number and mobile in full; the view is recorded.',
    permission: PERSONAL_DATA_PERMISSION,
    schema: studentIdParams,
    transactional: true,
    handler: async ({ db, session, params, request }): Promise<StudentPersonalData> =>
      revealStudent(db, session, await dataScopeOf(db, session), params.id, request.ip),
  }),
  /**
   * GET /school/student/personal/log {current, size} → {list: PersonalDataView[], total}: every full
   * view and full export of personal data in the school, newest first. Needs the menu 个人信息查看记录
   * ('/system/personalDataLog', module 709 under 系统设置, migration 20261125_011200; granted to the
   * school administrator roles); 10003 otherwise (e.g. the college administrator c1001).
   */
  defineRoute({
    method: 'GET',
    path: '/school/student/personal/log',
    summary: 'The record of personal data shown or exported in full.',
    permission: '/system/personalDataLog',
    schema: personalLogParams,
    handler: async ({ deps, session, params }): Promise<Page<PersonalDataView>> => listPersonalDataViews(deps.db, session, params),
  }),
  /**
   * POST /school/student/add {name, code, idType (0 resident ID), idNumber, gender?, birthday?,
   * mobile?, politics?, campusId, collegeId, majorId, classId, grade} → {id, code, password, rule}.
   * Spec §5 validation (resident ID reasons such as '身份证号码校验位错误', '手机号格式不正确');
   * 10002 '学号已存在', placement errors ('专业不存在或不属于该学院'…); 10003 outside the data scope.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/add',
    summary: 'Creates a student with the initial password (modL 0, status 未激活).',
    permission: '/click/student/edit',
    schema: studentAddParams,
    transactional: true,
    handler: async ({ db, session, params }): Promise<StudentCreated> =>
      addStudent(db, session, await writableScope(db, session), params),
  }),
  /**
   * POST /school/student/update {id, ...the fields of /add} → {id}. Same errors as /add, plus 10002
   * '学生不存在'. An idNumber or mobile equal to the masked form of the stored one leaves it unchanged.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/update',
    summary: 'Edits a student’s profile and placement (spec §5 validation).',
    permission: '/click/student/edit',
    schema: studentUpdateParams,
    transactional: true,
    handler: async ({ db, session, params }) => updateStudent(db, session, await dataScopeOf(db, session), params),
  }),
  /**
   * POST /school/student/status {ids: '3,5,8', status: 0–6 (spec §3)} → {count}; one transaction.
   * Status 5 (禁用) and 6 (已删除) also end the students' sessions. 10002 '请选择学生' / '学生不存在';
   * 10003 when any of them is outside the data scope (nothing changes).
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/status',
    summary: 'Sets the status of one or more students (spec §3 student status).',
    permission: '/click/student/status',
    schema: studentStatusParams,
    transactional: true,
    handler: async ({ db, session, params }) =>
      changeStatus(db, session, await dataScopeOf(db, session), params.ids, params.status),
  }),
  /**
   * POST /school/student/reset-password {ids} → {count, rule, list: [{id, code, name, password}]}:
   * the initial password again ('Sc@' + last 6 of the resident ID number, else of the student
   * number), modL 0, sessions revoked. Spec §4, §6.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/reset-password',
    summary: 'Resets students to their initial password; they must change it at the next sign-in.',
    permission: '/click/student/reset',
    schema: studentResetParams,
    transactional: true,
    handler: async ({ db, session, params }): Promise<ResetResult> =>
      resetPasswords(db, session, await dataScopeOf(db, session), params.ids),
  }),
  /**
   * POST /school/student/turnMajor {id, collegeId, majorId, classId, reason} → {id}: change of major
   * (spec §2 /usermng/turnMajor), recorded with who, when, from, to and reason. 10002 for an
   * inconsistent placement or '学生已在该专业和班级'; 10003 outside the data scope.
   */
  defineRoute({
    method: 'POST',
    path: '/school/student/turnMajor',
    summary: 'Moves a student to another major and class, keeping the history.',
    permission: '/usermng/turnMajor',
    schema: turnMajorParams,
    transactional: true,
    handler: async ({ db, session, params }) => turnMajor(db, session, await dataScopeOf(db, session), params),
  }),
  ...rosterRoutes,
];
