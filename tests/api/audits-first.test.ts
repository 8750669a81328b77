/**
 * The activity first review (issue 4 "every audit path"; spec §4 approval passes or is rejected
 * with a required reason): the two-step path with each step's own auditors, reject and resubmit,
 * the reason rule, non-auditors, batches in one transaction (all or nothing), the history (who,
 * when, opinion), the review queue (mine / all, name), tenant isolation and permission refusal.
 */
import { describe, expect, it } from 'vitest';
import type { ActivityDetail } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import type { AuditQueueRow } from '../../server/modules/audits/queue.js';
import { call, fileApp } from './helpers.js';
import { auditFirst, launch, makeWorld } from './activities-helpers.js';

const t = await fileApp();
const w = await makeWorld(t);

const detail = (id: number, token = w.admin) => call<ActivityDetail>(t, 'GET', '/activity/detail', { id }, token);
const queue = (token: string, params: object = {}) => call<Page<AuditQueueRow>>(t, 'GET', '/activity/audit/first/list', { current: 1, size: 40, ...params }, token);
const openTasks = (id: number) =>
  t.db.selectFrom('auditTasks').select(['stepNo', 'stepName', 'auditorIds']).where('relationId', '=', id).where('sourceType', '=', 1).where('doneAt', 'is', null).execute();

describe('the two-step first review', () => {
  it('step 1 passes → still 1 at step 2 with its auditors; step 2 passes → 4, and the history says who, when and what', async () => {
    const a = await launch(t, w, { name: '审核-两步' });
    expect((await auditFirst(t, w.auditorB.token, [a.id], 'pass')).code).toBe(10003);
    const one = await auditFirst(t, w.auditorA.token, [a.id], 'pass', '同意');
    expect(one).toMatchObject({ code: 0, data: { done: 1 } });
    expect((await detail(a.id)).data).toMatchObject({ status: 1, stepNo: 2, assignFirstOne: '复审', assignSecondOne: '审核乙' });
    expect(await openTasks(a.id)).toEqual([{ stepNo: 2, stepName: '复审', auditorIds: [w.auditorB.id] }]);
    // Step 1's auditor may no longer act; step 2's may.
    expect((await auditFirst(t, w.auditorA.token, [a.id], 'pass')).code).toBe(10003);
    expect((await auditFirst(t, w.auditorB.token, [a.id], 'pass', '复审通过')).code).toBe(0);
    const d = (await detail(a.id)).data;
    expect(d).toMatchObject({ status: 4, stepNo: 0, assignFirstOne: '复审' });
    expect(await openTasks(a.id)).toEqual([]);
    expect(d.history.map((h) => [h.action, h.actionName, h.stepName, h.actorName, h.opinion, h.fromStatus, h.toStatus])).toEqual([
      ['create', '创建活动', '', '发起人', '', null, 1],
      ['approveStep', '审核通过', '初审', '审核甲', '同意', 1, 1],
      ['approveStep', '审核通过', '复审', '审核乙', '复审通过', 1, 4],
    ]);
    for (const h of d.history) expect(h.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const tasks = await t.db.selectFrom('auditTasks').select(['stepNo', 'result', 'doneBy', 'opinion']).where('relationId', '=', a.id).where('sourceType', '=', 1).orderBy('id').execute();
    expect(tasks).toEqual([
      { stepNo: 1, result: 1, doneBy: w.auditorA.id, opinion: '同意' },
      { stepNo: 2, result: 1, doneBy: w.auditorB.id, opinion: '复审通过' },
    ]);
    expect(await auditFirst(t, w.auditorB.token, [a.id], 'pass')).toMatchObject({ code: 10002, msg: '活动「审核-两步」: 该事项已处理或不在审核中' });
  });

  it('reject with a reason → 3 with the reason; resubmit → 1 at step 1 with step 1’s auditors', async () => {
    const a = await launch(t, w, { name: '审核-驳回' });
    await auditFirst(t, w.auditorA.token, [a.id], 'pass');
    const env = await auditFirst(t, w.auditorB.token, [a.id], 'reject', '  地点未定  ');
    expect(env.code).toBe(0);
    expect((await detail(a.id)).data).toMatchObject({ status: 3, stepNo: 0, reason: '地点未定' });
    expect(await openTasks(a.id)).toEqual([]);
    const re = await call<ActivityDetail>(t, 'POST', '/activity/resubmit', { id: a.id }, w.organiser.token);
    expect(re.data).toMatchObject({ status: 1, stepNo: 1 });
    expect(await openTasks(a.id)).toEqual([{ stepNo: 1, stepName: '初审', auditorIds: [w.auditorA.id] }]);
    expect(re.data.history.map((h) => [h.action, h.opinion, h.toStatus])).toEqual([
      ['create', '', 1], ['approveStep', '', 1], ['reject', '地点未定', 3], ['resubmit', '', 1],
    ]);
  });

  it('reject needs a reason; bad params name the field', async () => {
    const a = await launch(t, w, { name: '审核-无理由' });
    expect(await auditFirst(t, w.auditorA.token, [a.id], 'reject')).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    expect(await auditFirst(t, w.auditorA.token, [a.id], 'reject', '   ')).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    expect(await call(t, 'POST', '/activity/audit/first', { ids: [a.id], result: 'maybe' }, w.auditorA.token)).toMatchObject({ code: 10002, msg: '参数错误: result 格式不正确' });
    expect(await call(t, 'POST', '/activity/audit/first', { ids: [], result: 'pass' }, w.auditorA.token)).toMatchObject({ code: 10002, msg: '参数错误: ids 不能为空' });
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(await call(t, 'POST', '/activity/audit/first', { ids: many, result: 'pass' }, w.auditorA.token)).toMatchObject({ code: 10002, msg: '参数错误: ids 一次最多 100 项' });
    expect((await detail(a.id)).data.status).toBe(1);
  });

  it('a staff member who is not the step’s auditor gets 10003; an activity admin may act as admin', async () => {
    const a = await launch(t, w, { name: '审核-非审核人', flowTemplateId: w.flowOne });
    expect(await auditFirst(t, w.auditorB.token, [a.id], 'pass')).toMatchObject({ code: 10003, msg: '活动「审核-非审核人」: 您不是当前步骤的审核人' });
    expect((await auditFirst(t, w.admin, [a.id], 'pass', '管理员通过')).code).toBe(0);
    const d = (await detail(a.id)).data;
    expect(d.status).toBe(4);
    expect(d.history.at(-1)).toMatchObject({ action: 'approveStep', actorName: '系统管理员', opinion: '管理员通过' });
  });
});

describe('batches', () => {
  it('decides several activities in one call', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await launch(t, w, { name: `批量-${i}`, flowTemplateId: w.flowOne })).id);
    expect(await auditFirst(t, w.auditorA.token, ids, 'pass')).toMatchObject({ code: 0, data: { done: 3 } });
    for (const id of ids) expect((await detail(id)).data.status).toBe(4);
    const more = [];
    for (let i = 0; i < 2; i++) more.push((await launch(t, w, { name: `批量驳回-${i}` })).id);
    expect(await auditFirst(t, w.auditorA.token, more, 'reject', '材料不全')).toMatchObject({ code: 0, data: { done: 2 } });
    for (const id of more) expect((await detail(id)).data).toMatchObject({ status: 3, reason: '材料不全' });
  });

  it('rolls the whole batch back when one id is not pending, naming it', async () => {
    const ok1 = (await launch(t, w, { name: '回滚-甲', flowTemplateId: w.flowOne })).id;
    const done = (await launch(t, w, { name: '回滚-已审', flowTemplateId: w.flowOne })).id;
    const ok2 = (await launch(t, w, { name: '回滚-乙', flowTemplateId: w.flowOne })).id;
    await auditFirst(t, w.auditorA.token, [done], 'pass');
    const env = await auditFirst(t, w.auditorA.token, [ok1, done, ok2], 'pass');
    expect(env).toMatchObject({ code: 10002, msg: '活动「回滚-已审」: 该事项已处理或不在审核中' });
    for (const id of [ok1, ok2]) {
      expect((await detail(id)).data).toMatchObject({ status: 1, stepNo: 1 });
      expect((await openTasks(id)).length).toBe(1);
      expect((await detail(id)).data.history.map((h) => h.action)).toEqual(['create']);
    }
    expect(await auditFirst(t, w.auditorA.token, [ok1, 999999], 'pass')).toMatchObject({ code: 10002, msg: '活动(编号999999)不存在' });
    expect((await detail(ok1)).data.status).toBe(1);
  });
});

