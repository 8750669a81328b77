/**
 * The declaration demo of 示范大学 (issue 5 seed: seed/declarations.ts; the API fixture is seeded
 * without it): six projects over different categories, five open and one closed; declarations in
 * every status and of both types; open review tasks for the auditor a1001 on the pending ones only;
 * ledger rows for the approved ones by the highest-level-once rule; opinions on the rejected ones;
 * 2021000001 with one approved and one pending declaration, seen through the API (the
 * same data for the same clock: seed-twice.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { DeclarationRow, ProjectRow } from '../../common/declarations.js';
import type { Page } from '../../common/envelope.js';
import { userIdOf } from './activity-fixture.js';
import { call, demoApp, signIn } from './helpers.js';

const S = 10001;
const NOW = new Date('2026-11-20T06:30:00Z');
const { t } = await demoApp(NOW);

const declarations = () => t.db.selectFrom('declarations').selectAll().where('schoolId', '=', S).orderBy('id').execute();
const userId = (username: string) => userIdOf(t, S, username);

describe('declaration demo', () => {
  it('has six projects in six categories, five open at that time and one closed', async () => {
    const projects = await t.db.selectFrom('declarationProjects').selectAll().where('schoolId', '=', S).execute();
    expect(projects.length).toBe(6);
    expect(new Set(projects.map((p) => p.classifyId)).size).toBe(6);
    const open = projects.filter((p) => p.enabled && p.applyStart <= NOW && p.applyEnd >= NOW);
    expect(open.length).toBe(5);
    expect(projects.find((p) => !open.includes(p))!.name).toBe('暑期社会实践优秀个人');
    const challenge = await t.db.selectFrom('declarationProjectOptions as o').innerJoin('declarationProjects as p', 'p.id', 'o.projectId')
      .select(['o.name', 'o.hours']).where('p.name', '=', '挑战杯全国大学生课外学术科技作品竞赛').orderBy('o.orderNo').execute();
    expect(challenge.map((o) => [o.name, Number(o.hours)])).toEqual([['国家级一等奖', 20], ['国家级二等奖', 16], ['国家级三等奖', 12], ['省级', 8], ['校级', 4]]);
  });

  it('has about sixty declarations in every status and of both types, in the projects’ windows', async () => {
    const rows = await declarations();
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.length).toBeLessThanOrEqual(70);
    expect([...new Set(rows.map((d) => d.status))].sort()).toEqual([1, 2, 3, 4]);
    expect([...new Set(rows.map((d) => d.type))].sort()).toEqual([1, 2]);
    const projects = new Map((await t.db.selectFrom('declarationProjects').selectAll().where('schoolId', '=', S).execute()).map((p) => [p.id, p]));
    for (const d of rows) {
      expect(d.applyTime.getTime()).toBeLessThan(NOW.getTime());
      if (d.type === 1) {
        const p = projects.get(d.projectId)!;
        expect(d.applyTime >= p.applyStart && d.applyTime <= p.applyEnd).toBe(true);
      }
      if (d.status === 3) expect(d.opinion).not.toBe('');
      expect(d.grantedHours === null).toBe(d.status !== 2);
    }
    expect(rows.some((d) => d.relateActivityId !== null)).toBe(true);
  });

  it('opens a review task for a1001 on each pending declaration and on nothing else', async () => {
    const auditor = await userId('a1001');
    const open = await t.db.selectFrom('auditTasks').select(['relationId', 'auditorIds', 'taskName']).where('schoolId', '=', S).where('sourceType', '=', 3).where('doneAt', 'is', null).execute();
    const pending = (await declarations()).filter((d) => d.status === 1).map((d) => d.id);
    expect(open.map((o) => o.relationId).sort((a, b) => a - b)).toEqual(pending);
    for (const o of open) expect(o.auditorIds).toContain(auditor);
    const todo = await call<{ sourceType: number; ct: number }[]>(t, 'GET', '/desk/needDealt/list', {}, await signIn(t, S, 'a1001', 'Auditor@123456'));
    expect(todo.data.find((i) => i.sourceType === 3)?.ct).toBe(pending.length);
  });

  it('writes ledger rows for approved declarations only, each project counted at its highest level once', async () => {
    const rows = await declarations();
    const ledger = await t.db.selectFrom('hoursLedger').select(['relationId', 'userId', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', 2).execute();
    for (const d of rows) {
      const mine = ledger.filter((l) => Number(l.relationId) === d.id);
      if (d.status !== 2) expect(mine).toEqual([]);
      else expect(mine.reduce((s, l) => s + Number(l.grantedHours), 0)).toBe(Number(d.grantedHours));
    }
    // The climber of 挑战杯: 校级 (4) first, then 省级 (8) adds the difference.
    const challenge = (await t.db.selectFrom('declarationProjects').select('id').where('schoolId', '=', S).where('name', '=', '挑战杯全国大学生课外学术科技作品竞赛').executeTakeFirstOrThrow()).id;
    const approved = rows.filter((d) => d.projectId === challenge && d.status === 2);
    const byStudent = new Map<number, typeof approved>();
    for (const d of approved) byStudent.set(d.userId, [...(byStudent.get(d.userId) ?? []), d]);
    const climbers = [...byStudent.values()].filter((ds) => ds.length === 2);
    expect(climbers.map((ds) => ds.map((d) => [Number(d.hours), Number(d.grantedHours)]))).toEqual([[[4, 4], [8, 4]]]);
  });

  it('gives 2021000001 one approved and one pending declaration, shown by the API', async () => {
    const token = await signIn(t, S, '2021000001', 'Student@123456');
    const own = await call<Page<DeclarationRow>>(t, 'GET', '/student/project/apply/list', { current: 1, size: 10 }, token);
    expect(own.data.list.map((r) => [r.projectName, r.optionName, r.statusName])).toEqual([
      ['挑战杯全国大学生课外学术科技作品竞赛', '省级', '待审核'],
      ['优秀志愿者', '校级', '已通过'],
    ]);
    const open = await call<Page<ProjectRow>>(t, 'GET', '/student/project/list', { current: 1, size: 10 }, token);
    expect(open.data.total).toBe(5);
    const admin = await signIn(t, S, 'admin', 'Admin@123456');
    const all = await call<Page<DeclarationRow>>(t, 'GET', '/project/apply/list', { current: 1, size: 10 }, admin);
    expect(all.data.total).toBe((await declarations()).filter((d) => d.status !== 4).length);
  });
});
