/**
 * Launching activities (issue 4): POST /activity/add with its validation (messages name the
 * field, spec §5 date range), the opened first-review task and history, the detail's readers and
 * actions, update (only at step 1 or when rejected), resubmit and copy, poster and attachments
 * from uploads, the launch options, college-level activities (spec §3 activityLevel), tenant
 * isolation and permission refusal.
 */
import path from 'node:path';
import { makeStaff } from './activity-fixture.js';
import { describe, expect, it } from 'vitest';
import type { ActivityDetail, UploadedFile } from '../../common/activities.js';
import { ACCOUNTS, call, fileApp } from './helpers.js';
import { activityInput, auditFirst, forceStatus, launch, makeWorld } from './activities-helpers.js';
import { uploadEnvelope } from './student-helpers.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const t = await fileApp({ tmpDataDir: 'sc-launch-' });
const w = await makeWorld(t);

const add = (overrides: Record<string, unknown>, token = w.organiser.token) => call<ActivityDetail>(t, 'POST', '/activity/add', activityInput(w, overrides), token);
const detail = (id: number, token = w.organiser.token) => call<ActivityDetail>(t, 'GET', '/activity/detail', { id }, token);
const update = (id: number, overrides: Record<string, unknown>, token = w.organiser.token) =>
  call<ActivityDetail>(t, 'POST', '/activity/update', { id, ...activityInput(w, overrides) }, token);

