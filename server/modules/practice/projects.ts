/**
 * Practice projects (issue 19 "Social practice"; spec §2 /society/practice/creat, list, my-list and
 * their show pages): a team proposes a project — leader (a student), members across colleges, an
 * advisor (staff), destination, dates within a term whose kind is the project's type (学期中 / 暑期 /
 * 寒假), plan, budget and the safety pledge — and it goes to review at once (audit source type 8,
 * audits/subject.ts). A rejected proposal may be changed and resubmitted.
 */
import { SourceType } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import { PRACTICE_MESSAGES as M, PracticeRole, PracticeStatus, type PracticeFormOptions, type PracticeRow } from '../../../common/practice.js';
import type { PracticeAddParams, PracticeListParams, PracticeMyListParams, PracticeUpdateParams } from '../../../common/schemas/practice.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { submitForReview } from '../audits/subject.js';
import { CREATE_MODULE, holdsAny, isStudent } from './access.js';
import { toPracticeRow } from './rows.js';
import * as repo from './repository.js';
import type { DataScope } from '../../auth/scope.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** The leader: the student caller, or for staff with 申报实践 the student named by leaderCode. 10002/10003 otherwise. */
async function leaderOf(db: Db, caller: Caller, leaderCode: string | undefined) {
  if (isStudent(caller)) {
    const me = await repo.studentOf(db, caller.schoolId, caller.userId);
    if (!me) throw badParams(M.leaderNotStudent);
    return me;
  }
  if (!(await holdsAny(db, caller, [CREATE_MODULE]))) throw noPermission();
  if (!leaderCode) throw fieldError('leaderCode', '请填写队长学号');
  const [leader] = await repo.studentsByCodes(db, caller.schoolId, [leaderCode]);
  if (!leader) throw fieldError('leaderCode', M.leaderNotStudent);
  return leader;
}

/** Checks the form against the school's data; → the team (leader first) and the term's kind. */
async function checkedTeam(db: Db, caller: Caller, p: PracticeAddParams) {
  const classify = await repo.findClassify(db, caller.schoolId, p.classifyId);
  if (!classify || classify.moduleKind !== 'socialPractice') throw fieldError('classifyId', M.classifyNotPractice);
  const term = await repo.findTerm(db, caller.schoolId, p.termId);
  if (!term) throw fieldError('termId', '学期不存在');
  if (p.startDate < term.startDate || p.endDate > term.endDate) throw fieldError('startDate', M.outsideTerm);
  if (!(await repo.staffUser(db, caller.schoolId, p.advisorId))) throw fieldError('advisorId', M.advisorUnknown);
  const leader = await leaderOf(db, caller, p.leaderCode);
  const codes = p.memberCodes.filter((c) => c !== leader.code);
  const members = await repo.studentsByCodes(db, caller.schoolId, codes);
  const known = new Set(members.map((m) => m.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length) throw fieldError('memberCodes', M.memberUnknown(unknown.join('、')));
  const team = [
    { userId: leader.userId, role: PracticeRole.LEADER, collegeId: leader.collegeId },
    ...members.map((m) => ({ userId: m.userId, role: PracticeRole.MEMBER, collegeId: m.collegeId })),
  ];
  return { team, leader, type: term.kind };
}

/** The proposal's columns from the form. */
const columnsOf = (p: PracticeAddParams, leader: { userId: number; collegeId: number | null }, type: number) => ({
  name: p.name, leaderId: leader.userId, collegeId: leader.collegeId, advisorId: p.advisorId, classifyId: p.classifyId, termId: p.termId,
  type, destination: p.destination, startDate: p.startDate, endDate: p.endDate, plan: p.plan, budget: p.budget, safetyPledge: p.safetyPledge,
});

/**
 * POST /practice/add PracticeInput → {id}: the proposal, pending at step 1 of the school's 社会实践立项
 * flow. 10002 naming the field (classifyId, termId, startDate outside the term, advisorId,
 * leaderCode, memberCodes) or '未配置…流程'; 10003 for staff without '/society/practice/creat'.
 */
export async function addPractice(trx: Trx, caller: Caller, p: PracticeAddParams, now = new Date()): Promise<{ id: number }> {
  const { team, leader, type } = await checkedTeam(trx, caller, p);
  const { id } = await repo.insertPractice(trx, {
    schoolId: caller.schoolId, ...columnsOf(p, leader, type), status: PracticeStatus.PENDING, createdBy: caller.userId, createdAt: now, updatedAt: now,
  });
  await repo.replaceMembers(trx, caller.schoolId, id, team);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.PRACTICE_PROJECT, relationId: id, organizationId: null, applicantId: caller.userId,
    taskName: `${p.name} 立项申请`, toStatus: PracticeStatus.PENDING, now,
  });
  return { id };
}

/**
 * POST /practice/update PracticeInput with id → {id}: a rejected proposal changed and resubmitted
 * by its leader or whoever proposed it. 10002 '实践项目不存在', '只有被驳回的立项申请可以修改'; 10003 others.
 */
export async function updatePractice(trx: Trx, caller: Caller, p: PracticeUpdateParams, now = new Date()): Promise<{ id: number }> {
  const [row] = await repo.lockPractices(trx, caller.schoolId, [p.id]);
  if (!row) throw badParams(M.notFound);
  if (row.leaderId !== caller.userId && row.createdBy !== caller.userId) throw noPermission();
  if (row.status !== PracticeStatus.REJECTED) throw badParams(M.notEditable);
  const { team, leader, type } = await checkedTeam(trx, caller, p);
  await repo.updatePractice(trx, caller.schoolId, p.id, { ...columnsOf(p, leader, type), status: PracticeStatus.PENDING, opinion: '' });
  await repo.replaceMembers(trx, caller.schoolId, p.id, team);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.PRACTICE_PROJECT, relationId: p.id, organizationId: null, applicantId: caller.userId,
    taskName: `${p.name} 立项申请`, fromStatus: PracticeStatus.REJECTED, toStatus: PracticeStatus.PENDING, action: 'resubmit', now,
  });
  return { id: p.id };
}

/** GET /practice/list {current, size, name?, status?, type?, termId?, collegeId?, destination?, startDate?, endDate?} → {list: PracticeRow[], total}, newest first. */
export async function listPractices(db: Db, schoolId: number, scope: DataScope, p: PracticeListParams): Promise<Page<PracticeRow>> {
  const { rows, total } = await repo.findPractices(db, schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toPracticeRow), total };
}

/** GET /practice/my/list {current, size, status?} → {list: PracticeRow[], total}: projects the caller leads, joins or advises. */
export async function ownPractices(db: Db, caller: Caller, p: PracticeMyListParams): Promise<Page<PracticeRow>> {
  const { rows, total } = await repo.findOwnPractices(db, caller.schoolId, caller.userId, p.status, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toPracticeRow), total };
}

/** GET /practice/form/options → PracticeFormOptions: terms, the social-practice classifies, advisors. */
export function practiceFormOptions(db: Db, schoolId: number): Promise<PracticeFormOptions> {
  return repo.formOptions(db, schoolId);
}
