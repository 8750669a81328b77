/**
 * Sign tasks (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask, detail, edit): a task
 * created and listed; students of it check in within the day's window and the location window,
 * once per occurrence (also 8 taps at once); outside the window, the radius, the schedule or the
 * participants they are refused; hours are granted once at the threshold; the schedule is fixed
 * once check-ins exist; cancellation; the per-day figures and the xlsx export; a college
 * administrator's scope; bad input names the field.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import {
  SIGN_TASK_MODULES, addDay, chinaClock, isoWeekday, type MySignTask, type MySignTaskDetail, type SignCheckinResult, type SignParticipantRow,
  type SignTaskDetail, type SignTaskRow, type SignTaskStats,
} from '../../common/signTasks.js';
import { chinaDay } from '../../common/time.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileApp, send, signInAs } from './helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const students = await makeStudents(t, S, 14);
const [alice, bob, carol, dave, outsider] = students;
const place = await t.db.selectFrom('students').select(['collegeId', 'classId']).where('schoolId', '=', S).where('userId', '=', alice!.userId).executeTakeFirstOrThrow();
const away = await t.db.selectFrom('classes').select(['id', 'collegeId']).where('schoolId', '=', S).where('collegeId', '<>', place.collegeId!).orderBy('id').executeTakeFirstOrThrow();
await t.db.updateTable('students').set({ collegeId: away.collegeId, classId: away.id }).where('schoolId', '=', S).where('userId', '=', outsider!.userId).execute();
const org = await t.db.selectFrom('organizations').select('id').where('schoolId', '=', S).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
const classify = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).orderBy('id').executeTakeFirstOrThrow();

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const today = chinaDay(new Date());
/** The station of the location tests and a point about 55 m north of it; 1 km north. */
const STATION = { latitude: 30.5145, longitude: 114.42 };
const NEAR = { latitude: 30.5150, longitude: 114.42 };
const FAR = { latitude: 30.5235, longitude: 114.42 };
const listed = (...who: (typeof students)[number][]) => who.map((s) => s.userId);
const task = (over: Record<string, unknown> = {}) => ({
  name: '晨读打卡', description: '每天早晨晨读30分钟', organizationId: org.id, targetType: 5, studentIds: listed(alice!, bob!, carol!, dave!),
  frequency: 1, startDate: addDay(today, -3), endDate: addDay(today, 10), windowStart: '00:00', windowEnd: '23:59', ...over,
});
const checkinsOf = (taskId: number) => t.db.selectFrom('signTaskCheckins').select(['userId', 'occurrence']).where('schoolId', '=', S).where('taskId', '=', taskId).execute();

