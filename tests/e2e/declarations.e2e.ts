/**
 * Issue 5 "done when": in Chromium a student declares an award with an attachment on a phone, the
 * auditor (a1001) approves it in one batch with two other students' declarations of the same
 * project, and the student's home shows the new hours and the updated warning chart (the module
 * that was below its warning value is no longer flagged). Screenshots of the home at 1280 px and
 * 375 px are written to E2E_SHOTS (default /tmp/e2e-shots) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ClassifyAchievement } from '../../common/classify';
import { toHundredths, fromHundredths } from '../../common/hoursRules';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, passInBatch, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const PROJECT = `创新创业大赛${Date.now() % 100000}`;
const MODULE = '创新创业';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** The number on the home's 总学时 counter (its unit stripped). */
const hoursOnHome = async (page: Page) => (await page.getByTestId('counter-hours-value').innerText()).match(/-?\d+(?:\.\d+)?/)?.[0] ?? '';

/** 'YYYY-MM-DD HH:mm' in China time, `days` from now. */
function wireTime(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A 1×1 PNG: the certificate photo the student attaches. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Student {
  code: string;
  name: string;
  token: string;
  module: ClassifyAchievement;
}

/** Activated students of 示范大学 below the warning value of 创新创业, with nothing declared yet. */
async function freeStudents(admin: string, n: number): Promise<Student[]> {
  const page = await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 4, size: 40, status: 1 });
  const found: Student[] = [];
  for (const s of page.list) {
    const token = await apiSignIn(baseUrl, captcha, s.code, STUDENT_PASSWORD);
    const mine = await apiOk<{ total: number }>(baseUrl, token, 'GET', '/student/project/apply/list', { current: 1, size: 10 });
    const module = (await apiOk<ClassifyAchievement[]>(baseUrl, token, 'GET', '/achievement/by-classify-list')).find((c) => c.classifyName === MODULE)!;
    if (mine.total === 0 && toHundredths(module.classifyHours) < toHundredths(module.minHours)) found.push({ ...s, token, module });
    if (found.length === n) return found;
  }
  throw new Error('not enough free students');
}

it('a student declares with an attachment, a1001 approves three in one batch, and the home shows the hours and the warning lifted', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [me, other1, other2] = await freeStudents(admin, 3);
  // The award is worth enough to lift the student's 创新创业 hours over its warning value.
  const awardHours = toHundredths(me.module.minHours) - toHundredths(me.module.classifyHours) + 400;
  const options = await apiOk<{ flows: { id: number; name: string }[]; classifies: { id: number; name: string; children: { id: number; name: string }[] }[] }>(
    baseUrl, admin, 'GET', '/project/form/options',
  );
  const classify = options.classifies.find((c) => c.name === MODULE)!.children.find((c) => c.name === '学科竞赛')!;
  const flow = options.flows.find((f) => f.name === '申报审核')!;
  const { id: projectId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/project/add', {
    name: PROJECT, classifyId: classify.id, flowTemplateId: flow.id, description: '校级创新创业大赛获奖申报', evidence: '获奖证书照片',
    applyStart: wireTime(-1), applyEnd: wireTime(7),
    options: [{ name: '一等奖', hours: fromHundredths(awardHours) }, { name: '优秀奖', hours: '2' }],
  });
  const project = await apiOk<{ options: { id: number; name: string }[] }>(baseUrl, admin, 'GET', '/project/detail', { id: projectId });
  const first = project.options.find((o) => o.name === '一等奖')!;
  for (const s of [other1, other2])
    await apiOk(baseUrl, s.token, 'POST', '/project/apply', { projectId, optionId: first.id, description: '团队获得一等奖', fileIds: [] });

  // 1. On a phone the student declares with a certificate photo attached.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, me.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await expect.poll(() => hoursOnHome(phone), { timeout: 20000 }).not.toBe('');
  const hoursBefore = await hoursOnHome(phone);
  await phone.goto(`${baseUrl}/student/declare`);
  await phone.getByRole('button', { name: '我要申报' }).first().click();
  await phone.getByRole('combobox', { name: '申报项目' }).click();
  await phone.getByRole('option', { name: PROJECT }).click();
  await visible(phone, '获奖证书照片');
  await phone.getByRole('radio', { name: new RegExp(`^一等奖`) }).check();
  await phone.getByRole('textbox', { name: '申报说明' }).fill('作为队长带领团队获得校级创新创业大赛一等奖');
  await phone.locator('input[type=file][aria-label="上传附件"]').setInputFiles({ name: '获奖证书.png', mimeType: 'image/png', buffer: PNG });
  await visible(phone, '获奖证书.png');
  await phone.getByRole('button', { name: '提交申报' }).click();
  await visible(phone, '申报已提交，请等待审核');
  await visible(phone, PROJECT);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // 2. a1001 approves the three declarations of the project in one batch.
  const auditor = await newPage(1440);
  await signIn(auditor, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(auditor, '数据一览');
  await auditor.goto(`${baseUrl}/proceeding/wait/declare/first/auditing`);
  // The queue is oldest first and the demo has pending declarations: narrow it to the project.
  await auditor.getByRole('combobox', { name: '项目名称' }).click();
  await auditor.getByRole('option', { name: PROJECT, exact: true }).click();
  await passInBatch(auditor, [me, other1, other2].map((s) => s.code));
  await visible(auditor, '已通过 3 项，学时已计入');

  // 3. The student's home: the hours counter rose by the award and 创新创业 is no longer flagged.
  await phone.goto(`${baseUrl}/`);
  const expected = toHundredths(hoursBefore) + awardHours;
  await expect.poll(async () => toHundredths((await hoursOnHome(phone)) || '0'), { timeout: 20000 }).toBe(expected);
  await phone.getByTestId('warning-summary').waitFor();
  await expect.poll(() => phone.getByTestId('below-item').filter({ hasText: MODULE }).count(), { timeout: 20000 }).toBe(0);
  // The lazily loaded line chart has drawn its lines (nivo renders an SVG path per series).
  await phone.locator('[role=img] svg path').first().waitFor({ timeout: 20000 });
  await phone.screenshot({ path: join(SHOTS, 'declarations-home-375.png'), fullPage: true });
  const desk = await newPage(1280);
  await signIn(desk, baseUrl, captcha, me.code, STUDENT_PASSWORD);
  await visible(desk, '我的首页');
  await expect.poll(async () => toHundredths((await hoursOnHome(desk)) || '0'), { timeout: 20000 }).toBe(expected);
  await desk.locator('[role=img] svg path').first().waitFor({ timeout: 20000 });
  await desk.screenshot({ path: join(SHOTS, 'declarations-home-1280.png'), fullPage: true });

  // The ledger agrees, and the declaration reads 已通过 with the hours granted.
  const module = (await apiOk<ClassifyAchievement[]>(baseUrl, me.token, 'GET', '/achievement/by-classify-list')).find((c) => c.classifyName === MODULE)!;
  expect(toHundredths(module.classifyHours)).toBe(toHundredths(me.module.classifyHours) + awardHours);
  await phone.goto(`${baseUrl}/student/declare`);
  const card = phone.getByTestId('declaration-card').filter({ hasText: PROJECT });
  await card.getByText('已通过').waitFor({ timeout: 20000 });
}, 180_000);
