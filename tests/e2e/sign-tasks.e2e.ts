/**
 * Issue 21 "Journals and sign tasks" journey in Chromium: admin creates a daily sign task for the whole
 * school with a location window on /communist/signTask/edit at 1366 px; a student on a 375 px phone
 * (geolocation granted, 60 m from the point) finds it under 签到打卡, checks in and sees 今日已签到;
 * the detail page then shows one check-in of that student, in the summary, the chart and the table.
 * Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { addDay, type SignTaskStats } from '../../common/signTasks';
import { chinaDay } from '../../common/time';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const NAME = `宿舍晚点名${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const POINT = { latitude: 30.5145, longitude: 114.42 };

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('staff create a daily sign task, a student checks in on the phone, the detail shows the check-in', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const today = chinaDay(new Date());

  // 1. Admin creates the task.
  const staff = await newPage(1366, 768);
  await signIn(staff, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(staff, '数据一览');
  await staff.goto(`${baseUrl}/communist/signTask`);
  await visible(staff, '晨读打卡');
  await staff.screenshot({ path: join(SHOTS, 'sign-tasks-list.png') });
  await staff.getByRole('button', { name: '新建签到任务' }).click();
  await visible(staff, '签到安排');
  await staff.getByLabel(/^名称/).fill(NAME);
  await staff.getByLabel(/^说明/).fill('每晚在宿舍楼下点名签到');
  await staff.getByRole('combobox', { name: /发起组织/ }).click();
  await staff.getByRole('option').first().click();
  await staff.getByTestId('startDate').fill(today);
  await staff.getByTestId('endDate').fill(addDay(today, 7));
  await staff.getByTestId('windowStart').fill('00:00');
  await staff.getByTestId('windowEnd').fill('23:59');
  await staff.getByLabel(/^纬度/).fill(String(POINT.latitude));
  await staff.getByLabel(/^经度/).fill(String(POINT.longitude));
  await staff.getByLabel(/^范围/).fill('300');
  await staff.screenshot({ path: join(SHOTS, 'sign-tasks-form.png'), fullPage: true });
  await staff.getByRole('button', { name: '保存' }).click();
  await staff.waitForURL(/\/communist\/signTask\/detail\?id=\d+/, { timeout: 20000 });
  await visible(staff, /参与 \d+ 人 · 签到日 1 天 · 签到 0 人次/);
  const id = Number(new URL(staff.url()).searchParams.get('id'));
  expect(id).toBeGreaterThan(0);

  // 2. A student checks in on a phone, 60 m from the point.
  const roster = await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 7, size: 10, status: 1 });
  const student = roster.list[2]!;
  const phone = await newPage(375, 812);
  await phone.context().grantPermissions(['geolocation'], { origin: baseUrl });
  await phone.context().setGeolocation({ latitude: POINT.latitude + 0.00054, longitude: POINT.longitude });
  await signIn(phone, baseUrl, captcha, student.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/signTask`);
  const card = phone.getByTestId(`sign-task-${id}`);
  await card.waitFor({ timeout: 20000 });
  await phone.screenshot({ path: join(SHOTS, 'sign-tasks-mine.png'), fullPage: true });
  await card.getByRole('button', { name: '签到', exact: true }).click();
  await card.getByText('今日已签到').waitFor({ timeout: 20000 });
  await card.getByText('连续 1 次').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'sign-tasks-checked.png'), fullPage: true });
  await card.getByRole('button', { name: '我的签到记录' }).click();
  await phone.getByRole('dialog').getByText(today, { exact: true }).waitFor();
  await phone.screenshot({ path: join(SHOTS, 'sign-tasks-history.png') });

  // 3. The detail page shows the one check-in.
  await staff.reload();
  await visible(staff, /参与 \d+ 人 · 签到日 1 天 · 签到 1 人次/);
  await staff.getByRole('img', { name: '每日签到' }).locator('svg').first().waitFor({ timeout: 20000 });
  await visible(staff, student.name);
  await staff.screenshot({ path: join(SHOTS, 'sign-tasks-detail.png'), fullPage: true });
  // 4. With a check-in, the form keeps the schedule (the hint says so).
  await staff.goto(`${baseUrl}/communist/signTask/edit?id=${id}`);
  await visible(staff, '已有签到记录，只能修改名称、说明和延长结束日期');
  await staff.screenshot({ path: join(SHOTS, 'sign-tasks-locked.png') });
  const stats = await apiOk<SignTaskStats>(baseUrl, admin, 'GET', '/signTask/stats', { id });
  expect(stats.days).toEqual([{ day: today, count: 1, rate: expect.any(Number) }]);
  expect(stats.checkins).toBe(1);
});