describe('a sign task and its check-ins', () => {
  it('is created, listed and shown with its schedule and participants', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '社团例会签到', frequency: 2, weekdays: [5, 1, 3], hours: '1.5', classifyId: classify.id, minCheckins: 3 })));
    const d = await ok(get<SignTaskDetail>('/signTask/detail', { id }));
    expect(d).toMatchObject({ name: '社团例会签到', targetName: '指定学生', frequencyName: '每周', weekdays: [1, 3, 5], phase: 'open', participantCount: 4, checkinCount: 0, hours: '1.50', minCheckins: 3, locked: false });
    expect(d.students.map((s) => s.userId).sort()).toEqual(listed(alice!, bob!, carol!, dave!).sort());
    const list = await ok(get<Page<SignTaskRow>>('/signTask/list', { name: '社团例会' }));
    expect(list.list.map((r) => r.id)).toContain(id);
    const college = await ok(post('/signTask/add', task({ name: '学院晨跑', targetType: 2, targetId: place.collegeId, studentIds: undefined })));
    const row = (await ok(get<SignTaskDetail>('/signTask/detail', { id: college.id })));
    const inCollege = await t.db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', S).where('collegeId', '=', place.collegeId).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(row.participantCount).toBe(Number(inCollege.n));
    expect(await ok(get<MySignTask[]>('/signTask/my/list', {}, bob!.token))).toContainEqual(expect.objectContaining({ id: college.id, dueToday: true, doneToday: false }));
    expect(await ok(get<MySignTask[]>('/signTask/my/list', {}, outsider!.token))).not.toContainEqual(expect.objectContaining({ id: college.id }));
  });

  it('checks a student in inside the window and the radius, with the distance, and shows the streak', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '志愿服务站值班', ...STATION, radiusM: 200 })));
    expect(await post('/signTask/checkin', { id }, alice!.token)).toMatchObject({ code: 10002, msg: '请允许获取位置后再签到' });
    const far = await post('/signTask/checkin', { id, ...FAR }, alice!.token);
    expect(far.code).toBe(10002);
    expect(far.msg).toMatch(/^您不在签到范围内\(距离约(9\d\d|10\d\d)米,须在200米内\)$/);
    await t.db.insertInto('signTaskCheckins').values({ schoolId: S, taskId: id, userId: alice!.userId, occurrence: addDay(today, -1), checkedAt: new Date(Date.now() - 86_400_000) }).execute();
    const r = await ok(post<SignCheckinResult>('/signTask/checkin', { id, ...NEAR }, alice!.token));
    expect(r).toMatchObject({ day: today, checkins: 2, streak: 2, hoursGranted: null });
    const [row] = await t.db.selectFrom('signTaskCheckins').select(['distanceM']).where('schoolId', '=', S).where('taskId', '=', id).where('occurrence', '=', today).execute();
    expect(row!.distanceM).toBeGreaterThan(40);
    expect(row!.distanceM).toBeLessThan(70);
    const mine = await ok(get<MySignTaskDetail>('/signTask/my/detail', { id }, alice!.token));
    expect(mine).toMatchObject({ doneToday: true, checkins: 2, streak: 2, needsLocation: true });
    expect(mine.history.map((h) => h.day)).toEqual([today, addDay(today, -1)]);
  });

  it('refuses a check-in outside the daily window, on a day that is not a sign day, before the start and after cancelling', async () => {
    const clock = chinaClock(new Date());
    const window = clock < '12:00' ? { windowStart: '12:00', windowEnd: '23:59' } : { windowStart: '00:00', windowEnd: '11:00' };
    const late = await ok(post('/signTask/add', task({ name: '时段外', ...window })));
    expect(await post('/signTask/checkin', { id: late.id }, bob!.token)).toMatchObject({ code: 10002, msg: `当前不在签到时间内(${window.windowStart}–${window.windowEnd})` });
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekday(today));
    const weekly = await ok(post('/signTask/add', task({ name: '非签到日', frequency: 2, weekdays: otherDays })));
    expect(await post('/signTask/checkin', { id: weekly.id }, bob!.token)).toMatchObject({ code: 10002, msg: '今天不是签到日' });
    const upcoming = await ok(post('/signTask/add', task({ name: '未开始', startDate: addDay(today, 2) })));
    expect(await post('/signTask/checkin', { id: upcoming.id }, bob!.token)).toMatchObject({ code: 10002, msg: '签到任务尚未开始' });
    const ended = await ok(post('/signTask/add', task({ name: '已结束', startDate: addDay(today, -5), endDate: addDay(today, -1) })));
    expect(await post('/signTask/checkin', { id: ended.id }, bob!.token)).toMatchObject({ code: 10002, msg: '签到任务已结束' });
    const cancelled = await ok(post('/signTask/add', task({ name: '将取消' })));
    await ok(post('/signTask/cancel', { id: cancelled.id, reason: '场地临时征用' }));
    expect(await post('/signTask/cancel', { id: cancelled.id })).toMatchObject({ code: 10002, msg: '签到任务已取消' });
    expect(await post('/signTask/checkin', { id: cancelled.id }, bob!.token)).toMatchObject({ code: 10002, msg: '签到任务已取消' });
    expect(await post('/signTask/edit', { id: cancelled.id, ...task() })).toMatchObject({ code: 10002, msg: '签到任务已取消' });
    expect(await ok(get<SignTaskDetail>('/signTask/detail', { id: cancelled.id }))).toMatchObject({ status: 2, phase: 'cancelled', cancelReason: '场地临时征用' });
    for (const id of [late.id, weekly.id, upcoming.id, ended.id, cancelled.id]) expect(await checkinsOf(id)).toHaveLength(0);
  });

  it('refuses a student who is not a participant', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '名单外' })));
    expect(await post('/signTask/checkin', { id }, outsider!.token)).toMatchObject({ code: 10003, msg: '您不在本签到任务的名单中' });
    expect(await get('/signTask/my/detail', { id }, outsider!.token)).toMatchObject({ code: 10003 });
    expect(await post('/signTask/checkin', { id: 99999999 }, outsider!.token)).toMatchObject({ code: 10002, msg: '签到任务不存在' });
    expect(await checkinsOf(id)).toHaveLength(0);
  });

  it('keeps one check-in per occurrence: a second tap, and a one-off task on another day', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '重复签到' })));
    await ok(post('/signTask/checkin', { id }, carol!.token));
    expect(await post('/signTask/checkin', { id }, carol!.token)).toMatchObject({ code: 10002, msg: '今天已签到,请勿重复签到' });
    const once = await ok(post('/signTask/add', task({ name: '例会一次', frequency: 3, startDate: addDay(today, -1), endDate: addDay(today, 1) })));
    await t.db.insertInto('signTaskCheckins').values({ schoolId: S, taskId: once.id, userId: carol!.userId, occurrence: addDay(today, -1), checkedAt: new Date(Date.now() - 86_400_000) }).execute();
    expect(await post('/signTask/checkin', { id: once.id }, carol!.token)).toMatchObject({ code: 10002, msg: '您已完成本任务的签到' });
    expect(await checkinsOf(id)).toHaveLength(1);
    expect(await checkinsOf(once.id)).toHaveLength(1);
  });
});

