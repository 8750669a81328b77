/**
 * Course control (课程管控, issue 20 "course control: who may open what"): a simple table of rules
 * (classify, role?, college?). A classify (or its module) without rules is open to every holder of
 * 课程目录; with rules, the opener must hold one of the named roles or belong to one of the named
 * colleges — unless they hold 课程管控 themselves (the managers).
 */
import { COURSE_MESSAGES, COURSE_MODULES, type CourseControlRow } from '../../../common/courses.js';
import type { Page } from '../../../common/envelope.js';
import type { ControlAddParams } from '../../../common/schemas/courses.js';
import { formatDateTime } from '../../../common/time.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** The unique rule's refusal when two equal rules are added together. */
export const CONTROL_CONSTRAINTS = {
  course_controls_uq: { message: COURSE_MESSAGES.controlExists },
  courses_name_uq: { field: 'name', message: COURSE_MESSAGES.nameTaken },
  course_sections_name_uq: { field: 'name', message: COURSE_MESSAGES.sectionNameTaken },
};

/** 10003 COURSE_MESSAGES.controlled when rules name the classify or its module and none matches the caller. */
export async function assertMayOpen(db: Db, caller: Caller, classify: { id: number; parentId: number }): Promise<void> {
  const rules = await repo.findControlsOf(db, caller.schoolId, classify.parentId ? [classify.id, classify.parentId] : [classify.id]);
  if (!rules.length || (await hasPermission(db, caller, COURSE_MODULES.control))) return;
  const me = await repo.findOpener(db, caller.schoolId, caller.userId);
  const matches = rules.some((r) => (r.roleId !== null && me.roleIds.includes(r.roleId)) || (r.collegeId !== null && r.collegeId === me.collegeId));
  if (!matches) throw noPermission(COURSE_MESSAGES.controlled);
}

/** GET /course/control/list {current, size, classifyId?} → {list: CourseControlRow[], total}. */
export async function listControls(db: Db, schoolId: number, p: { current: number; size: number; classifyId?: number }): Promise<Page<CourseControlRow>> {
  const { rows, total } = await repo.findControls(db, schoolId, p.classifyId, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...r, roleName: r.roleName ?? null, collegeName: r.collegeName ?? null, createTime: formatDateTime(r.createdAt) })) };
}

/** POST /course/control/add {classifyId, roleId?, collegeId?} → {id}; 10002 '分类不存在', '角色不存在', '学院不存在', '该管控规则已存在'. */
export async function addControl(db: Db, caller: Caller, p: ControlAddParams): Promise<{ id: number }> {
  if (!(await repo.findClassify(db, caller.schoolId, p.classifyId))) throw fieldError('classifyId', '分类不存在');
  if (p.roleId !== undefined && !(await repo.roleExists(db, caller.schoolId, p.roleId))) throw fieldError('roleId', '角色不存在');
  if (p.collegeId !== undefined && !(await repo.collegeExists(db, caller.schoolId, p.collegeId))) throw fieldError('collegeId', '学院不存在');
  return repo.insertControl(db, { schoolId: caller.schoolId, classifyId: p.classifyId, roleId: p.roleId ?? null, collegeId: p.collegeId ?? null });
}

/** POST /course/control/delete {id} → null; 10002 '管控规则不存在'. */
export async function deleteControl(db: Db, caller: Caller, id: number): Promise<null> {
  if (!(await repo.deleteControl(db, caller.schoolId, id))) throw badParams(COURSE_MESSAGES.controlNotFound);
  return null;
}
