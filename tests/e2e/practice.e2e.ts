/**
 * Issue 19 "Social practice" journey: in Chromium a practice team's leader proposes a summer project
 * on a phone (375 px) with a member from another class, a1001 approves the proposal in a batch on
 * /society/practice/examine/list, the leader writes the journal with a photo and submits the
 * completion asking 15 hours each, a1001 approves it on /society/practice/finish/list, and both
 * members' transcripts show the hours capped by the rule — the team already had 12 summer hours
 * this term, so only 8 of the 15 count (20 per summer term), the 15 asked for kept. Screenshots go
 * to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PracticeFormOptions } from '../../common/practice';
import type { HoursRecord } from '../../common/studentHome';
import type { TranscriptContent } from '../../common/transcripts';
import { LedgerSource } from '../../common/ledger';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const NAME = `乡村振兴调研队${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

interface Student {
  code: string;
  name: string;
  token: string;
}

/** Two activated students of 示范大学 with no practice project yet. */
async function freeStudents(admin: string): Promise<Student[]> {
  const page = await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 6, size: 40, status: 1 });
  const found: Student[] = [];
  for (const s of page.list) {
    const token = await apiSignIn(baseUrl, captcha, s.code, STUDENT_PASSWORD);
    const mine = await apiOk<{ total: number }>(baseUrl, token, 'GET', '/practice/my/list', { current: 1, size: 10 });
    if (mine.total === 0) found.push({ ...s, token });
    if (found.length === 2) return found;
  }
  throw new Error('not enough free students');
}

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types a day into the date picker labelled `label` as a user does: its first section, then the digits. */
async function typeDay(page: Page, label: string, day: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replace(/\D/g, ''));
}

/** a1001 passes the project's open step on a review page, checking its row and using the batch button. */
async function approveOn(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  const row = page.locator('tr', { hasText: NAME });
  await row.first().waitFor({ timeout: 20000 });
  await row.first().getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量通过' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '通过', exact: true }).click();
  await visible(page, /已处理 1/);
}

