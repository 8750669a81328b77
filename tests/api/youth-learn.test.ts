/**
 * 青年大学习 (issue 20 "Quiz bank and study"; /communist/youth/learn): issues by week, the official
 * participation list imported (xlsx) and matched by student number or name + class with the
 * unmatched rows listed back, recorded once per issue and student, rates per college and per class
 * (团支部), reminders as college notices, the export, the student's own record; refusals without the
 * module, bad input and another school's ids.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { MyYouthRow, YouthImportResult, YouthIssueRow, YouthRateRow, YouthRemindResult } from '../../common/quizzes.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileAppAs } from './helpers.js';
import { ok } from './structure-helpers.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';

const S = 10001;
const { t, admin, admin2, student } = await fileAppAs('admin', 'admin2', 'student');
const [alice, bob] = await makeStudents(t, S, 2);
const placed = (userId: number) =>
  t.db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').innerJoin('classes as cl', 'cl.id', 's.classId')
    .select(['s.code', 'u.name', 'cl.name as className', 's.collegeId', 's.classId']).where('s.userId', '=', userId).executeTakeFirstOrThrow();
const a = await placed(alice.userId);
const b = await placed(bob.userId);

async function workbook(rows: (string | number)[][], headers = ['学号', '姓名', '班级', '学习时间']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('名单');
  sheet.addRow(headers);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const importList = async (issueId: number, rows: (string | number)[][], token = admin) =>
  uploadEnvelope<YouthImportResult>(t, '/youth/learn/import', [{ name: '第30期.xlsx', content: await workbook(rows) }], { issueId }, token);

const issueId = (await ok<{ id: number }>(t, 'POST', '/youth/learn/issue/add', { title: '2026年第30期', week: '2026-11-23' }, admin)).id;

describe('青年大学习 issues and imports', () => {
  it('imports by number or name + class, lists the unmatched rows and records each student once', async () => {
    const env = await importList(issueId, [
      [a.code, '', '', '2026-11-24 20:15'],
      ['', b.name, b.className, ''],
      ['0000000000', '查无此人', '', ''],
      ['', '只有姓名', '', ''],
      [a.code, a.name, a.className, ''],
    ]);
    expect(env.code, JSON.stringify(env)).toBe(0);
    expect(env.data).toMatchObject({ matched: 2, added: 2 });
    expect(env.data.unmatched.map((u) => [u.row, u.reason])).toEqual([[4, '未找到该学生'], [5, '学号或姓名+班级至少填写一项']]);
    const again = await importList(issueId, [[a.code, '', '', '']]);
    expect(again.data).toMatchObject({ matched: 1, added: 0, unmatched: [] });
    const list = await ok<Page<YouthIssueRow>>(t, 'GET', '/youth/learn/issue/list', {}, admin);
    const row = list.list.find((i) => i.id === issueId)!;
    expect(row).toMatchObject({ title: '2026年第30期', week: '2026-11-23', learned: 2 });
    expect(row.rate).toBe(Math.round((2 * 1000) / row.total) / 10);
  });

  it('shows rates per college and per class, reminds the rest through college notices, exports', async () => {
    const colleges = await ok<YouthRateRow[]>(t, 'GET', '/youth/learn/stats', { issueId }, admin);
    const college = colleges.find((c) => c.id === a.collegeId)!;
    expect(college.learned).toBe(2);
    const classes = await ok<YouthRateRow[]>(t, 'GET', '/youth/learn/stats', { issueId, collegeId: a.collegeId }, admin);
    const branch = classes.find((c) => c.id === a.classId)!;
    expect([branch.learned, branch.rate]).toEqual([2, Math.round(2000 / branch.total) / 10]);
    expect(classes.reduce((n, c) => n + c.total, 0)).toBe(college.total);

    const remind = await ok<YouthRemindResult>(t, 'POST', '/youth/learn/remind', { issueId, collegeIds: [a.collegeId] }, admin);
    expect(remind).toEqual({ notices: 1, students: college.total - 2 });
    const notice = await t.db.selectFrom('notices').select(['title', 'content', 'audience', 'collegeId', 'status']).where('schoolId', '=', S).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ title: '青年大学习提醒:2026年第30期', audience: 'college', collegeId: a.collegeId, status: 1 });
    expect(notice.content).toContain(`${branch.name}:${branch.total - 2}人未学习`);

    const job = await ok<{ id: string }>(t, 'GET', '/youth/learn/export', { issueId }, admin);
    expect((await waitJob(t, job.id, admin)).status).toBe('done');
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect(sheet[0]).toEqual(['学院', '团支部(班级)', '应学人数', '已学人数', '未学人数', '参学率(%)']);
    expect(sheet.find((r) => r[1] === branch.name)?.slice(2, 4)).toEqual([String(branch.total), '2']);
  });

  it('shows the student their own record', async () => {
    const other = (await ok<{ id: number }>(t, 'POST', '/youth/learn/issue/add', { title: '2026年第31期', week: '2026-11-30' }, admin)).id;
    const mine = await ok<MyYouthRow[]>(t, 'GET', '/student/youth/learn', {}, alice.token);
    expect(mine.map((r) => [r.id, r.learned])).toEqual([[other, false], [issueId, true]]);
    expect(mine[1].learnTime).toBe('2026-11-24 20:15:00');
    expect((await ok<MyYouthRow[]>(t, 'GET', '/student/youth/learn', {}, student)).every((r) => !r.learned)).toBe(true);
    await ok(t, 'POST', '/youth/learn/issue/delete', { id: other }, admin);
  });

  it('refuses bad input, without the module and another school’s ids', async () => {
    expect((await call(t, 'POST', '/youth/learn/issue/add', { title: '2026年第30期', week: '2026-11-23' }, admin)).msg).toBe('参数错误: title 已存在同名的一期');
    expect((await call(t, 'POST', '/youth/learn/issue/add', { title: '坏日期', week: '2026-13-01' }, admin)).msg).toBe('参数错误: week 日期格式应为 yyyy-MM-dd');
    expect((await call(t, 'POST', '/youth/learn/issue/add', { title: '', week: '2026-11-01' }, admin)).msg).toBe('参数错误: title 不能为空');
    expect((await importList(issueId, [])).msg).toBe('文件中没有学习记录');
    expect((await uploadEnvelope(t, '/youth/learn/import', [{ name: 'a.txt', content: Buffer.from('x') }], { issueId }, admin)).code).toBe(10002);
    expect((await call(t, 'GET', '/youth/learn/stats', { issueId }, admin2)).msg).toBe('该期青年大学习不存在');
    expect((await importList(issueId, [[a.code]], admin2)).msg).toBe('该期青年大学习不存在');
    const viewer = await makeStaff(t, S, ['/communist/answer/list']);
    expect((await call(t, 'GET', '/youth/learn/issue/list', {}, viewer.token)).code).toBe(10003);
    expect((await importList(issueId, [[a.code]], viewer.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/student/youth/learn', {}, admin)).code).toBe(10003);
  });
});
