/**
 * Declaration projects (issue 5; spec §2 /communist/project, project/detail, project/edit): create,
 * change, enable, delete with their validation (each message names the field), the list with its
 * filters and counts, who may read and write, and tenant isolation.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectFormOptions, ProjectRow } from '../../common/declarations.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp, signInAs } from './helpers.js';
import { flowIdOf, makeStaff } from './activity-fixture.js';
import { audit, createProject, declare, makeDeclWorld, projectDetail, projectInput, S, students, unique, wireTime } from './declarations-helpers.js';

const t = await fileApp();
const w = await makeDeclWorld(t);

const DAY = 86_400_000;
const add = (body: Record<string, unknown>, token = w.admin) => call<{ id: number }>(t, 'POST', '/project/add', body, token);
const update = (body: Record<string, unknown>, token = w.admin) => call<{ id: number }>(t, 'POST', '/project/update', body, token);
const list = (params: Record<string, unknown> = {}, token = w.admin) => call<Page<ProjectRow>>(t, 'GET', '/project/list', { current: 1, size: 40, ...params }, token);

describe('POST /project/add', () => {
  it('creates a project with its options in order, enabled and open now', async () => {
    const p = await createProject(t, w, { name: unique('挑战杯'), organizationId: (await t.db.selectFrom('organizations').select('id').where('schoolId', '=', S).orderBy('id').executeTakeFirstOrThrow()).id });
    expect(p).toMatchObject({ classifyId: w.classifyId, classifyName: '学科竞赛', flowTemplateId: w.flowOne, enabled: true, open: true, applyCount: 0, description: '测试用项目', evidence: '获奖证书' });
    expect(p.organizationName).not.toBe('');
    expect(p.options.map((o) => [o.name, o.hours, o.orderNo])).toEqual([['国家级', '12.00', 1], ['省级', '8.00', 2], ['校级', '4.00', 3]]);
    expect(p.applyStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('names the field of every bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '参数错误: name 不能为空'],
      [{ name: 'x'.repeat(51) }, '参数错误: name 格式不正确'],
      [{ classifyId: 999999 }, '参数错误: classifyId 分类不存在'],
      [{ organizationId: 999999 }, '参数错误: organizationId 组织不存在'],
      [{ flowTemplateId: await flowIdOf(t, S, '结项审核') }, '参数错误: flowTemplateId 必须是申报审核流程'],
      [{ flowTemplateId: 999999 }, '参数错误: flowTemplateId 审核流程不存在'],
      [{ applyStart: wireTime(2 * DAY), applyEnd: wireTime(DAY) }, '开始时间不能晚于结束时间'],
      [{ applyStart: '2026-13-01 00:00' }, '参数错误: applyStart 时间格式应为 YYYY-MM-DD HH:mm'],
      [{ options: [] }, '参数错误: options 至少填写1个奖项级别'],
      [{ options: undefined }, '参数错误: options 至少填写1个奖项级别'],
      [{ options: Array.from({ length: 21 }, (_, i) => ({ name: `第${i}名`, hours: 1 })) }, '参数错误: options 最多20个奖项级别'],
      [{ options: [{ name: '一等奖', hours: 2 }, { name: '一等奖', hours: 1 }] }, '参数错误: options.1.name 奖项级别「一等奖」重复'],
      [{ options: [{ name: '一等奖', hours: 0 }] }, '参数错误: options.0.hours 必须大于0且不超过999.99,最多两位小数'],
      [{ options: [{ name: '一等奖', hours: '1000' }] }, '参数错误: options.0.hours 必须大于0且不超过999.99,最多两位小数'],
      [{ options: [{ name: '一等奖', hours: '1.234' }] }, '参数错误: options.0.hours 必须大于0且不超过999.99,最多两位小数'],
      [{ options: [{ name: '', hours: '1' }] }, '参数错误: options.0.name 不能为空'],
    ];
    for (const [over, msg] of cases) expect(await add(projectInput(w, over)), JSON.stringify(over)).toMatchObject({ code: 10002, msg });
    expect(await add(projectInput(w, { options: [{ name: '满分', hours: '999.99' }] }))).toMatchObject({ code: 0 });
  });

  it('accepts bare days for the window: the start of the first, the end of the last', async () => {
    const env = await add(projectInput(w, { applyStart: '2027-03-01', applyEnd: '2027-03-31' }));
    const p = await projectDetail(t, w, env.data.id);
    expect([p.applyStart, p.applyEnd, p.open]).toEqual(['2027-03-01 00:00', '2027-03-31 23:59', false]);
  });

  it('refuses a second project of the same name, and a disabled flow', async () => {
    const name = unique('同名');
    await createProject(t, w, { name });
    expect(await add(projectInput(w, { name }))).toMatchObject({ code: 10002, msg: '参数错误: name 已存在同名项目' });
    await t.db.updateTable('flowTemplates').set({ enabled: false }).where('id', '=', w.flowTwo).execute();
    expect(await add(projectInput(w, { flowTemplateId: w.flowTwo }))).toMatchObject({ code: 10002, msg: '参数错误: flowTemplateId 审核流程未启用' });
    await t.db.updateTable('flowTemplates').set({ enabled: true }).where('id', '=', w.flowTwo).execute();
  });

  it('is refused (10003) without /communist/project: the auditor, a student, the list-only teacher role', async () => {
    const student = await signInAs(t, 'student');
    expect((await add(projectInput(w), w.auditorA.token)).code).toBe(10003);
    expect((await add(projectInput(w), student)).code).toBe(10003);
    expect((await add(projectInput(w), w.manager.token)).code).toBe(0);
  });
});

describe('POST /project/update', () => {
  it('renames, re-hours, reorders, adds and removes options; changes the window and category', async () => {
    const p = await createProject(t, w);
    const [nat, prov, school] = p.options;
    const env = await update({
      ...projectInput(w, { name: p.name, classifyId: w.otherClassifyId, applyEnd: wireTime(20 * DAY) }), id: p.id,
      options: [{ id: school.id, name: '校级奖', hours: '5' }, { id: nat.id, name: '国家级', hours: '15' }, { name: '院级', hours: '2' }],
    });
    expect(env).toMatchObject({ code: 0, data: { id: p.id } });
    const after = await projectDetail(t, w, p.id);
    expect(after.classifyName).toBe('志愿服务');
    expect(after.options.map((o) => [o.name, o.hours])).toEqual([['校级奖', '5.00'], ['国家级', '15.00'], ['院级', '2.00']]);
    expect(after.options.some((o) => o.id === prov.id)).toBe(false);
    expect(after.options[0].id).toBe(school.id);
  });

  it('freezes a declared option: it may be renamed but not re-houred or removed', async () => {
    const p = await createProject(t, w);
    const [student] = await students(t, 1);
    await declare(t, student, p, '省级');
    const [nat, prov, school] = p.options;
    const base = { ...projectInput(w, { name: p.name }), id: p.id };
    expect(await update({ ...base, options: [nat, { id: prov.id, name: '省级', hours: '9' }, school] })).toMatchObject({ code: 10002, msg: '奖项级别「省级」已有申报,学时不能修改' });
    expect(await update({ ...base, options: [nat, school] })).toMatchObject({ code: 10002, msg: '奖项级别「省级」已有申报,不能删除' });
    expect(await update({ ...base, options: [nat, { id: prov.id, name: '省级奖项', hours: '8.00' }] })).toMatchObject({ code: 0 });
    expect((await projectDetail(t, w, p.id)).options.map((o) => o.name)).toEqual(['国家级', '省级奖项']);
  });

  it('refuses an option id of another project and an unknown project', async () => {
    const a = await createProject(t, w);
    const b = await createProject(t, w);
    expect(await update({ ...projectInput(w, { name: a.name }), id: a.id, options: [{ id: b.options[0].id, name: 'x', hours: 1 }] })).toMatchObject({ code: 10002, msg: '参数错误: options.0.id 奖项级别不存在' });
    expect(await update({ ...projectInput(w), id: 99999999 })).toMatchObject({ code: 10002, msg: '项目不存在' });
  });
});

describe('enable and delete', () => {
  it('a disabled project is not open; enabling opens it again', async () => {
    const p = await createProject(t, w);
    expect(await call(t, 'POST', '/project/enable', { id: p.id, enabled: 0 }, w.admin)).toMatchObject({ code: 0, data: { id: p.id, enabled: false } });
    expect(await projectDetail(t, w, p.id)).toMatchObject({ enabled: false, open: false });
    expect(await call(t, 'POST', '/project/enable', { id: p.id, enabled: true }, w.admin)).toMatchObject({ code: 0, data: { enabled: true } });
    expect((await projectDetail(t, w, p.id)).open).toBe(true);
    expect(await call(t, 'POST', '/project/enable', { id: p.id }, w.admin)).toMatchObject({ code: 10002, msg: '参数错误: enabled 不能为空' });
  });

  it('deletes a project nobody declared; refuses one with declarations, even withdrawn ones', async () => {
    const empty = await createProject(t, w);
    expect(await call(t, 'POST', '/project/delete', { id: empty.id }, w.admin)).toMatchObject({ code: 0 });
    expect(await call(t, 'GET', '/project/detail', { id: empty.id }, w.admin)).toMatchObject({ code: 10002, msg: '项目不存在' });
    const used = await createProject(t, w);
    const [student] = await students(t, 1);
    const id = await declare(t, student, used, '校级');
    await call(t, 'POST', '/project/apply/withdraw', { id }, student.token);
    expect(await call(t, 'POST', '/project/delete', { id: used.id }, w.admin)).toMatchObject({ code: 10002, msg: '该项目已有申报,不能删除' });
  });
});

describe('GET /project/list, /project/detail, /project/options', () => {
  it('filters by name, category (with the categories below it), open and enabled, newest first, with counts by status', async () => {
    const tag = unique('筛选');
    const a = await createProject(t, w, { name: `${tag}甲` });
    const b = await createProject(t, w, { name: `${tag}乙`, classifyId: w.otherClassifyId, applyStart: wireTime(-10 * DAY), applyEnd: wireTime(-DAY) });
    const c = await createProject(t, w, { name: `${tag}丙` });
    await call(t, 'POST', '/project/enable', { id: c.id, enabled: 0 }, w.admin);
    const names = async (params: Record<string, unknown>) => (await list({ name: tag, ...params })).data.list.map((r) => r.name);
    expect(await names({})).toEqual([c.name, b.name, a.name]);
    expect(await names({ open: 1 })).toEqual([a.name]);
    expect(await names({ open: 0 })).toEqual([c.name, b.name]);
    expect(await names({ enabled: 0 })).toEqual([c.name]);
    expect(await names({ enabled: 1 })).toEqual([b.name, a.name]);
    expect(await names({ classifyId: w.otherClassifyId })).toEqual([b.name]);
    const module = (await t.db.selectFrom('classifies').select('parentId').where('id', '=', w.classifyId).executeTakeFirstOrThrow()).parentId;
    expect(await names({ classifyId: module })).toEqual([c.name, a.name]);
    expect((await list({ name: tag, size: 10, current: 1 })).data.total).toBe(3);

    const [s1, s2, s3] = await students(t, 3);
    const d1 = await declare(t, s1, a, '国家级');
    await declare(t, s2, a, '省级');
    const d3 = await declare(t, s3, a, '校级');
    await audit(t, w.auditorA.token, [d1], 1);
    await call(t, 'POST', '/project/apply/withdraw', { id: d3 }, s3.token);
    const row = (await list({ name: `${tag}甲` })).data.list[0];
    expect(row).toMatchObject({ applyCount: 2, pendingCount: 1, approvedCount: 1, flowTemplateName: expect.any(String), classifyName: '学科竞赛' });
  });

  it('is readable with the project, the declaration list or the review module, and by nobody else', async () => {
    const p = await createProject(t, w);
    const listOnly = await makeStaff(t, S, ['/communist/project/apply']);
    for (const token of [w.manager.token, w.auditorA.token, listOnly.token, await signInAs(t, 'teacher')]) {
      expect((await list({}, token)).code).toBe(0);
      expect((await call<ProjectDetail>(t, 'GET', '/project/detail', { id: p.id }, token)).data.id).toBe(p.id);
      expect((await call<{ id: number; name: string }[]>(t, 'GET', '/project/options', {}, token)).data).toContainEqual({ id: p.id, name: p.name });
    }
    const nobody = await makeStaff(t, S, ['/dashboard']);
    const student = await signInAs(t, 'student');
    for (const token of [nobody.token, student]) {
      expect((await list({}, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/project/detail', { id: p.id }, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/project/options', {}, token)).code).toBe(10003);
    }
  });

  it('keeps schools apart: another school sees none of these projects and cannot touch them', async () => {
    const p = await createProject(t, w);
    expect((await list({}, w.admin2)).data.list.some((r) => r.id === p.id)).toBe(false);
    expect(await call(t, 'GET', '/project/detail', { id: p.id }, w.admin2)).toMatchObject({ code: 10002, msg: '项目不存在' });
    expect(await call(t, 'POST', '/project/enable', { id: p.id, enabled: 0 }, w.admin2)).toMatchObject({ code: 10002, msg: '项目不存在' });
    expect(await call(t, 'POST', '/project/delete', { id: p.id }, w.admin2)).toMatchObject({ code: 10002, msg: '项目不存在' });
    expect(await call(t, 'POST', '/project/update', { ...projectInput(w), id: p.id }, w.admin2)).toMatchObject({ code: 10002 });
    expect((await projectDetail(t, w, p.id)).enabled).toBe(true);
  });
});

describe('GET /project/form/options', () => {
  it('gives a holder of only 项目列表 the categories, organisations and enabled 申报审核 flows — no other kind', async () => {
    const env = await call<ProjectFormOptions>(t, 'GET', '/project/form/options', {}, w.manager.token);
    expect(env.code).toBe(0);
    const kind3 = await t.db.selectFrom('flowTemplates').select(['id', 'name']).where('schoolId', '=', S).where('kind', '=', 3).where('enabled', '=', true).orderBy('id').execute();
    expect(env.data.flows).toEqual(kind3);
    expect(env.data.flows.map((f) => f.id)).toEqual(expect.arrayContaining([w.flowOne, w.flowTwo]));
    expect(env.data.flows.map((f) => f.id)).not.toContain(await flowIdOf(t, S, '结项审核'));
    expect(env.data.classifies.map((c) => c.parentId)).toEqual(env.data.classifies.map(() => 0));
    const orgs = await t.db.selectFrom('organizations').select((eb) => eb.fn.countAll<string>().as('n')).where('schoolId', '=', S).executeTakeFirstOrThrow();
    expect(env.data.organizations).toHaveLength(Number(orgs.n));
  });

  it('refuses staff without the project module and students (10003)', async () => {
    const reviewer = w.auditorA.token;
    expect((await call(t, 'GET', '/project/form/options', {}, reviewer)).code).toBe(10003);
    expect((await call(t, 'GET', '/project/form/options', {}, await signInAs(t, 'student'))).code).toBe(10003);
  });
});
