/**
 * Activity templates (issue 4): save (new and overwrite), list with name filter and visibility,
 * use (the launch form's fields, windows blank, then launchable), delete; another school and
 * callers without the launch module are refused.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { TemplateForm, TemplateRow } from '../../server/modules/activities/templates.js';
import { call, fileApp } from './helpers.js';
import { makeWorld } from './activities-helpers.js';
import { addRole, addStaff, signInStaff } from './staff-helpers.js';

const t = await fileApp();
const w = await makeWorld(t);

const fields = () => ({ name: '模板-读书分享', organizationId: w.orgA, classifyId: w.subId, flowTemplateId: w.flowTwo, reportFlowTemplateId: w.reportFlow, hours: '1.5', address: '图书馆' });
const save = (body: object, token = w.organiser.token) => call<{ id: number }>(t, 'POST', '/activity/template/save', body, token);
const list = (params: object = {}, token = w.organiser.token) => call<Page<TemplateRow>>(t, 'GET', '/activity/template/list', { current: 1, size: 10, ...params }, token);
const use = (id: number, token = w.organiser.token) => call<TemplateForm>(t, 'POST', '/activity/template/use', { id }, token);

describe('activity templates', () => {
  it('saves, lists, overwrites and uses a template; windows stay blank', async () => {
    const env = await save({ ...fields(), capacity: 40, enrollStart: '2027-01-01 08:00' });
    expect(env.code, JSON.stringify(env)).toBe(0);
    const rows = await list({ name: '读书' });
    expect(rows.data.total).toBe(1);
    expect(rows.data.list[0]).toMatchObject({ id: env.data.id, name: '模板-读书分享', classifyName: '理论学习', hours: '1.50', orgName: expect.stringContaining('测试社团甲') });
    expect(rows.data.list[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await save({ ...fields(), id: env.data.id, name: '模板-读书分享会', hours: 2 })).data.id).toBe(env.data.id);
    const form = await use(env.data.id);
    expect(form.data).toMatchObject({
      name: '模板-读书分享会', organizationId: w.orgA, classifyId: w.subId, flowTemplateId: w.flowTwo, reportFlowTemplateId: w.reportFlow,
      hours: '2.00', capacity: 1, address: '图书馆', enrollStart: '', enrollEnd: '', startTime: '', endTime: '', attachments: [],
    });
    // The form launches once the windows are filled.
    const launched = await call(t, 'POST', '/activity/add', { ...form.data, capacity: 20, enrollStart: '2027-10-01 08:00', enrollEnd: '2027-10-02 08:00', startTime: '2027-10-03 08:00', endTime: '2027-10-03 10:00' }, w.organiser.token);
    expect(launched.code, JSON.stringify(launched)).toBe(0);
    // Templates never become activities or review tasks.
    const tasks = await t.db.selectFrom('auditTasks').select('id').where('relationId', '=', env.data.id).execute();
    expect(tasks).toEqual([]);
  });

  it('validates like an activity', async () => {
    expect(await save({ ...fields(), name: '' })).toMatchObject({ code: 10002, msg: '参数错误: name 不能为空' });
    expect(await save({ ...fields(), capacity: -1 })).toMatchObject({ code: 10002, msg: '参数错误: capacity 必须是正整数' });
    expect(await save({ ...fields(), flowTemplateId: w.reportFlow })).toMatchObject({ code: 10002, msg: '参数错误: flowTemplateId 必须是活动审核流程' });
    expect(await save({ ...fields(), id: 999999 })).toMatchObject({ code: 10002, msg: '模板不存在' });
  });

  it('shows a template to its creator, the organisation’s leaders and admins only', async () => {
    const { data } = await save({ ...fields(), name: '模板-可见性' });
    const role = await addRole(t, w.admin, { name: '另一发起人', permission: '1,200,202', dataScope: 3 });
    await addStaff(t, w.admin, { code: 'tplother', name: '另一发起人', roleIds: [role.id] });
    const other = await signInStaff(t, 10001, 'tplother');
    expect((await list({ name: '可见性' }, other)).data.total).toBe(0);
    expect((await use(data.id, other)).code).toBe(10003);
    expect((await call(t, 'POST', '/activity/template/delete', { id: data.id }, other)).code).toBe(10003);
    expect((await list({ name: '可见性' }, w.admin)).data.total).toBe(1);
  });

  it('deletes a template', async () => {
    const { data } = await save({ ...fields(), name: '模板-待删除' });
    expect((await call(t, 'POST', '/activity/template/delete', { id: data.id }, w.organiser.token)).code).toBe(0);
    expect((await list({ name: '待删除' })).data.total).toBe(0);
    expect(await call(t, 'POST', '/activity/template/delete', { id: data.id }, w.organiser.token)).toMatchObject({ code: 10002, msg: '模板不存在' });
  });

  it('isolates schools and refuses callers without the launch module', async () => {
    const { data } = await save({ ...fields(), name: '模板-隔离' });
    expect((await list({ name: '隔离' }, w.admin2)).data.total).toBe(0);
    expect(await use(data.id, w.admin2)).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect((await call(t, 'POST', '/activity/template/delete', { id: data.id }, w.admin2)).code).toBe(10002);
    expect((await save({ ...fields(), id: data.id }, w.admin2)).code).toBe(10002);
    for (const token of [w.student, w.outsider.token, w.auditorA.token]) {
      expect((await list({}, token)).code).toBe(10003);
      expect((await save(fields(), token)).code).toBe(10003);
      expect((await use(data.id, token)).code).toBe(10003);
      expect((await call(t, 'POST', '/activity/template/delete', { id: data.id }, token)).code).toBe(10003);
    }
  });
});
