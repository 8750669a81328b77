/**
 * Work journals, things to do and feedback (issue 21 "Journals and sign tasks"; spec §2
 * /proceeding/wait journal list/detail, /communist/thing/list, /communist/systempal/feedback; §5 three
 * attachments; §6 visible data): an organisation's leader writes a journal, it waits in the to-do
 * list and the review queue (source 34) and is approved; a 4th attachment is refused; a rejection
 * needs its reason and the author edits and resubmits; the college scope; things seen by their owner
 * only; feedback sent, replied (the sender sees the reply), closed, counted and exported; the daily
 * cap under 8 sends at once; bad input.
 */
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem, UploadedFile } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import type { FeedbackDetail, FeedbackRow, FeedbackStatistics } from '../../common/feedback.js';
import type { JournalDetail, JournalOption, JournalQueueRow, JournalRow, JournalStatistics, ThingRow, ThingSummary } from '../../common/journals.js';
import { SourceType } from '../../common/sourceTypes.js';
import { call, fileApp, signIn } from './helpers.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';

const S = 10001;
const t = await fileApp();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082', 'hex');

const colleges = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).orderBy('id').limit(2).execute();
const [collegeA, collegeB] = colleges.map((c) => c.id);
const writer = await makeStaff(t, S, ['/communist/journal/list', '/communist/thing/list']);
const stranger = await makeStaff(t, S, ['/communist/journal/list', '/communist/thing/list']);
const reviewer = await signIn(t, S, 'a1001', 'Auditor@123456');
const collegeStaff = await makeStaff(t, S, ['/communist/journal/list', '/communist/systempal/feedback'], 2, collegeA);
const otherCollegeStaff = await makeStaff(t, S, ['/communist/journal/list', '/communist/systempal/feedback'], 2, collegeB);
const feedbackStaff = await makeStaff(t, S, ['/communist/systempal/feedback']);
const org = await t.db.insertInto('organizations').values({ schoolId: S, name: `测试社团${process.pid % 1000}`, nature: 2, userId: writer.userId, collegeId: collegeA }).returning('id').executeTakeFirstOrThrow();
const [alice, bob, racer] = await makeStudents(t, S, 3);
await t.db.updateTable('students').set({ collegeId: collegeA }).where('schoolId', '=', S).where('userId', 'in', [alice.userId, racer.userId]).execute();

const post = <T = { id: number }>(path: string, body: object, token: string) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token: string) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const journal = (over: Record<string, unknown> = {}) => ({ organizationId: org.id, journalDate: '2026-11-20', title: '十一月例会纪要', content: '总结本月工作,部署期末安排。', ...over });
const attach = async (token: string, name = '附件.pdf') => (await uploadEnvelope<UploadedFile>(t, '/upload/file', [{ name, content: PDF, type: 'application/pdf' }], {}, token)).data.id;
const image = async (token: string) => (await uploadEnvelope<UploadedFile>(t, '/upload/image', [{ name: '截图.png', content: PNG, type: 'image/png' }], {}, token)).data.id;