describe('one check-in per occurrence under concurrency', () => {
  it('8 identical check-ins at once: one is taken, the others 10002 今天已签到, one row', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '并发签到', ...STATION, radiusM: 200 })));
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/signTask/checkin', { id, ...NEAR }, dave!.token)));
    expect(replies.map((r) => r.code).sort()).toEqual([0, 10002, 10002, 10002, 10002, 10002, 10002, 10002]);
    expect(replies.filter((r) => r.code === 10002).every((r) => r.msg === '今天已签到,请勿重复签到')).toBe(true);
    expect(await checkinsOf(id)).toEqual([{ userId: dave!.userId, occurrence: today }]);
  });
});

describe('hours at the threshold', () => {
  it('grants the hours once, when the check-ins reach the minimum', async () => {
    const student = students[5]!;
    const { id } = await ok(post('/signTask/add', task({ name: '学时打卡', studentIds: listed(student), hours: '1', classifyId: classify.id, minCheckins: 2 })));
    const ledger = () => t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.SIGN_TASK).where('relationId', '=', id).execute();
    await t.db.insertInto('signTaskCheckins').values({ schoolId: S, taskId: id, userId: student.userId, occurrence: addDay(today, -2), checkedAt: new Date(Date.now() - 2 * 86_400_000) }).execute();
    expect(await ledger()).toHaveLength(0);
    const r = await ok(post<SignCheckinResult>('/signTask/checkin', { id }, student.token));
    expect(r).toMatchObject({ checkins: 2, hoursGranted: '1.00' });
    expect(await ledger()).toEqual([{ userId: student.userId, grantedHours: '1.00' }]);
    // A later check-in (the row of today removed to check in again) grants nothing more.
    await t.db.insertInto('signTaskCheckins').values({ schoolId: S, taskId: id, userId: student.userId, occurrence: addDay(today, -1), checkedAt: new Date(Date.now() - 86_400_000) }).execute();
    await t.db.deleteFrom('signTaskCheckins').where('schoolId', '=', S).where('taskId', '=', id).where('occurrence', '=', today).execute();
    expect(await ok(post<SignCheckinResult>('/signTask/checkin', { id }, student.token))).toMatchObject({ checkins: 3, hoursGranted: null });
    expect(await ledger()).toHaveLength(1);
  });
});

describe('editing, figures and export', () => {
  it('changes anything before the first check-in, then only the name, the description and a later end', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '可改任务' })));
    await ok(post('/signTask/edit', { id, ...task({ name: '可改任务', windowStart: '00:00', windowEnd: '23:58' }) }));
    await ok(post('/signTask/checkin', { id }, alice!.token));
    expect((await ok(get<SignTaskDetail>('/signTask/detail', { id }))).locked).toBe(true);
    const locked = { code: 10002, msg: '已有签到记录,只能修改名称、说明和延长结束日期' };
    expect(await post('/signTask/edit', { id, ...task({ windowEnd: '23:59' }) })).toMatchObject(locked);
    expect(await post('/signTask/edit', { id, ...task({ windowEnd: '23:58', endDate: addDay(today, 5) }) })).toMatchObject(locked);
    expect(await post('/signTask/edit', { id, ...task({ windowEnd: '23:58', studentIds: listed(alice!, bob!) }) })).toMatchObject(locked);
    await ok(post('/signTask/edit', { id, ...task({ name: '晨读打卡(延长)', description: '延长两周', windowEnd: '23:58', endDate: addDay(today, 24) }) }));
    expect(await ok(get<SignTaskDetail>('/signTask/detail', { id }))).toMatchObject({ name: '晨读打卡(延长)', endDate: addDay(today, 24), windowEnd: '23:58' });
  });

  it('counts check-ins per day over the participants, lists participants and check-ins, and exports them', async () => {
    const { id } = await ok(post('/signTask/add', task({ name: '统计任务', minCheckins: 2 })));
    await t.db.insertInto('signTaskCheckins').values([alice!, bob!].map((s) => ({ schoolId: S, taskId: id, userId: s.userId, occurrence: addDay(today, -1), checkedAt: new Date(Date.now() - 86_400_000) }))).execute();
    for (const s of [alice!, bob!, carol!]) await ok(post('/signTask/checkin', { id }, s.token));
    const stats = await ok(get<SignTaskStats>('/signTask/stats', { id }));
    expect(stats).toMatchObject({ participants: 4, occurrences: 4, checkins: 5, completed: 2 });
    expect(stats.days.slice(-2)).toEqual([{ day: addDay(today, -1), count: 2, rate: 50 }, { day: today, count: 3, rate: 75 }]);
    const people = await ok(get<Page<SignParticipantRow>>('/signTask/participant/list', { id }));
    expect(people.total).toBe(4);
    expect(people.list.find((p) => p.userId === alice!.userId)).toMatchObject({ checkins: 2, completed: true });
    expect(people.list.find((p) => p.userId === dave!.userId)).toMatchObject({ checkins: 0, completed: false, lastTime: null });
    expect((await ok(get<Page<unknown>>('/signTask/checkin/list', { id, size: 10 }))).total).toBe(5);
    const res = await send(t, 'GET', '/signTask/export', { id }, admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (wb.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['学号', '姓名', '班级', '签到日', '签到时间', '距离(米)']);
    expect(rows.slice(1).filter((r) => r[3] === today)).toHaveLength(3);
    expect(rows).toHaveLength(6);
  });
});

