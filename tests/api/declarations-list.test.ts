/**
 * GET /project/apply/list (spec §7: current, size, status, userId, userName, startTime, endTime,
 * relateActivityName, projectName, classId, collegeId, optionName) and its export job: each
 * parameter on its own, newest first, withdrawn never listed, the data scope of the caller, other
 * schools kept out, and the xlsx the export writes (申报列表.xlsx, Chinese headers, labels).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeclarationRow } from '../../common/declarations.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp } from './helpers.js';
import { createActivity, enrollStudents, makeStaff } from './activity-fixture.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';
import { audit, createProject, declare, makeDeclWorld, S, students, unique } from './declarations-helpers.js';

const tag = `列表${process.pid % 1000}`;
let ids: { d1: number; d2: number; d3: number; d4: number };
let people: { s1: number; s2: number; s3: number };
let place: { classId: number; collegeId: number; otherCollegeId: number };
let activityName: string;

/** A time given in China Standard Time. */
const cst = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);

const t = await fileApp();
const w = await makeDeclWorld(t);
beforeAll(async () => {
  const a = await createProject(t, w, { name: `${tag}挑战杯` });
  const b = await createProject(t, w, { name: `${tag}英语竞赛`, classifyId: w.otherClassifyId });
  const [s1, s2, s3] = await students(t, 3);
  // s3 studies elsewhere: another college and class, and a name of their own.
  const first = await t.db.selectFrom('students').select(['collegeId']).where('userId', '=', s1.userId).executeTakeFirstOrThrow();
  const cls = await t.db.selectFrom('classes').select(['id', 'collegeId', 'majorId']).where('schoolId', '=', S).where('collegeId', '<>', first.collegeId!).orderBy('id').executeTakeFirstOrThrow();
  await t.db.updateTable('students').set({ collegeId: cls.collegeId, classId: cls.id, majorId: cls.majorId }).where('userId', '=', s3.userId).execute();
  await t.db.updateTable('users').set({ name: `${tag}张三` }).where('id', '=', s3.userId).execute();
  place = { classId: cls.id, collegeId: cls.collegeId, otherCollegeId: first.collegeId! };
  activityName = unique(`${tag}志愿活动`);
  const act = await createActivity(t, { status: 12, name: activityName });
  await enrollStudents(t, act, [s1.userId], { signedIn: true });
  const d1 = await declare(t, s1, a, '国家级', { relateActivityId: act.id });
  const d2 = await declare(t, s2, a, '省级');
  const d3 = await declare(t, s3, b, '校级');
  const d4 = await declare(t, s1, b, '国家级');
  await audit(t, w.auditorA.token, [d1], 1);
  await audit(t, w.auditorA.token, [d3], 2, '材料不全');
  await call(t, 'POST', '/project/apply/withdraw', { id: d4 }, s1.token);
  for (const [id, at] of [[d1, '2026-01-10 10:00'], [d2, '2026-01-11 23:30'], [d3, '2026-01-12 00:10'], [d4, '2026-01-12 08:00']] as const)
    await t.db.updateTable('declarations').set({ applyTime: cst(at) }).where('id', '=', id).execute();
  ids = { d1, d2, d3, d4 };
  people = { s1: s1.userId, s2: s2.userId, s3: s3.userId };
}, 60_000);

const list = (params: Record<string, unknown> = {}, token = w.admin) =>
  call<Page<DeclarationRow>>(t, 'GET', '/project/apply/list', { current: 1, size: 40, projectName: tag, ...params }, token);
const idsOf = async (params: Record<string, unknown> = {}, token = w.admin) => (await list(params, token)).data.list.map((r) => r.id);

