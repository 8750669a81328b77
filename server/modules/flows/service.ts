/**
 * Review flow templates (issue 4 "Review processes"; spec §1 topic 6 process configuration), always
 * within the session's school. A template is an ordered list of 1–10 steps, each with its auditor:
 * a role, the leader of the activity's organisation, or named staff users. Writes replace the
 * template's steps as a whole and run inside the caller's transaction.
 */
import { sql } from 'kysely';
import type { FlowStepRow, FlowTemplateDetail, FlowTemplateRow } from '../../../common/flows.js';
import type { Page } from '../../../common/envelope.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import type { FlowInputParams, FlowListParams, FlowStepInput } from './schema.js';

/** Auditor types of a flow step. */
export const AuditorType = { ROLE: 1, ORGANIZATION_LEADER: 2, USERS: 3 } as const;

const templateColumns = ['t.id', 't.name', 't.kind', 't.enabled', 't.remarks'] as const;
const stepCount = sql<number>`(select count(*)::int from flow_steps s where s.template_id = t.id)`.as('stepCount');

/** GET /flow/template/list → {list: FlowTemplateRow[], total}, by kind then id. */
export async function listFlowTemplates(db: Db, schoolId: number, p: FlowListParams): Promise<Page<FlowTemplateRow>> {
  let q = db.selectFrom('flowTemplates as t').where('t.schoolId', '=', schoolId);
  if (p.kind !== undefined) q = q.where('t.kind', '=', p.kind);
  if (p.name) q = q.where('t.name', 'ilike', likeContains(p.name));
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await q.select([...templateColumns, stepCount]).orderBy('t.kind').orderBy('t.id').limit(p.size).offset(pageOffset(p)).execute();
  return { list: rows.map((r) => ({ ...r, stepCount: Number(r.stepCount) })), total: Number(total) };
}

/** The template's row, or 10002 '流程不存在' when it is not in the school. */
async function templateOf(db: Db, schoolId: number, id: number) {
  const row = await db.selectFrom('flowTemplates as t').select([...templateColumns, stepCount]).where('t.schoolId', '=', schoolId).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw badParams('流程不存在');
  return { ...row, stepCount: Number(row.stepCount) };
}

/** GET /flow/template/detail → FlowTemplateDetail with the steps in order, role and user names resolved. */
export async function flowTemplateDetail(db: Db, schoolId: number, id: number): Promise<FlowTemplateDetail> {
  const template = await templateOf(db, schoolId, id);
  const steps = await db
    .selectFrom('flowSteps as s')
    .leftJoin('roles as r', (j) => j.onRef('r.id', '=', 's.roleId').onRef('r.schoolId', '=', 's.schoolId'))
    .select(['s.orderNo', 's.name', 's.auditorType', 's.roleId', 's.userIds', 'r.name as roleName'])
    .where('s.schoolId', '=', schoolId)
    .where('s.templateId', '=', id)
    .orderBy('s.orderNo')
    .execute();
  const allIds = [...new Set(steps.flatMap((s) => s.userIds ?? []))];
  const names = new Map<number, string>();
  if (allIds.length) {
    const users = await db.selectFrom('users').select(['id', 'name']).where('schoolId', '=', schoolId).where('id', 'in', allIds).execute();
    for (const u of users) names.set(u.id, u.name);
  }
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
      const role = await db.selectFrom('roles').select('code').where('schoolId', '=', schoolId).where('id', '=', s.roleId!).executeTakeFirst();
      if (!role || role.code === 'student') throw badParams(`第${i + 1}步的审核角色不存在`);
    }
    if (s.auditorType === AuditorType.USERS) {
      const found = await db
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('schoolId', '=', schoolId)
        .where('identity', '=', 0)
        .where('id', 'in', s.userIds)
        .executeTakeFirstOrThrow();
      if (Number(found.n) !== s.userIds.length) throw badParams(`第${i + 1}步的审核人不存在`);
    }
  }
}

/** 10002 '…已存在' when another template of the same kind has this name. */
async function checkNameFree(db: Db, schoolId: number, p: FlowInputParams): Promise<void> {
  let q = db.selectFrom('flowTemplates').select('id').where('schoolId', '=', schoolId).where('kind', '=', p.kind).where('name', '=', p.name);
  if (p.id !== undefined) q = q.where('id', '<>', p.id);
  if (await q.executeTakeFirst()) throw badParams(`流程名称「${p.name}」已存在`);
}

