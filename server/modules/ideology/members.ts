/**
 * 党员/团员 rosters (issue 20 "Party and league work"; /ideology/party, /ideology/group): branches
 * (团支部/党支部, organisations of the tree marked with their kind), members with their stage and
 * dated history, and the stage applications (the next stage only, reviewed: stageReview.ts).
 * Errors: 10002 with IDEOLOGY_MSG or naming the field ('参数错误: toStage 只能申请进入下一阶段').
 */
import { chinaToday } from '../../../common/terms.js';
import { applicationStatusLabels, IDEOLOGY_MSG, lastOwnStage, STAGE_MAX, stageName, type MemberDetail, type MemberRow, type StageApplicationRow } from '../../../common/ideology.js';
import type { Page } from '../../../common/envelope.js';
import type { MemberAddParams, MemberListParams, StageApplyParams } from '../../../common/schemas/ideology.js';
import { formatDateTime } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { addOrganization } from '../organizations/service.js';
import * as repo from './repositories/members.js';
import { submitStageApplication } from './stageReview.js';

type Caller = { schoolId: number; userId: number };

export const toMemberRow = (r: repo.MemberRaw): MemberRow => ({
  id: r.id, kind: r.kind, userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName, branchId: r.branchId, branchName: r.branchName,
  stage: r.stage, stageName: stageName(r.kind, r.stage), stageDate: r.stageDate, pendingStage: r.pendingStage === null ? null : Number(r.pendingStage),
});

export const toApplicationRow = (r: repo.ApplicationRaw): StageApplicationRow => ({
  id: r.id, memberId: r.memberId, kind: r.kind, name: r.name, code: r.code, branchName: r.branchName, fromStage: r.fromStage, toStage: r.toStage,
  fromStageName: stageName(r.kind, r.fromStage), toStageName: stageName(r.kind, r.toStage), reason: r.reason, status: r.status,
  statusName: applicationStatusLabels[r.status] ?? '', applyTime: formatDateTime(r.createdAt)!,
});

/** The branch `id` of `kind`; 10002 '参数错误: branchId 支部不存在' (also another school's). */
export async function branchOf(db: Db, schoolId: number, id: number, kind?: number) {
  const b = await repo.findBranch(db, schoolId, id, kind);
  if (!b) throw fieldError('branchId', IDEOLOGY_MSG.branchUnknown);
  return b;
}

/** GET …/branch/options → the school's branches of the kind {id, name}. */
export function branchOptions(db: Db, schoolId: number, kind: number) {
  return repo.findBranches(db, schoolId, kind).then((rows) => rows.map((r) => ({ id: r.id, name: r.name })));
}

/** GET /ideology/branch/options → every branch {id, name, kind} (1 团支部, 2 党支部). */
export const allBranches = (db: Db, schoolId: number) => repo.findBranches(db, schoolId);

/**
 * POST …/branch/add {name, parentId?} → {id}: a new organisation of the tree (under `parentId` with
 * its nature, else a root of nature 5 其他组织) marked as a branch of `kind` (organizations/service addOrganization).
 */
export async function addBranch(db: Db, schoolId: number, kind: number, p: { name: string; parentId?: number }): Promise<{ id: number }> {
  const org = await addOrganization(db, schoolId, { name: p.name, parentId: p.parentId ?? null, nature: p.parentId ? undefined : 5 } as never, async () => undefined);
  await repo.markBranch(db, schoolId, org.id, kind);
  return { id: org.id };
}

/** GET …/member/list {current, size, name?, branchId?, stage?} → {list: MemberRow[], total}. */
export async function listMembers(db: Db, schoolId: number, kind: number, p: MemberListParams): Promise<Page<MemberRow>> {
  const { rows, total } = await repo.findMemberPage(db, schoolId, { kind, ...p }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toMemberRow), total };
}

