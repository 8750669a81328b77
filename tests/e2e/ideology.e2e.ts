/**
 * Issue 20 "done when" for party and league work, in Chromium:
 * 1. a league applicant goes through 入团积极分子 and 发展对象 to 团员: on a phone (375 px) the student
 *    joins a 团支部 and applies for each next stage on 我的党团 (/student/ideology); the auditor a1001
 *    passes each application on /ideology/group, tab 发展审核 (1366 px); the student's page ends at
 *    团员 with the dated history;
 * 2. a branch meeting with sign-in and minutes: staff plan a meeting (set-up through the API), open its
 *    QR sign-in on /ideology/meeting, the student signs in through the QR link on the phone, staff see
 *    the attendance and save the minutes; the list shows both.
 * Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MyIdeology } from '../../common/ideology';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, passInBatch, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const BRANCH = '计算机学院2021级团支部';
const MEETING = `团支部大会${Date.now() % 100000}`;

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** 'YYYY-MM-DD HH:mm' in China time, `minutes` from now. */
const wireTime = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** An activated student of 示范大学 who is in no league or party branch yet. */
async function freeStudent(admin: string): Promise<{ code: string; name: string; token: string; my: MyIdeology }> {
  const page = await apiOk<{ list: { code: string; name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 3, size: 40, status: 1 });
  for (const s of page.list) {
    const token = await apiSignIn(baseUrl, captcha, s.code, STUDENT_PASSWORD);
    const my = await apiOk<MyIdeology>(baseUrl, token, 'GET', '/ideology/my');
    if (my.members.length === 0) return { ...s, token, my };
  }
  throw new Error('no student outside the branches');
}

/** a1001 passes the student's pending stage application on the 发展审核 tab. */
async function passStage(desk: Page, name: string): Promise<void> {
  await desk.goto(`${baseUrl}/ideology/group`);
  await desk.getByRole('tab', { name: '发展审核' }).click();
  await passInBatch(desk, [name]);
  await expect.poll(() => desk.locator('tr', { hasText: name }).count(), { timeout: 20000 }).toBe(0);
}

it('a league applicant becomes 团员 through reviews, then signs in to a branch meeting whose minutes staff record', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const me = await freeStudent(admin);

  // 1. On the phone the student joins the 团支部 as 入团申请人.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, me.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/ideology`);
  await visible(phone, '提交入团/入党申请');
  await phone.getByRole('combobox', { name: '支部' }).click();
  await phone.getByRole('option', { name: BRANCH }).click();
  await phone.getByRole('button', { name: '提交申请' }).click();
  await visible(phone, `共青团 · ${BRANCH}`);

  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(desk, '数据一览');

  // 2. Each next stage: the student applies, a1001 passes it, the student's stepper moves on.
  for (const stage of ['入团积极分子', '发展对象', '团员']) {
    await phone.getByRole('button', { name: `申请成为${stage}` }).click();
    await visible(phone, `${stage} 申请审核中`);
    await passStage(desk, me.name);
    await phone.reload();
    await expect.poll(async () => (await apiOk<MyIdeology>(baseUrl, me.token, 'GET', '/ideology/my')).members[0]?.stageName, { timeout: 20000 }).toBe(stage);
  }
  await phone.reload();
  await visible(phone, `共青团 · ${BRANCH}`);
  const member = (await apiOk<MyIdeology>(baseUrl, me.token, 'GET', '/ideology/my')).members[0]!;
  expect(member.stage).toBe(4);
  // Every stage reached shows its date under the step.
  const today = wireTime(0).slice(0, 10);
  await expect.poll(() => phone.getByText(today).count(), { timeout: 20000 }).toBeGreaterThanOrEqual(4);
  expect(await phone.getByRole('button', { name: /^申请成为/ }).count()).toBe(0);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'ideology-mine-375.png'), fullPage: true });

  // 3. A branch meeting (planned through the API), its QR sign-in on the staff page.
  const branchId = member.branchId;
  const { id: meetingId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/ideology/meeting/add', {
    kind: 1, branchId, title: MEETING, startTime: wireTime(10), endTime: wireTime(120), place: '计算机楼 302', agenda: '1. 学习\n2. 讨论',
  });
  const staff = await newPage(1366, 768);
  await signIn(staff, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(staff, '数据一览');
  await staff.goto(`${baseUrl}/ideology/meeting`);
  await staff.getByRole('button', { name: MEETING }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('签到二维码').waitFor();
  await visible(staff, '已签到 0 人');
  const { signCode } = await apiOk<{ signCode: string }>(baseUrl, admin, 'GET', '/ideology/meeting/detail', { id: meetingId });

  // 4. The student opens the QR link on the phone: the code is filled in, one tap signs in.
  await phone.goto(`${baseUrl}/student/ideology?meeting=${meetingId}&code=${signCode}`);
  const card = phone.locator('.MuiCard-root', { hasText: MEETING });
  await card.getByRole('button', { name: '签到' }).click();
  await card.getByText('已签到').waitFor({ timeout: 20000 });

  // 5. Staff see the attendance and record the minutes; the list shows both.
  await staff.reload();
  await staff.getByRole('button', { name: MEETING }).click();
  await visible(staff, '已签到 1 人');
  await dialog.getByText(me.name).first().waitFor();
  await dialog.getByRole('textbox', { name: '会议纪要' }).fill('集体学习团章，交流讨论入团感想。');
  await dialog.getByRole('button', { name: '保存纪要' }).click();
  await visible(staff, '已保存');
  await staff.screenshot({ path: join(SHOTS, 'ideology-meeting-1366.png') });
  await dialog.getByRole('button', { name: '关闭' }).click();
  const row = staff.locator('tr', { hasText: MEETING });
  await row.getByText('已记录').waitFor({ timeout: 20000 });
  await expect.poll(async () => (await row.innerText()).includes('1'), { timeout: 20000 }).toBe(true);
}, 300_000);
