/**
 * Issue 21 "Evaluations" journey in Chromium: a student of the demo school who signed in to an
 * activity that ended less than 7 days ago rates it on a 375 px phone (/communist/evaluate/mine: 5
 * stars and a comment), it leaves their 待评价 list for 我的评价, and the administrator at 1366 px
 * sees the activity's starScore — the activity row's, as GET /activity/list gives it — on
 * /communist/evaluate/statistics (活动评分), with the statistics and the other pages of the group.
 * Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { ActivityRow } from '../../common/activities';
import type { Page } from '../../common/envelope';
import type { MyEvaluations } from '../../common/evaluations';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** A student with an activity to rate (the demo student 2021000001 first, who rates nothing in the seed). */
async function studentWithPending(admin: string) {
  const page = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 1, size: 40, status: 1 });
  for (const code of ['2021000001', ...page.list.map((s) => s.code)]) {
    const token = await apiSignIn(baseUrl, captcha, code, STUDENT_PASSWORD).catch(() => null);
    if (!token) continue;
    const mine = await apiOk<MyEvaluations>(baseUrl, token, 'GET', '/evaluate/mine');
    if (mine.pending.length) return { code, token, activity: mine.pending[0]! };
  }
  throw new Error('no student with an activity to rate');
}

it('a student rates an activity on the phone and staff see its starScore', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const { code, token, activity } = await studentWithPending(admin);

  // 1. On a phone the student gives 5 stars and a comment.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/communist/evaluate/mine`);
  const card = phone.getByTestId('rate-card').filter({ hasText: activity.name });
  await card.waitFor({ timeout: 20000 });
  await phone.screenshot({ path: join(SHOTS, 'evaluations-mine-before.png'), fullPage: true });
  await card.locator('label').filter({ hasText: /^5星$/ }).click();
  await card.getByRole('textbox', { name: '评价内容' }).fill('活动安排紧凑，收获很多！');
  await card.getByRole('button', { name: '提交评价' }).click();
  await visible(phone, '评价成功，感谢您的反馈');
  await visible(phone, '活动安排紧凑，收获很多！');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'evaluations-mine-after.png'), fullPage: true });
  const mine = await apiOk<MyEvaluations>(baseUrl, token, 'GET', '/evaluate/mine');
  expect(mine.pending.map((p) => p.activityId)).not.toContain(activity.activityId);
  expect(mine.done.find((d) => d.activityId === activity.activityId)).toMatchObject({ score: 5 });

  // 2. The activity row carries the new average; the administrator sees it on 评价统计 → 活动评分.
  const rows = await apiOk<Page<ActivityRow>>(baseUrl, admin, 'GET', '/activity/list', { current: 1, size: 40, name: activity.name });
  const starScore = rows.list.find((r) => r.id === activity.activityId)!.starScore;
  expect(starScore).toMatch(/^\d\.\d$/);
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/communist/evaluate/statistics`);
  await visible(desk, '星级分布');
  await desk.getByRole('textbox', { name: '活动名称' }).fill(activity.name);
  // The list narrows to the activities of that name (at most those /activity/list finds).
  const scores = desk.locator('table', { has: desk.getByRole('columnheader', { name: '活动评分' }) });
  await expect.poll(() => scores.locator('tbody tr').count(), { timeout: 20000 }).toBeLessThanOrEqual(rows.list.length);
  const row = scores.locator('tr', { hasText: activity.name }).first();
  await row.waitFor({ timeout: 20000 });
  expect(await row.getByTestId('star-score').textContent()).toBe(starScore);
  await desk.screenshot({ path: join(SHOTS, 'evaluations-statistics.png'), fullPage: true });
  await desk.getByRole('tab', { name: '评价明细' }).click();
  await visible(desk, '活动安排紧凑，收获很多！');
  await desk.screenshot({ path: join(SHOTS, 'evaluations-ratings.png'), fullPage: true });

  // 3. The other pages of the group, to look at.
  for (const [path, text, shot] of [
    ['/communist/evaluate/project', '2026年秋季学期活动质量评价', 'evaluations-projects.png'],
    ['/communist/evaluate/apply', '已通过', 'evaluations-apply.png'],
    ['/proceeding/wait/evaluate/apply/auditing', '2026年秋季学期活动质量评价', 'evaluations-auditing.png'],
  ] as const) {
    await desk.goto(`${baseUrl}${path}?scope=all`);
    await visible(desk, text);
    await desk.screenshot({ path: join(SHOTS, shot), fullPage: true });
  }
}, 300_000);