describe('a work journal from writing to approval', () => {
  it('is written by the organisation’s leader, waits in the to-do list and the queue, and is approved', async () => {
    expect(await ok(get<JournalOption[]>('/journal/options', {}, writer.token))).toEqual([{ id: org.id, name: expect.stringContaining('测试社团') }]);
    const { id } = await ok(post('/journal/add', journal(), writer.token));
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.JOURNAL)?.ct).toBeGreaterThanOrEqual(1);
    const queue = await ok(get<Page<JournalQueueRow>>('/journal/audit/list', { name: '十一月例会纪要' }, reviewer));
    expect(queue.list.find((r) => r.id === id)).toMatchObject({ statusName: '审核中', stepName: '审核员审核', organizationId: org.id });
    expect(await ok(get<JournalDetail>('/journal/detail', { id }, reviewer))).toMatchObject({ canAudit: true, canEdit: false });
    expect(await ok(post('/journal/audit', { ids: [id], result: 'pass', opinion: '同意' }, reviewer))).toMatchObject({ count: 1, approved: 1 });
    const d = await ok(get<JournalDetail>('/journal/detail', { id }, writer.token));
    expect(d).toMatchObject({ statusName: '已通过', opinion: '同意', canAudit: false, canEdit: false, content: '总结本月工作,部署期末安排。' });
    expect(d.history.map((h) => h.actionName)).toEqual(['提交日志', '审核通过']);
    expect(await post('/journal/audit', { ids: [id], result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: '十一月例会纪要: 该事项已处理或不在审核中' });
  });

  it('takes at most 3 attachments (the existing uploads) and lists them on the detail', async () => {
    const files = [await attach(writer.token, '一.pdf'), await attach(writer.token, '二.pdf'), await attach(writer.token, '三.pdf'), await attach(writer.token, '四.pdf')];
    expect(await post('/journal/add', journal({ title: '四个附件', fileIds: files }), writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('附件最多3个') });
    const { id } = await ok(post('/journal/add', journal({ title: '三个附件', fileIds: files.slice(0, 3) }), writer.token));
    const d = await ok(get<JournalDetail>('/journal/detail', { id }, writer.token));
    expect(d.files.map((f) => f.name)).toEqual(['一.pdf', '二.pdf', '三.pdf']);
    expect(d.fileCount).toBe(3);
    const others = await attach(stranger.token);
    expect(await post('/journal/add', journal({ title: '别人的附件', fileIds: [others] }), writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('文件不存在') });
  });

  it('needs a reason to be rejected; the author edits and resubmits it, and it waits again', async () => {
    const { id } = await ok(post('/journal/add', journal({ title: '待修改日志' }), writer.token));
    expect(await post('/journal/edit', { ...journal({ title: '过早修改' }), id }, writer.token)).toMatchObject({ code: 10002, msg: '只有被驳回的日志可以修改后重新提交' });
    expect(await post('/journal/audit', { ids: [id], result: 'reject', opinion: '   ' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    await ok(post('/journal/audit', { ids: [id], result: 'reject', opinion: '请补充活动照片' }, reviewer));
    expect(await ok(get<JournalDetail>('/journal/detail', { id }, writer.token))).toMatchObject({ statusName: '已驳回', opinion: '请补充活动照片', canEdit: true });
    expect(await post('/journal/edit', { ...journal({ title: '他人修改' }), id }, stranger.token)).toMatchObject({ code: 10002, msg: '工作日志不存在' });
    await ok(post('/journal/edit', { ...journal({ title: '待修改日志(已补充)', fileIds: [await attach(writer.token)] }), id }, writer.token));
    const d = await ok(get<JournalDetail>('/journal/detail', { id }, reviewer));
    expect(d).toMatchObject({ title: '待修改日志(已补充)', statusName: '审核中', canAudit: true, fileCount: 1 });
    expect(d.history.map((h) => h.actionName)).toEqual(['提交日志', '驳回', '修改后重新提交']);
    expect((await ok(get<Page<JournalQueueRow>>('/journal/audit/list', { name: '已补充' }, reviewer))).list.map((r) => r.id)).toEqual([id]);
  });

  it('is written only for an organisation the caller leads or advises', async () => {
    expect(await ok(get<JournalOption[]>('/journal/options', {}, stranger.token))).toEqual([]);
    expect(await post('/journal/add', journal({ title: '代写' }), stranger.token)).toMatchObject({ code: 10002, msg: '只能为您负责或指导的组织撰写工作日志' });
    await t.db.updateTable('organizations').set({ advisorId: stranger.userId }).where('schoolId', '=', S).where('id', '=', org.id).execute();
    await ok(post('/journal/add', journal({ title: '指导教师的日志' }), stranger.token));
    expect(await post('/journal/add', journal({ title: '学生' }), alice.token)).toMatchObject({ code: 10003 });
  });
});

describe('journals within the data scope', () => {
  it('a college administrator sees their college’s organisations only; lists filter, count per month and export', async () => {
    const own = await ok(get<Page<JournalRow>>('/journal/list', { organizationId: org.id, month: '2026-11' }, collegeStaff.token));
    expect(own.total).toBeGreaterThanOrEqual(3);
    expect(own.list.every((r) => r.organizationId === org.id && r.journalDate.startsWith('2026-11'))).toBe(true);
    const other = await ok(get<Page<JournalRow>>('/journal/list', { organizationId: org.id }, otherCollegeStaff.token));
    expect(other.total).toBe(0);
    expect(await get('/journal/detail', { id: own.list[0].id }, otherCollegeStaff.token)).toMatchObject({ code: 10002, msg: '工作日志不存在' });
    expect((await ok(get<Page<JournalRow>>('/journal/list', { status: 2, organizationId: org.id }, collegeStaff.token))).list.map((r) => r.statusName)).toEqual(['已通过']);
    const stats = await ok(get<JournalStatistics>('/journal/statistics', {}, collegeStaff.token));
    expect(stats.months).toHaveLength(6);
    const series = stats.series.find((s) => s.organizationName.startsWith('测试社团'));
    expect(series?.counts[stats.months.indexOf('2026-11')]).toBe(own.total);
    const { id } = await ok(get<{ id: string }>('/journal/export', { organizationId: org.id }, collegeStaff.token));
    expect(await waitJob(t, id, collegeStaff.token)).toMatchObject({ status: 'done' });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id }, collegeStaff.token)).rawPayload);
    expect(sheet[0].slice(0, 4)).toEqual(['编号', '组织', '日期', '标题']);
    expect(sheet.length - 1).toBe((await ok(get<Page<JournalRow>>('/journal/list', { organizationId: org.id }, collegeStaff.token))).total);
    expect(await get('/journal/list', {}, alice.token)).toMatchObject({ code: 10003 });
    expect(await get('/journal/audit/list', {}, collegeStaff.token)).toMatchObject({ code: 10003 });
  });

  it('names the field of bad input', async () => {
    expect(await post('/journal/add', journal({ title: '' }), writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('title') });
    expect(await post('/journal/add', journal({ content: 'x'.repeat(5001) }), writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('内容不能超过5000个字') });
    expect(await post('/journal/add', journal({ journalDate: '2099-01-01' }), writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('journalDate') });
    expect(await post('/journal/add', journal({ journalDate: '2026-02-30' }), writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('journalDate') });
    expect(await get('/journal/list', { month: '2026-13' }, writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('month') });
    expect(await post('/journal/audit', { ids: [], result: 'pass' }, reviewer)).toMatchObject({ code: 10002 });
    expect(await get('/journal/detail', { id: 2147483647 }, writer.token)).toMatchObject({ code: 10002, msg: '工作日志不存在' });
  });
});