async function writeSteps(db: Db, schoolId: number, templateId: number, steps: FlowStepInput[]): Promise<void> {
  await db.deleteFrom('flowSteps').where('schoolId', '=', schoolId).where('templateId', '=', templateId).execute();
  await db
    .insertInto('flowSteps')
    .values(
      steps.map((s, i) => ({
        schoolId, templateId, orderNo: i + 1, name: s.name, auditorType: s.auditorType,
        roleId: s.auditorType === AuditorType.ROLE ? s.roleId! : null,
        userIds: s.auditorType === AuditorType.USERS ? s.userIds : [],
      })),
    )
    .execute();
}

/** POST /flow/template/add → FlowTemplateDetail. Run inside a transaction. */
export async function addFlowTemplate(db: Db, schoolId: number, p: FlowInputParams): Promise<FlowTemplateDetail> {
  await checkNameFree(db, schoolId, p);
  await checkAuditors(db, schoolId, p.steps);
  const { id } = await db
    .insertInto('flowTemplates')
    .values({ schoolId, name: p.name, kind: p.kind, remarks: p.remarks, enabled: p.enabled ?? true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeSteps(db, schoolId, id, p.steps);
  return flowTemplateDetail(db, schoolId, id);
}

/** POST /flow/template/update {id, …} → FlowTemplateDetail; the steps are replaced. Run inside a transaction. */
export async function updateFlowTemplate(db: Db, schoolId: number, p: FlowInputParams): Promise<FlowTemplateDetail> {
  if (p.id === undefined) throw badParams('参数错误: id 不能为空');
  await templateOf(db, schoolId, p.id);
  await checkNameFree(db, schoolId, p);
  await checkAuditors(db, schoolId, p.steps);
  await db
    .updateTable('flowTemplates')
    .set({ name: p.name, kind: p.kind, remarks: p.remarks, ...(p.enabled !== undefined ? { enabled: p.enabled } : {}) })
    .where('schoolId', '=', schoolId)
    .where('id', '=', p.id)
    .execute();
  await writeSteps(db, schoolId, p.id, p.steps);
  return flowTemplateDetail(db, schoolId, p.id);
}

/**
 * POST /flow/template/delete {id} → null. Refused while the template is enabled ('该流程正在启用,
 * 请先停用后再删除'); once activities exist, also while an activity uses it.
 */
export async function deleteFlowTemplate(db: Db, schoolId: number, id: number): Promise<null> {
  const t = await templateOf(db, schoolId, id);
  if (t.enabled) throw badParams('该流程正在启用,请先停用后再删除');
  await db.deleteFrom('flowTemplates').where('schoolId', '=', schoolId).where('id', '=', id).execute();
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
    const rows = await db
      .selectFrom('userRoles as ur')
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'ur.userId').onRef('u.schoolId', '=', 'ur.schoolId'))
      .select('u.id')
      .where('ur.schoolId', '=', schoolId)
      .where('ur.roleId', '=', step.roleId)
      .where('u.status', '=', 1)
      .execute();
    ids = rows.map((r) => r.id);
  } else if (step.auditorType === AuditorType.ORGANIZATION_LEADER && ctx.organizationId != null) {
    const org = await db.selectFrom('organizations').select('userId').where('schoolId', '=', schoolId).where('id', '=', ctx.organizationId).executeTakeFirst();
    if (org) {
      const leaders = await db
        .selectFrom('organizationMembers')
        .select('userId')
        .where('schoolId', '=', schoolId)
        .where('organizationId', '=', ctx.organizationId)
        .where('isLeader', '=', true)
        .execute();
      const candidates = [...(org.userId != null ? [org.userId] : []), ...leaders.map((l) => l.userId)];
      if (candidates.length) {
        const active = await db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('id', 'in', candidates).where('status', '=', 1).execute();
        ids = active.map((r) => r.id);
      }
    }
  } else if (step.auditorType === AuditorType.USERS && step.userIds.length) {
    const rows = await db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('id', 'in', step.userIds).where('status', '=', 1).execute();
    ids = rows.map((r) => r.id);
  }
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** GET /flow/auditor/options → [{id, name: '姓名（工号）'}]: the school's enabled staff users, by name, for 指定人员. */
export async function auditorOptions(db: Db, schoolId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('schoolId', '=', schoolId)
    .where('identity', '=', 0)
    .where('status', '=', 1)
    .orderBy('username')
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.name}（${r.username}）` }));
}