it('a team proposes, practises, completes, and the members get the summer hours capped at 20 for the term', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [leader, member] = await freeStudents(admin);
  const options = await apiOk<PracticeFormOptions>(baseUrl, leader.token, 'GET', '/practice/form/options');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const summer = options.terms.find((t) => t.kind === 2 && t.endDate < today)!;
  const classify = options.classifies.find((c) => c.name === '暑期社会实践')!;
  const advisor = options.advisors.find((a) => a.name === '王书记') ?? options.advisors[0];
  const day = (n: number) => new Date(Date.parse(`${summer.startDate}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  // Earlier this summer the same team was granted 12 hours (through the API, as the journey below goes).
  const auditor = await apiSignIn(baseUrl, captcha, 'a1001', 'Auditor@123456');
  const earlier = await apiOk<{ id: number }>(baseUrl, leader.token, 'POST', '/practice/add', {
    name: `${NAME}(先期)`, classifyId: classify.id, termId: summer.id, destination: '湖北咸宁', startDate: day(1), endDate: day(3), advisorId: advisor.id,
    memberCodes: [member.code], plan: '先期调研', budget: '100', safetyPledge: true,
  });
  await apiOk(baseUrl, auditor, 'POST', '/practice/audit', { stage: 'project', ids: [earlier.id], result: 'pass' });
  await apiOk(baseUrl, leader.token, 'POST', '/practice/finish', { id: earlier.id, report: '先期调研完成', hours: '12' });
  await apiOk(baseUrl, auditor, 'POST', '/practice/audit', { stage: 'finish', ids: [earlier.id], result: 'pass' });

  // 1. On a phone the leader proposes the project from 社会实践.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, leader.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/practice`);
  await phone.getByRole('button', { name: '申报实践项目' }).click();
  await phone.getByRole('textbox', { name: '项目名称' }).fill(NAME);
  await pick(phone, '实践学期', summer.name);
  await pick(phone, '实践类别', '暑期社会实践');
  await phone.getByRole('textbox', { name: '实践地点' }).fill('湖北恩施');
  await typeDay(phone, '开始日期', day(10));
  await typeDay(phone, '结束日期', day(20));
  await pick(phone, '指导教师', advisor.name);
  await phone.getByRole('textbox', { name: '队员学号' }).fill(member.code);
  await phone.getByRole('textbox', { name: '实践方案' }).fill('走访恩施乡村，调研茶产业并开展支教。');
  await phone.getByRole('spinbutton', { name: '经费预算（元）' }).fill('2000');
  // The pledge is required: submitting without it is refused under the box.
  await phone.getByRole('button', { name: '提交立项申请' }).click();
  await visible(phone, '请阅读并勾选安全承诺');
  await phone.getByRole('checkbox', { name: '我已阅读并同意安全承诺' }).check();
  await phone.getByRole('button', { name: '提交立项申请' }).click();
  await visible(phone, '立项申请已提交，等待审核');
  await visible(phone, '立项审核中');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const projectUrl = phone.url();

  // 2. a1001 approves the proposal in a batch.
  const desk = await newPage(1366);
  await signIn(desk, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(desk, '数据一览');
  await approveOn(desk, '/society/practice/examine/list');

  // 3. The leader writes the journal with a photo, then submits the completion asking 15 hours each.
  await phone.goto(projectUrl);
  await visible(phone, '实践中');
  await phone.getByRole('button', { name: '写实践日志' }).click();
  await phone.getByRole('textbox', { name: '日志内容' }).fill('第一天：抵达恩施，走访两所乡村小学。');
  await phone.locator('input[type=file]').first().setInputFiles({ name: '合影.png', mimeType: 'image/png', buffer: PNG });
  await visible(phone, '合影.png');
  await phone.getByRole('button', { name: '发布' }).click();
  await visible(phone, '日志已发布');
  await visible(phone, '第一天：抵达恩施，走访两所乡村小学。');
  await phone.getByRole('button', { name: '提交结项' }).click();
  await phone.getByRole('textbox', { name: '结项报告' }).fill('完成支教 20 课时，形成调研报告一份。');
  await phone.getByTestId('finish-hours').fill('15');
  await phone.getByRole('dialog').getByRole('button', { name: '提交结项' }).click();
  await visible(phone, '结项材料已提交，等待审核');
  await visible(phone, '结项审核中');
  await phone.screenshot({ path: join(SHOTS, 'practice-show-375.png'), fullPage: true });

  // 4. a1001 approves the completion: the hours are issued.
  await approveOn(desk, '/society/practice/finish/list');

  // 5. The team table shows 15 asked and 8 granted for both members; the transcripts agree.
  await phone.goto(projectUrl);
  await visible(phone, '已结项');
  await expect.poll(() => phone.getByRole('cell', { name: '8.00 学时' }).count(), { timeout: 20000 }).toBe(2);
  expect(await phone.getByRole('cell', { name: '15.00 学时' }).count()).toBe(2);
  await phone.screenshot({ path: join(SHOTS, 'practice-completed-375.png'), fullPage: true });
  for (const s of [leader, member]) {
    const records = await apiOk<{ list: HoursRecord[] }>(baseUrl, s.token, 'GET', '/student/hours/records', { current: 1, size: 10, sourceType: LedgerSource.PRACTICE });
    expect(records.list.find((r) => r.sourceName === NAME)).toMatchObject({ moduleName: '社会实践', requestedHours: '15.00', grantedHours: '8.00' });
    const transcript = await apiOk<TranscriptContent>(baseUrl, s.token, 'GET', '/student/transcript/preview');
    expect(transcript.records.find((r) => r.sourceName === NAME)?.hours).toBe('8.00');
  }
  await desk.goto(`${baseUrl}/society/practice/analysis`);
  await desk.locator('[role=img] svg').first().waitFor({ timeout: 20000 });
  await desk.screenshot({ path: join(SHOTS, 'practice-analysis-1366.png'), fullPage: true });
}, 240_000);
