/**
 * Issue 21 "Journals and sign tasks" journey in Chromium: on a 375 px phone a student sends feedback
 * on /student/feedback; the administrator replies on /communist/systempal/feedback at 1366 px and the
 * student sees the reply; the organisation leader l1001 writes a work journal on
 * /communist/journal/add, the reviewer a1001 finds it in 日志审核 (/proceeding/wait/journal/list),
 * opens it and approves it, and l1001 sees it 已通过. Screenshots of every page (the journal list and
 * its chart, 待办事项, the feedback list and statistics) go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const STAMP = Date.now() % 100000;
const FEEDBACK = `活动报名页面希望增加候补提醒${STAMP}`;
const REPLY = `感谢建议,候补提醒将在下个版本上线${STAMP}`;
const JOURNAL = `十一月志愿服务工作小结${STAMP}`;

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('a student’s feedback sent on the phone is answered by staff and the student sees the reply', async () => {
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/feedback`);
  await phone.getByTestId('feedback-send').click();
  await phone.getByTestId('feedback-category').click();
  await phone.getByRole('option', { name: '功能建议' }).click();
  await phone.getByTestId('feedback-content').fill(FEEDBACK);
  await phone.getByTestId('feedback-submit').click();
  await visible(phone, '已提交，学校会尽快回复');
  await visible(phone, FEEDBACK);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'feedback-mine-sent.png'), fullPage: true });

  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/communist/systempal/feedback`);
  await visible(desk, '反馈列表');
  await desk.screenshot({ path: join(SHOTS, 'feedback-staff-list.png') });
  await desk.getByRole('textbox', { name: '内容/姓名' }).fill(FEEDBACK);
  const row = desk.locator('tr', { hasText: FEEDBACK }).first();
  await row.getByRole('button', { name: '回复' }).click();
  await desk.getByTestId('feedback-reply-text').fill(REPLY);
  await desk.screenshot({ path: join(SHOTS, 'feedback-reply-dialog.png') });
  await desk.getByTestId('feedback-reply-send').click();
  await expect.poll(async () => desk.locator('tr', { hasText: FEEDBACK }).first().innerText(), { timeout: 20000 }).toContain('已回复');
  await desk.getByRole('tab', { name: '统计' }).click();
  await visible(desk, '按类型');
  await desk.waitForTimeout(1500);
  await desk.screenshot({ path: join(SHOTS, 'feedback-stats.png') });

  await phone.reload();
  const reply = phone.getByTestId('feedback-reply').filter({ hasText: REPLY });
  await reply.waitFor({ timeout: 20000 });
  await phone.screenshot({ path: join(SHOTS, 'feedback-mine-replied.png'), fullPage: true });
}, 300_000);

it('a work journal written by an organisation’s leader is approved in 日志审核', async () => {
  const writer = await newPage(1366, 768);
  await signIn(writer, baseUrl, captcha, 'l1001', 'Leader@123456');
  await visible(writer, '数据一览');
  await writer.goto(`${baseUrl}/communist/journal/list`);
  await visible(writer, '日志列表');
  await writer.screenshot({ path: join(SHOTS, 'journals-list.png') });
  await writer.getByTestId('journal-write').click();
  await writer.getByTestId('journal-org').click();
  await writer.getByRole('option', { name: '青年志愿者协会' }).click();
  await writer.getByTestId('journal-title').fill(JOURNAL);
  await writer.getByTestId('journal-content').fill('本月开展社区志愿服务4次,参与志愿者126人次,累计服务时长380小时。');
  await writer.screenshot({ path: join(SHOTS, 'journals-add.png') });
  await writer.getByTestId('journal-submit').click();
  await writer.waitForURL(/\/communist\/journal\/detail\?id=\d+/, { timeout: 20000 });
  await visible(writer, '审核中');

  const reviewer = await newPage(1366, 768);
  await signIn(reviewer, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(reviewer, '数据一览');
  await reviewer.goto(`${baseUrl}/proceeding/wait/journal/list`);
  await visible(reviewer, JOURNAL);
  await reviewer.screenshot({ path: join(SHOTS, 'journals-queue.png') });
  await reviewer.getByRole('link', { name: JOURNAL }).click();
  await reviewer.waitForURL(/\/proceeding\/wait\/journal\/detail\?id=\d+/, { timeout: 20000 });
  await reviewer.getByTestId('journal-pass').click();
  // The review history gains its 审核通过 entry once the decision is saved.
  await visible(reviewer, '审核通过');
  await reviewer.screenshot({ path: join(SHOTS, 'journals-detail-approved.png') });
  await reviewer.goto(`${baseUrl}/communist/thing/list`);
  await visible(reviewer, '待我审核');
  await reviewer.screenshot({ path: join(SHOTS, 'things.png') });

  await writer.reload();
  await visible(writer, '审核通过');
  await writer.goto(`${baseUrl}/communist/journal/list`);
  await writer.getByTestId('journal-stats-tab').click();
  await writer.waitForTimeout(1500);
  await writer.screenshot({ path: join(SHOTS, 'journals-stats.png') });
}, 300_000);
