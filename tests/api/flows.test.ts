/**
 * Review flow templates (issue 4 "Review processes"): CRUD with the steps in order, validation
 * errors, name unique per kind, delete refused while enabled, tenant isolation, permission refusal
 * (student, teacher without 流程配置), the seeded templates, and resolveStepAuditors for each
 * auditor type.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { FLOW_KINDS, flowKindLabels, type FlowTemplateDetail, type FlowTemplateRow } from '../../common/flows.js';
import { resolveStepAuditors } from '../../server/modules/flows/service.js';
import { call, fileAppAs, signInAs } from './helpers.js';
import { addRole, addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');
const auditorRoleId = await roleIdByCode(t, 10001, 'auditor');
const staffA = (await addStaff(t, admin, { code: 'f9001', name: '流程甲' })).id;
const staffB = (await addStaff(t, admin, { code: 'f9002', name: '流程乙' })).id;

const list = (token: string, params: object = {}) => call<Page<FlowTemplateRow>>(t, 'GET', '/flow/template/list', { current: 1, size: 10, ...params }, token);
const detail = (id: number, token = admin) => call<FlowTemplateDetail>(t, 'GET', '/flow/template/detail', { id }, token);
const add = (params: object, token = admin) => call<FlowTemplateDetail>(t, 'POST', '/flow/template/add', params, token);
const update = (params: object, token = admin) => call<FlowTemplateDetail>(t, 'POST', '/flow/template/update', params, token);
const remove = (id: number, token = admin) => call<null>(t, 'POST', '/flow/template/delete', { id }, token);
const twoSteps = () => [
  { name: '组织初审', auditorType: 2 },
  { name: '审核员复审', auditorType: 1, roleId: auditorRoleId },
];

describe('seeded flow templates', () => {
  it('gives every school the three templates with their steps, and one per review of the route groups', async () => {
    const env = await list(admin, { size: 50 });
    expect(env.code).toBe(0);
    expect(env.data.list.slice(0, 3).map((r) => [r.name, r.kind, r.stepCount, r.enabled])).toEqual([
      ['活动审核-两级', 1, 2, true],
      ['结项审核', 2, 1, true],
      ['申报审核', 3, 1, true],
    ]);
    expect(env.data.list.slice(3).map((r) => [r.name, r.kind, r.stepCount])).toEqual(
      // 党团活动审核 (19, issue 20) has 初审 and 复审.
      FLOW_KINDS.filter((k) => k > 3).map((k) => [flowKindLabels[k], k, k === 19 ? 2 : 1]),
    );
    // 示范大学: two named auditors (t1001 王建国, then a1001 赵老师); 东湖学院: organisation leader, then the role 审核员.
    const two = await detail(env.data.list[0].id);
    expect(two.data.steps.map((s) => [s.orderNo, s.name, s.auditorType, s.userNames])).toEqual([
      [1, '组织初审', 3, ['王建国']],
      [2, '团委复审', 3, ['赵老师']],
    ]);
    const theirs = await list(admin2);
    expect(theirs.data.total).toBe(FLOW_KINDS.length);
    const theirTwo = await detail(theirs.data.list[0].id, admin2);
    expect(theirTwo.data.steps.map((s) => [s.orderNo, s.auditorType, s.roleName])).toEqual([
      [1, 2, ''],
      [2, 1, '审核员'],
    ]);
  });
});

describe('flow template CRUD', () => {
  it('adds a template with ordered steps of every auditor type and reads it back', async () => {
    const env = await add({
      name: '三级审核', kind: 1, remarks: '测试',
      steps: [...twoSteps(), { name: '指定人员终审', auditorType: 3, userIds: [staffB, staffA] }],
    });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '三级审核', kind: 1, stepCount: 3, enabled: true, remarks: '测试' });
    const d = (await detail(env.data.id)).data;
    expect(d.steps.map((s) => s.name)).toEqual(['组织初审', '审核员复审', '指定人员终审']);
    expect(d.steps.map((s) => s.orderNo)).toEqual([1, 2, 3]);
    expect(d.steps[1]).toMatchObject({ roleId: auditorRoleId, roleName: '审核员', userIds: [] });
    expect(new Set(d.steps[2].userIds)).toEqual(new Set([staffA, staffB]));
    expect(new Set(d.steps[2].userNames)).toEqual(new Set(['流程甲', '流程乙']));
    expect((await list(admin, { kind: 1 })).data.list.map((r) => r.name)).toContain('三级审核');
  });

  it('filters by kind and name and pages', async () => {
    const byKind = await list(admin, { kind: 2 });
    expect(byKind.data.list.every((r) => r.kind === 2)).toBe(true);
    const byName = await list(admin, { name: '结项' });
    expect(byName.data.list.map((r) => r.name)).toEqual(['结项审核', '社会实践结项审核']);
    const total = (await list(admin)).data.total;
    const lastPage = await list(admin, { current: Math.ceil(total / 10), size: 10 });
    expect(lastPage.data.list.length).toBe(total - 10 * (Math.ceil(total / 10) - 1));
    expect((await list(admin, { current: Math.ceil(total / 10) + 1, size: 10 })).data.list).toEqual([]);
    expect((await list(admin, { kind: Math.max(...FLOW_KINDS) + 1 })).code).toBe(10002);
  });

  it('updates the template and replaces, reorders and removes steps in one go', async () => {
    const created = (await add({ name: '待修改', kind: 2, steps: twoSteps() })).data;
    const env = await update({
      id: created.id, name: '已修改', kind: 2, enabled: false,
      steps: [{ name: '指定人员', auditorType: 3, userIds: `${staffA}` }],
    });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '已修改', enabled: false, stepCount: 1 });
    expect(env.data.steps).toEqual([{ orderNo: 1, name: '指定人员', auditorType: 3, roleId: null, roleName: '', userIds: [staffA], userNames: ['流程甲'] }]);
  });

  it('refuses to delete an enabled template and deletes a disabled one with its steps', async () => {
    const created = (await add({ name: '待删除', kind: 3, steps: twoSteps() })).data;
    expect(await remove(created.id)).toMatchObject({ code: 10002, msg: '该流程正在启用,请先停用后再删除' });
    await update({ id: created.id, name: '待删除', kind: 3, enabled: 0, steps: twoSteps() });
    expect((await remove(created.id)).code).toBe(0);
    expect(await detail(created.id)).toMatchObject({ code: 10002, msg: '流程不存在' });
    const steps = await t.db.selectFrom('flowSteps').select('id').where('templateId', '=', created.id).execute();
    expect(steps).toEqual([]);
  });
});

describe('validation', () => {
  it('requires a name, a kind and 1–10 steps', async () => {
    expect((await add({ kind: 1, steps: twoSteps() })).msg).toBe('请输入流程名称');
    expect((await add({ name: 'x', steps: twoSteps() })).msg).toBe('请选择流程类型');
    // 4 (blacklist appeals) has no flow; 99 is no kind.
    expect((await add({ name: 'x', kind: 4, steps: twoSteps() })).msg).toBe('请选择流程类型');
    expect((await add({ name: 'x', kind: Math.max(...FLOW_KINDS) + 1, steps: twoSteps() })).code).toBe(10002);
    expect((await add({ name: 'x', kind: 1, steps: [] })).msg).toBe('流程至少需要一个审核步骤');
    expect((await add({ name: 'x', kind: 1 })).msg).toBe('流程至少需要一个审核步骤');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `第${i + 1}步`, auditorType: 2 }));
    expect((await add({ name: 'x', kind: 1, steps: eleven })).msg).toBe('流程最多10个审核步骤');
    const ten = await add({ name: '十步', kind: 1, steps: eleven.slice(0, 10) });
    expect(ten.code).toBe(0);
    expect(ten.data.stepCount).toBe(10);
  });

  it("checks each step's name and auditor", async () => {
    expect((await add({ name: 'x', kind: 1, steps: [{ auditorType: 2 }] })).msg).toBe('请输入步骤名称');
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a' }] })).msg).toBe('请选择审核人类型');
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 4 }] })).code).toBe(10002);
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 2 }, { name: 'b', auditorType: 1 }] })).msg).toBe('第2步请选择审核角色');
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 3, userIds: [] }] })).msg).toBe('第1步请选择审核人');
  });

  it("refuses auditors that do not exist in the school, writing nothing", async () => {
    const otherRole = await roleIdByCode(t, 10002, 'auditor');
    const studentRole = await roleIdByCode(t, 10001, 'student');
    const before = (await list(admin)).data.total;
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 1, roleId: otherRole }] })).msg).toBe('第1步的审核角色不存在');
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 1, roleId: studentRole }] })).msg).toBe('第1步的审核角色不存在');
    const otherUser = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10002).where('identity', '=', 0).executeTakeFirstOrThrow();
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 2 }, { name: 'b', auditorType: 3, userIds: [staffA, otherUser.id] }] })).msg).toBe('第2步的审核人不存在');
    const student = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('identity', '=', 2).executeTakeFirstOrThrow();
    expect((await add({ name: 'x', kind: 1, steps: [{ name: 'a', auditorType: 3, userIds: [student.id] }] })).msg).toBe('第1步的审核人不存在');
    expect((await list(admin)).data.total).toBe(before);
  });

  it('keeps names unique per kind', async () => {
    expect((await add({ name: '结项审核', kind: 2, steps: twoSteps() })).msg).toBe('流程名称「结项审核」已存在');
    expect((await add({ name: '结项审核', kind: 1, steps: twoSteps() })).code).toBe(0);
    const other = (await add({ name: '改名测试', kind: 2, steps: twoSteps() })).data;
    expect((await update({ id: other.id, name: '结项审核', kind: 2, steps: twoSteps() })).msg).toBe('流程名称「结项审核」已存在');
    expect((await update({ id: other.id, name: '改名测试', kind: 2, remarks: '保存自身不冲突', steps: twoSteps() })).code).toBe(0);
  });
});

describe('tenant isolation and permissions', () => {
  it("never shows or changes another school's templates", async () => {
    const mine = (await list(admin)).data.list[0];
    expect((await list(admin2)).data.list.map((r) => r.id)).not.toContain(mine.id);
    expect(await detail(mine.id, admin2)).toMatchObject({ code: 10002, msg: '流程不存在' });
    expect((await update({ id: mine.id, name: '越权', kind: 1, steps: [{ name: 'a', auditorType: 2 }] }, admin2)).msg).toBe('流程不存在');
    expect((await remove(mine.id, admin2)).msg).toBe('流程不存在');
    expect((await detail(mine.id)).data.name).toBe(mine.name);
  });

  it('refuses students and staff without 流程配置, and admits a role granted it', async () => {
    const student = await signInAs(t, 'student');
    const teacher = await signInAs(t, 'teacher');
    for (const token of [student, teacher]) {
      expect((await list(token)).code).toBe(10003);
      expect((await add({ name: 'x', kind: 1, steps: twoSteps() }, token)).code).toBe(10003);
      expect((await remove(1, token)).code).toBe(10003);
    }
    expect((await call(t, 'GET', '/flow/auditor/options', {}, teacher)).code).toBe(10003);
    const role = await addRole(t, admin, { name: '流程管理员', permission: '700,707' });
    await addStaff(t, admin, { code: 'f9003', name: '流程丙', roleIds: [role.id] });
    const granted = await signInStaff(t, 10001, 'f9003');
    expect((await list(granted)).code).toBe(0);
    // 流程配置 carries the role options its editor needs.
    expect((await call(t, 'GET', '/system/role/options', {}, granted)).code).toBe(0);
  });

  it("offers the school's enabled staff as named auditors", async () => {
    const env = await call<{ id: number; name: string }[]>(t, 'GET', '/flow/auditor/options', {}, admin);
    expect(env.code).toBe(0);
    expect(env.data).toContainEqual({ id: staffA, name: '流程甲（f9001）' });
    const ids = env.data.map((o) => o.id);
    const students = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('identity', '=', 2).limit(5).execute();
    expect(ids.some((id) => students.some((s) => s.id === id))).toBe(false);
    const other = (await call<{ id: number }[]>(t, 'GET', '/flow/auditor/options', {}, admin2)).data.map((o) => o.id);
    expect(other).not.toContain(staffA);
  });
});

describe('resolveStepAuditors', () => {
  it('resolves a role to its enabled holders in the school', async () => {
    const role = await addRole(t, admin, { name: '解析角色', permission: '1' });
    const c = (await addStaff(t, admin, { code: 'f9004', roleIds: [role.id] })).id;
    const d = (await addStaff(t, admin, { code: 'f9005', roleIds: [role.id] })).id;
    const e = (await addStaff(t, admin, { code: 'f9006', roleIds: [role.id] })).id;
    await t.db.updateTable('users').set({ status: 0 }).where('id', '=', e).execute();
    expect(await resolveStepAuditors(t.db, 10001, { auditorType: 1, roleId: role.id, userIds: [] })).toEqual([c, d].sort((x, y) => x - y));
    expect(await resolveStepAuditors(t.db, 10002, { auditorType: 1, roleId: role.id, userIds: [] })).toEqual([]);
  });

  it("resolves the organisation leader to the activity organisation's leaders", async () => {
    const org = await t.db
      .insertInto('organizations')
      .values({ schoolId: 10001, name: '流程测试社', nature: 2, userId: staffA })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = (await addStaff(t, admin, { code: 'f9007' })).id;
    await t.db
      .insertInto('organizationMembers')
      .values([
        { schoolId: 10001, organizationId: org.id, userId: staffA, isLeader: true },
        { schoolId: 10001, organizationId: org.id, userId: staffB, isLeader: true },
        { schoolId: 10001, organizationId: org.id, userId: member, isLeader: false },
      ])
      .execute();
    const step = { auditorType: 2, roleId: null, userIds: [] };
    expect(await resolveStepAuditors(t.db, 10001, step, { organizationId: org.id })).toEqual([staffA, staffB].sort((x, y) => x - y));
    expect(await resolveStepAuditors(t.db, 10002, step, { organizationId: org.id })).toEqual([]);
    expect(await resolveStepAuditors(t.db, 10001, step, {})).toEqual([]);
  });

  it('resolves named users to those still enabled in the school', async () => {
    const gone = (await addStaff(t, admin, { code: 'f9008' })).id;
    await t.db.updateTable('users').set({ status: 0 }).where('id', '=', gone).execute();
    const other = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10002).executeTakeFirstOrThrow();
    const step = { auditorType: 3, roleId: null, userIds: [staffB, gone, other.id, staffA] };
    expect(await resolveStepAuditors(t.db, 10001, step)).toEqual([staffA, staffB].sort((x, y) => x - y));
  });
});
