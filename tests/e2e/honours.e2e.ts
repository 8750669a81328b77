/**
 * Issue 21 "Honours and employment" journey in Chromium: on a 375 px phone a student declares an
 * honour on /honors/my-list (申报: name, level, date); a1001 finds it on /honors/list at 1366 px,
 * opens it and passes it; the student's transcript (/student/transcript) then lists it under 成长记录
 * and the student summary's honorCount grew by one. Screenshots of the student's pages, the staff
 * list, its statistics and the employment list go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { StudentActivitySummary } from '../../common/studentHome';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { typeTime } from './forms';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const TITLE = `全国大学生英语竞赛一等奖${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('a student’s honour is declared on the phone, approved by the reviewer and shown on the transcript’s 成长记录', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [student] = (await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 9, size: 1, status: 1 })).list;
  const token = await apiSignIn(baseUrl, captcha, student.code, STUDENT_PASSWORD);
  const before = await apiOk<StudentActivitySummary>(baseUrl, token, 'GET', '/student/activity/list');

  // 1. On a phone the student declares the honour.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, student.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/honors/my-list`);
  await visible(phone, '我的荣誉');
  await phone.getByTestId('growth-declare').click();
  await phone.getByTestId('growth-title').fill(TITLE);
  await phone.getByTestId('growth-level').click();
  await phone.getByRole('option', { name: '国家级' }).click();
  await phone.getByRole('textbox', { name: '颁发单位' }).fill('高等学校大学外语教学指导委员会');
  await typeTime(phone, '获奖日期', '2026-05-20');
  await phone.getByTestId('growth-submit').click();
  await visible(phone, '已提交，等待审核');
  await visible(phone, TITLE);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'honours-my-list.png'), fullPage: true });

  // 2. a1001 finds it on /honors/list, opens it and passes it.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/honors/list`);
  await visible(desk, '荣誉管理');
  await desk.screenshot({ path: join(SHOTS, 'honours-staff-list.png') });
  await desk.getByRole('textbox', { name: '姓名/学号/名称' }).fill(TITLE);
  const errors: string[] = [];
  desk.on('pageerror', (e) => errors.push(e.message));
  desk.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await desk.locator('tr', { hasText: TITLE }).first().click();
  await desk.waitForURL(/\/honors\/my-list\/details\?id=\d+/, { timeout: 20000 });
  await desk.waitForTimeout(2000);
  await desk.screenshot({ path: join(SHOTS, 'honours-details-pending.png') });
  expect(errors).toEqual([]);
  await visible(desk, '证明材料');
  await desk.getByTestId('growth-pass').click();
  await expect.poll(async () => desk.getByText('已通过').count(), { timeout: 20000 }).toBeGreaterThan(0);
  await desk.screenshot({ path: join(SHOTS, 'honours-details.png') });
  await desk.goto(`${baseUrl}/honors/list`);
  await desk.getByTestId('growth-stats-tab').click();
  await visible(desk, '按学院');
  await desk.waitForTimeout(1500);
  await desk.screenshot({ path: join(SHOTS, 'honours-stats.png') });
  await desk.goto(`${baseUrl}/employment/list`);
  await visible(desk, '就业实习');
  await desk.screenshot({ path: join(SHOTS, 'employment-staff-list.png') });

  // 3. The student's transcript lists it under 成长记录; honorCount grew by one.
  await phone.goto(`${baseUrl}/student/transcript`);
  const growth = phone.getByTestId('transcript-growth');
  await growth.waitFor({ timeout: 30000 });
  await expect.poll(() => growth.innerText()).toContain(TITLE);
  expect(await growth.innerText()).toContain('国家级');
  await growth.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: join(SHOTS, 'honours-transcript.png') });
  const after = await apiOk<StudentActivitySummary>(baseUrl, token, 'GET', '/student/activity/list');
  expect(after.honorCount).toBe(before.honorCount + 1);
  await phone.goto(`${baseUrl}/employment/my-list`);
  await phone.getByTestId('growth-declare').waitFor({ timeout: 30000 });
  await phone.screenshot({ path: join(SHOTS, 'employment-my-list.png'), fullPage: true });
}, 300_000);
