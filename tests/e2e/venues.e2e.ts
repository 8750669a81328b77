/**
 * Issue 19 "Venues" journey: in Chromium the administrator adds a venue through 新增场地, t1001 books
 * it on 场地预约 (the week calendar shows the pending block), someone else asks for an overlapping
 * time, and a1001 in 工作事务 › 场地预约审核 passes the first — the second approval is refused with
 * the message naming the approved booking, and the week shows one approved block. Screenshots of the
 * calendar at 1366 px and 375 px are written to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { typeTime } from './forms';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const tag = Date.now() % 100000;
const VENUE = `E2E礼堂${tag}`;
const FIRST = `迎新彩排${tag}`;
const SECOND = `社团招新${tag}`;

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** 'YYYY-MM-DD' in China time, `days` from today. */
const chinaDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
/** The Monday of `day`'s week. */
const mondayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};
/** Opens the venue's 场地预约 page on the week of `day` (on a Saturday or Sunday in China, the day after tomorrow is next week). */
async function openWeekOf(page: Page, siteId: number, day: string) {
  await page.goto(`${baseUrl}/communist/site/apply?siteId=${siteId}`);
  await page.getByTestId('week-calendar').waitFor();
  if (mondayOf(day) !== mondayOf(chinaDay(0))) await page.getByRole('button', { name: '下一周' }).click();
}

it('a venue is added, two overlapping bookings are asked for, and only one can be approved', async () => {
  // 1. The administrator adds the venue on 新增场地 (type from the demo, opening hours every day by default).
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/communist/site/creat`);
  await desk.getByLabel('场地名称').fill(VENUE);
  await desk.getByRole('combobox', { name: '场地类型' }).click();
  await desk.getByRole('option', { name: '报告厅' }).click();
  await visible(desk, '该类型：单次最长 4 小时');
  await desk.getByLabel('位置').fill('东区礼堂');
  await desk.getByLabel('容量(人)').fill('300');
  await desk.getByRole('button', { name: '保存' }).click();
  await visible(desk, '场地已添加');
  await visible(desk, VENUE);
  const sites = await apiOk<{ list: { id: number; name: string }[] }>(baseUrl, await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456'), 'GET', '/site/list', { name: VENUE });
  const siteId = sites.list[0].id;

  // 2. t1001 books 10:00–12:00 the day after tomorrow on 场地预约; the calendar turns to that day's week and shows it pending.
  const teacher = await newPage(1366, 768);
  await signIn(teacher, baseUrl, captcha, 't1001', 'Teacher@123456');
  await visible(teacher, '数据一览');
  await teacher.goto(`${baseUrl}/communist/site/apply?siteId=${siteId}`);
  await teacher.getByTestId('week-calendar').waitFor();
  const day = chinaDay(2);
  await typeTime(teacher, '日期', day);
  await teacher.getByLabel('开始').fill('10:00');
  await teacher.getByLabel('结束').fill('12:00');
  await teacher.getByLabel('用途').fill(FIRST);
  await teacher.getByLabel('人数').fill('120');
  await teacher.getByRole('textbox', { name: /^联系人/ }).fill('李老师');
  await teacher.getByLabel('联系电话').fill('13800138000');
  await teacher.getByRole('button', { name: '提交预约' }).click();
  await visible(teacher, '预约已提交，等待审核');
  await teacher.getByRole('button', { name: new RegExp(`${FIRST}.*待审核`) }).first().waitFor({ timeout: 20000 });

  // Someone else asks for 11:00–13:00 the same day (pending ones may overlap: the review decides).
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  await apiOk(baseUrl, admin, 'POST', '/site/apply', {
    siteId, startTime: `${day} 11:00`, endTime: `${day} 13:00`, purpose: SECOND, attendees: 80, contactName: '王同学', contactPhone: '13900139000',
  });

  // 3. a1001 passes the first in 场地预约审核; passing the second is refused, naming the first.
  const auditor = await newPage(1366, 768);
  await signIn(auditor, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(auditor, '数据一览');
  await auditor.goto(`${baseUrl}/proceeding/wait/site/apply/auditing`);
  for (const [purpose, refused] of [[FIRST, false], [SECOND, true]] as const) {
    const row = auditor.locator('tr', { hasText: purpose }).first();
    await row.waitFor({ timeout: 20000 });
    await row.getByRole('button', { name: '通过', exact: true }).click();
    const dialog = auditor.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '通过', exact: true }).click();
    if (refused) {
      await dialog.getByText(`与已通过的预约「${FIRST}」(${day} 10:00 至 12:00)时间冲突`).waitFor({ timeout: 20000 });
      await auditor.screenshot({ path: join(SHOTS, 'venues-conflict-1366.png') });
      await dialog.getByRole('button', { name: '取消' }).click();
    } else {
      await dialog.waitFor({ state: 'hidden' });
      await auditor.locator('tr', { hasText: FIRST }).first().waitFor({ state: 'detached', timeout: 20000 });
    }
  }
  await auditor.locator('tr', { hasText: SECOND }).first().waitFor();

  // 4. The week: one approved block and the second still pending, at 1366 px and on a phone.
  await openWeekOf(teacher, siteId, day);
  await teacher.getByRole('button', { name: new RegExp(`${FIRST}.*已通过`) }).first().waitFor({ timeout: 20000 });
  await teacher.getByRole('button', { name: new RegExp(`${SECOND}.*待审核`) }).first().waitFor();
  await teacher.screenshot({ path: join(SHOTS, 'venues-week-1366.png'), fullPage: true });
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, 't1001', 'Teacher@123456');
  await visible(phone, '数据一览');
  await openWeekOf(phone, siteId, day);
  await phone.getByRole('button', { name: new RegExp(`${FIRST}.*已通过`) }).first().waitFor({ timeout: 20000 });
  await phone.screenshot({ path: join(SHOTS, 'venues-week-375.png'), fullPage: true });
  const approved = await apiOk<{ total: number }>(baseUrl, admin, 'GET', '/site/apply/list', { siteId, status: 2 });
  expect(approved.total).toBe(1);
}, 180_000);
