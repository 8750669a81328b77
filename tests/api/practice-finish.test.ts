/**
 * Social practice at work and its completion (issue 19 "Social practice"; spec §1 "summer and winter
 * social practice count up to 20 hours per term"; §2 /society/practice/finish/list, analysis and
 * statistical/list): the team's journal with photos, the completion the leader submits with its
 * report and attachments, its review (source type 9) issuing each member's hours into the 社会实践
 * module — capped per summer or winter term, the requested hours kept — once only, shown on the
 * students' hours records and transcripts; and the statistics by college, destination, type and term.
 */
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../common/activities.js';
import { LedgerSource } from '../../common/ledger.js';
import { PracticeStatus, type PracticeQueueRow, type PracticeStats } from '../../common/practice.js';
import type { HoursRecord } from '../../common/studentHome.js';
import type { Page } from '../../common/envelope.js';
import type { TranscriptContent } from '../../common/transcripts.js';
import { call, fileApp } from './helpers.js';
import { makeStaff } from './activity-fixture.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';
import { approvedProject, audit, detail, makePracticeWorld, proposal, propose, S } from './practice-helpers.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const t = await fileApp({ tmpDataDir: 'practice-finish-' });
const w = await makePracticeWorld(t, 'f');
const [leader, member, outsider] = w.students;
const finish = (token: string, body: object) => call<{ id: number }>(t, 'POST', '/practice/finish', body, token);
const journal = (token: string, body: object) => call<{ id: number }>(t, 'POST', '/practice/journal/add', body, token);
const ledgerRows = (projectId: number) =>
  t.db.selectFrom('hoursLedger').select(['userId', 'requestedHours', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.PRACTICE).where('relationId', '=', projectId).orderBy('userId').execute();

describe('the progress journal', () => {
  it('keeps members’ entries with photos, newest first; strangers and unapproved projects are refused', async () => {
    const id = await approvedProject(t, w, { name: '日志队' });
    const photo = await uploadEnvelope<UploadedFile>(t, '/upload/image', [{ name: '合影.png', content: PNG }], {}, member.token);
    expect((await journal(member.token, { projectId: id, content: '第一天:抵达恩施', fileIds: [photo.data.id] })).code).toBe(0);
    expect((await journal(leader.token, { projectId: id, content: '第二天:走访小学' })).code).toBe(0);
    const d = await detail(t, leader.token, id);
    expect(d.journals.map((j) => [j.content, j.photos.map((p) => p.name)])).toEqual([['第二天:走访小学', []], ['第一天:抵达恩施', ['合影.png']]]);
    expect(await journal(outsider.token, { projectId: id, content: '路过' })).toMatchObject({ code: 10003, msg: '只有团队成员可以填写实践日志' });
    expect(await journal(leader.token, { projectId: id, content: '', fileIds: [] })).toMatchObject({ code: 10002, msg: '参数错误: content 不能为空' });
    expect(await journal(leader.token, { projectId: id, content: 'x', fileIds: [photo.data.id] })).toMatchObject({ code: 10002, msg: '参数错误: fileIds 文件不存在,请重新上传' });
    const pending = (await propose(t, leader.token, proposal(w, { name: '未批准' }))).data.id;
    expect(await journal(leader.token, { projectId: pending, content: '太早' })).toMatchObject({ code: 10002, msg: '立项通过后才能填写实践日志' });
  });
});

describe('completion and hours', () => {
  it('grants each member the requested hours under the summer cap of 20 per term, keeping what was asked', async () => {
    const first = await approvedProject(t, w, { name: '暑期一队' });
    const report = await uploadEnvelope<UploadedFile>(t, '/upload/file', [{ name: '结项报告.pdf', content: PDF }], {}, leader.token);
    expect(await finish(member.token, { id: first, report: '完成', hours: 15 })).toMatchObject({ code: 10003, msg: '只有队长可以提交' });
    expect(await finish(leader.token, { id: first, report: '完成', hours: 0 })).toMatchObject({ code: 10002, msg: '参数错误: hours 每人申请学时须大于0且不超过100' });
    expect((await finish(leader.token, { id: first, report: '圆满完成支教任务', fileIds: [report.data.id], hours: '15' })).code).toBe(0);
    const submitted = await detail(t, leader.token, first);
    expect([submitted.statusName, submitted.requestedHours, submitted.attachments.map((a) => a.name), submitted.canFinish]).toEqual(['结项审核中', '15.00', ['结项报告.pdf'], false]);
    const queue = await call<Page<PracticeQueueRow>>(t, 'GET', '/practice/audit/finish/list', { name: '暑期一队' }, w.reviewer.token);
    expect(queue.data.list.map((r) => [r.id, r.requestedHours, r.stepName])).toEqual([[first, '15.00', '审核员审核']]);
    expect((await call<Page<PracticeQueueRow>>(t, 'GET', '/practice/audit/project/list', { name: '暑期一队' }, w.reviewer.token)).data.total).toBe(0);
    expect((await audit(t, w.reviewer.token, { stage: 'finish', ids: [first], result: 'pass' })).data.approved).toBe(1);
    expect(await ledgerRows(first)).toEqual([
      { userId: leader.userId, requestedHours: '15.00', grantedHours: '15.00' },
      { userId: member.userId, requestedHours: '15.00', grantedHours: '15.00' },
    ].sort((a, b) => a.userId - b.userId));

    // A second summer project in the same term: only 5 of 15 fit under the cap.
    const second = await approvedProject(t, w, { name: '暑期二队', startDate: '2026-08-01', endDate: '2026-08-10' });
    expect((await finish(leader.token, { id: second, report: '第二次实践', hours: 15 })).code).toBe(0);
    expect((await audit(t, w.reviewer.token, { stage: 'finish', ids: [second], result: 'pass' })).code).toBe(0);
    const d = await detail(t, leader.token, second);
    expect(d.members.map((m) => [m.requestedHours, m.grantedHours])).toEqual([['15.00', '5.00'], ['15.00', '5.00']]);
    expect(d.status).toBe(PracticeStatus.COMPLETED);
    expect(d.history.map((h) => h.actionName)).toEqual(['提交', '审核通过', '提交', '审核通过']);

    // The student's records and transcript show the capped figure under 社会实践, named after the project.
    const records = await call<Page<HoursRecord>>(t, 'GET', '/student/hours/records', { sourceType: LedgerSource.PRACTICE }, member.token);
    expect(records.data.list.map((r) => [r.sourceName, r.moduleName, r.classifyName, r.requestedHours, r.grantedHours])).toEqual([
      ['暑期二队', '社会实践', '暑期社会实践', '15.00', '5.00'],
      ['暑期一队', '社会实践', '暑期社会实践', '15.00', '15.00'],
    ]);
    const transcript = await call<TranscriptContent>(t, 'GET', '/student/transcript/preview', {}, member.token);
    expect(transcript.data.records.filter((r) => r.sourceType === LedgerSource.PRACTICE).map((r) => r.hours).sort()).toEqual(['15.00', '5.00']);
    expect(transcript.data.byClassify.find((c) => c.classifyName === '社会实践')?.hours).toBe('20.00');
  });

  it('does not cap term-time practice, and a rejected completion can be resubmitted', async () => {
    const id = await approvedProject(t, w, { name: '学期调研队', termId: w.terms.regular.id, classifyId: w.surveyClassify, startDate: '2025-10-01', endDate: '2025-10-07', memberCodes: [] });
    expect((await finish(leader.token, { id, report: '初稿', hours: 30 })).code).toBe(0);
    expect(await audit(t, w.reviewer.token, { stage: 'project', ids: [id], result: 'pass' })).toMatchObject({ code: 10002, msg: '学期调研队: 该事项已处理或不在审核中' });
    expect((await audit(t, w.reviewer.token, { stage: 'finish', ids: [id], result: 'reject', opinion: '报告不完整' })).data.rejected).toBe(1);
    const rejected = await detail(t, leader.token, id);
    expect([rejected.statusName, rejected.canFinish, rejected.opinion]).toEqual(['结项驳回', true, '报告不完整']);
    expect(await ledgerRows(id)).toEqual([]);
    expect((await finish(leader.token, { id, report: '完整报告', hours: 30 })).code).toBe(0);
    expect((await audit(t, w.reviewer.token, { stage: 'finish', ids: [id], result: 'pass' })).code).toBe(0);
    expect(await ledgerRows(id)).toEqual([{ userId: leader.userId, requestedHours: '30.00', grantedHours: '30.00' }]);
    expect(await finish(leader.token, { id, report: '再交一次', hours: 30 })).toMatchObject({ code: 10002, msg: '只有实践中或结项被驳回的项目可以提交结项' });
  });

  it('issues the hours once: granting again writes nothing', async () => {
    const id = await approvedProject(t, w, { name: '幂等队', termId: w.terms.winter.id, classifyId: w.winterClassify, startDate: '2026-01-20', endDate: '2026-01-30', memberCodes: [] });
    expect((await finish(leader.token, { id, report: '寒假实践', hours: 8 })).code).toBe(0);
    expect((await audit(t, w.reviewer.token, { stage: 'finish', ids: [id], result: 'pass' })).code).toBe(0);
    const { grantPracticeHours } = await import('../../server/modules/practice/review.js');
    const row = await t.db.selectFrom('practiceProjects').selectAll().where('schoolId', '=', S).where('id', '=', id).executeTakeFirstOrThrow();
    const again = await t.db.transaction().execute((trx) => grantPracticeHours(trx, row, w.reviewer.userId, new Date()));
    expect(again).toEqual({ granted: 0, alreadyIssued: 1, capped: 0 });
    expect(await ledgerRows(id)).toHaveLength(1);
  });
});

describe('statistics', () => {
  it('breaks projects, participants and granted hours down by college, destination, type and term, and exports them', async () => {
    const analyst = await makeStaff(t, S, ['/society/practice/analysis']);
    const env = await call<PracticeStats>(t, 'GET', '/practice/statistics', { academicYear: 2025 }, analyst.token);
    expect(env.code).toBe(0);
    const s = env.data;
    expect(s.totals.completed).toBeGreaterThanOrEqual(4);
    const summer = s.byType.find((l) => l.name === '暑期社会实践')!;
    // Both summer projects' members: 15 + 5 each for two members (and nothing yet for the others).
    expect(summer.hours).toBe('40.00');
    expect(s.byTerm.some((l) => l.name.includes('暑期'))).toBe(true);
    expect(s.byDestination.find((l) => l.name === '湖北恩施')?.projects).toBeGreaterThanOrEqual(2);
    expect(s.byCollege.reduce((n, l) => n + Number(l.hours), 0)).toBe(Number(s.totals.hours));
    expect((await call<PracticeStats>(t, 'GET', '/practice/statistics', { type: 3 }, analyst.token)).data.byType.map((l) => l.name)).toEqual(['寒假社会实践']);
    expect(await call(t, 'GET', '/practice/statistics', {}, w.viewer.token)).toMatchObject({ code: 10003 });
    expect(await call(t, 'GET', '/practice/statistics', { type: 7 }, analyst.token)).toMatchObject({ code: 10002, msg: expect.stringContaining('type') });
    expect((await call<PracticeStats>(t, 'GET', '/practice/statistics', {}, w.admin2)).data.totals.projects).toBe(0);

    const job = await waitJob<{ rows: number }>(t, (await call<{ id: string }>(t, 'GET', '/practice/statistics/export', { academicYear: 2025 }, analyst.token)).data.id, analyst.token);
    expect(job).toMatchObject({ status: 'done', fileName: '社会实践统计.xlsx' });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, analyst.token)).rawPayload);
    expect(sheet[0]).toEqual(['维度', '名称', '项目数', '参与人数', '认定学时']);
    expect(sheet.some((r) => r[0] === '类型' && r[1] === '暑期社会实践' && r[4] === '40')).toBe(true);
  });
});