describe('things to do', () => {
  it('are the owner’s only: added, listed with overdue flagged, done, edited and deleted; the summary counts the to-do list', async () => {
    const late = await ok(post('/thing/add', { title: '提交月度总结', dueDate: '2026-01-05', priority: 1 }, writer.token));
    const later = await ok(post('/thing/add', { title: '准备例会材料', note: '打印签到表', dueDate: '2099-12-31' }, writer.token));
    const list = await ok(get<Page<ThingRow>>('/thing/list', {}, writer.token));
    expect(list.list.map((r) => [r.title, r.overdue, r.priority])).toEqual([['提交月度总结', true, 1], ['准备例会材料', false, 2]]);
    expect((await ok(get<Page<ThingRow>>('/thing/list', {}, stranger.token))).total).toBe(0);
    for (const path of ['/thing/done', '/thing/delete']) expect(await post(path, { id: late.id, done: true }, stranger.token)).toMatchObject({ code: 10002, msg: '待办事项不存在' });
    expect(await post('/thing/edit', { id: late.id, title: '改别人的' }, stranger.token)).toMatchObject({ code: 10002, msg: '待办事项不存在' });
    expect(await ok(get<ThingSummary>('/thing/summary', {}, writer.token))).toEqual({ open: 2, overdue: 1, pendingReviews: 0 });
    await ok(post('/thing/done', { id: late.id, done: true }, writer.token));
    await ok(post('/thing/edit', { id: later.id, title: '准备例会材料和议程', priority: 3 }, writer.token));
    const after = await ok(get<Page<ThingRow>>('/thing/list', {}, writer.token));
    expect(after.list.map((r) => [r.title, r.done, r.overdue, r.priority])).toEqual([['准备例会材料和议程', false, false, 3], ['提交月度总结', true, false, 1]]);
    await ok(post('/thing/delete', { id: later.id }, writer.token));
    expect((await ok(get<Page<ThingRow>>('/thing/list', { done: false }, writer.token))).total).toBe(0);
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect((await ok(get<ThingSummary>('/thing/summary', {}, reviewer))).pendingReviews).toBe(desk.reduce((n, i) => n + i.ct, 0));
    expect(await get('/thing/list', {}, alice.token)).toMatchObject({ code: 10003 });
    expect(await post('/thing/add', { title: ' ' }, writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('title') });
    expect(await post('/thing/add', { title: '优先级', priority: 4 }, writer.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('priority') });
  });
});

