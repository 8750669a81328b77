/**
 * Issue 13 "done when": a notice published to students shows on a student's 我的首页 at 375 px.
 * The admin publishes one notice to students and one to staff through the API; the student, on a
 * phone-sized page, sees the first (bold, with the unread count) and not the second, opens it, reads
 * its whole text, and finds it read afterwards. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { NoticeDetail } from '../../common/notices';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('a notice published to students shows on a student’s 我的首页 at 375 px, and opening it marks it read', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const stamp = Date.now().toString(36);
  const forStudents = await apiOk<NoticeDetail>(baseUrl, admin, 'POST', '/system/announcement/add', {
    title: `关于冬季学期志愿服务报名的通知 ${stamp}`, content: '各位同学：\n报名即日开始。\n\n校团委', audience: 'students', pinned: true, publish: true,
  });
  const forStaff = await apiOk<NoticeDetail>(baseUrl, admin, 'POST', '/system/announcement/add', {
    title: `教职工会议通知 ${stamp}`, content: '各位老师：本周五开会。', audience: 'staff', publish: true,
  });

  const page = await newPage(375, 812);
  await signIn(page, baseUrl, captcha, '2021000001', 'Student@123456');
  const card = page.getByTestId('notice-card');
  const row = page.getByTestId(`notice-${forStudents.id}`);
  await row.waitFor({ state: 'visible', timeout: 30000 });
  expect(await row.getAttribute('data-read')).toBe('false');
  expect(await page.getByTestId(`notice-${forStaff.id}`).count()).toBe(0);
  // Nothing sticks out of the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const unread = Number((await card.getByTestId('notices-unread').textContent())?.match(/\d+/)?.[0]);
  expect(unread).toBeGreaterThan(0);
  await card.screenshot({ path: join(SHOTS, 'notices-student-card-375.png') });

  await row.click();
  const content = page.getByTestId('notice-content');
  await content.waitFor({ state: 'visible' });
  expect(await content.textContent()).toBe('各位同学：\n报名即日开始。\n\n校团委');
  await page.screenshot({ path: join(SHOTS, 'notices-student-open-375.png') });
  await page.getByRole('button', { name: '关闭' }).click();
  await expect.poll(() => row.getAttribute('data-read')).toBe('true');
  const after = card.getByTestId('notices-unread');
  await expect.poll(async () => ((await after.count()) ? Number((await after.textContent())?.match(/\d+/)?.[0]) : 0)).toBe(unread - 1);
});
