/**
 * 宣传阵地 and 组织工作安排 (issue 21; spec §2 /system/field/*, /system/schedule/organ): fields added,
 * edited, listed and deleted, a unique name per school (8 saves at once: one wins); an
 * organisation's application reviewed through the to-do list (source 35) onto the field's
 * timeline; a rejection's reason; approvals beyond the field's capacity refused, 8 concurrent
 * approvals of one slot: one wins; the college scope; the processes' windows refusing a submission
 * outside and allowing it inside; bad input.
 */
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { FieldApplyStatus, type FieldApplyDetail, type FieldApplyRow, type FieldDetail, type FieldRow } from '../../common/fields.js';
import type { ScheduleYear } from '../../common/orgSchedule.js';
import { SourceType } from '../../common/sourceTypes.js';
import { chinaDay } from '../../common/time.js';
import { academicYearOf } from '../../common/terms.js';
import { makeStaff } from './activity-fixture.js';
import { call, fileApp, signInAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const teacher = await signInAs(t, 'teacher');
const reviewerCode = `fld${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '阵地审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const [collegeA, collegeB] = await t.db.selectFrom('colleges').select(['id', 'name']).where('schoolId', '=', S).orderBy('id').limit(2).execute();
const orgs = await t.db.selectFrom('organizations').select(['id', 'name']).where('schoolId', '=', S).where('status', '=', 1).orderBy('id').limit(3).execute();
await t.db.updateTable('organizations').set({ collegeId: collegeA.id }).where('schoolId', '=', S).where('id', '=', orgs[1].id).execute();
await t.db.updateTable('organizations').set({ collegeId: collegeB.id }).where('schoolId', '=', S).where('id', '=', orgs[2].id).execute();
const MODULES = ['/system/field/list', '/system/field/add', '/system/field/apply'];
const collegeStaff = await makeStaff(t, S, MODULES, 2, collegeA.id);
const nobody = (await makeStaff(t, S, [])).token;

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const refused = async (p: Promise<{ code: number; msg: string }>) => {
  const { code, msg } = await p;
  return [code, msg];
};
const day = (d: number) => chinaDay(new Date(Date.now() + d * 86_400_000));
const field = (over: Record<string, unknown> = {}) => ({ name: '一食堂宣传栏', kind: 1, location: '一食堂东门', capacity: 2, rules: 'A1 海报', enabled: 1, ...over });
const application = (fieldId: number, over: Record<string, unknown> = {}) =>
  ({ fieldId, organizationId: orgs[0].id, startDate: day(3), endDate: day(6), purpose: '十佳歌手大赛海报', content: '海报 4 张', ...over });
const audit = (ids: number[], result: 'pass' | 'reject', opinion?: string, token = reviewer) => post<{ approved: number; rejected: number }>('/system/field/apply/audit', { ids, result, opinion }, token);

describe('fields', () => {
  it('are added, listed with their labels, edited, shown and deleted while unused', async () => {
    const { id } = await ok(post('/system/field/save', field()));
    const list = await ok(get<Page<FieldRow>>('/system/field/list', { name: '一食堂' }));
    expect(list.list).toMatchObject([{ id, kindName: '宣传栏', collegeName: '全校', capacity: 2, enabled: true, pending: 0 }]);
    await ok(post('/system/field/save', field({ id, name: '一食堂东侧宣传栏', capacity: 3, enabled: 0 })));
    expect(await ok(get<FieldDetail>('/system/field/detail', { id }))).toMatchObject({ name: '一食堂东侧宣传栏', capacity: 3, enabled: false, rules: 'A1 海报', bookings: [] });
    expect((await ok(get<Page<FieldRow>>('/system/field/list', { enabled: 0 }))).list.map((f) => f.id)).toContain(id);
    await ok(post('/system/field/delete', { id }));
    expect(await refused(get('/system/field/detail', { id }))).toEqual([10002, '阵地不存在']);
  });

  it('have a unique name per school: a second one and 8 saves at once get 10002, one row stays', async () => {
    await ok(post('/system/field/save', field({ name: '图书馆展板' })));
    expect(await refused(post('/system/field/save', field({ name: '图书馆展板' })))).toEqual([10002, '参数错误: name 已存在同名阵地']);
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/system/field/save', field({ name: '并发阵地' }))));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array(7).fill([10002, '参数错误: name 已存在同名阵地']));
    const rows = await t.db.selectFrom('publicityFields').select('id').where('schoolId', '=', S).where('name', '=', '并发阵地').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuse bad input naming the field, and callers without the module', async () => {
    expect((await refused(post('/system/field/save', field({ kind: 9 }))))[1]).toMatch(/^参数错误: kind/);
    expect((await refused(post('/system/field/save', field({ capacity: 0 }))))[1]).toMatch(/^参数错误: capacity/);
    expect((await refused(post('/system/field/save', field({ name: '' }))))[1]).toMatch(/^参数错误: name/);
    expect((await refused(post('/system/field/save', field({ name: 'x', collegeId: 999999 }))))).toEqual([10002, '参数错误: collegeId 学院不存在']);
    expect((await refused(post('/system/field/save', field({ name: 'y', photoIds: Array.from({ length: 10 }, (_, i) => i + 1) }))))[1]).toMatch(/photoIds 照片最多9张/);
    expect((await get('/system/field/list', {}, nobody)).code).toBe(10003);
    // 指导教师 holds 阵地申请 (753): they read fields and apply, but do not add them.
    expect((await get('/system/field/list', {}, teacher)).code).toBe(0);
    expect((await post('/system/field/save', field({ name: '教师阵地' }), teacher)).code).toBe(10003);
  });
});

describe('applications', () => {
  it('are reviewed from the to-do list onto the field’s timeline, with their history', async () => {
    const { id: fieldId } = await ok(post('/system/field/save', field({ name: 'LED 屏', kind: 3, capacity: 1 })));
    const { id } = await ok(post('/system/field/apply/add', application(fieldId)));
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.FIELD_APPLY && i.relationId === id)?.taskName).toBe(`${orgs[0].name} 申请 LED 屏`);
    expect(await ok(get<FieldApplyDetail>('/system/field/apply/detail', { id }, reviewer))).toMatchObject({ statusName: '待审核', canAudit: true, capacity: 1, overlapping: [] });
    expect((await ok(get<Page<FieldApplyRow>>('/system/field/apply/list', { mine: 1 }, reviewer))).list.map((r) => r.id)).toContain(id);
    expect(await ok(audit([id], 'pass', '同意'))).toMatchObject({ approved: 1 });
    const detail = await ok(get<FieldApplyDetail>('/system/field/apply/detail', { id }));
    expect(detail).toMatchObject({ status: FieldApplyStatus.APPROVED, opinion: '同意', canAudit: false });
    expect(detail.history.map((h) => h.actionName)).toEqual(['提交申请', '审核通过']);
    expect((await ok(get<FieldDetail>('/system/field/detail', { id: fieldId }))).bookings).toMatchObject([{ id, purpose: '十佳歌手大赛海报', startDate: day(3), endDate: day(6) }]);
    expect(await refused(post('/system/field/delete', { id: fieldId }))).toEqual([10002, '该阵地已有申请,不能删除(可停用)']);
  });

  it('need a reason to be rejected, can be withdrawn while pending, and refuse bad input', async () => {
    const { id: fieldId } = await ok(post('/system/field/save', field({ name: '广播站', kind: 6 })));
    const { id } = await ok(post('/system/field/apply/add', application(fieldId)));
    expect(await refused(audit([id], 'reject', ' '))).toEqual([10002, '驳回必须填写原因']);
    await ok(audit([id], 'reject', '稿件未经指导教师审核'));
    expect(await ok(get<FieldApplyDetail>('/system/field/apply/detail', { id }))).toMatchObject({ statusName: '已驳回', opinion: '稿件未经指导教师审核' });
    const { id: other } = await ok(post('/system/field/apply/add', application(fieldId)));
    await ok(post('/system/field/apply/withdraw', { id: other }));
    expect(await refused(post('/system/field/apply/withdraw', { id: other }))).toEqual([10002, '只有待审核的申请可以撤回']);
    expect(await refused(post('/system/field/apply/add', application(fieldId, { startDate: day(6), endDate: day(3) })))).toEqual([10002, '参数错误: endDate 结束日期不能早于开始日期']);
    expect(await refused(post('/system/field/apply/add', application(fieldId, { startDate: day(-2) })))).toEqual([10002, '参数错误: startDate 开始日期不能早于今天']);
    expect((await refused(post('/system/field/apply/add', application(fieldId, { fileIds: Array.from({ length: 10 }, (_, i) => i + 1) }))))[1]).toMatch(/附件最多9个/);
    expect((await refused(post('/system/field/apply/add', application(fieldId, { purpose: '' }))))[1]).toMatch(/^参数错误: purpose/);
  });

  it('are refused beyond the field’s capacity, at approval and at once when the period is full', async () => {
    const { id: fieldId } = await ok(post('/system/field/save', field({ name: '展板位', kind: 2, capacity: 1 })));
    const { id: a } = await ok(post('/system/field/apply/add', application(fieldId)));
    const { id: b } = await ok(post('/system/field/apply/add', application(fieldId, { startDate: day(5), endDate: day(9), purpose: '志愿成果展' })));
    const { id: c } = await ok(post('/system/field/apply/add', application(fieldId, { startDate: day(7), endDate: day(8), purpose: '读书月' })));
    await ok(audit([a], 'pass'));
    expect(await refused(audit([b], 'pass'))).toEqual([10002, `${orgs[0].name} 志愿成果展: 该阵地${day(5)}已有1个已通过的申请,超出容量(1)`]);
    // After the first ends the slot is free again.
    await ok(audit([c], 'pass'));
    expect(await ok(get<FieldApplyDetail>('/system/field/apply/detail', { id: b }))).toMatchObject({ statusName: '待审核', overlapping: [{ id: a }, { id: c }] });
    expect(await refused(post('/system/field/apply/add', application(fieldId, { startDate: day(4), endDate: day(4) })))).toEqual([10002, `该阵地${day(4)}已有1个已通过的申请,超出容量(1)`]);
  });

  it('of one slot approved concurrently: exactly one wins, the others are refused, never 50000', async () => {
    const { id: fieldId } = await ok(post('/system/field/save', field({ name: '公众号', kind: 4, capacity: 1 })));
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push((await ok(post('/system/field/apply/add', application(fieldId, { purpose: `推文${i}` })))).id);
    const replies = await Promise.all(ids.map((id) => audit([id], 'pass')));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.code === 10002 && r.msg.includes('超出容量(1)'))).toBe(true);
    const approved = await t.db.selectFrom('fieldApplications').select('id').where('schoolId', '=', S).where('fieldId', '=', fieldId).where('status', '=', FieldApplyStatus.APPROVED).execute();
    expect(approved).toHaveLength(1);
  });

  it('follow the college scope: a college administrator manages their college’s fields and sees its applications only', async () => {
    expect((await post('/system/field/save', field({ name: '学院橱窗B', collegeId: collegeB.id }), collegeStaff.token)).code).toBe(10003);
    expect((await post('/system/field/save', field({ name: '全校阵地' }), collegeStaff.token)).code).toBe(10003);
    const { id: own } = await ok(post('/system/field/save', field({ name: '学院橱窗A', kind: 7, collegeId: collegeA.id }), collegeStaff.token));
    const { id: other } = await ok(post('/system/field/save', field({ name: '学院橱窗B', kind: 7, collegeId: collegeB.id })));
    const seen = (await ok(get<Page<FieldRow>>('/system/field/list', { current: 1, size: 40 }, collegeStaff.token))).list.map((f) => f.id);
    expect(seen).toContain(own);
    expect(seen).not.toContain(other);
    expect(await refused(get('/system/field/detail', { id: other }, collegeStaff.token))).toEqual([10002, '阵地不存在']);
    // The college's organisation may use its window; another's may not; an application of another college stays hidden.
    const { id: mine } = await ok(post('/system/field/apply/add', application(own, { organizationId: orgs[1].id }), collegeStaff.token));
    expect(await refused(post('/system/field/apply/add', application(own, { organizationId: orgs[0].id })))).toEqual([10002, '该阵地仅供本学院的组织使用']);
    expect(await refused(post('/system/field/apply/add', application(own, { organizationId: orgs[0].id }), collegeStaff.token))).toEqual([10003, '只能为您负责或管理的组织申请']);
    const { id: theirs } = await ok(post('/system/field/apply/add', application(other, { organizationId: orgs[2].id })));
    const listed = (await ok(get<Page<FieldApplyRow>>('/system/field/apply/list', { current: 1, size: 40 }, collegeStaff.token))).list.map((r) => r.id);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    expect(await refused(get('/system/field/apply/detail', { id: theirs }, collegeStaff.token))).toEqual([10002, '申请不存在']);
  });
});

describe('组织工作安排', () => {
  const today = day(0);
  const year = academicYearOf(today);
  const [first, last] = [`${year}-08-01`, `${year + 1}-07-31`];
  const closed = today < last ? { startDate: day(1) > last ? last : day(1), endDate: last } : { startDate: first, endDate: day(-1) };
  const save = (windows: object[], token = admin) => post<ScheduleYear>('/organization/schedule/save', { academicYear: year, windows }, token);
  const register = () => post('/organization/lifecycle/apply', { kind: 2, organizationId: orgs[0].id, academicYear: year });

  it('refuses a submission outside its window naming the window, allows it inside, and leaves kinds without one open', async () => {
    const saved = await ok(save([{ kind: 2, ...closed, remarks: '本学年注册' }]));
    expect(saved.windows).toMatchObject([{ kind: 2, kindName: '年度注册', ...closed, open: false }]);
    expect(await refused(register())).toEqual([10002, `注册申请的办理时间为 ${closed.startDate} 至 ${closed.endDate},当前不在办理时间内`]);
    // 年审 has no window: unchanged.
    expect((await post('/organization/lifecycle/apply', { kind: 3, organizationId: orgs[0].id, academicYear: year })).code).toBe(0);
    await ok(save([{ kind: 2, startDate: today, endDate: today }]));
    expect((await ok(get<ScheduleYear>('/organization/schedule/open', {}, teacher))).windows).toMatchObject([{ kind: 2, open: true }]);
    expect((await register()).code).toBe(0);
  });

  it('refuses bad windows and callers without the module', async () => {
    expect(await refused(save([{ kind: 2, startDate: last, endDate: first }]))).toEqual([10002, '参数错误: windows.0.endDate 结束日期不能早于开始日期']);
    expect((await refused(save([{ kind: 3, startDate: `${year + 1}-08-01`, endDate: `${year + 1}-08-02` }])))[1]).toMatch(/时间须在该学年内/);
    expect((await refused(save([{ kind: 4, startDate: first, endDate: first }, { kind: 4, startDate: last, endDate: last }])))[1]).toMatch(/同一事项只能设置一个时间段/);
    expect((await save([], teacher)).code).toBe(10003);
    expect((await get('/organization/schedule', {}, teacher)).code).toBe(10003);
  });
});
