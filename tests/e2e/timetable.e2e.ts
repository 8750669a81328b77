/**
 * Issue 20 "Timetables" journey: in Chromium the administrator opens 学生课表 (the demo students'
 * timetables of the current term, seeded by server/seed/timetables.ts) and a student's week, then
 * plans an activity on 发起活动 over next Monday's first class (高等数学, periods 1–2 for every demo
 * student): the form warns "N 名学生在该时段有课" and 查看名单 lists the demo student with the class.
 * The student sees that week on a phone (375 px) under 我的课表. Screenshots go to E2E_SHOTS (default
 * /tmp/e2e-shots). Needs today to lie in a seeded term (the demo seeds terms 2021–2028).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { ClashResult } from '../../common/timetables';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { typeTime } from './forms';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** 'YYYY-MM-DD' of the coming Monday (a week on when today is Monday), China time. */
function nextMonday(): string {
  const today = new Date(Date.now() + 8 * 3600_000);
  const weekday = ((today.getUTCDay() + 6) % 7) + 1;
  return new Date(today.getTime() + (8 - weekday) * 86_400_000).toISOString().slice(0, 10);
}

it('an activity planned over a class time shows how many students have class, and who', async () => {
  const monday = nextMonday();
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const expected = await apiOk<ClashResult>(baseUrl, admin, 'POST', '/timetable/clash', { startTime: `${monday} 08:30`, endTime: `${monday} 09:30` });
  expect(expected.count).toBeGreaterThan(0);

  // 1. 学生课表: the demo timetables, and a student's week.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/data-platform/student/timetable`);
  await visible(desk, '高等数学');
  const row = desk.locator('tr', { hasText: '2021000001' }).first();
  await row.getByRole('button', { name: /^周课表/ }).click();
  await desk.getByRole('dialog').getByTestId('week-grid').waitFor();
  await desk.screenshot({ path: join(SHOTS, 'timetable-week-1366.png') });
  await desk.getByRole('button', { name: '关闭' }).click();
  await desk.getByRole('tab', { name: '忙碌分布' }).click();
  await desk.getByTestId('busy-map').waitFor();
  await desk.screenshot({ path: join(SHOTS, 'timetable-busy-1366.png') });

  // 2. 发起活动 over next Monday 08:30–09:30: the warning counts the students with class.
  await desk.goto(`${baseUrl}/activity/launch`);
  await desk.getByLabel('活动名称').waitFor({ timeout: 20000 });
  await typeTime(desk, '活动开始时间', `${monday}T08:30`);
  await typeTime(desk, '活动结束时间', `${monday}T09:30`);
  const warning = desk.getByTestId('class-clash');
  await warning.getByText(`${expected.count} 名学生在该时段有课`).waitFor({ timeout: 20000 });
  await warning.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: join(SHOTS, 'timetable-clash-1366.png') });
  await warning.getByRole('button', { name: '查看名单' }).click();
  const list = desk.getByRole('dialog');
  await list.getByText('2021000001').waitFor();
  await list.getByText(/高等数学/).first().waitFor();
  await list.getByRole('button', { name: '关闭' }).click();

  // 3. The student's own week on a phone.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/timetable`);
  await phone.getByTestId('week-list').waitFor({ timeout: 20000 });
  await visible(phone, '高等数学');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'timetable-mine-375.png'), fullPage: true });
});
