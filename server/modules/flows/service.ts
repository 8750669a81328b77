/**
 * Review flow templates (issue 4 "Review processes"; spec §1 topic 6 process configuration), always
 * within the session's school. A template is an ordered list of 1–10 steps, each with its auditor:
 * a role, the leader of the activity's organisation, or named staff users. Writes replace the
 * template's steps as a whole and run inside the caller's transaction.
 */
import type { FlowStepRow, FlowTemplateDetail, FlowTemplateRow } from '../../../common/flows.js';
import type { Page } from '../../../common/envelope.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import type { FlowInputParams, FlowListParams, FlowStepInput } from '../../../common/schemas/flows.js';
import * as repo from './repository.js';

/** Auditor types of a flow step. */
export const AuditorType = { ROLE: 1, ORGANIZATION_LEADER: 2, USERS: 3 } as const;

/** GET /flow/template/list → {list: FlowTemplateRow[], total}, by kind then id. */
export async function listFlowTemplates(db: Db, schoolId: number, p: FlowListParams): Promise<Page<FlowTemplateRow>> {
  const { rows, total } = await repo.findFlowTemplates(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map((r) => ({ ...r, stepCount: Number(r.stepCount) })), total };
}

/** The template's row, or 10002 '流程不存在' when it is not in the school. */
async function templateOf(db: Db, schoolId: number, id: number) {
  const row = await repo.findFlowTemplate(db, schoolId, id);
  if (!row) throw badParams('流程不存在');
  return { ...row, stepCount: Number(row.stepCount) };
}

/** GET /flow/template/detail → FlowTemplateDetail with the steps in order, role and user names resolved. */
export async function flowTemplateDetail(db: Db, schoolId: number, id: number): Promise<FlowTemplateDetail> {
  const template = await templateOf(db, schoolId, id);
  const steps = await repo.findFlowStepsWithRoles(db, schoolId, id);
  const allIds = [...new Set(steps.flatMap((s) => s.userIds ?? []))];
  const names = new Map((await repo.findUserNames(db, schoolId, allIds)).map((u) => [u.id, u.name]));
  const rows: FlowStepRow[] = steps.map((s) => {
    const userIds = (s.userIds ?? []).filter((u) => names.has(u));
    return {
      orderNo: s.orderNo, name: s.name, auditorType: s.auditorType, roleId: s.roleId, roleName: s.roleName ?? '',
      userIds, userNames: userIds.map((u) => names.get(u)!),
    };
  });
  return { ...template, steps: rows };
}

/** 10002 unless every step's auditor exists in the school: a staff role, or active staff users. */
async function checkAuditors(db: Db, schoolId: number, steps: FlowStepInput[]): Promise<void> {
  for (const [i, s] of steps.entries()) {
    if (s.auditorType === AuditorType.ROLE) {
      const role = await repo.findRole(db, schoolId, s.roleId!);
      if (!role || role.code === 'student') throw badParams(`第${i + 1}步的审核角色不存在`);
    }
    if (s.auditorType === AuditorType.USERS) {
      if ((await repo.countStaffUsers(db, schoolId, s.userIds)) !== s.userIds.length) throw badParams(`第${i + 1}步的审核人不存在`);
    }
  }
}

/** 10002 '…已存在' when another template of the same kind has this name. */
async function checkNameFree(db: Db, schoolId: number, p: FlowInputParams): Promise<void> {
  if (await repo.flowNameTaken(db, schoolId, p.kind, p.name, p.id)) throw badParams(`流程名称「${p.name}」已存在`);
}

/** The steps as stored: a role only for a role step, users only for a named-users step. */
const stepValues = (steps: FlowStepInput[]): repo.FlowStepValues[] =>
  steps.map((s) => ({
    name: s.name, auditorType: s.auditorType,
    roleId: s.auditorType === AuditorType.ROLE ? s.roleId! : null,
    userIds: s.auditorType === AuditorType.USERS ? s.userIds : [],
  }));

/** POST /flow/template/add → FlowTemplateDetail. Run inside a transaction. */
export async function addFlowTemplate(db: Db, schoolId: number, p: FlowInputParams): Promise<FlowTemplateDetail> {
  await checkNameFree(db, schoolId, p);
  await checkAuditors(db, schoolId, p.steps);
  const id = await repo.insertFlowTemplate(db, { schoolId, name: p.name, kind: p.kind, remarks: p.remarks, enabled: p.enabled ?? true });
  await repo.replaceFlowSteps(db, schoolId, id, stepValues(p.steps));
  return flowTemplateDetail(db, schoolId, id);
}

/** POST /flow/template/update {id, …} → FlowTemplateDetail; the steps are replaced. Run inside a transaction. */
export async function updateFlowTemplate(db: Db, schoolId: number, p: FlowInputParams): Promise<FlowTemplateDetail> {
  if (p.id === undefined) throw badParams('参数错误: id 不能为空');
  await templateOf(db, schoolId, p.id);
  await checkNameFree(db, schoolId, p);
  await checkAuditors(db, schoolId, p.steps);
  await repo.updateFlowTemplate(db, schoolId, p.id, { name: p.name, kind: p.kind, remarks: p.remarks, ...(p.enabled !== undefined ? { enabled: p.enabled } : {}) });
  await repo.replaceFlowSteps(db, schoolId, p.id, stepValues(p.steps));
  return flowTemplateDetail(db, schoolId, p.id);
}

/**
 * POST /flow/template/delete {id} → null. Refused while the template is enabled ('该流程正在启用,
 * 请先停用后再删除'); once activities exist, also while an activity uses it.
 */
export async function deleteFlowTemplate(db: Db, schoolId: number, id: number): Promise<null> {
  const t = await templateOf(db, schoolId, id);
  if (t.enabled) throw badParams('该流程正在启用,请先停用后再删除');
  await repo.deleteFlowTemplate(db, schoolId, id);
  return null;
}

/** A step as stored (the fields resolveStepAuditors needs). */
export interface FlowStepAuditor {
  auditorType: number;
  roleId: number | null;
  userIds: number[];
}

/**
 * The user ids who may audit this step of an activity, ascending: the enabled holders of the role
 * (1), the enabled leaders of the activity's organisation — organizations.user_id plus members
 * flagged is_leader (2), or the named users still present and enabled in the school (3). An empty list
 * means nobody can audit the step (the caller decides; an administrator can always act).
 */
export async function resolveStepAuditors(
  db: Db,
  schoolId: number,
  step: FlowStepAuditor,
  ctx: { organizationId?: number | null } = {},
): Promise<number[]> {
  let ids: number[] = [];
  if (step.auditorType === AuditorType.ROLE && step.roleId != null) {
    ids = await repo.activeRoleHolderIds(db, schoolId, step.roleId);
  } else if (step.auditorType === AuditorType.ORGANIZATION_LEADER && ctx.organizationId != null) {
    ids = await repo.activeUserIds(db, schoolId, (await repo.organizationLeaderIds(db, schoolId, ctx.organizationId)) ?? []);
  } else if (step.auditorType === AuditorType.USERS) {
    ids = await repo.activeUserIds(db, schoolId, step.userIds);
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** GET /flow/auditor/options → [{id, name: '姓名（工号）'}]: the school's enabled staff users, by name, for 指定人员. */
export async function auditorOptions(db: Db, schoolId: number): Promise<{ id: number; name: string }[]> {
  const rows = await repo.activeStaff(db, schoolId);
  return rows.map((r) => ({ id: r.id, name: `${r.name}（${r.username}）` }));
}
