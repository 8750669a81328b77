/**
 * Honours and employment (issue 21 "Honours and employment"; spec §2 /honors, /employment, §3
 * student activity summary, §6 visible data): a student declares an honour, it is reviewed through
 * the school's flow (source 28, the to-do list) and, once approved, is on the transcript's 成长记录
 * and counted in honorCount; employment records (source 29); the staff list, statistics and export
 * within the college scope; a rejection's reason; 8 identical declarations at once; bad input.
 */
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { GrowthStatus, type GrowthDetail, type GrowthRow, type GrowthStatistics } from '../../common/honours.js';
import type { StudentActivitySummary } from '../../common/studentHome.js';
import { SourceType } from '../../common/sourceTypes.js';
import type { TranscriptContent } from '../../common/transcripts.js';
import { call, fileApp, signInAs } from './helpers.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';
import { roleIdByCode, addStaff, signInStaff } from './staff-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const reviewerCode = `hon${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '荣誉审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const [alice, bob, racer] = await makeStudents(t, S, 3);
const { collegeId } = await t.db.selectFrom('students').select('collegeId').where('schoolId', '=', S).where('userId', '=', alice.userId).executeTakeFirstOrThrow();
const otherCollege = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', collegeId!).orderBy('id').executeTakeFirstOrThrow();
const ownCollegeStaff = await makeStaff(t, S, ['/honors/list'], 2, collegeId);
const otherCollegeStaff = await makeStaff(t, S, ['/honors/list'], 2, otherCollege.id);

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const honour = (over: Record<string, unknown> = {}) => ({ kind: 'honour', title: '国家奖学金', level: 1, issuer: '教育部', startDate: '2026-10-15', ...over });
const job = (over: Record<string, unknown> = {}) => ({ kind: 'employment', title: '华为技术有限公司', job: '软件开发实习生', jobKind: 2, startDate: '2026-07-01', endDate: '2026-08-31', ...over });

describe('an honour from declaration to the transcript', () => {
  it('is declared by the student, waits in the to-do list, and once approved is on the transcript and in honorCount', async () => {
    const before = await ok(get<StudentActivitySummary>('/student/activity/list', {}, alice.token));
    const { id } = await ok(post('/honors/add', honour(), alice.token));
    const mine = await ok(get<Page<GrowthRow>>('/honors/my-list', { kind: 'honour' }, alice.token));
    expect(mine.list).toMatchObject([{ id, title: '国家奖学金', levelName: '国家级', statusName: '审核中' }]);
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.HONOUR && i.relationId === id)?.taskName).toBe('国家奖学金 荣誉申报');
    const pending = await ok(get<TranscriptContent>('/student/transcript/preview', {}, alice.token));
    expect(pending.growth ?? []).toEqual([]);

    expect(await ok(post('/honors/audit', { kind: 'honour', ids: [id], result: 'pass', opinion: '材料属实' }, reviewer))).toMatchObject({ count: 1, approved: 1 });
    const detail = await ok(get<GrowthDetail>('/honors/detail', { id }, alice.token));
    expect(detail).toMatchObject({ status: GrowthStatus.APPROVED, opinion: '材料属实', canAudit: false });
    expect(detail.history.map((h) => h.actionName)).toEqual(['提交申报', '审核通过']);
    const transcript = await ok(get<TranscriptContent>('/student/transcript/preview', {}, alice.token));
    expect(transcript.growth).toEqual([{ kind: 1, title: '国家奖学金', detail: '国家级', date: '2026-10-15' }]);
    const after = await ok(get<StudentActivitySummary>('/student/activity/list', {}, alice.token));
    expect(after.honorCount).toBe(before.honorCount + 1);
    expect(await post('/honors/audit', { kind: 'honour', ids: [id], result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: '国家奖学金: 该事项已处理或不在审核中' });
  });

  it('needs a reason to be rejected, and a rejected honour is not on the transcript', async () => {
    const { id } = await ok(post('/honors/add', honour({ title: '校级三好学生', level: 4 }), bob.token));
    expect(await post('/honors/audit', { kind: 'honour', ids: [id], result: 'reject', opinion: '  ' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    await ok(post('/honors/audit', { kind: 'honour', ids: [id], result: 'reject', opinion: '缺少证书照片' }, reviewer));
    expect(await ok(get<GrowthDetail>('/honors/detail', { id }, bob.token))).toMatchObject({ statusName: '已驳回', opinion: '缺少证书照片' });
    expect((await ok(get<TranscriptContent>('/student/transcript/preview', {}, bob.token))).growth ?? []).toEqual([]);
  });
});

describe('employment records', () => {
  it('are declared, approved through source 29 and shown on the transcript with their kind and role', async () => {
    const { id } = await ok(post('/honors/add', job(), bob.token));
    expect(await get('/honors/my-list', { kind: 'employment' }, bob.token)).toMatchObject({ data: { total: 1, list: [{ id, jobKindName: '实习', endDate: '2026-08-31' }] } });
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.some((i) => i.sourceType === SourceType.EMPLOYMENT && i.relationId === id)).toBe(true);
    // An employment id is not an honour of the honour review.
    expect(await post('/honors/audit', { kind: 'honour', ids: [id], result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: '记录不存在' });
    await ok(post('/honors/audit', { kind: 'employment', ids: [id], result: 'pass' }, reviewer));
    const transcript = await ok(get<TranscriptContent>('/student/transcript/preview', {}, bob.token));
    expect(transcript.growth).toEqual([{ kind: 2, title: '华为技术有限公司', detail: '实习 · 软件开发实习生', date: '2026-07-01' }]);
  });
});

describe('staff lists within their data scope', () => {
  it('a college administrator sees and counts their college’s honours only, and only they review them', async () => {
    const own = await ok(get<Page<GrowthRow>>('/honors/list', { kind: 'honour', name: '国家奖学金' }, ownCollegeStaff.token));
    expect(own.list.some((r) => r.userId === alice.userId)).toBe(true);
    const other = await ok(get<Page<GrowthRow>>('/honors/list', { kind: 'honour' }, otherCollegeStaff.token));
    expect(other.list.some((r) => r.userId === alice.userId || r.userId === bob.userId)).toBe(false);
    const stats = await ok(get<GrowthStatistics>('/honors/statistics', { kind: 'honour' }, ownCollegeStaff.token));
    expect(stats.byLevel.find((r) => r.level === 1)).toMatchObject({ name: '国家级' });
    expect(stats.byCollege.length).toBe(1);
    const [mine] = own.list.filter((r) => r.userId === alice.userId);
    expect(await get('/honors/detail', { id: mine.id }, otherCollegeStaff.token)).toMatchObject({ code: 10002, msg: '记录不存在' });
    const { id } = await ok(post('/honors/add', honour({ title: '院级学习标兵', level: 5 }), alice.token));
    expect(await ok(get<GrowthDetail>('/honors/detail', { id }, ownCollegeStaff.token))).toMatchObject({ canAudit: true, studentName: '测试学生1' });
    expect(await post('/honors/audit', { kind: 'honour', ids: [id], result: 'pass' }, otherCollegeStaff.token)).toMatchObject({ code: 10003 });
    await ok(post('/honors/audit', { kind: 'honour', ids: [id], result: 'pass' }, ownCollegeStaff.token));
  });

  it('refuses students and staff without the module, and students read only their own records', async () => {
    expect(await get('/honors/list', { kind: 'honour' }, alice.token)).toMatchObject({ code: 10003 });
    expect(await get('/honors/list', { kind: 'employment' }, ownCollegeStaff.token)).toMatchObject({ code: 10003 });
    expect(await post('/honors/add', honour({ title: '代报' }), reviewer)).toMatchObject({ code: 10003 });
    const [theirs] = (await ok(get<Page<GrowthRow>>('/honors/my-list', { kind: 'honour' }, alice.token))).list;
    expect(await get('/honors/detail', { id: theirs.id }, bob.token)).toMatchObject({ code: 10002, msg: '记录不存在' });
  });

  it('exports the filtered list as xlsx through the export job', async () => {
    const { id } = await ok(get<{ id: string }>('/honors/export', { kind: 'honour', status: GrowthStatus.APPROVED }, ownCollegeStaff.token));
    expect(await waitJob(t, id, ownCollegeStaff.token)).toMatchObject({ status: 'done' });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id }, ownCollegeStaff.token)).rawPayload);
    expect(sheet[0].slice(0, 7)).toEqual(['编号', '学生', '学号', '学院', '班级', '荣誉名称', '级别']);
    const alices = sheet.slice(1).filter((r) => r[1] === '测试学生1' && r[5] === '国家奖学金');
    expect(alices.map((r) => [r[6], r[9]])).toContainEqual(['国家级', '已通过']);
    expect(sheet.slice(1).every((r) => r[9] === '已通过')).toBe(true);
    expect(await get('/honors/export', { kind: 'honour' }, alice.token)).toMatchObject({ code: 10003 });
  });
});