describe('POST /activity/add', () => {
  it('creates status 1 at step 1, opens the first step’s task and records the creation', async () => {
    const env = await add({ name: '发起-迎新晚会', description: '介绍', limitType: 2, enrollMode: 2, signMode: 2, latitude: 30.5, longitude: 114.3, radiusM: 200 });
    expect(env.code, JSON.stringify(env)).toBe(0);
    const d = env.data;
    expect(d).toMatchObject({
      name: '发起-迎新晚会', status: 1, stepNo: 1, organizationId: w.orgA, classifyId: w.subId, flowTemplateId: w.flowTwo,
      reportFlowTemplateId: w.reportFlow, administratorId: w.organiser.id, createdBy: w.organiser.id, hours: '2.50', limitType: 2,
      enrollStart: '2027-10-01 08:00', enrollEnd: '2027-10-05 18:00', startTime: '2027-10-10 09:00', endTime: '2027-10-10 11:30',
      enrollMode: 2, signMode: 2, latitude: 30.5, longitude: 114.3, radiusM: 200, applyPeopleNumber: 30, isTemplate: false,
      assignFirstOne: '初审', assignSecondOne: '审核甲', lotterySeed: null,
    });
    expect(d.actions).toEqual(['edit', 'copy']);
    expect(d.history).toEqual([expect.objectContaining({ action: 'create', actionName: '创建活动', actorName: '发起人', fromStatus: null, toStatus: 1 })]);
    const task = await t.db.selectFrom('auditTasks').selectAll().where('relationId', '=', d.id).where('sourceType', '=', 1).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ stepNo: 1, stepCount: 2, stepName: '初审', auditorIds: [w.auditorA.id], applicantId: w.organiser.id, taskName: '发起-迎新晚会', doneAt: null });
    const row = await t.db.selectFrom('activities').select(['termId', 'qrSecret']).where('id', '=', d.id).executeTakeFirstOrThrow();
    const term = await t.db.selectFrom('terms').select('name').where('id', '=', row.termId!).executeTakeFirstOrThrow();
    expect(term.name).toBe('2027-2028学年第一学期');
    expect(row.qrSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(d)).not.toContain(row.qrSecret);
  });

  it('accepts ISO times and numeric hours; the limit type defaults to the category’s', async () => {
    const env = await add({ startTime: '2027-10-10T01:00:00Z', endTime: '2027-10-10T03:00:00.000Z', hours: 3 });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ startTime: '2027-10-10 09:00', endTime: '2027-10-10 11:00', hours: '3.00', limitType: 1 });
  });

  it('keeps the poster and attachments uploaded to the school', async () => {
    const poster = await uploadEnvelope<UploadedFile>(t, '/upload/image', [{ name: 'p.png', content: PNG }], {}, w.organiser.token);
    const pdf = await uploadEnvelope<UploadedFile>(t, '/upload/file', [{ name: '方案.pdf', content: PDF }], {}, w.organiser.token);
    const env = await add({ posterUrl: poster.data.url, attachments: [pdf.data] });
    expect(env.code, JSON.stringify(env)).toBe(0);
    expect(env.data.posterUrl).toBe(poster.data.url);
    expect(env.data.attachments).toEqual([{ id: pdf.data.id, url: pdf.data.url, name: '方案.pdf', type: 5, size: PDF.length }]);
    expect(await add({ posterUrl: pdf.data.url })).toMatchObject({ code: 10002, msg: '参数错误: posterUrl 海报必须是图片' });
    expect(await add({ posterUrl: '/api/files/0123456789abcdef0123456789abcdef.png' })).toMatchObject({ code: 10002, msg: '参数错误: posterUrl 文件不存在,请重新上传' });
    expect(await add({ attachments: [{ url: 'http://evil/x.pdf' }] })).toMatchObject({ code: 10002, msg: '参数错误: attachments.0 文件不存在,请重新上传' });
    const tooMany = Array.from({ length: 10 }, () => pdf.data);
    expect(await add({ attachments: tooMany })).toMatchObject({ code: 10002, msg: '参数错误: attachments 最多 9 个' });
    // Another school's upload is not usable.
    const theirs = await uploadEnvelope<UploadedFile>(t, '/upload/image', [{ name: 'q.png', content: PNG }], {}, w.admin2);
    expect((await add({ posterUrl: theirs.data.url })).code).toBe(10002);
  });

  it('names the field of each validation error', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '参数错误: name 不能为空'],
      [{ name: 'x'.repeat(51) }, '参数错误: name 格式不正确'],
      [{ capacity: 0 }, '参数错误: capacity 必须是正整数'],
      [{ capacity: '2.5' }, '参数错误: capacity 必须是正整数'],
      [{ capacity: undefined }, '参数错误: capacity 不能为空'],
      [{ hours: 0 }, '参数错误: hours 必须是大于0且最多两位小数的数字'],
      [{ hours: '1.234' }, '参数错误: hours 必须是大于0且最多两位小数的数字'],
      [{ enrollStart: '2027-10-01' }, '参数错误: enrollStart 时间格式应为 YYYY-MM-DD HH:mm'],
      [{ startTime: '2027-02-30 09:00' }, '参数错误: startTime 时间格式应为 YYYY-MM-DD HH:mm'],
      [{ enrollEnd: '2027-09-30 08:00' }, '报名截止时间不能早于报名开始时间'],
      [{ startTime: '2027-10-04 08:00' }, '活动开始时间不能早于报名截止时间'],
      [{ endTime: '2027-10-10 08:00' }, '活动结束时间不能早于活动开始时间'],
      [{ radiusM: 100 }, '设置签到范围时必须填写活动地点的经纬度'],
      [{ latitude: 91, longitude: 0 }, '参数错误: latitude 必须在 -90 到 90 之间'],
      [{ enrollMode: 4 }, '参数错误: enrollMode 格式不正确'],
      [{ organizationId: 999999 }, '参数错误: organizationId 组织不存在'],
      [{ classifyId: 999999 }, '参数错误: classifyId 分类不存在'],
      [{ flowTemplateId: w.reportFlow }, '参数错误: flowTemplateId 必须是活动审核流程'],
      [{ reportFlowTemplateId: w.flowTwo }, '参数错误: reportFlowTemplateId 必须是结项审核流程'],
      [{ administratorId: 999999 }, '参数错误: administratorId 活动负责人不存在'],
      [{ activityLevel: 2 }, '参数错误: collegeId 院级活动必须选择学院'],
    ];
    for (const [overrides, msg] of cases) {
      const env = await add(overrides);
      expect(env, JSON.stringify(overrides)).toMatchObject({ code: 10002, msg });
    }
  });

  it('refuses a flow without steps or disabled (10002)', async () => {
    const empty = await t.db.insertInto('flowTemplates').values({ schoolId: 10001, name: '空流程', kind: 1 }).returning('id').executeTakeFirstOrThrow();
    expect(await add({ flowTemplateId: empty.id })).toMatchObject({ code: 10002, msg: '参数错误: flowTemplateId 审核流程没有审核步骤' });
    await t.db.updateTable('flowTemplates').set({ enabled: false }).where('id', '=', empty.id).execute();
    expect(await add({ flowTemplateId: empty.id })).toMatchObject({ code: 10002, msg: '参数错误: flowTemplateId 审核流程未启用' });
  });

  it('launches only for organisations the caller leads, unless an activity administrator', async () => {
    const other = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', 10001).where('name', '=', '摄影协会').executeTakeFirstOrThrow();
    expect(await add({ organizationId: other.id })).toMatchObject({ code: 10003, msg: '只能为您负责的组织发起活动' });
    expect((await add({ organizationId: other.id, flowTemplateId: w.flowOne }, w.admin)).code).toBe(0);
  });

  it('is refused to students, staff without the module and other schools', async () => {
    expect((await add({}, w.student)).code).toBe(10003);
    expect((await add({}, w.outsider.token)).code).toBe(10003);
    expect(await add({}, w.admin2)).toMatchObject({ code: 10002, msg: '参数错误: organizationId 组织不存在' });
  });
});

