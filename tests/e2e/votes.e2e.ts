/**
 * Issue 21 "Votes" journey in Chromium: admin creates a school-wide vote on /vote/add (three
 * candidates, up to 2 each) at 1366 px; a1001 opens it from /vote/audit and passes it on
 * /vote/auditlistshow; a student on a 375 px phone finds it in 我的投票, picks two candidates,
 * confirms and sees that they voted; admin's /vote/listshow shows the live results (chart and
 * table) equal to the ballot. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { formatMinute } from '../../common/time';
import type { VoteResults } from '../../common/votes';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const TITLE = `最美寝室评选${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const local = (d: Date) => formatMinute(d).replace(' ', 'T');

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('a vote goes from creation through review and a phone ballot to its results', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');

  // 1. Admin creates the vote on /vote/add.
  const staff = await newPage(1366, 768);
  await signIn(staff, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(staff, '数据一览');
  await staff.goto(`${baseUrl}/vote/add`);
  await staff.getByLabel(/^标题/).fill(TITLE);
  await staff.getByLabel(/^说明/).fill('每人最多选2间寝室');
  await staff.getByLabel(/^每人最多可选/).fill('2');
  await staff.getByTestId('startTime').fill(local(new Date(Date.now() - 3_600_000)));
  await staff.getByTestId('endTime').fill(local(new Date(Date.now() + 86_400_000)));
  await staff.getByRole('button', { name: '添加候选人' }).click();
  const names = ['东区3栋201', '西区5栋412', '南区1栋108'];
  for (const [i, name] of names.entries()) {
    await staff.getByTestId(`candidate-${i}`).getByLabel(/^姓名/).fill(name);
    await staff.getByTestId(`candidate-${i}`).getByLabel(/^介绍/).fill(`${name}:整洁温馨,绿植满窗。`);
  }
  await staff.screenshot({ path: join(SHOTS, 'votes-add.png'), fullPage: true });
  await staff.getByRole('button', { name: '提交审核' }).click();
  await visible(staff, '审核中');
  const id = Number(new URL(staff.url()).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);

  // 2. a1001 passes it from the review queue.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/vote/audit`);
  await desk.getByText(TITLE).first().click();
  await visible(desk, names[2]!);
  await desk.screenshot({ path: join(SHOTS, 'votes-audit.png'), fullPage: true });
  await desk.getByRole('button', { name: '通过' }).click();
  await visible(desk, '已审核');

  // 3. A student votes on a phone.
  const roster = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 6, size: 10, status: 1 });
  const code = roster.list[3]!.code;
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/vote/mine`);
  await phone.getByText(TITLE).first().click();
  await visible(phone, '请选择最多 2 名候选人');
  await phone.getByText(names[0]!, { exact: true }).click();
  await phone.getByText(names[2]!, { exact: true }).click();
  await phone.getByText(names[1]!, { exact: true }).click(); // a third pick is ignored
  await phone.screenshot({ path: join(SHOTS, 'votes-ballot.png'), fullPage: true });
  await phone.getByRole('button', { name: '投票（2/2）' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: '确认投票' }).click();
  await visible(phone, '您已投票，感谢参与');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'votes-voted.png'), fullPage: true });
  await phone.goto(`${baseUrl}/vote/mine`);
  await visible(phone, TITLE);
  await phone.screenshot({ path: join(SHOTS, 'votes-mine.png'), fullPage: true });

  // 4. The results equal the ballot, live on the staff page.
  await staff.goto(`${baseUrl}/vote/listshow?id=${id}`);
  await visible(staff, /实时结果 · 投票人数 1 · 选票总数 2/);
  await staff.getByRole('img', { name: '投票结果' }).locator('svg').first().waitFor({ timeout: 20000 });
  await staff.screenshot({ path: join(SHOTS, 'votes-results.png'), fullPage: true });
  await staff.goto(`${baseUrl}/vote/list`);
  await visible(staff, TITLE);
  await staff.screenshot({ path: join(SHOTS, 'votes-list.png') });
  const results = await apiOk<VoteResults>(baseUrl, admin, 'GET', '/vote/results', { id });
  expect(results.tallies.map((t) => [t.name, t.votes])).toEqual([[names[0], 1], [names[1], 0], [names[2], 1]]);
});
