/**
 * Venues and bookings (issue 19 "Venues"): venue types and their rules, venues with validation,
 * booking requests refused outside opening hours, over capacity, too long or too far ahead, reviewed
 * through the school's flow (to-do list, batch decisions, history), never two approved bookings of
 * one venue overlapping (the refusal names the approved one), the week calendar, cancellation, the
 * exports, the activity link; refusals without the module and for another school's ids.
 */
import { describe, expect, it } from 'vitest';
import { SourceType, type NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { chinaDay } from '../../common/time.js';
import type { SiteAuditResult, SiteBookingDetail, SiteBookingQueueRow, SiteBookingRow, SiteRow, SiteTypeRow, SiteWeek } from '../../common/venues.js';
import { createActivity, makeStaff, userIdOf } from './activity-fixture.js';
import { call, fileAppAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { ok } from './structure-helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

const S = 10001;
const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');
const auditor = await addStaff(t, admin, { code: 'vn9001', name: '场地审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const auditorToken = await signInStaff(t, S, 'vn9001');
const teacherId = await userIdOf(t, S, 't1001');

const DAY = 86_400_000;
/** 'YYYY-MM-DD HH:mm' on the school day `days` from today. */
const at = (days: number, hhmm: string) => `${chinaDay(new Date(Date.now() + days * DAY))} ${hhmm}`;
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '22:00' }));

const typeId = (await ok<{ id: number }>(t, 'POST', '/site/type/add', { name: '报告厅类', maxHours: 4, advanceDays: 30, remarks: '大型场地' }, admin)).id;
const siteInput = (name: string, extra: object = {}) => ({
  name, typeId, location: '图书馆一楼', capacity: 200, equipment: ['投影仪', '音响'], openHours: ALL_WEEK, status: 1, ...extra,
});
const hallId = (await ok<{ id: number }>(t, 'POST', '/site/add', siteInput('学术报告厅'), admin)).id;
const booking = (extra: object = {}) => ({
  siteId: hallId, startTime: at(3, '10:00'), endTime: at(3, '12:00'), purpose: '班会', attendees: 50, contactName: '李老师', contactPhone: '13800138000', ...extra,
});
const apply = (extra: object = {}, token = teacher) => call<{ id: number; status: number }>(t, 'POST', '/site/apply', booking(extra), token);
const audit = (ids: number[], result: string, opinion?: string, token = auditorToken) =>
  call<SiteAuditResult>(t, 'POST', '/site/audit', { ids, result, ...(opinion ? { opinion } : {}) }, token);

describe('venue types (/system/site/template)', () => {
  it('lists types with their rules and venue count; names are unique; a type in use is kept', async () => {
    const types = (await ok<Page<SiteTypeRow>>(t, 'GET', '/site/type/list', {}, admin)).list;
    expect(types.find((x) => x.id === typeId)).toMatchObject({ name: '报告厅类', maxHours: 4, advanceDays: 30, siteCount: 1 });
    expect((await call(t, 'POST', '/site/type/add', { name: '报告厅类', maxHours: 2, advanceDays: 7 }, admin)).msg).toBe('参数错误: name 已存在同名场地类型');
    expect((await call(t, 'POST', '/site/type/add', { name: '会议室', maxHours: 25, advanceDays: 7 }, admin)).msg).toContain('maxHours');
    expect((await call(t, 'POST', '/site/type/delete', { id: typeId }, admin)).msg).toBe('该类型下还有场地,不能删除');
    const spare = (await ok<{ id: number }>(t, 'POST', '/site/type/add', { name: '临时类型', maxHours: 2, advanceDays: 7 }, admin)).id;
    expect((await call(t, 'POST', '/site/type/update', { id: spare, name: '研讨室', maxHours: 3, advanceDays: 14 }, admin)).code).toBe(0);
    expect((await call(t, 'POST', '/site/type/delete', { id: spare }, admin)).code).toBe(0);
    expect((await call(t, 'POST', '/site/type/add', { name: '无权', maxHours: 2, advanceDays: 7 }, teacher)).code).toBe(10003);
  });
});

describe('venues (/communist/site/list, /communist/site/creat)', () => {
  it('creates, lists with filters, shows and updates a venue', async () => {
    const list = await ok<Page<SiteRow>>(t, 'GET', '/site/list', { name: '报告厅', minCapacity: 100 }, teacher);
    expect(list.list.map((r) => [r.name, r.typeName, r.capacity, r.equipment, r.statusName, r.openHours.length])).toEqual([['学术报告厅', '报告厅类', 200, ['投影仪', '音响'], '开放', 7]]);
    expect((await ok<Page<SiteRow>>(t, 'GET', '/site/list', { name: '报告厅', minCapacity: 201 }, admin)).total).toBe(0);
    const id = (await ok<{ id: number }>(t, 'POST', '/site/add', siteInput('小会议室', { capacity: 12, equipment: '白板，电视', openHours: [{ weekday: 1, start: '09:00', end: '17:00' }] }), admin)).id;
    const detail = await ok<SiteRow & { maxHours: number }>(t, 'GET', '/site/detail', { id }, admin);
    expect([detail.equipment, detail.openHours, detail.maxHours]).toEqual([['白板', '电视'], [{ weekday: 1, start: '09:00', end: '17:00' }], 4]);
    await ok(t, 'POST', '/site/update', { id, ...siteInput('小会议室A', { capacity: 16, status: 2 }) }, admin);
    expect(await ok<SiteRow>(t, 'GET', '/site/detail', { id }, admin)).toMatchObject({ name: '小会议室A', capacity: 16, statusName: '停用' });
    expect((await ok<Page<SiteRow>>(t, 'GET', '/site/list', { status: 2 }, admin)).list.map((r) => r.id)).toContain(id);
    expect((await call(t, 'POST', '/site/delete', { id }, admin)).code).toBe(0);
    expect((await call(t, 'GET', '/site/detail', { id }, admin)).msg).toBe('场地不存在');
  });

  it('refuses bad input naming the field', async () => {
    const refused = async (extra: object) => (await call(t, 'POST', '/site/add', siteInput('坏场地', extra), admin)).msg;
    expect(await refused({ name: '学术报告厅' })).toBe('参数错误: name 已存在同名场地');
    expect(await refused({ capacity: 0 })).toMatch(/^参数错误: capacity/);
    expect(await refused({ name: '' })).toBe('参数错误: name 不能为空');
    expect(await refused({ openHours: [{ weekday: 1, start: '18:00', end: '09:00' }] })).toBe('参数错误: openHours.0.end 开放结束时间必须晚于开始时间');
    expect(await refused({ openHours: [{ weekday: 2, start: '08:00', end: '12:00' }, { weekday: 2, start: '13:00', end: '18:00' }] })).toBe('参数错误: openHours.1.weekday 同一天只能设置一个开放时段');
    expect(await refused({ openHours: [{ weekday: 8, start: '08:00', end: '12:00' }] })).toMatch(/^参数错误: openHours\.0\.weekday/);
    expect(await refused({ typeId: 999_999 })).toBe('参数错误: typeId 场地类型不存在');
  });

  it('refuses without the module and hides another school’s venues', async () => {
    expect((await call(t, 'POST', '/site/add', siteInput('教师无权'), teacher)).code).toBe(10003);
    expect((await call(t, 'GET', '/site/list', {}, student)).code).toBe(10003);
    expect((await call(t, 'GET', '/site/detail', { id: hallId }, admin2)).msg).toBe('场地不存在');
    expect((await call(t, 'POST', '/site/update', { id: hallId, ...siteInput('夺取') }, admin2)).msg).toBe('场地不存在');
    expect((await ok<Page<SiteRow>>(t, 'GET', '/site/list', {}, admin2)).list.some((r) => r.id === hallId)).toBe(false);
  });

  it('exports the filtered venues as 场地列表.xlsx', async () => {
    const env = await call<{ id: string }>(t, 'GET', '/site/export', { name: '学术报告厅' }, admin);
    const job = await waitJob<{ rows: number }>(t, env.data.id, admin);
    expect(job).toMatchObject({ status: 'done', fileName: '场地列表.xlsx', result: { rows: 1 } });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect(sheet[0].slice(0, 8)).toEqual(['场地编号', '场地名称', '场地类型', '位置', '容量(人)', '设备', '开放时间', '状态']);
    expect(sheet[1].slice(1, 8)).toEqual(['学术报告厅', '报告厅类', '图书馆一楼', '200', '投影仪、音响', expect.stringContaining('周一 08:00-22:00'), '开放']);
  });
});

describe('booking requests (/communist/site/apply)', () => {
  it('keeps the venue’s rules: opening hours, capacity, length, how far ahead, one day, not in the past', async () => {
    const msg = async (extra: object) => (await apply(extra)).msg;
    expect(await msg({ startTime: at(3, '07:00'), endTime: at(3, '09:00') })).toMatch(/^超出场地开放时间\(周. 08:00-22:00\)$/);
    expect(await msg({ attendees: 201 })).toBe('参与人数超过场地容量(200人)');
    expect(await msg({ startTime: at(3, '08:00'), endTime: at(3, '13:00') })).toBe('单次预约不能超过4小时');
    expect(await msg({ startTime: at(40, '10:00'), endTime: at(40, '11:00') })).toBe('最多提前30天预约');
    expect(await msg({ startTime: at(-1, '10:00'), endTime: at(-1, '11:00') })).toBe('不能预约已经开始的时段');
    expect(await msg({ startTime: at(3, '21:00'), endTime: at(4, '09:00') })).toBe('预约不能跨天');
    expect(await msg({ endTime: at(3, '09:00') })).toBe('结束时间必须晚于开始时间');
    expect(await msg({ contactPhone: '12345' })).toBe('参数错误: contactPhone 手机号格式不正确');
    expect(await msg({ purpose: ' ' })).toBe('请填写预约用途');
    expect(await msg({ activityId: 999_999 })).toBe('参数错误: activityId 活动不存在');
    const closedDay = (await ok<{ id: number }>(t, 'POST', '/site/add', siteInput('周末不开放的教室', { openHours: [] }), admin)).id;
    expect(await msg({ siteId: closedDay })).toMatch(/^该场地周.不开放$/);
    const closed = (await ok<{ id: number }>(t, 'POST', '/site/add', siteInput('维修中的场地', { status: 2 }), admin)).id;
    expect(await msg({ siteId: closed })).toBe('该场地已停用,不能预约');
    expect((await apply({}, student)).code).toBe(10003);
    expect((await apply({}, admin2)).msg).toBe('场地不存在');
  });

  it('goes to the auditor’s to-do list and queue; passing approves it, with its history', async () => {
    const { id } = (await apply({ purpose: '学术讲座' })).data;
    const desk = await ok<NeedDealtItem[]>(t, 'GET', '/desk/needDealt/list', {}, auditorToken);
    expect(desk.find((i) => i.sourceType === SourceType.SITE_APPLY)?.taskName).toContain('学术报告厅');
    const queue = await ok<Page<SiteBookingQueueRow>>(t, 'GET', '/site/audit/list', { name: '学术讲座' }, auditorToken);
    expect(queue.list.map((r) => [r.id, r.stepName, r.purpose])).toEqual([[id, '审核员审核', '学术讲座']]);
    expect(queue.list[0].userName).not.toBe('');
    expect((await audit([id], 'reject')).msg).toContain('驳回必须填写原因');
    expect((await audit([id], 'pass', undefined, (await makeStaff(t, S, ['/communist/site/list'])).token)).code).toBe(10003);
    const notAuditor = await makeStaff(t, S, ['/proceeding/wait/site/apply/auditing']);
    expect((await audit([id], 'pass', undefined, notAuditor.token)).msg).toBe('学术报告厅 ' + at(3, '10:00') + ' 学术讲座: 您不是当前步骤的审核人');
    expect((await audit([id], 'pass', '同意')).data).toEqual({ count: 1, approved: 1, advanced: 0, rejected: 0, refused: 0 });
    const detail = await ok<SiteBookingDetail>(t, 'GET', '/site/apply/detail', { id }, teacher);
    expect([detail.statusName, detail.opinion, detail.canCancel]).toEqual(['已通过', '同意', true]);
    expect(detail.history.map((h) => [h.actionName, h.actorName])).toEqual([['提交预约', detail.userName], ['审核通过', '场地审核员']]);
    expect((await call(t, 'GET', '/site/apply/detail', { id }, admin2)).msg).toBe('预约不存在');
    const other = await makeStaff(t, S, ['/communist/site/apply']);
    expect((await call(t, 'GET', '/site/apply/detail', { id }, other.token)).code).toBe(10003);
  });

  it('never lets two approved bookings of a venue overlap: the refusal names the approved one', async () => {
    const first = (await apply({ startTime: at(5, '14:00'), endTime: at(5, '16:00'), purpose: '迎新晚会彩排' })).data.id;
    const second = (await apply({ startTime: at(5, '15:00'), endTime: at(5, '17:00'), purpose: '社团招新' })).data.id;
    const adjacent = (await apply({ startTime: at(5, '16:00'), endTime: at(5, '17:00'), purpose: '紧接着的会议' })).data.id;
    expect((await audit([first], 'pass')).code).toBe(0);
    const refused = await audit([second], 'pass');
    expect([refused.code, refused.msg]).toEqual([10002, `学术报告厅 ${at(5, '15:00')} 社团招新: 与已通过的预约「迎新晚会彩排」(${at(5, '14:00')} 至 16:00)时间冲突`]);
    // A new request over the approved one is refused at once; a booking ending where it starts is fine.
    expect((await apply({ startTime: at(5, '13:00'), endTime: at(5, '15:00') })).msg).toContain('与已通过的预约「迎新晚会彩排」');
    expect((await audit([adjacent], 'pass')).code).toBe(0);
    // A batch holding the conflict is all or nothing; the other one is then rejected with a reason.
    expect((await ok<SiteBookingDetail>(t, 'GET', '/site/apply/detail', { id: second }, admin)).statusName).toBe('待审核');
    expect((await audit([second], 'reject', '时间冲突')).data.rejected).toBe(1);
  });

  it('shows a venue’s week: opening windows and approved and pending bookings', async () => {
    const pending = (await apply({ startTime: at(5, '18:00'), endTime: at(5, '19:00'), purpose: '待审的预约' })).data.id;
    const week = await ok<SiteWeek>(t, 'GET', '/site/calendar', { siteId: hallId, date: at(5, '00:00').slice(0, 10) }, teacher);
    expect(week.days).toHaveLength(7);
    expect(week.days[0].weekday).toBe(1);
    expect(week.days.every((d) => d.open?.start === '08:00' && d.open.end === '22:00')).toBe(true);
    const shown = week.bookings.map((b) => [b.purpose, b.statusName]);
    expect(shown).toEqual(expect.arrayContaining([['迎新晚会彩排', '已通过'], ['待审的预约', '待审核']]));
    expect(shown.some(([p]) => p === '社团招新')).toBe(false);
    expect(week.bookings.find((b) => b.id === pending)?.startTime).toBe(at(5, '18:00'));
  });

  it('lets the applicant cancel, frees the time, and lists their own', async () => {
    const { id } = (await apply({ startTime: at(6, '10:00'), endTime: at(6, '11:00'), purpose: '取消测试' })).data;
    await audit([id], 'pass');
    expect((await call(t, 'POST', '/site/apply/cancel', { id }, admin)).code).toBe(10003);
    expect((await ok<{ status: number }>(t, 'POST', '/site/apply/cancel', { id }, teacher)).status).toBe(5);
    expect((await call(t, 'POST', '/site/apply/cancel', { id }, teacher)).msg).toBe('只能取消待审核或已通过且未开始的预约');
    const again = (await apply({ startTime: at(6, '10:00'), endTime: at(6, '11:00'), purpose: '重新预约' })).data.id;
    expect((await audit([again], 'pass')).code).toBe(0);
    const mine = await ok<Page<SiteBookingRow>>(t, 'GET', '/site/apply/mine', { status: 5 }, teacher);
    expect(mine.list.map((r) => r.purpose)).toContain('取消测试');
    expect(mine.list.every((r) => r.userId === teacherId)).toBe(true);
  });
});

describe('all bookings (/site/apply/list) and the activity link', () => {
  it('lists every booking with filters for 预约列表 only, and exports them', async () => {
    const all = await ok<Page<SiteBookingRow>>(t, 'GET', '/site/apply/list', { siteId: hallId, status: 2 }, admin);
    expect(all.list.map((r) => r.purpose)).toEqual(expect.arrayContaining(['迎新晚会彩排', '紧接着的会议']));
    expect(all.list.every((r) => r.statusName === '已通过')).toBe(true);
    expect((await ok<Page<SiteBookingRow>>(t, 'GET', '/site/apply/list', { name: '迎新' }, admin)).total).toBe(1);
    expect((await call(t, 'GET', '/site/apply/list', {}, teacher)).code).toBe(10003);
    expect((await call(t, 'GET', '/site/apply/list', { startDate: '2026-05-02', endDate: '2026-05-01' }, admin)).msg).toBe('开始时间不能晚于结束时间');
    expect((await ok<Page<SiteBookingRow>>(t, 'GET', '/site/apply/list', {}, admin2)).total).toBe(0);
    const job = await waitJob<{ rows: number }>(t, (await call<{ id: string }>(t, 'GET', '/site/apply/export', { name: '迎新' }, admin)).data.id, admin);
    expect(job).toMatchObject({ status: 'done', fileName: '场地预约.xlsx', result: { rows: 1 } });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect([sheet[0][0], sheet[0][3], sheet[1][3], sheet[1][11]]).toEqual(['预约编号', '用途', '迎新晚会彩排', '已通过']);
  });

  it('links a booking to an activity; the activity shows its approved booking', async () => {
    const activity = await createActivity(t, { schoolId: S, status: 3, name: '场地关联活动' });
    const options = await ok<{ id: number; name: string }[]>(t, 'GET', '/site/apply/activity/options', { name: '场地关联' }, teacher);
    expect(options.map((o) => o.id)).toEqual([activity.id]);
    const { id } = (await apply({ startTime: at(7, '09:00'), endTime: at(7, '10:00'), purpose: '活动用场', activityId: activity.id })).data;
    expect(await ok(t, 'GET', '/site/apply/activity', { activityId: activity.id }, admin)).toBeNull();
    await audit([id], 'pass');
    expect(await ok<SiteBookingRow>(t, 'GET', '/site/apply/activity', { activityId: activity.id }, admin)).toMatchObject({ id, siteName: '学术报告厅', activityName: '场地关联活动' });
    expect(await ok(t, 'GET', '/site/apply/activity', { activityId: activity.id }, admin2)).toBeNull();
  });
});