describe('GET /activity/detail', () => {
  it('is readable by organiser, auditor and admin, with each one’s actions', async () => {
    const d = await launch(t, w, { name: '详情-读者' });
    expect((await detail(d.id)).data.actions).toEqual(['edit', 'copy']);
    expect((await detail(d.id, w.auditorA.token)).data.actions).toEqual(['approveStep', 'reject']);
    expect((await detail(d.id, w.admin)).data.actions).toEqual(['approveStep', 'reject', 'edit', 'copy']);
    // The step-2 auditor has no task yet.
    expect((await detail(d.id, w.auditorB.token)).code).toBe(10003);
    expect((await detail(d.id, w.outsider.token)).code).toBe(10003);
    expect(await detail(d.id, w.admin2)).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('actions follow the status: qr 6–8, backfill 7/8/10, report 8/10, transitions by the table', async () => {
    const d = await launch(t, w, { name: '详情-动作' });
    const actionsAt = async (status: number) => {
      await t.db.updateTable('activities').set({ status, stepNo: 0 }).where('id', '=', d.id).execute();
      return (await detail(d.id)).data.actions;
    };
    expect(await actionsAt(3)).toEqual(['resubmit', 'edit', 'copy']);
    expect(await actionsAt(4)).toEqual(['openEnrollment', 'copy']);
    expect(await actionsAt(6)).toEqual(['start', 'copy', 'qr']);
    expect(await actionsAt(7)).toEqual(['end', 'copy', 'qr', 'backfill']);
    expect(await actionsAt(8)).toEqual(['submitReport', 'copy', 'qr', 'backfill', 'report']);
    expect(await actionsAt(10)).toEqual(['submitReport', 'copy', 'backfill', 'report']);
    expect(await actionsAt(12)).toEqual(['copy']);
  });

  it('a student reads an activity open to students or one they enrolled in, without history', async () => {
    const d = await launch(t, w, { name: '详情-学生' });
    expect((await detail(d.id, w.student)).code).toBe(10003);
    await forceStatus(t, d.id, 5);
    const env = await detail(d.id, w.student);
    expect(env.code).toBe(0);
    expect(env.data.history).toEqual([]);
    expect(env.data.actions).toEqual([]);
    await forceStatus(t, d.id, 12);
    expect((await detail(d.id, w.student)).code).toBe(10003);
  });
});

describe('update, resubmit and copy', () => {
  it('updates at step 1; a changed flow reopens step 1 with its auditors', async () => {
    const d = await launch(t, w, { name: '修改-一' });
    const env = await update(d.id, { name: '修改-一（改）', capacity: 50, flowTemplateId: w.flowOne });
    expect(env.code, JSON.stringify(env)).toBe(0);
    expect(env.data).toMatchObject({ name: '修改-一（改）', applyPeopleNumber: 50, status: 1, stepNo: 1, assignFirstOne: '唯一审核' });
    expect(env.data.history.map((h) => h.action)).toEqual(['create', 'update']);
    const open = await t.db.selectFrom('auditTasks').select(['stepName', 'taskName']).where('relationId', '=', d.id).where('sourceType', '=', 1).where('doneAt', 'is', null).execute();
    expect(open).toEqual([{ stepName: '唯一审核', taskName: '修改-一（改）' }]);
  });

  it('refuses an update once a step passed, and by anyone but the organiser or an admin', async () => {
    const d = await launch(t, w, { name: '修改-二' });
    expect((await update(d.id, {}, w.auditorA.token)).code).toBe(10003);
    expect((await auditFirst(t, w.auditorA.token, [d.id], 'pass')).code).toBe(0);
    expect(await update(d.id, { name: '修改-二（改）' })).toMatchObject({ code: 10002, msg: '当前状态不能修改活动' });
    expect(await update(d.id, {}, w.admin2)).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('a rejected activity is edited and resubmitted to step 1', async () => {
    const d = await launch(t, w, { name: '修改-三' });
    expect((await auditFirst(t, w.auditorA.token, [d.id], 'reject', '时间冲突')).code).toBe(0);
    expect((await detail(d.id)).data).toMatchObject({ status: 3, reason: '时间冲突', actions: ['resubmit', 'edit', 'copy'] });
    expect((await update(d.id, { startTime: '2027-10-11 09:00', endTime: '2027-10-11 11:00' })).code).toBe(0);
    const env = await call<ActivityDetail>(t, 'POST', '/activity/resubmit', { id: d.id }, w.organiser.token);
    expect(env.data).toMatchObject({ status: 1, stepNo: 1, reason: '', assignFirstOne: '初审' });
    const again = await call(t, 'POST', '/activity/resubmit', { id: d.id }, w.organiser.token);
    expect(again).toMatchObject({ code: 10002, msg: '当前状态「审核中」不能执行「重新提交」' });
  });

  it('copies an activity into a new submission', async () => {
    const src = await launch(t, w, { name: '复制-源活动', description: '原文' });
    await forceStatus(t, src.id, 12);
    const env = await call<ActivityDetail>(t, 'POST', '/activity/copy', { id: src.id }, w.organiser.token);
    expect(env.code, JSON.stringify(env)).toBe(0);
    expect(env.data).toMatchObject({ name: '复制-源活动（复制）', description: '原文', status: 1, stepNo: 1, organizationId: w.orgA, hours: '2.50' });
    expect(env.data.id).not.toBe(src.id);
    const row = await t.db.selectFrom('activities').select(['copiedFrom', 'qrSecret']).where('id', '=', env.data.id).executeTakeFirstOrThrow();
    expect(row.copiedFrom).toBe(src.id);
    expect((await call(t, 'POST', '/activity/copy', { id: src.id }, w.student)).code).toBe(10003);
    expect((await call(t, 'POST', '/activity/copy', { id: src.id }, w.admin2)).code).toBe(10002);
  });
});

describe('permission refusal and tenant isolation of every write', () => {
  it('refuses students and staff without the launch module (10003), and other schools (10002)', async () => {
    const d = await launch(t, w, { name: '权限-写' });
    for (const token of [w.student, w.outsider.token, w.auditorA.token]) {
      expect((await add({}, token)).code).toBe(10003);
      expect((await update(d.id, {}, token)).code).toBe(10003);
      expect((await call(t, 'POST', '/activity/resubmit', { id: d.id }, token)).code).toBe(10003);
      expect((await call(t, 'POST', '/activity/copy', { id: d.id }, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/activity/options', {}, token)).code).toBe(10003);
    }
    for (const path of ['/activity/resubmit', '/activity/copy']) expect(await call(t, 'POST', path, { id: d.id }, w.admin2)).toMatchObject({ code: 10002, msg: '活动不存在' });
    expect((await detail(d.id)).data).toMatchObject({ name: '权限-写', status: 1 });
  });
});

describe('GET /activity/options', () => {
  it('offers the caller’s organisations, enabled flows of kinds 1 and 2, the tree and staff', async () => {
    const env = await call<{ organizations: { id: number }[]; flows: { kind: number }[]; classifies: unknown[]; administrators: { id: number; name: string }[] }>(
      t, 'GET', '/activity/options', {}, w.organiser.token,
    );
    expect(env.code).toBe(0);
    expect(env.data.organizations.map((o) => o.id)).toEqual([w.orgA, w.orgB]);
    expect(new Set(env.data.flows.map((f) => f.kind))).toEqual(new Set([1, 2]));
    expect(env.data.classifies.length).toBe(7);
    expect(env.data.administrators.some((a) => a.id === w.organiser.id)).toBe(true);
    const all = await call<{ organizations: unknown[] }>(t, 'GET', '/activity/options', {}, w.admin);
    expect(all.data.organizations.length).toBeGreaterThan(2);
    expect((await call(t, 'GET', '/activity/options', {}, w.student)).code).toBe(10003);
  });

  it('gives a holder of the activity list alone every organisation, for the list filters', async () => {
    const viewer = await makeStaff(t, 10001, ['/communist/activity']);
    const env = await call<{ organizations: unknown[]; classifies: unknown[] }>(t, 'GET', '/activity/options', {}, viewer.token);
    const total = await t.db.selectFrom('organizations').select((eb) => eb.fn.countAll<string>().as('n')).where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    expect(env.code).toBe(0);
    expect(env.data.organizations).toHaveLength(Number(total.n));
    expect(env.data.classifies).toHaveLength(7);
  });
});

describe('college-level activities (spec §3 activityLevel 2 院级)', () => {
  type Options = { colleges: { id: number; name: string }[] };
  // With each college's parent in the 院系 tree (0 for a top-level one), which the picker groups by.
  const collegesOf = async (schoolId: number) =>
    (await t.db.selectFrom('colleges').select(['id', 'name', 'parentId']).where('schoolId', '=', schoolId).orderBy('orderId').orderBy('id').execute())
      .map((c) => ({ ...c, parentId: c.parentId ?? 0 }));
  const studentCollege = async () => {
    const u = await t.db.selectFrom('users as u').innerJoin('students as s', 's.userId', 'u.id').select('s.collegeId').where('u.schoolId', '=', 10001).where('u.username', '=', ACCOUNTS.student.username).executeTakeFirstOrThrow();
    return u.collegeId!;
  };

  it('options.colleges: every college of the school, or only those of a college-scoped caller', async () => {
    const all = await collegesOf(10001);
    expect(all.length).toBeGreaterThan(1);
    const admin = await call<Options>(t, 'GET', '/activity/options', {}, w.admin);
    expect(admin.data.colleges).toEqual(all);
    // The organiser's role is scoped to the first college.
    const mine = await call<Options>(t, 'GET', '/activity/options', {}, w.organiser.token);
    expect(mine.data.colleges).toEqual([all[0]]);
  });

  it('requires a college of the school in the caller’s scope; a school-level activity keeps none', async () => {
    const [own, other] = await collegesOf(10001);
    const [theirs] = await collegesOf(10002);
    expect(await add({ activityLevel: 2 })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 院级活动必须选择学院' });
    expect(await add({ activityLevel: 2, collegeId: null })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 院级活动必须选择学院' });
    expect(await add({ activityLevel: 2, collegeId: theirs.id })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 学院不存在' });
    expect(await add({ activityLevel: 2, collegeId: other.id })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 只能选择您管理范围内的学院' });
    const env = await add({ name: '院级-本院', activityLevel: 2, collegeId: own.id });
    expect(env.code, JSON.stringify(env)).toBe(0);
    expect(env.data).toMatchObject({ activityLevel: 2, collegeId: own.id, collegeName: own.name });
    // An administrator of the whole school picks any college.
    expect((await add({ activityLevel: 2, collegeId: other.id }, w.admin)).data).toMatchObject({ collegeId: other.id, collegeName: other.name });
    const school = await add({ name: '院级-校级', activityLevel: 1, collegeId: own.id });
    expect(school.data).toMatchObject({ activityLevel: 1, collegeId: null, collegeName: '' });
  });

  it('applies the same rule to update and to templates', async () => {
    const [own] = await collegesOf(10001);
    const d = await launch(t, w, { name: '院级-修改' });
    expect(await update(d.id, { activityLevel: 2 })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 院级活动必须选择学院' });
    expect((await update(d.id, { activityLevel: 2, collegeId: own.id })).data).toMatchObject({ activityLevel: 2, collegeId: own.id });
    expect((await update(d.id, { activityLevel: 1, collegeId: own.id })).data).toMatchObject({ activityLevel: 1, collegeId: null });
    const save = (body: Record<string, unknown>) => call<{ id: number }>(t, 'POST', '/activity/template/save', activityInput(w, body), w.organiser.token);
    expect(await save({ name: '院级-模板', activityLevel: 2 })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 院级活动必须选择学院' });
    const tpl = await save({ name: '院级-模板', activityLevel: 2, collegeId: own.id });
    expect(tpl.code).toBe(0);
    const used = await call<{ activityLevel: number; collegeId: number | null }>(t, 'POST', '/activity/template/use', { id: tpl.data.id }, w.organiser.token);
    expect(used.data).toMatchObject({ activityLevel: 2, collegeId: own.id });
  });

  it('a student reads a college-level activity of their own college only', async () => {
    const mine = await studentCollege();
    const other = (await collegesOf(10001)).find((c) => c.id !== mine)!;
    const d = await launch(t, w, { name: '院级-学生详情' }, w.admin);
    await forceStatus(t, d.id, 5);
    await t.db.updateTable('activities').set({ activityLevel: 2, collegeId: other.id }).where('id', '=', d.id).execute();
    expect((await detail(d.id, w.student)).code).toBe(10003);
    await t.db.updateTable('activities').set({ collegeId: mine }).where('id', '=', d.id).execute();
    expect((await detail(d.id, w.student)).data).toMatchObject({ activityLevel: 2, collegeId: mine, actions: [] });
  });
});
