/**
 * To-do lists (issue 4; spec §3 to-do item, §7 GET /desk/needDealt/list, /wait/handle/list,
 * /statistics/analysis/needDealt/list, §9 waiting time '已等待…'): per operator, grouped by source
 * type with counts, oldest first, the school's open tasks for the statistics page; tenant isolation
 * and permission refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp } from './helpers.js';
import { auditFirst, launch, makeWorld } from './activities-helpers.js';

const ids: Record<string, number> = {};
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000 - 5_000);
const t = await fileApp();
const w = await makeWorld(t);
beforeAll(async () => {
  ids.old = (await launch(t, w, { name: '待办-最早' })).id;
  ids.mid = (await launch(t, w, { name: '待办-其次' })).id;
  ids.new = (await launch(t, w, { name: '待办-最新' })).id;
  const setAge = (id: number, m: number) => t.db.updateTable('auditTasks').set({ createdAt: minutesAgo(m) }).where('relationId', '=', id).where('sourceType', '=', 1).where('doneAt', 'is', null).execute();
  await setAge(ids.old, 3 * 1440 + 60 + 5);
  await setAge(ids.mid, 90);
  await setAge(ids.new, 5);
  // A completion-report task for auditor A too (source type 2), the oldest of all.
  await t.db.insertInto('auditTasks').values({
    schoolId: 10001, sourceType: 2, relationId: ids.mid, flowTemplateId: w.reportFlow, stepNo: 1, stepCount: 1, stepName: '结项审核',
    auditorIds: [w.auditorA.id], applicantId: w.organiser.id, organizationId: w.orgA, taskName: '待办-其次', appliedAt: minutesAgo(5000), createdAt: minutesAgo(5000),
  }).execute();
});

const desk = (token: string) => call<NeedDealtItem[]>(t, 'GET', '/desk/needDealt/list', {}, token);
const waitList = (token: string, params: object = {}) => call<NeedDealtItem[]>(t, 'GET', '/wait/handle/list', params, token);
const stats = (token: string, params: object = {}) => call<Page<NeedDealtItem>>(t, 'GET', '/statistics/analysis/needDealt/list', { current: 1, size: 40, ...params }, token);

describe('GET /desk/needDealt/list', () => {
  it('groups the caller’s open tasks by source type with the count and the oldest item', async () => {
    const env = await desk(w.auditorA.token);
    expect(env.code).toBe(0);
    expect(env.data.map((i) => [i.sourceType, i.ct, i.taskName])).toEqual([[1, 3, '待办-最早'], [2, 1, '待办-其次']]);
    expect(env.data[0]).toMatchObject({
      relationId: ids.old, userName: '发起人', organizationName: expect.stringContaining('测试社团甲'), auditorName: '审核甲',
      stepName: '初审', waitTime: '已等待3天1小时5分钟',
    });
    expect(env.data[0].applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await desk(w.auditorB.token)).data).toEqual([]);
  });

  it('follows the review: a passed step leaves A’s list and enters B’s', async () => {
    const extra = (await launch(t, w, { name: '待办-流转' })).id;
    expect((await desk(w.auditorA.token)).data[0].ct).toBe(4);
    await auditFirst(t, w.auditorA.token, [extra], 'pass');
    expect((await desk(w.auditorA.token)).data[0].ct).toBe(3);
    expect((await desk(w.auditorB.token)).data).toEqual([expect.objectContaining({ sourceType: 1, ct: 1, taskName: '待办-流转', auditorName: '审核乙', stepName: '复审' })]);
  });
});

describe('GET /wait/handle/list', () => {
  it('lists the caller’s open tasks oldest first, with waiting times', async () => {
    const env = await waitList(w.auditorA.token);
    expect(env.code).toBe(0);
    expect(env.data.map((i) => [i.sourceType, i.taskName, i.waitTime])).toEqual([
      [2, '待办-其次', '已等待3天11小时20分钟'],
      [1, '待办-最早', '已等待3天1小时5分钟'],
      [1, '待办-其次', '已等待1小时30分钟'],
      [1, '待办-最新', '已等待5分钟'],
    ]);
    expect(env.data.every((i) => i.ct === 1)).toBe(true);
  });

  it('ignores another userId unless the caller is an activity administrator', async () => {
    expect((await waitList(w.auditorB.token, { userId: w.auditorA.id })).data.map((i) => i.taskName)).not.toContain('待办-最早');
    const asAdmin = await waitList(w.admin, { userId: w.auditorA.id });
    expect(asAdmin.data.length).toBe(4);
  });
});

describe('GET /statistics/analysis/needDealt/list', () => {
  it('pages the school’s open tasks, filtered by source type and auditor', async () => {
    const mine = await stats(w.admin, { userId: w.auditorA.id });
    expect(mine.code).toBe(0);
    expect(mine.data.total).toBe(4);
    expect((await stats(w.admin, { userId: w.auditorA.id, sourceType: 2 })).data.list.map((i) => i.taskName)).toEqual(['待办-其次']);
    const all = await stats(w.admin);
    const open = await t.db.selectFrom('auditTasks').select('id').where('schoolId', '=', 10001).where('doneAt', 'is', null).execute();
    expect(all.data.total).toBe(open.length);
    const page2 = await stats(w.admin, { current: 2, size: 10 });
    expect(page2.data.list.length).toBe(Math.min(10, Math.max(0, open.length - 10)));
  });
});

describe('tenant isolation and permission refusal', () => {
  it('school 10002 sees none of 10001’s tasks', async () => {
    const env = await stats(w.admin2);
    const theirs = await t.db.selectFrom('auditTasks').select('id').where('schoolId', '=', 10002).where('doneAt', 'is', null).execute();
    expect(env.data.total).toBe(theirs.length);
    expect(env.data.list.some((i) => i.taskName.startsWith('待办-'))).toBe(false);
    expect((await waitList(w.admin2, { userId: w.auditorA.id })).data.some((i) => i.taskName.startsWith('待办-'))).toBe(false);
  });

  it('refuses students and staff without the modules (10003)', async () => {
    for (const token of [w.student]) {
      expect((await desk(token)).code).toBe(10003);
      expect((await waitList(token)).code).toBe(10003);
    }
    // The outsider holds /dashboard only.
    expect((await desk(w.outsider.token)).code).toBe(0);
    expect((await waitList(w.outsider.token)).code).toBe(10003);
    for (const token of [w.student, w.outsider.token, w.auditorA.token]) expect((await stats(token)).code).toBe(10003);
  });
});
