/**
 * Demo organisation applications at 示范大学 (10001), written through the lifecycle's own services
 * (issue 19): of every kind and in every state — a volunteer team founded and approved (it is in
 * 志愿服务队), another team and a club waiting, registrations approved and waiting, a rejected annual
 * review to correct, an appraisal approved (stars and 优秀), a deregistration waiting.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { OrgApplyKind } from '../../common/orgLifecycle.js';
import type { OrgApplyParams } from '../../common/schemas/orgLifecycle.js';
import { applyOrganization } from '../modules/orgLifecycle/apply.js';
import { decideApplications } from '../modules/orgLifecycle/review.js';
import { academicYearAt } from '../modules/orgLifecycle/years.js';

const SCHOOL = 10001;

const params = (kind: number, p: Partial<OrgApplyParams>): OrgApplyParams => ({ kind, founderCodes: [], ...p });

export async function seedOrgLifecycle(trx: Transaction<Database>, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== SCHOOL) return;
  // Idempotent: a school that has applications keeps them (re-seeding writes nothing).
  if (await trx.selectFrom('organizationApplications').select('id').where('schoolId', '=', schoolId).limit(1).executeTakeFirst()) return;
  const user = async (username: string) => {
    const u = await trx.selectFrom('users').select(['id', 'identity']).where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirst();
    return u ? { schoolId, userId: u.id, identity: u.identity } : null;
  };
  const org = async (name: string) => (await trx.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirst())?.id;
  const [admin, auditor, student] = [await user('admin'), await user('a1001'), await user('2021000001')];
  if (!admin || !auditor || !student) return;
  const year = academicYearAt(now);
  const apply = (caller: typeof admin, p: OrgApplyParams) => applyOrganization(trx, caller, p, now);
  const decide = (id: number, result: 'pass' | 'reject', opinion?: string) => decideApplications(trx, auditor, { ids: [id], result, opinion }, now);

  const team = await apply(admin, params(OrgApplyKind.CREATE, {
    name: '敬老助残志愿服务队', nature: 3, serviceArea: '社区养老、助残陪伴', charter: '本队以敬老助残为宗旨，每周走进社区养老院开展陪伴服务。',
    advisorId: auditor.userId, founderCodes: ['2021000002', '2021000003', '2021000004'],
  }));
  await decide(team.id, 'pass', '同意成立');
  await apply(student, params(OrgApplyKind.CREATE, { name: '图书馆志愿服务队', nature: 3, serviceArea: '图书整理、阅读推广', charter: '协助图书馆整理图书，开展阅读推广活动。', founderCodes: ['2021000005'] }));
  await apply(student, params(OrgApplyKind.CREATE, { name: '茶艺社', nature: 2, charter: '弘扬中国茶文化，定期开展茶艺交流。', founderCodes: ['2021000006'] }));

  const ids = { photo: await org('摄影协会'), debate: await org('辩论社'), robot: await org('机器人创新社'), guitar: await org('吉他社'), go: await org('围棋社') };
  if (ids.photo) await decide((await apply(admin, params(OrgApplyKind.REGISTER, { organizationId: ids.photo, academicYear: year }))).id, 'pass');
  if (ids.debate) await apply(admin, params(OrgApplyKind.REGISTER, { organizationId: ids.debate, academicYear: year }));
  if (ids.robot)
    await decide((await apply(admin, params(OrgApplyKind.YEAR, { organizationId: ids.robot, academicYear: year - 1, financeSummary: '收入 3000 元（学校拨款），支出 2600 元（比赛器材）。' }))).id, 'reject', '请补充经费支出明细');
  if (ids.guitar) await decide((await apply(admin, params(OrgApplyKind.APPRAISING, { organizationId: ids.guitar, requestedStar: 4, requestedExcellent: true, reason: '本年度举办校园音乐节等活动 12 场。' }))).id, 'pass', '评为四星级优秀社团');
  if (ids.go) await apply(admin, params(OrgApplyKind.CANCEL, { organizationId: ids.go, reason: '成员毕业，无法继续开展活动。' }));
}