/** The member `id` of `kind` as a detail: stages and applications; 10002 '党团员不存在'. */
export async function memberDetail(db: Db, schoolId: number, id: number, kind?: number): Promise<MemberDetail> {
  const r = await repo.findMemberRow(db, schoolId, id, kind);
  if (!r) throw badParams(IDEOLOGY_MSG.memberUnknown);
  const [history, applications] = await Promise.all([repo.findHistory(db, schoolId, id), repo.findApplicationsOf(db, schoolId, id)]);
  return {
    ...toMemberRow(r),
    history: history.map((h) => ({ stage: h.stage, stageName: stageName(r.kind, h.stage), date: h.date })),
    applications: applications.map(toApplicationRow),
  };
}

/**
 * POST …/member/add {userId, branchId, stage, stageDate} → {id}: enters a member at a stage (records
 * kept before the platform). 10002 '参数错误: userId 用户不存在', '参数错误: userId 该用户已有此类党团员记录'.
 */
export async function addMember(db: Db, schoolId: number, kind: number, p: MemberAddParams): Promise<{ id: number }> {
  if (!(await repo.findUser(db, schoolId, p.userId))) throw fieldError('userId', IDEOLOGY_MSG.userUnknown);
  await branchOf(db, schoolId, p.branchId, kind);
  if (await repo.memberTaken(db, schoolId, p.userId, kind)) throw fieldError('userId', IDEOLOGY_MSG.memberExists);
  return { id: await repo.insertMember(db, { schoolId, userId: p.userId, kind, stage: p.stage, branchId: p.branchId, stageDate: p.stageDate }) };
}

/** POST …/member/update {id, branchId}: moves the member to another branch of its kind. */
export async function moveMember(db: Db, schoolId: number, kind: number, p: { id: number; branchId: number }): Promise<MemberDetail> {
  const m = await repo.findMember(db, schoolId, p.id, true);
  if (!m || m.kind !== kind) throw badParams(IDEOLOGY_MSG.memberUnknown);
  await branchOf(db, schoolId, p.branchId, kind);
  await repo.updateMember(db, schoolId, m.id, { branchId: p.branchId });
  return memberDetail(db, schoolId, m.id);
}

/**
 * A student joins as 入团/入党申请人 (stage 1) of a branch: POST /ideology/my/join {kind, branchId}
 * → {id}. The written application itself is the first stage, so it is not reviewed.
 */
export async function joinAsApplicant(db: Db, me: Caller, p: { kind: number; branchId: number }, now = new Date()): Promise<{ id: number }> {
  await branchOf(db, me.schoolId, p.branchId, p.kind);
  if (await repo.memberTaken(db, me.schoolId, me.userId, p.kind)) throw fieldError('kind', IDEOLOGY_MSG.memberExists);
  return { id: await repo.insertMember(db, { schoolId: me.schoolId, userId: me.userId, kind: p.kind, stage: 1, branchId: p.branchId, stageDate: chinaToday(now) }) };
}

/**
 * An application to move the member to `toStage` (the next stage only), into the flow of kind 16/17:
 * 10002 '参数错误: toStage 只能申请进入下一阶段' for any other stage, '已是最后阶段' at stage 5,
 * '已有审核中的申请' while one is under review (also a database constraint).
 */
export async function applyStage(db: Db, caller: Caller, kind: number, p: StageApplyParams, memberOwner?: number, now = new Date()): Promise<{ id: number }> {
  const m = await repo.findMember(db, caller.schoolId, p.memberId, true);
  if (!m || m.kind !== kind || (memberOwner !== undefined && m.userId !== memberOwner)) throw badParams(IDEOLOGY_MSG.memberUnknown);
  if (m.stage >= (memberOwner !== undefined ? lastOwnStage(kind) : STAGE_MAX)) throw badParams(IDEOLOGY_MSG.lastStage);
  if (p.toStage !== m.stage + 1) throw fieldError('toStage', IDEOLOGY_MSG.onlyNext);
  const pending = (await repo.findApplicationsOf(db, caller.schoolId, m.id)).some((a) => a.status === 1);
  if (pending) throw badParams(IDEOLOGY_MSG.pending);
  return submitStageApplication(db, caller, m, p, now);
}
