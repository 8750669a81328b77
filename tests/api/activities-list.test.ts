/**
 * GET /activity/list with every parameter of spec §7 (issue 4), its data scope, the xlsx export
 * job, the dashboard figures per module (/activity/classify/lists, /hoursAvg), tenant isolation
 * and permission refusal. The seeded demo activities stay in the database: list assertions filter
 * by the test's own organisations (organizerList) or names.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow, ClassifyCount, ClassifyHoursAvg } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp } from './helpers.js';
import { forceStatus, launch, makeWorld } from './activities-helpers.js';
import { addRole, addStaff, signInStaff } from './staff-helpers.js';
import { getFile, waitJob } from './student-helpers.js';

const ids: Record<string, number> = {};
const t = await fileApp();
const w = await makeWorld(t);
beforeAll(async () => {
  // Six activities across both organisations, categories, flags, statuses, dates and sponsors.
  ids.a1 = (await launch(t, w, { name: '列表-读书会', startTime: '2027-10-10 09:00', endTime: '2027-10-10 11:00' })).id;
  ids.a2 = (await launch(t, w, { name: '列表-环保行', ecology: 1, classifyId: w.moduleId, startTime: '2027-10-11 00:00', endTime: '2027-10-11 02:00' })).id;
  ids.a3 = (await launch(t, w, { name: '列表-创业赛', organizationId: w.orgB, classifyId: w.otherModuleId, flowTemplateId: w.flowOne, startTime: '2027-10-11 23:59', endTime: '2027-10-12 01:00' })).id;
  ids.a4 = (await launch(t, w, { name: '列表-校史讲解', organizationId: w.orgB, startTime: '2027-10-12 00:00', endTime: '2027-10-12 03:00' }, w.admin)).id;
  ids.a5 = (await launch(t, w, { name: '列表-已完成', hours: 4, startTime: '2027-10-01 08:00', endTime: '2027-10-01 10:00', enrollStart: '2027-09-20 08:00', enrollEnd: '2027-09-25 08:00' })).id;
  ids.a6 = (await launch(t, w, { name: '列表-被拒绝', hours: 1, organizationId: w.orgB })).id;
  await forceStatus(t, ids.a5, 12);
  await forceStatus(t, ids.a6, 11);
  await forceStatus(t, ids.a4, 5);
});

const list = (params: object, token = w.admin) =>
  call<Page<ActivityRow>>(t, 'GET', '/activity/list', { current: 1, size: 40, organizerList: `${w.orgA},${w.orgB}`, ...params }, token);
const names = async (params: object, token = w.admin) => {
  const env = await list(params, token);
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data.list.map((r) => r.name);
};

describe('GET /activity/list filters (spec §7)', () => {
  it('lists the organisations’ activities newest first with the row fields', async () => {
    const env = await list({});
    expect(env.data.total).toBe(6);
    expect(env.data.list.map((r) => r.id)).toEqual([ids.a6, ids.a5, ids.a4, ids.a3, ids.a2, ids.a1]);
    const a3 = env.data.list.find((r) => r.id === ids.a3)!;
    expect(a3).toMatchObject({ orgName: expect.stringContaining('测试社团乙'), administrator: '发起人', classifyNameS: '', hours: '2.50', status: 1, applyPeopleNumber: 30, enrollCount: 0, activityLevel: 1 });
    const a1 = env.data.list.find((r) => r.id === ids.a1)!;
    expect(a1).toMatchObject({ classifyName: '思想素养', classifyNameS: '理论学习', startTime: '2027-10-10 09:00', assignFirstOne: '初审', assignSecondOne: '审核甲' });
  });

  it('organizerList takes one or several organisation ids', async () => {
    expect((await names({ organizerList: String(w.orgB) })).sort()).toEqual(['列表-创业赛', '列表-校史讲解', '列表-被拒绝'].sort());
    expect((await list({ organizerList: '1,x' })).code).toBe(10002);
  });

  it('type 1 is current (1–10), type 2 history (11, 12), type 3 held (the dashboard’s 活动数量: all but rejected and refused), absent all', async () => {
    expect(await names({ type: 2 })).toEqual(['列表-被拒绝', '列表-已完成']);
    expect((await names({ type: 1 })).length).toBe(4);
    const held = await names({ type: 3 });
    expect(held).toHaveLength(5);
    expect(held).toContain('列表-已完成');
    expect(held).not.toContain('列表-被拒绝');
    expect((await list({ type: 4 })).code).toBe(10002);
  });

  it('classify is a module with everything below it; classifyId is exactly one category', async () => {
    expect((await names({ classify: w.moduleId })).length).toBe(5);
    expect(await names({ classify: w.otherModuleId })).toEqual(['列表-创业赛']);
    expect(await names({ classifyId: w.moduleId })).toEqual(['列表-环保行']);
    expect((await names({ classifyId: w.subId })).length).toBe(4);
    expect(await names({ classify: 999999 })).toEqual([]);
  });

  it('startDate and endDate are inclusive days of startTime in China time', async () => {
    expect(await names({ startDate: '2027-10-11', endDate: '2027-10-11' })).toEqual(['列表-创业赛', '列表-环保行']);
    expect(await names({ startDate: '2027-10-12' })).toEqual(['列表-校史讲解']);
    expect(await names({ endDate: '2027-10-01' })).toEqual(['列表-已完成']);
    expect(await list({ startDate: '2027-10-12', endDate: '2027-10-11' })).toMatchObject({ code: 10002, msg: '结束日期不能早于开始日期' });
    expect(await list({ startDate: '2027/10/12' })).toMatchObject({ code: 10002, msg: '参数错误: startDate 日期格式应为 yyyy-MM-dd' });
  });

  it('ecology, status, flowTemplateId, sponsorId and name', async () => {
    expect(await names({ ecology: 1 })).toEqual(['列表-环保行']);
    expect(await names({ status: 5 })).toEqual(['列表-校史讲解']);
    expect((await list({ status: 2 })).code).toBe(10002);
    expect(await names({ flowTemplateId: w.flowOne })).toEqual(['列表-创业赛']);
    expect(await names({ sponsorId: w.organiser.id })).not.toContain('列表-校史讲解');
    const admin = await t.db.selectFrom('users').select('id').where('schoolId', '=', 10001).where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(await names({ sponsorId: admin.id })).toEqual(['列表-校史讲解']);
    expect(await names({ name: '校史' })).toEqual(['列表-校史讲解']);
    expect(await names({ name: '%' })).toEqual([]);
  });

  it('pages with current and size', async () => {
    const p1 = await list({ current: 1, size: 10 });
    expect(p1.data.list.length).toBe(6);
    const p2 = await list({ current: 2, size: 10 });
    expect(p2.data.list).toEqual([]);
    expect(p2.data.total).toBe(6);
  });

  it('never lists templates', async () => {
    const env = await call<{ id: number }>(t, 'POST', '/activity/template/save', { name: '列表-模板', organizationId: w.orgA, classifyId: w.subId, flowTemplateId: w.flowTwo, reportFlowTemplateId: w.reportFlow, hours: 1 }, w.admin);
    expect(env.code).toBe(0);
    expect(await names({ name: '模板' })).toEqual([]);
  });
});

describe('data scope of the list', () => {
  it('a college-scoped holder sees their colleges’ activities and their own; an organisation-scoped one their organisations’', async () => {
    const colleges = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).orderBy('id').limit(2).execute();
    await t.db.updateTable('activities').set({ collegeId: colleges[1].id, activityLevel: 2 }).where('id', '=', ids.a1).execute();
    const collegeRole = await addRole(t, w.admin, { name: '院级活动查看', permission: '200,201', dataScope: 2, scopeCollegeId: colleges[1].id });
    const c = await addStaff(t, w.admin, { code: 'lscope1', name: '院级查看', roleIds: [collegeRole.id] });
    const collegeToken = await signInStaff(t, 10001, 'lscope1');
    expect(await names({}, collegeToken)).toEqual(['列表-读书会']);

    const orgRole = await addRole(t, w.admin, { name: '组织活动查看', permission: '200,201', dataScope: 3 });
    const o = await addStaff(t, w.admin, { code: 'lscope2', name: '组织查看', roleIds: [orgRole.id] });
    await t.db.insertInto('organizationMembers').values({ schoolId: 10001, organizationId: w.orgB, userId: o.id, isLeader: true }).execute();
    const orgToken = await signInStaff(t, 10001, 'lscope2');
    expect((await names({}, orgToken)).sort()).toEqual(['列表-创业赛', '列表-校史讲解', '列表-被拒绝'].sort());
    expect(c.id).toBeGreaterThan(0);
  });
});

describe('GET /activity/export', () => {
  it('exports the filtered list as an xlsx job with Chinese headers and status labels', async () => {
    const env = await call<{ id: string; jobId: string }>(t, 'GET', '/activity/export', { organizerList: `${w.orgA},${w.orgB}`, type: 2 }, w.admin);
    expect(env.code).toBe(0);
    expect(env.data.jobId).toBe(env.data.id);
    const job = await waitJob<{ rows: number }>(t, env.data.id, w.admin);
    expect(job).toMatchObject({ status: 'done', kind: 'activity-export', result: { rows: 2 } });
    const res = await getFile(t, '/jobs/download', { id: env.data.id }, w.admin);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['活动编号', '活动名称', '组织', '负责人']);
    const statusCol = header.indexOf('状态') + 1;
    const rows = [2, 3].map((i) => [sheet.getRow(i).getCell(2).value, sheet.getRow(i).getCell(statusCol).value]);
    expect(rows.map((r) => r[0])).toEqual(['列表-被拒绝', '列表-已完成']);
    expect(rows[1][1]).toBe('已完成');
    expect(sheet.rowCount).toBe(3);
  });
});

describe('GET /activity/classify/lists and /hoursAvg', () => {
  it('counts activities per module (not templates, not 3 or 11) and averages hours (completed, else approved)', async () => {
    const counts = await call<ClassifyCount[]>(t, 'GET', '/activity/classify/lists', {}, w.admin);
    expect(counts.code).toBe(0);
    expect(counts.data.map((c) => c.name)).toEqual(['思想素养', '创新创业', '技能特长', '社会实践', '志愿公益', '文化活动', '成长记录']);
    // Against the school's own data at this moment.
    const rows = await t.db.selectFrom('activities as a').innerJoin('classifies as c', 'c.id', 'a.classifyId')
      .select(['a.status', 'a.classifyId', 'c.parentId', 'a.hours']).where('a.schoolId', '=', 10001).where('a.isTemplate', '=', false).execute();
    const moduleOf = (r: { classifyId: number; parentId: number }) => (r.parentId === 0 ? r.classifyId : r.parentId);
    const expected = rows.filter((r) => ![3, 11].includes(r.status) && moduleOf(r) === w.moduleId).length;
    expect(counts.data[0].classifyCount).toBe(expected);
    const avg = await call<ClassifyHoursAvg[]>(t, 'GET', '/activity/classify/hoursAvg', {}, w.admin);
    const done = rows.filter((r) => r.status === 12 && moduleOf(r) === w.moduleId).map((r) => Number(r.hours));
    expect(done).toContain(4);
    expect(avg.data[0]).toEqual({ name: '思想素养', avgHours: (done.reduce((a, b) => a + b, 0) / done.length).toFixed(2), maxHours: Math.max(...done).toFixed(2) });
  });

  it('school 10002 sees its own figures only', async () => {
    const env = await call<ClassifyCount[]>(t, 'GET', '/activity/classify/lists', {}, w.admin2);
    expect(env.code).toBe(0);
    const theirs = await t.db.selectFrom('activities').select('id').where('schoolId', '=', 10002).where('isTemplate', '=', false).where('status', 'not in', [3, 11]).execute();
    expect(env.data.reduce((s, c) => s + c.classifyCount, 0)).toBe(theirs.length);
  });
});

describe('tenant isolation and permission refusal', () => {
  it('school 10002 never sees 10001’s activities', async () => {
    const env = await call<Page<ActivityRow>>(t, 'GET', '/activity/list', { current: 1, size: 40, organizerList: `${w.orgA},${w.orgB}` }, w.admin2);
    expect(env.data).toEqual({ list: [], total: 0 });
    const all = await call<Page<ActivityRow>>(t, 'GET', '/activity/list', { current: 1, size: 40, name: '列表-' }, w.admin2);
    expect(all.data.total).toBe(0);
  });

  it('refuses a student and a staff member without the module (10003)', async () => {
    for (const token of [w.student, w.outsider.token, w.organiser.token]) {
      expect((await call(t, 'GET', '/activity/list', { current: 1, size: 10 }, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/activity/export', {}, token)).code).toBe(10003);
    }
    for (const path of ['/activity/classify/lists', '/activity/classify/hoursAvg']) expect((await call(t, 'GET', path, {}, w.student)).code).toBe(10003);
  });
});
