/**
 * Issue 7 "done when": in Chromium an admin generates the transcripts of one class from
 * 成绩单导出 with a progress bar and downloads the ZIP (one PDF per student, named 学号_姓名.pdf),
 * and a 375 px wide browser without a session opening one transcript's QR link sees its
 * verification page (有效, the masked name, the figures as issued). Screenshots go to E2E_SHOTS
 * (default /tmp/e2e-shots).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const COLLEGE = '计算机学院';
const MAJOR = '计算机科学与技术';
const CLASS = '计算机科学与技术2101班';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('an admin generates one class’s transcripts with a progress bar, downloads the ZIP, and a phone verifies one by its QR link', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const classId = (await apiOk<{ list: { id: number; name: string }[] }>(baseUrl, admin, 'GET', '/school/class/list', { current: 1, size: 40, name: CLASS })).list.find(
    (c) => c.name === CLASS,
  )!.id;
  const roster = await apiOk<{ list: { code: string; name: string; hours: string }[]; total: number }>(baseUrl, admin, 'GET', '/school/students', {
    current: 1, size: 40, classId, status: 1,
  });
  expect(roster.total).toBeGreaterThan(0);

  // 1. 成绩单导出 → 批量生成成绩单 by class, with a progress bar until it is done.
  const page = await newPage(1440);
  await signIn(page, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(page, '数据一览');
  await page.goto(`${baseUrl}/usermng/export/transcript/list`);
  await page.getByRole('button', { name: '批量生成成绩单' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: '班级' }).check();
  await pick(page, '学院', COLLEGE);
  await pick(page, '专业', MAJOR);
  await pick(page, '班级', CLASS);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await visible(page, `生成范围：${COLLEGE} / ${MAJOR} / ${CLASS}`);
  await dialog.getByRole('button', { name: '开始生成' }).click();
  await dialog.getByRole('progressbar').first().waitFor({ timeout: 30000 });
  await visible(page, /已生成 \d+ 份成绩单/, 60000);
  await page.screenshot({ path: join(SHOTS, 'transcripts-batch-done-1440.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^成绩单_.*\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(zip).sort();
  // Every student of the class in it (any status but deleted), each as 学号_姓名.pdf, each a PDF.
  for (const s of roster.list) expect(names).toContain(`${s.code}_${s.name}.pdf`);
  for (const n of names) expect(Buffer.from(zip[n].slice(0, 5)).toString()).toBe('%PDF-');

  // The batch is listed with who asked for it.
  await page.getByRole('button', { name: '关闭' }).click().catch(() => undefined);
  await page.goto(`${baseUrl}/usermng/export/transcript/list`);
  const row = page.locator('tr', { hasText: CLASS }).first();
  await row.waitFor({ timeout: 20000 });
  await row.getByText('已完成').waitFor();
  await row.getByText('系统管理员').waitFor();

  // 2. One transcript's QR link on a 375 px phone without a session: its verification page.
  const student = roster.list[0];
  const issued = await apiOk<{ list: { code: string; studentCode: string }[] }>(baseUrl, admin, 'GET', '/transcript/list', {
    current: 1, size: 10, name: student.name,
  });
  const code = issued.list.find((r) => r.studentCode === student.code)!.code;
  const phone = await newPage(375);
  await phone.goto(`${baseUrl}/verify/${code}`);
  await visible(phone, '有效');
  await visible(phone, '示范大学');
  await visible(phone, `${student.name[0]}*`);
  await visible(phone, '与当前学时记录一致');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'transcripts-verify-375.png'), fullPage: true });
}, 240_000);