describe('GET /project/apply/list', () => {
  it('lists newest first with the §3 row fields, never the withdrawn one', async () => {
    const env = await list();
    expect(env.data.total).toBe(3);
    expect(env.data.list.map((r) => r.id)).toEqual([ids.d3, ids.d2, ids.d1]);
    const r1 = env.data.list.find((r) => r.id === ids.d1)!;
    expect(r1).toMatchObject({
      userId: people.s1, userName: '测试学生1', projectName: `${tag}挑战杯`, optionName: '国家级', category: '学科竞赛', relateActivityName: activityName,
      hours: '12.00', grantedHours: '12.00', status: 2, statusName: '已通过', type: 1, auditor: expect.stringContaining('测试职工'), applyTime: '2026-01-10 10:00',
    });
    expect(r1.code).toMatch(/^9/);
    expect(r1.collegeName).not.toBe('');
    expect(r1.className).not.toBe('');
    expect(env.data.list.find((r) => r.id === ids.d2)).toMatchObject({ status: 1, statusName: '待审核', auditor: '', grantedHours: null });
    expect(env.data.list.find((r) => r.id === ids.d3)).toMatchObject({ status: 3, statusName: '已驳回', opinion: '材料不全', category: '志愿服务' });
  });

  it('pages with current and size', async () => {
    const page2 = await list({ size: 10, current: 2 });
    expect(page2.data).toEqual({ list: [], total: 3 });
  });

  it('filters by status', async () => {
    expect(await idsOf({ status: 1 })).toEqual([ids.d2]);
    expect(await idsOf({ status: 2 })).toEqual([ids.d1]);
    expect(await idsOf({ status: 3 })).toEqual([ids.d3]);
    expect((await list({ status: 4 })).code).toBe(10002);
  });

  it('filters by userId and by userName (contains)', async () => {
    expect(await idsOf({ userId: people.s1 })).toEqual([ids.d1]);
    expect(await idsOf({ userId: people.s3 })).toEqual([ids.d3]);
    expect(await idsOf({ userName: '张三' })).toEqual([ids.d3]);
    expect(await idsOf({ userName: '测试学生' })).toEqual([ids.d2, ids.d1]);
  });

  it('filters by startTime and endTime on applyTime, whole days in China Standard Time, inclusive', async () => {
    expect(await idsOf({ startTime: '2026-01-11' })).toEqual([ids.d3, ids.d2]);
    expect(await idsOf({ endTime: '2026-01-11' })).toEqual([ids.d2, ids.d1]);
    expect(await idsOf({ startTime: '2026-01-11', endTime: '2026-01-11' })).toEqual([ids.d2]);
    expect(await idsOf({ startTime: '2026-01-13' })).toEqual([]);
    expect(await list({ startTime: '2026-01-12', endTime: '2026-01-11' })).toMatchObject({ code: 10002, msg: '开始时间不能晚于结束时间' });
    expect(await list({ startTime: '2026/01/12' })).toMatchObject({ code: 10002, msg: '参数错误: startTime 日期格式应为 yyyy-MM-dd' });
  });

  it('filters by relateActivityName, projectName and optionName (contains)', async () => {
    expect(await idsOf({ relateActivityName: activityName.slice(-6) })).toEqual([ids.d1]);
    expect(await idsOf({ projectName: `${tag}挑战` })).toEqual([ids.d2, ids.d1]);
    expect(await idsOf({ projectName: `${tag}英语` })).toEqual([ids.d3]);
    expect(await idsOf({ optionName: '省' })).toEqual([ids.d2]);
    expect(await idsOf({ optionName: '级' })).toEqual([ids.d3, ids.d2, ids.d1]);
  });

  it('filters by classId and collegeId of the student', async () => {
    expect(await idsOf({ classId: place.classId })).toEqual([ids.d3]);
    expect(await idsOf({ collegeId: place.collegeId })).toEqual([ids.d3]);
    expect(await idsOf({ collegeId: place.otherCollegeId })).toEqual([ids.d2, ids.d1]);
  });

  it('shows a college-scoped reader only their college’s students, and another school nothing', async () => {
    const mine = await makeStaff(t, S, ['/communist/project/apply'], 2, place.collegeId);
    expect(await idsOf({}, mine.token)).toEqual([ids.d3]);
    const nobody = await makeStaff(t, S, ['/communist/project/apply'], 2, null);
    expect(await idsOf({}, nobody.token)).toEqual([]);
    expect((await list({ projectName: undefined }, w.admin2)).data.list.some((r) => Object.values(ids).includes(r.id))).toBe(false);
    expect((await list({}, (await makeStaff(t, S, ['/communist/project'])).token)).code).toBe(10003);
  });
});

describe('GET /project/apply/export', () => {
  it('writes the filtered, scoped list as 申报列表.xlsx with Chinese headers and labels', async () => {
    const env = await call<{ id: string }>(t, 'GET', '/project/apply/export', { projectName: tag, startTime: '2026-01-10' }, w.admin);
    expect(env.code).toBe(0);
    const job = await waitJob<{ rows: number }>(t, env.data.id, w.admin);
    expect(job).toMatchObject({ status: 'done', kind: 'declaration-export', fileName: '申报列表.xlsx', result: { rows: 3 }, hasFile: true });
    const file = await getFile(t, '/jobs/download', { id: job.id }, w.admin);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('申报列表.xlsx'));
    const sheet = await readSheet(file.rawPayload);
    expect(sheet[0]).toEqual(['申报编号', '学号', '姓名', '学院', '班级', '项目名称', '奖项级别', '类别', '关联活动', '学时', '实得学时', '状态', '申报方式', '审核人', '申报时间', '审核意见']);
    expect(sheet.slice(1).map((r) => [Number(r[0]), r[6], r[11], r[12], r[14]])).toEqual([
      [ids.d3, '校级', '已驳回', '学生申报', '2026-01-12 00:10'],
      [ids.d2, '省级', '待审核', '学生申报', '2026-01-11 23:30'],
      [ids.d1, '国家级', '已通过', '学生申报', '2026-01-10 10:00'],
    ]);
    expect(sheet[3][8]).toBe(activityName);
    expect([sheet[3][9], sheet[3][10]]).toEqual(['12', '12']);
    expect(sheet[1][15]).toBe('材料不全');
    // A college-scoped exporter gets their college's rows only.
    const mine = await makeStaff(t, S, ['/communist/project/apply'], 2, place.collegeId);
    const scoped = await waitJob<{ rows: number }>(t, (await call<{ id: string }>(t, 'GET', '/project/apply/export', { projectName: tag }, mine.token)).data.id, mine.token);
    expect(scoped.result).toEqual({ rows: 1 });
  });
});
