/**
 * Demo review flows per school (issue 4): '活动审核-两级', '结项审核' and '申报审核' (one step each,
 * the role 审核员), and one flow named after each review of issues 19 and 20 (kinds 5–26, one step: 审核员). At 示范大学 the two-step flow has two named auditors — step 1 '组织初审' by
 * t1001 (王建国), step 2 '团委复审' by a1001 (赵老师, seed/activityStaff.ts) — so "two auditors pass
 * it" can be shown; elsewhere step 1 is the organisation's leader and step 2 the role 审核员.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { FLOW_KINDS, FlowKind, flowKindLabels } from '../../common/flows.js';

/** Remarks of the seeded one-step flows of issue 19's reviews. */
export const GROUP_FLOW_REMARKS = '审核员审核';

interface StepSeed {
  name: string;
  auditorType: number;
  roleId: number | null;
  userIds?: number[];
}

/** Ids of the named first- and second-step auditors, when the school has both accounts. */
async function namedAuditors(trx: Transaction<Database>, schoolId: number): Promise<[number, number] | null> {
  const rows = await trx.selectFrom('users').select(['id', 'username']).where('schoolId', '=', schoolId).where('username', 'in', ['t1001', 'a1001']).execute();
  const first = rows.find((r) => r.username === 't1001');
  const second = rows.find((r) => r.username === 'a1001');
  return first && second ? [first.id, second.id] : null;
}

/**
 * The steps of a route group's flow: one by the role 审核员, but 党团活动审核 (kind 19, issue 20) has
 * 初审 and 复审 (/ideology/activity/examine and /second/examine; migration 20261126_031000 adds
 * the second step to existing schools).
 */
function stepsOfKind(kind: number, byRole: StepSeed): StepSeed[] {
  if (kind !== FlowKind.IDEOLOGY_ACTIVITY) return [byRole];
  return [{ ...byRole, name: '初审' }, { ...byRole, name: '复审' }];
}

export async function seedFlows(trx: Transaction<Database>, schoolId: number): Promise<void> {
  const auditor = await trx.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', 'auditor').executeTakeFirstOrThrow();
  const byRole: StepSeed = { name: '审核员审核', auditorType: 1, roleId: auditor.id };
  const named = await namedAuditors(trx, schoolId);
  const twoSteps: { remarks: string; steps: StepSeed[] } = named
    ? {
        remarks: '组织初审(王建国),团委复审(赵老师)',
        steps: [
          { name: '组织初审', auditorType: 3, roleId: null, userIds: [named[0]] },
          { name: '团委复审', auditorType: 3, roleId: null, userIds: [named[1]] },
        ],
      }
    : { remarks: '组织负责人初审,审核员复审', steps: [{ name: '组织负责人审核', auditorType: 2, roleId: null }, byRole] };
  const templates = [
    { name: '活动审核-两级', kind: 1, ...twoSteps },
    { name: '结项审核', kind: 2, remarks: '审核员审核结项报告', steps: [byRole] },
    { name: '申报审核', kind: 3, remarks: '审核员审核学生申报', steps: [byRole] },
    // Issues 19 and 20: one step by the role 审核员 for each review of the route groups (migrations 20261126_020000 and _030000 add the same to existing schools).
    ...FLOW_KINDS.filter((k) => k > FlowKind.DECLARATION).map((kind) => ({ name: flowKindLabels[kind], kind, remarks: GROUP_FLOW_REMARKS, steps: stepsOfKind(kind, byRole) })),
  ];
  for (const t of templates) {
    const { id } = await trx
      .insertInto('flowTemplates')
      .values({ schoolId, name: t.name, kind: t.kind, remarks: t.remarks })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('flowSteps')
      .values(t.steps.map((s, i) => ({ schoolId, templateId: id, orderNo: i + 1, name: s.name, auditorType: s.auditorType, roleId: s.roleId, userIds: s.userIds ?? [] })))
      .execute();
  }
}
