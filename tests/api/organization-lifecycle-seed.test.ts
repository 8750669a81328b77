/**
 * The lifecycle's demo data (server/seed/orgLifecycle.ts), written through the services: at 示范大学
 * every kind in a telling state — the approved team is a volunteer organisation with its founders, a
 * rejected annual review says why, the appraisal gave its stars — and seeding again writes nothing.
 * Also the staff list of 组织申请 with its filters and the advisor choices.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { OrgApplicationRow } from '../../common/orgLifecycle.js';
import { seedOrgLifecycle } from '../../server/seed/orgLifecycle.js';
import { fileAppAs } from './helpers.js';
import { ok } from './structure-helpers.js';

const { t, admin, student } = await fileAppAs('admin', 'student');
const NOW = new Date('2026-11-20T10:00:00+08:00');
const seed = () => t.db.transaction().execute((trx) => seedOrgLifecycle(trx, 10001, NOW));
await seed();
const list = (params: object) => ok<Page<OrgApplicationRow>>(t, 'GET', '/organization/lifecycle/list', { current: 1, size: 40, ...params }, admin);

describe('the demo applications', () => {
  it('has every kind, in pending, approved and rejected states', async () => {
    const all = await list({});
    expect(new Set(all.list.map((r) => r.kindName))).toEqual(new Set(['成立申请', '注册申请', '年审申请', '评优申请', '注销申请']));
    expect(new Set(all.list.map((r) => r.statusName))).toEqual(new Set(['待审核', '已通过', '已驳回']));
    expect((await list({ kind: 3, status: 3 })).list.map((r) => [r.name, r.opinion])).toEqual([['机器人创新社', '请补充经费支出明细']]);
    expect((await list({ name: '志愿服务队', kind: 1 })).list.map((r) => [r.name, r.statusName]).sort()).toEqual([['图书馆志愿服务队', '待审核'], ['敬老助残志愿服务队', '已通过']]);
  });

  it('made the approved team and rated the appraised club', async () => {
    const team = await t.db.selectFrom('organizations').selectAll().where('schoolId', '=', 10001).where('name', '=', '敬老助残志愿服务队').executeTakeFirstOrThrow();
    expect([team.nature, team.serviceArea, team.advisorId !== null]).toEqual([3, '社区养老、助残陪伴', true]);
    const guitar = await t.db.selectFrom('organizations').select(['star', 'excellent']).where('schoolId', '=', 10001).where('name', '=', '吉他社').executeTakeFirstOrThrow();
    expect(guitar).toEqual({ star: 4, excellent: true });
  });

  it('writes nothing when seeded again', async () => {
    const before = (await list({})).total;
    await seed();
    expect((await list({})).total).toBe(before);
  });

  it('lets the student who applied see their own, and offers staff as advisors', async () => {
    const mine = await ok<Page<OrgApplicationRow>>(t, 'GET', '/organization/lifecycle/mine', { current: 1, size: 10 }, student);
    expect(mine.list.map((r) => r.name).sort()).toEqual(['图书馆志愿服务队', '茶艺社']);
    const advisors = await ok<{ id: number; name: string }[]>(t, 'GET', '/organization/lifecycle/advisors', {}, student);
    expect(advisors.some((a) => a.name.startsWith('赵老师'))).toBe(true);
  });
});
