/**
 * Issue 20 "Innovation and entrepreneurship" journeys in Chromium: (1) a project filed by a student
 * goes 立项 → 中期检查 → 结题, a1001 passing each stage in the queues (/innovate/project/review and
 * /innovate/project/audit), the leader submitting the reports on a 375 px phone, and both students
 * then seeing 6 innovation hours on /innovation/my-list; (2) a student's 三等奖 and 一等奖 in one
 * competition, approved on /innovate/competition's 成绩审核 tab, count once at the highest award: 6 +
 * the difference 4 = 10 hours. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { InnovationOptions, MyInnovation } from '../../common/innovation';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, passInBatch, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const TAG = Date.now() % 100000;
const NAME = `校园能耗监测系统${TAG}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** Two activated students of 示范大学 with no innovation record yet. */
async function freeStudents(admin: string) {
  const page = await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 8, size: 40, status: 1 });
  const found: { code: string; name: string; token: string }[] = [];
  for (const s of page.list) {
    const token = await apiSignIn(baseUrl, captcha, s.code, STUDENT_PASSWORD);
    const mine = await apiOk<MyInnovation>(baseUrl, token, 'GET', '/innovation/my/record');
    if (mine.projects.length + mine.results.length === 0) found.push({ ...s, token });
    if (found.length === 2) return found;
  }
  throw new Error('not enough free students');
}

it('a project goes from 立项 to 结题 and its students get the hours; a competition counts once at the highest award', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [leader, member] = await freeStudents(admin);
  const options = await apiOk<InnovationOptions>(baseUrl, leader.token, 'GET', '/innovation/options');
  const classifyId = options.classifies.find((c) => c.name === '科研训练')!.id;
  const { id } = await apiOk<{ id: number }>(baseUrl, leader.token, 'POST', '/innovation/project/add', {
    name: NAME, level: 3, type: 1, classifyId, memberCodes: [member.code], teacherIds: [options.teachers[0].id],
    startDate: '2026-03-01', endDate: '2026-12-31', plan: '部署传感器监测宿舍能耗。', budget: '5000',
  });

  // 1. a1001 passes the 立项 in its queue.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/innovate/project/review`);
  await passInBatch(desk, [NAME]);
  await visible(desk, /已处理 1/);

  // 2. On a phone the leader submits the 中期检查 from the project's page.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, leader.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/innovation/my-list`);
  await phone.getByText(NAME).first().click();
  await phone.getByRole('button', { name: '提交中期检查' }).click();
  await phone.getByRole('textbox', { name: '报告' }).fill('已在两栋宿舍部署传感器。');
  await phone.getByRole('button', { name: '保存' }).click();
  await visible(phone, '中期检查中');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // 3. a1001 passes it on /innovate/project/audit (中期检查 tab).
  await desk.goto(`${baseUrl}/innovate/project/audit`);
  await passInBatch(desk, [NAME]);
  await visible(desk, /已处理 1/);

  // 4. The leader applies for 结题 asking 6 hours per student; a1001 passes it on the 结题审核 tab.
  await phone.reload();
  await phone.getByRole('button', { name: '申请结题' }).click();
  await phone.getByRole('textbox', { name: '报告' }).fill('系统上线，节能 12%。');
  await phone.getByRole('textbox', { name: '创新学时' }).fill('6');
  await phone.getByRole('button', { name: '保存' }).click();
  await visible(phone, '结题审核中');
  await desk.goto(`${baseUrl}/innovate/project/audit`);
  await desk.getByRole('tab', { name: '结题审核', exact: true }).click();
  await passInBatch(desk, [NAME]);
  await visible(desk, /已处理 1/);
  await desk.screenshot({ path: join(SHOTS, 'innovation-audit.png') });

  await phone.goto(`${baseUrl}/innovation/my-list`);
  await visible(phone, '已结题');
  expect(await phone.getByTestId('innovation-hours').textContent()).toBe('6.00');
  await phone.screenshot({ path: join(SHOTS, 'innovation-mine.png'), fullPage: true });
  const memberRecord = await apiOk<MyInnovation>(baseUrl, member.token, 'GET', '/innovation/my/record');
  expect(memberRecord.hours).toBe('6.00');
  expect((await apiOk<{ members: { grantedHours: string | null }[] }>(baseUrl, admin, 'GET', '/innovation/project/detail', { id })).members.map((m) => m.grantedHours)).toEqual(['6.00', '6.00', null]);

  // 5. A competition (国家级): the member's 三等奖 (6 hours) and 一等奖 (10) pass together in 成绩审核; only 10 count.
  const competition = `全国大学生节能减排竞赛${TAG}`;
  const { id: competitionId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/innovation/competition/save', {
    name: competition, level: 1, organizer: '教育部', classifyId: options.classifies.find((c) => c.name === '学科竞赛')!.id, startDate: '2026-04-01', endDate: '2026-08-31',
  });
  for (const awardLevel of [4, 2]) await apiOk(baseUrl, admin, 'POST', '/innovation/result/add', { competitionId, studentCode: member.code, awardLevel });
  await desk.goto(`${baseUrl}/innovate/competition`);
  await desk.getByRole('tab', { name: '成绩审核', exact: true }).click();
  const rows = desk.locator('tr', { hasText: competition });
  await rows.nth(1).waitFor({ timeout: 20000 });
  for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();
  await desk.getByRole('button', { name: '批量通过' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: '通过', exact: true }).click();
  await visible(desk, /已处理 2/);
  await desk.getByRole('tab', { name: '竞赛成绩', exact: true }).click();
  await visible(desk, member.name);
  await desk.screenshot({ path: join(SHOTS, 'innovation-results.png') });
  const after = await apiOk<MyInnovation>(baseUrl, member.token, 'GET', '/innovation/my/record');
  expect(after.results.map((r) => [r.awardLevel, r.grantedHours]).sort()).toEqual([[2, '4.00'], [4, '6.00']]);
  expect(after.hours).toBe('16.00');
});