describe('GET /activity/audit/first/list', () => {
  it('lists the caller’s pending steps, oldest first, with step, wait time and applicant', async () => {
    const a = await launch(t, w, { name: '队列-一' });
    const b = await launch(t, w, { name: '队列-二' });
    await t.db.updateTable('auditTasks').set({ createdAt: new Date(Date.now() - (2 * 1440 + 3 * 60 + 15) * 60_000 - 5000) }).where('relationId', '=', b.id).where('doneAt', 'is', null).execute();
    const env = await queue(w.auditorA.token, { name: '队列-' });
    expect(env.code).toBe(0);
    expect(env.data.list.map((r) => r.name)).toEqual(['队列-二', '队列-一']);
    expect(env.data.list[0]).toMatchObject({ id: b.id, stepName: '初审', stepNo: 1, stepCount: 2, waitTime: '已等待2天3小时15分钟', applicant: '发起人', orgName: expect.stringContaining('测试社团甲') });
    expect(env.data.list[0].taskId).toBeGreaterThan(0);
    expect(env.data.list[1].waitTime).toBe('已等待0分钟');
    expect((await queue(w.auditorB.token, { name: '队列-' })).data.total).toBe(0);
    await auditFirst(t, w.auditorA.token, [a.id], 'pass');
    expect((await queue(w.auditorB.token, { name: '队列-' })).data.list.map((r) => [r.name, r.stepNo])).toEqual([['队列-一', 2]]);
  });

  it('scope all is for activity administrators only', async () => {
    await launch(t, w, { name: '队列-全部' });
    expect(await queue(w.auditorA.token, { scope: 'all' })).toMatchObject({ code: 10003 });
    const all = await queue(w.admin, { scope: 'all', name: '队列-全部' });
    expect(all.data.list.map((r) => r.name)).toEqual(['队列-全部']);
    expect((await queue(w.admin, { scope: 'mine', name: '队列-全部' })).data.total).toBe(0);
    expect((await queue(w.admin, { scope: 'x' })).code).toBe(10002);
  });
});

describe('tenant isolation and permission refusal', () => {
  it('school 10002 cannot see or decide 10001’s activities', async () => {
    const a = await launch(t, w, { name: '隔离-审核' });
    expect(await auditFirst(t, w.admin2, [a.id], 'pass')).toMatchObject({ code: 10002, msg: `活动(编号${a.id})不存在` });
    expect((await queue(w.admin2, { scope: 'all', name: '隔离-审核' })).data.total).toBe(0);
    expect((await detail(a.id)).data.status).toBe(1);
  });

  it('refuses students and staff without the review module (10003)', async () => {
    const a = await launch(t, w, { name: '权限-审核' });
    for (const token of [w.student, w.outsider.token, w.organiser.token]) {
      expect((await queue(token)).code).toBe(10003);
      expect((await auditFirst(t, token, [a.id], 'pass')).code).toBe(10003);
    }
  });
});
