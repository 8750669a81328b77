/**
 * 大学生创新创业训练计划 projects (issue 20 "Innovation and entrepreneurship"; spec §2 /innovation/list,
 * /innovation/my-list and details, /innovate/creation/member and teacher): a team files a project —
 * name, level, type, field, the 创新创业 category its hours count in, leader (a student), members,
 * 1–3 guidance teachers (staff), dates, plan and budget — and it goes to 立项 review at once (source
 * type 21, audits/subject.ts). The leader then submits 中期检查 (22) and 结题 (23, with the hours
 * each member asks for); the reviews live in review.ts.
 */
import { SourceType } from '../../../common/sourceTypes.js';
import type { Page } from '../../../common/envelope.js';
import {
  INNOVATION_MESSAGES as M, ProjectRole, ProjectStatus, projectRoleLabels, projectStatusLabels,
  type InnovationProjectDetail, type InnovationProjectRow, type MemberRow,
} from '../../../common/innovation.js';
import type { FinishParams, MidtermParams, PeopleListParams, ProjectAddParams, ProjectListParams } from '../../../common/schemas/innovation.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { submitForReview } from '../audits/subject.js';
import { findClassify, staffUser, studentOf, studentsByCodes } from '../practice/repository.js';
import { ADMIN_MODULE, holdsAny, isStudent, PROJECT_READERS } from './access.js';
import { toProjectRow } from './rows.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** The leader: the student caller, or for the group's administrators the student named by leaderCode. */
export async function leaderOf(db: Db, caller: Caller, leaderCode: string | undefined) {
  if (isStudent(caller)) {
    const me = await studentOf(db, caller.schoolId, caller.userId);
    if (!me) throw badParams(M.leaderNotStudent);
    return me;
  }
  if (!(await holdsAny(db, caller, [ADMIN_MODULE]))) throw noPermission();
  if (!leaderCode) throw fieldError('leaderCode', '请填写负责人学号');
  const [leader] = await studentsByCodes(db, caller.schoolId, [leaderCode]);
  if (!leader) throw fieldError('leaderCode', M.leaderNotStudent);
  return leader;
}

/** The students of `codes` other than the leader; 10002 naming unknown numbers. */
export async function membersOf(db: Db, schoolId: number, codes: string[], leaderCode: string) {
  const wanted = codes.filter((c) => c !== leaderCode);
  const found = await studentsByCodes(db, schoolId, wanted);
  const unknown = wanted.filter((c) => !found.some((f) => f.code === c));
  if (unknown.length) throw fieldError('memberCodes', M.memberUnknown(unknown.join('、')));
  return found;
}

/** 10002 unless `id` is a 创新创业 category of the school. */
export async function checkInnovationClassify(db: Db, schoolId: number, id: number) {
  const c = await findClassify(db, schoolId, id);
  if (!c || c.moduleKind !== 'innovation') throw fieldError('classifyId', M.classifyNotInnovation);
}

/** 10002 unless the field (when given) is the school's. */
export async function checkField(db: Db, schoolId: number, id: number | undefined) {
  if (id !== undefined && !(await repo.dictEntry(db, schoolId, 'innovationFields', id))) throw fieldError('fieldId', M.fieldUnknown);
}

/**
 * POST /innovation/project/add ProjectAddParams → {id}: pending at step 1 of the school's 创新项目立项
 * flow. 10002 naming the field (classifyId, fieldId, leaderCode, memberCodes, teacherIds) or
 * '未配置…流程'; 10003 for staff without '/innovation/list'.
 */
export async function addProject(trx: Trx, caller: Caller, p: ProjectAddParams, now = new Date()): Promise<{ id: number }> {
  await checkInnovationClassify(trx, caller.schoolId, p.classifyId);
  await checkField(trx, caller.schoolId, p.fieldId);
  const leader = await leaderOf(trx, caller, p.leaderCode);
  const members = await membersOf(trx, caller.schoolId, p.memberCodes, leader.code);
  for (const id of p.teacherIds) if (!(await staffUser(trx, caller.schoolId, id))) throw fieldError('teacherIds', M.teacherUnknown);
  const { id } = await repo.insertProject(trx, {
    schoolId: caller.schoolId, name: p.name, level: p.level, type: p.type, fieldId: p.fieldId ?? null, classifyId: p.classifyId, leaderId: leader.userId,
    collegeId: leader.collegeId, startDate: p.startDate, endDate: p.endDate, plan: p.plan, budget: p.budget, status: ProjectStatus.PENDING,
    createdBy: caller.userId, createdAt: now, updatedAt: now,
  });
  await repo.insertMembers(trx, caller.schoolId, id, [
    { userId: leader.userId, role: ProjectRole.LEADER },
    ...members.map((m) => ({ userId: m.userId, role: ProjectRole.MEMBER })),
    ...p.teacherIds.map((userId) => ({ userId, role: ProjectRole.TEACHER })),
  ]);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.INNOVATION_APPROVAL, relationId: id, organizationId: null, applicantId: caller.userId,
    taskName: `${p.name} 立项申请`, toStatus: ProjectStatus.PENDING, now,
  });
  return { id };
}