describe('scope, permissions and bad input', () => {
  it('lets a college administrator see and create only their college’s tasks', async () => {
    const own = await ok(post('/signTask/add', task({ name: '本院任务', targetType: 2, targetId: place.collegeId, studentIds: undefined })));
    const other = await ok(post('/signTask/add', task({ name: '外院任务', targetType: 2, targetId: away.collegeId, studentIds: undefined })));
    const dean = await makeStaff(t, S, [SIGN_TASK_MODULES.list], 2, place.collegeId);
    const ids = (await ok(get<Page<SignTaskRow>>('/signTask/list', { size: 40 }, dean.token))).list.map((r) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(await get('/signTask/detail', { id: other.id }, dean.token)).toMatchObject({ code: 10002, msg: '签到任务不存在' });
    expect(await post('/signTask/cancel', { id: other.id }, dean.token)).toMatchObject({ code: 10002, msg: '签到任务不存在' });
    const outside = { code: 10002, msg: '参数错误: targetType 只能为本学院或本人负责的组织发起签到任务' };
    expect(await post('/signTask/add', task({ targetType: 1, studentIds: undefined }), dean.token)).toMatchObject(outside);
    expect(await post('/signTask/add', task({ targetType: 2, targetId: away.collegeId, studentIds: undefined }), dean.token)).toMatchObject(outside);
    expect(await post('/signTask/add', task({ studentIds: listed(alice!, outsider!) }), dean.token)).toMatchObject(outside);
    await ok(post('/signTask/add', task({ name: '本院名单' }), dean.token));
    expect(await get('/signTask/list', {}, alice!.token)).toMatchObject({ code: 10003 });
    expect(await post('/signTask/add', task(), alice!.token)).toMatchObject({ code: 10003 });
    expect(await get('/signTask/my/list', {}, dean.token)).toMatchObject({ code: 10003 });
  });

  it('names the field of bad input', async () => {
    const bad = async (over: Record<string, unknown>, msg: string) => expect(await post('/signTask/add', task(over))).toMatchObject({ code: 10002, msg });
    await bad({ name: '' }, '参数错误: name 不能为空');
    await bad({ targetType: 6 }, '参数错误: targetType 格式不正确');
    await bad({ targetType: 3, studentIds: undefined }, '参数错误: targetId 请选择签到对象');
    await bad({ targetType: 3, targetId: 99999999 }, '参数错误: targetId 签到对象不存在');
    await bad({ studentIds: [] }, '参数错误: studentIds 请至少选择1名学生');
    await bad({ studentIds: [99999999] }, '参数错误: studentIds 名单中有不存在的学生');
    await bad({ organizationId: 99999999 }, '参数错误: organizationId 组织不存在');
    await bad({ frequency: 2 }, '参数错误: weekdays 请选择每周的签到日');
    await bad({ startDate: '2026-02-30' }, '参数错误: startDate 日期格式应为 yyyy-MM-dd');
    await bad({ endDate: addDay(today, -9) }, '参数错误: endDate 结束日期不能早于开始日期');
    await bad({ windowStart: '7:00' }, '参数错误: windowStart 时间格式应为 HH:mm');
    await bad({ windowStart: '09:00', windowEnd: '08:00' }, '参数错误: windowEnd 结束时间须晚于开始时间');
    await bad({ radiusM: 100 }, '参数错误: radiusM 签到地点须同时填写纬度、经度和半径');
    await bad({ hours: '2' }, '参数错误: classifyId 发放学时须选择学时分类');
    await bad({ hours: '2', classifyId: classify.id }, '参数错误: minCheckins 发放学时须填写最少签到次数');
    expect(await post('/signTask/checkin', { id: 'x' }, alice!.token)).toMatchObject({ code: 10002 });
  });
});
