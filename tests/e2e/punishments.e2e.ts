/**
 * Issue 21 punishments and hours adjustments in Chromium: (1) the administrator records a 留校察看
 * on /communist/punishment/edit — the student's integrity falls by 30 and they are blacklisted —
 * then cancels it from the detail page with a reason, which gives the 30 points back and lifts the
 * blacklisting; the student sees it as cancelled on /communist/punishment/my (375 px). (2) The
 * administrator requests a subtraction of 1.5 hours on /communist/sub, the reviewer a1001 approves
 * it on /communist/count, and the student's detailed transcript (/reportDetail) shows it as a 学时调整
 * row of −1.50.
 * Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { AdjustmentOptions } from '../../common/adjustments';
import type { MyBlacklist } from '../../common/blacklist';
import type { TranscriptContent } from '../../common/transcripts';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const TAG = Date.now() % 100000;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** A student with at least 2 hours, full integrity and no blacklisting. */
async function freeStudent(admin: string) {
  const page = await apiOk<{ list: { id: number; code: string; name: string; hours: string | number }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 11, size: 40, status: 1 });
  for (const s of page.list.filter((r) => Number(r.hours) >= 2)) {
    const token = await apiSignIn(baseUrl, captcha, s.code, STUDENT_PASSWORD);
    const mine = await apiOk<MyBlacklist>(baseUrl, token, 'GET', '/blacklist/my');
    if (!mine.active && Number(mine.credit) >= 40) return { ...s, token, credit: Number(mine.credit) };
  }
  throw new Error('no free student');
}

const money = (n: number) => n.toFixed(2);

it('a punishment lowers integrity and its cancellation restores it; an hours subtraction is reviewed and shows on the transcript', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const student = await freeStudent(admin);
  const documentNo = `示大学字〔2026〕E${TAG}号`;

  // 1. 新增处分: 留校察看 takes 30 points and blacklists.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/communist/punishment/list`);
  await desk.getByRole('button', { name: '新增处分' }).click();
  await desk.getByRole('textbox', { name: '学生学号' }).fill(student.code);
  await desk.getByRole('combobox', { name: '处分等级' }).click();
  await desk.getByRole('option', { name: '留校察看' }).click();
  await desk.getByRole('textbox', { name: '处分文号' }).fill(documentNo);
  await desk.getByRole('textbox', { name: '处分原因' }).fill('多次夜不归宿,经教育仍不改正。');
  await visible(desk, '该等级同时将学生列入黑名单');
  await desk.screenshot({ path: join(SHOTS, 'punishment-edit.png') });
  await desk.getByRole('button', { name: '保存' }).click();
  await visible(desk, `${student.name} 的处分`);
  await expect.poll(() => desk.getByTestId('punishment-credit').textContent()).toBe(money(student.credit - 30));
  await visible(desk, '已因此列入黑名单');
  expect((await apiOk<MyBlacklist>(baseUrl, student.token, 'GET', '/blacklist/my')).active?.reason).toBe(`处分: 留校察看 (${documentNo})`);

  // 2. 撤销 with a reason gives the points back and lifts the blacklisting.
  await desk.getByRole('button', { name: '撤销', exact: true }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await visible(desk, '请填写撤销原因');
  await dialog.getByRole('textbox', { name: '撤销原因' }).fill('经复核,该生已申请走读,撤销处分。');
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await expect.poll(() => desk.getByTestId('punishment-credit').textContent()).toBe(money(student.credit));
  await visible(desk, '曾列入黑名单，已随撤销解除');
  await dialog.waitFor({ state: 'hidden' });
  await desk.screenshot({ path: join(SHOTS, 'punishment-detail.png') });
  expect((await apiOk<MyBlacklist>(baseUrl, student.token, 'GET', '/blacklist/my')).active).toBeNull();
  await desk.goto(`${baseUrl}/communist/punishment/cancel`);
  await desk.getByRole('tab', { name: '已撤销' }).click();
  await visible(desk, documentNo);
  await desk.screenshot({ path: join(SHOTS, 'punishment-cancel.png') });

  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, student.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/communist/punishment/my`);
  await visible(phone, /已撤销：经复核/);
  expect(await phone.getByTestId('my-credit').textContent()).toBe(money(student.credit));
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'punishment-mine.png'), fullPage: true });

  // 3. 减少学时: the administrator requests 1.5 hours off; nothing reaches the ledger before review.
  const options = await apiOk<AdjustmentOptions>(baseUrl, admin, 'GET', '/adjustment/options');
  const reason = `同一活动学时重复计入${TAG}`;
  await desk.goto(`${baseUrl}/communist/sub`);
  await desk.getByRole('textbox', { name: '学生学号' }).fill(student.code);
  await desk.getByRole('combobox', { name: '学时分类' }).click();
  await desk.getByRole('option', { name: options.classifies[0].name, exact: true }).click();
  await desk.getByRole('textbox', { name: '每人调整学时' }).fill('1.5');
  await desk.getByRole('textbox', { name: '调整原因' }).fill(reason);
  await desk.screenshot({ path: join(SHOTS, 'adjustment-sub.png') });
  await desk.getByRole('button', { name: '提交审核' }).click();
  await visible(desk, reason);
  const before = await apiOk<TranscriptContent>(baseUrl, student.token, 'GET', '/student/transcript/preview');
  expect(before.records.some((r) => r.sourceName.includes(reason))).toBe(false);

  // 4. a1001 approves it in the ledger's review dialog.
  const reviewer = await newPage(1366, 768);
  await signIn(reviewer, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(reviewer, '数据一览');
  await reviewer.goto(`${baseUrl}/communist/count`);
  await reviewer.locator('tr', { hasText: reason }).getByRole('button', { name: '审核' }).click();
  await reviewer.getByRole('dialog').getByRole('button', { name: '通过', exact: true }).click();
  await visible(reviewer, '已通过，学时调整已记入学时台账');
  await expect.poll(() => reviewer.locator('tr', { hasText: reason }).textContent()).toContain('已通过');
  await reviewer.screenshot({ path: join(SHOTS, 'adjustment-count.png') });

  // 5. The detailed transcript (/reportDetail/{userId}) lists the correction as a 学时调整 row of −1.50.
  await desk.goto(`${baseUrl}/reportDetail/${student.id}`);
  const row = desk.locator('tr', { hasText: reason });
  await row.waitFor({ timeout: 20000 });
  expect(await row.textContent()).toContain('学时调整');
  expect(await row.textContent()).toContain('-1.50');
  await row.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: join(SHOTS, 'adjustment-transcript.png') });
  const after = await apiOk<TranscriptContent>(baseUrl, student.token, 'GET', '/student/transcript/preview');
  expect(after.records.filter((r) => r.sourceName.includes(reason)).map((r) => r.hours)).toEqual(['-1.50']);
});