describe('bad input', () => {
  it('names the field', async () => {
    expect(await post('/honors/add', honour({ level: undefined, title: '无级别' }), alice.token)).toMatchObject({ code: 10002, msg: '参数错误: level 请选择荣誉级别' });
    expect(await post('/honors/add', job({ jobKind: undefined, title: '无类型' }), alice.token)).toMatchObject({ code: 10002, msg: '参数错误: jobKind 请选择就业或实习' });
    expect(await post('/honors/add', job({ endDate: '2026-06-01', title: '倒序' }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('开始日期不能晚于结束日期') });
    expect(await post('/honors/add', honour({ startDate: '2026-13-01' }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('startDate') });
    expect(await post('/honors/add', honour({ startDate: '2099-01-01', title: '未来' }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('日期不能晚于今天') });
    expect(await post('/honors/add', honour({ title: 'x'.repeat(61) }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('名称不能超过60个字') });
    expect(await post('/honors/add', honour({ kind: 'medal' }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('kind') });
    expect(await post('/honors/add', honour({ title: '假附件', fileIds: [999999] }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('文件不存在') });
    expect(await post('/honors/add', honour({ title: '太多附件', fileIds: [1, 2, 3, 4] }), alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('证明材料最多3个') });
    expect(await post('/honors/audit', { kind: 'honour', ids: [], result: 'pass' }, reviewer)).toMatchObject({ code: 10002 });
    expect(await get('/honors/detail', { id: 2147483647 }, alice.token)).toMatchObject({ code: 10002, msg: '记录不存在' });
  });
});

describe('8 identical declarations at once', () => {
  it('leave one record: one code 0, the others 10002 with the duplicate message, never 50000', async () => {
    const body = honour({ title: '竞态荣誉', startDate: '2026-09-01' });
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/honors/add', body, racer.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array.from({ length: 7 }, () => [10002, '参数错误: title 已申报过相同的记录']));
    const rows = await t.db.selectFrom('growthRecords').select('id').where('schoolId', '=', S).where('userId', '=', racer.userId).where('title', '=', '竞态荣誉').execute();
    expect(rows).toHaveLength(1);
  });
});