/** The project row locked for the leader's next step; 10002 not found, 10003 when the caller does not lead it. */
async function ledProject(trx: Trx, caller: Caller, id: number) {
  const [row] = await repo.lockProjects(trx, caller.schoolId, [id]);
  if (!row) throw badParams(M.notFound);
  if (row.leaderId !== caller.userId) throw noPermission(M.notLeader);
  return row;
}

/** POST /innovation/project/midterm {id, report} → {id}: 中期检查 under review (source 22). 10002 M.notMidterm from another status. */
export async function submitMidterm(trx: Trx, caller: Caller, p: MidtermParams, now = new Date()): Promise<{ id: number }> {
  const row = await ledProject(trx, caller, p.id);
  if (row.status !== ProjectStatus.ONGOING && row.status !== ProjectStatus.MIDTERM_REJECTED) throw badParams(M.notMidterm);
  await repo.updateProject(trx, caller.schoolId, p.id, { midtermReport: p.report, status: ProjectStatus.MIDTERM_PENDING });
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.INNOVATION_MIDTERM, relationId: p.id, organizationId: null, applicantId: caller.userId,
    taskName: `${row.name} 中期检查`, fromStatus: row.status, toStatus: ProjectStatus.MIDTERM_PENDING, now,
    ...(row.status === ProjectStatus.MIDTERM_REJECTED ? { action: 'resubmit' } : {}),
  });
  return { id: p.id };
}

/** POST /innovation/project/finish {id, report, hours} → {id}: 结题 under review (source 23). 10002 M.notFinish from another status. */
export async function submitFinish(trx: Trx, caller: Caller, p: FinishParams, now = new Date()): Promise<{ id: number }> {
  const row = await ledProject(trx, caller, p.id);
  if (row.status !== ProjectStatus.MIDTERM_PASSED && row.status !== ProjectStatus.FINISH_REJECTED) throw badParams(M.notFinish);
  await repo.updateProject(trx, caller.schoolId, p.id, { finishReport: p.report, hours: p.hours, status: ProjectStatus.FINISH_PENDING });
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.INNOVATION_FINISH, relationId: p.id, organizationId: null, applicantId: caller.userId,
    taskName: `${row.name} 结题申请`, fromStatus: row.status, toStatus: ProjectStatus.FINISH_PENDING, now,
    ...(row.status === ProjectStatus.FINISH_REJECTED ? { action: 'resubmit' } : {}),
  });
  return { id: p.id };
}

/** GET /innovation/project/list {current, size, name?, status?, level?, fieldId?} → {list, total}, newest first. */
export async function listProjects(db: Db, schoolId: number, p: ProjectListParams): Promise<Page<InnovationProjectRow>> {
  const { rows, total } = await repo.findProjects(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toProjectRow), total };
}

const actionLabels: Record<string, string> = { submit: '提交', resubmit: '重新提交', approveStep: '审核通过', reject: '审核驳回' };

/**
 * GET /innovation/project/detail {id} → InnovationProjectDetail with members, teachers and the history
 * of the three reviews. Readers: its members and teachers, and holders of a project reader module;
 * 10002 '创新项目不存在' for another school's id, 10003 others.
 */
export async function projectDetail(db: Db, caller: Caller, id: number): Promise<InnovationProjectDetail> {
  const row = await repo.findProjectDetail(db, caller.schoolId, id);
  if (!row) throw badParams(M.notFound);
  const members = await repo.findMembers(db, caller.schoolId, id);
  if (!members.some((m) => m.userId === caller.userId) && !(await holdsAny(db, caller, PROJECT_READERS))) throw noPermission();
  const history = await auditHistory(db, caller.schoolId, [SourceType.INNOVATION_APPROVAL, SourceType.INNOVATION_MIDTERM, SourceType.INNOVATION_FINISH], id, (a) => actionLabels[a] ?? a);
  const leads = row.leaderId === caller.userId;
  const S = ProjectStatus;
  return {
    ...toProjectRow(row), classifyId: row.classifyId, classifyName: row.classifyName, plan: row.plan, midtermReport: row.midtermReport,
    finishReport: row.finishReport, opinion: row.opinion, history,
    members: members.map((m) => ({ ...m, roleName: projectRoleLabels[m.role] ?? '' })),
    canMidterm: leads && (row.status === S.ONGOING || row.status === S.MIDTERM_REJECTED),
    canFinish: leads && (row.status === S.MIDTERM_PASSED || row.status === S.FINISH_REJECTED),
  };
}

/** GET /innovation/member/list and /innovation/teacher/list {current, size, name?} → {list: MemberRow[], total}. */
export async function listMembers(db: Db, schoolId: number, teachers: boolean, p: PeopleListParams): Promise<Page<MemberRow>> {
  const { rows, total } = await repo.findMemberRows(db, schoolId, teachers, p.name, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      id: `${r.projectId}-${r.userId}`, userId: r.userId, name: r.name, code: r.code, role: r.role, roleName: projectRoleLabels[r.role] ?? '',
      grantedHours: r.grantedHours, projectId: r.projectId, projectName: r.projectName, projectStatus: r.projectStatus, projectStatusName: projectStatusLabels[r.projectStatus] ?? '', collegeName: r.collegeName,
    })),
  };
}