describe('feedback', () => {
  it('is sent by a student, replied by staff, and the student sees the reply; closed feedback takes no reply', async () => {
    const img = await image(alice.token);
    const { id } = await ok(post('/feedback/add', { category: 2, content: '成绩单页面加载很慢', contact: '13800001234', imageIds: [img] }, alice.token));
    expect((await ok(get<Page<FeedbackRow>>('/feedback/my-list', {}, alice.token))).list).toMatchObject([{ id, statusName: '待处理', categoryName: '问题反馈', imageCount: 1, reply: '' }]);
    const row = (await ok(get<Page<FeedbackRow>>('/feedback/list', { keyword: '成绩单页面' }, feedbackStaff.token))).list.find((r) => r.id === id);
    expect(row).toMatchObject({ userName: '测试学生1', contact: '13800001234' });
    await ok(post('/feedback/reply', { id, reply: '已优化,请再试' }, feedbackStaff.token));
    const mine = await ok(get<FeedbackDetail>('/feedback/detail', { id }, alice.token));
    expect(mine).toMatchObject({ statusName: '已回复', reply: '已优化,请再试', repliedBy: expect.stringContaining('测试职工') });
    expect(mine.images).toHaveLength(1);
    expect(await get('/feedback/detail', { id }, bob.token)).toMatchObject({ code: 10002, msg: '反馈不存在' });
    await ok(post('/feedback/close', { id }, feedbackStaff.token));
    expect(await post('/feedback/reply', { id, reply: '再回复' }, feedbackStaff.token)).toMatchObject({ code: 10002, msg: '该反馈已关闭' });
    expect(await post('/feedback/reply', { id, reply: '学生回复' }, alice.token)).toMatchObject({ code: 10003 });
  });

  it('is seen within the data scope, counted by category and status, and exported', async () => {
    const { id } = await ok(post('/feedback/add', { category: 1, content: '希望增加夜间活动' }, alice.token));
    await ok(post('/feedback/add', { category: 3, content: '别的学院的投诉' }, bob.token));
    expect((await ok(get<Page<FeedbackRow>>('/feedback/list', {}, collegeStaff.token))).list.map((r) => r.id)).toContain(id);
    expect((await ok(get<Page<FeedbackRow>>('/feedback/list', {}, otherCollegeStaff.token))).list.map((r) => r.id)).not.toContain(id);
    expect(await get('/feedback/detail', { id }, otherCollegeStaff.token)).toMatchObject({ code: 10002, msg: '反馈不存在' });
    const stats = await ok(get<FeedbackStatistics>('/feedback/statistics', {}, feedbackStaff.token));
    expect(stats.byCategory.map((c) => c.name)).toEqual(['功能建议', '问题反馈', '投诉', '其他']);
    expect(stats.byCategory.reduce((n, c) => n + c.count, 0)).toBe(stats.total);
    const all = await ok(get<Page<FeedbackRow>>('/feedback/list', { category: 1 }, feedbackStaff.token));
    expect(stats.byCategory[0].count).toBe(all.total);
    const job = await ok(get<{ id: string }>('/feedback/export', { category: 1 }, feedbackStaff.token));
    expect(await waitJob(t, job.id, feedbackStaff.token)).toMatchObject({ status: 'done' });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, feedbackStaff.token)).rawPayload);
    expect(sheet[0].slice(0, 3)).toEqual(['编号', '类型', '内容']);
    expect(sheet.slice(1).every((r) => r[1] === '功能建议')).toBe(true);
    expect(sheet.length - 1).toBe(all.total);
    expect(await get('/feedback/list', {}, alice.token)).toMatchObject({ code: 10003 });
  });

  it('takes up to 3 of the sender’s own images and names the field of bad input', async () => {
    const pdf = await attach(alice.token);
    expect(await post('/feedback/add', { category: 1, content: '附件不是图片', imageIds: [pdf] }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('只能上传图片') });
    expect(await post('/feedback/add', { category: 1, content: '四张图', imageIds: [1, 2, 3, 4] }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('图片最多3张') });
    expect(await post('/feedback/add', { category: 9, content: '类型' }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('category') });
    expect(await post('/feedback/add', { category: 1, content: '' }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('content') });
    expect(await post('/feedback/add', { category: 1, content: 'x'.repeat(1001) }, alice.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('反馈内容不能超过1000个字') });
    expect(await post('/feedback/reply', { id: 1, reply: '' }, feedbackStaff.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('reply') });
  });
});

describe('the daily feedback cap under 8 sends at once', () => {
  it('lets exactly one of 8 identical sends through past 4 sent today: the others 10002, never 50000, one more row', async () => {
    for (let i = 0; i < 4; i += 1) await ok(post('/feedback/add', { category: 4, content: `今天第${i + 1}条` }, racer.token));
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/feedback/add', { category: 4, content: '同时提交' }, racer.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array.from({ length: 7 }, () => [10002, '每天最多提交5条反馈,请明天再试']));
    const rows = await t.db.selectFrom('feedbacks').select('id').where('schoolId', '=', S).where('userId', '=', racer.userId).execute();
    expect(rows).toHaveLength(5);
  });
});
