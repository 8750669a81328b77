/**
 * Demo review flows per school (issue 4): '活动审核-两级' (step 1 the organisation's leader, step 2
 * the role 审核员), '结项审核' and '申报审核' (one step each, the role 审核员).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../types.js';

export async function seedFlows(trx: Transaction<Database>, schoolId: number): Promise<void> {
  const auditor = await trx.selectFrom('roles').select('id').where('schoolId', '=', schoolId).where('code', '=', 'auditor').executeTakeFirstOrThrow();
  const byRole = { name: '审核员审核', auditorType: 1, roleId: auditor.id };
  const templates = [
    { name: '活动审核-两级', kind: 1, remarks: '组织负责人初审,审核员复审', steps: [{ name: '组织负责人审核', auditorType: 2, roleId: null }, byRole] },
    { name: '结项审核', kind: 2, remarks: '审核员审核结项报告', steps: [byRole] },
    { name: '申报审核', kind: 3, remarks: '审核员审核学生申报', steps: [byRole] },
  ];
  for (const t of templates) {
    const { id } = await trx
      .insertInto('flowTemplates')
      .values({ schoolId, name: t.name, kind: t.kind, remarks: t.remarks })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('flowSteps')
      .values(t.steps.map((s, i) => ({ schoolId, templateId: id, orderNo: i + 1, name: s.name, auditorType: s.auditorType, roleId: s.roleId })))
      .execute();
  }
}
