/**
 * Issue 19 volunteering journey in Chromium: a student registers as a volunteer on the phone
 * (/volunteer); the leader l1001 launches a volunteer activity at /voluntary/practice/creat; t1001
 * and a1001 pass its two review steps in 志愿审核 (/voluntary/practice/examine/list); two students
 * enroll and sign in and out by the rotating QR (through the API, as their phones would); the
 * leader records their service hours from the sign-ins, corrects them with a reason and submits
 * them; a1001 approves both in one batch in 志愿时长审核; the student's 我的学时 shows the hours
 * under the activity's name and 我的志愿 the total; the student downloads 志愿服务证明 (PDF) and its
 * code verifies on the public /verify page as a volunteer certificate of those hours. Screenshots
 * go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { decideRow, fillLaunchForm, staffPage } from './forms';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const LEADER = ['l1001', 'Leader@123456'] as const;
const STUDENT_PASSWORD = 'Student@123456';
const NAME = `社区助老志愿${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

const staff = (username: string, password: string) => staffPage(() => newPage(), baseUrl, captcha, username, password);

/** Two activated students of 示范大学, not blacklisted and not registered as volunteers. */
async function freeStudents(admin: string): Promise<string[]> {
  const listed = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/blacklist/list', { current: 1, size: 40 });
  const volunteers = await apiOk<{ list: { studentCode: string }[] }>(baseUrl, admin, 'GET', '/voluntary/volunteer/list', { current: 1, size: 40 });
  const taken = new Set([...listed.list.map((r) => r.code), ...volunteers.list.map((v) => v.studentCode)]);
  const page = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 3, size: 40, status: 1 });
  return page.list.map((s) => s.code).filter((c) => !taken.has(c)).slice(0, 2);
}

it('registers a volunteer, launches and approves a volunteer activity, records, corrects and approves service hours that reach the student', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [s1, s2] = await freeStudents(admin);

  // 1. On the phone the student registers as a volunteer.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, s1, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/volunteer`);
  await phone.getByRole('button', { name: '注册志愿者' }).click();
  const register = phone.getByRole('dialog');
  await register.getByRole('combobox', { name: /加入的志愿组织/ }).click();
  await phone.getByRole('option', { name: '青年志愿者协会', exact: true }).click();
  await register.getByLabel(/联系电话/).fill('123');
  await register.getByRole('button', { name: '提交注册' }).click();
  await register.getByText('手机号格式不正确').waitFor();
  await register.getByLabel(/联系电话/).fill('13912345678');
  await register.getByRole('button', { name: '提交注册' }).click();
  await visible(phone, '累计服务时长');
  await visible(phone, /志愿者编号 V\d{9}/);

  // 2. The leader launches the volunteer activity (sign-in and sign-out) with the two-step flow.
  const leader = await staff(...LEADER);
  await leader.goto(`${baseUrl}/voluntary/practice/creat`);
  await fillLaunchForm(leader, { name: NAME, hours: '2', capacity: '5', signInOut: true });
  await leader.getByRole('button', { name: '提交审核' }).click();
  await leader.waitForURL(/\/voluntary\/practice\/list\/show\?id=\d+/, { timeout: 20000 });
  const id = Number(new URL(leader.url()).searchParams.get('id'));
  await visible(leader, '审核中');

  // 3. Both review steps in 志愿审核 (volunteer activities only).
  const examine = `${baseUrl}/voluntary/practice/examine/list`;
  await decideRow(await staff('t1001', 'Teacher@123456'), examine, NAME, '通过');
  const a1001 = await staff('a1001', 'Auditor@123456');
  await decideRow(a1001, examine, NAME, '通过');

  // 4. Enrollment and attendance as the students' phones do it.
  const leaderToken = await apiSignIn(baseUrl, captcha, ...LEADER);
  const students = await Promise.all([s1, s2].map((code) => apiSignIn(baseUrl, captcha, code, STUDENT_PASSWORD)));
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'openEnrollment' });
  for (const token of students) await apiOk(baseUrl, token, 'POST', '/activity/enroll', { id });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'closeEnrollment' });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'start' });
  for (const kind of ['in', 'out']) {
    const { token } = await apiOk<{ token: string }>(baseUrl, leaderToken, 'GET', '/activity/qr', { id, kind });
    for (const student of students) await apiOk(baseUrl, student, 'POST', '/activity/sign', { token });
  }

  // 5. The leader records the hours from the sign-ins, corrects both with a reason and submits them.
  await leader.goto(`${baseUrl}/voluntary/practice/list/show?id=${id}`);
  await leader.getByRole('tab', { name: '志愿服务时长' }).click();
  await leader.getByRole('button', { name: '按签到登记时长' }).click();
  await visible(leader, '已登记 2 条时长记录');
  for (const [i, minutes] of ['120', '90'].entries()) {
    await leader.locator('tbody tr').nth(i).getByRole('button', { name: '修改' }).click();
    const dialog = leader.getByRole('dialog');
    await dialog.getByLabel('认定时长(分钟)').fill(minutes);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('修改时长必须填写原因').waitFor();
    await dialog.getByLabel(/修改原因/).fill('扫码签退时间早于实际服务结束时间');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20000 });
  }
  await leader.getByRole('checkbox', { name: /select all|全选/i }).first().click();
  await leader.getByRole('button', { name: '提交审核' }).first().click();
  await leader.getByRole('dialog').getByRole('button', { name: '提交审核' }).click();
  await visible(leader, '已提交 2 条记录');
  await leader.screenshot({ path: join(SHOTS, 'volunteer-hours.png') });

  // 6. a1001 approves both in one batch.
  await a1001.goto(`${examine}?tab=hours`);
  // The demo's own records under review come first: narrow the queue to the activity.
  await a1001.getByLabel('活动名称').fill(NAME);
  await a1001.locator('tr', { hasText: NAME }).first().waitFor({ timeout: 20000 });
  await expect.poll(() => a1001.locator('tbody tr').count()).toBe(2);
  await a1001.getByRole('checkbox', { name: /select all|全选/i }).first().click();
  await a1001.getByRole('button', { name: '批量通过' }).click();
  await a1001.getByRole('dialog').getByRole('button', { name: '通过', exact: true }).click();
  await a1001.getByRole('dialog').waitFor({ state: 'hidden', timeout: 20000 });
  await visible(a1001, '暂无数据');

  // 7. The student sees the hours under the activity and the volunteer total.
  await phone.goto(`${baseUrl}/student/hours`);
  const record = phone.getByTestId('record-card').filter({ hasText: NAME }).first();
  await record.waitFor({ timeout: 20000 });
  expect(await record.getByTestId('record-hours').innerText()).toMatch(/2(\.0+)?/);
  await phone.goto(`${baseUrl}/volunteer`);
  await phone.getByTestId('my-volunteer-hours').waitFor();
  expect(await phone.getByTestId('my-volunteer-hours').innerText()).toContain('2.00');
  await visible(phone, NAME);
  await phone.screenshot({ path: join(SHOTS, 'volunteer-mine.png') });

  // 8. The student downloads 志愿服务证明 and its code verifies publicly as a volunteer certificate.
  const [pdf] = await Promise.all([phone.waitForEvent('download'), phone.getByTestId('volunteer-certificate').click()]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${s1}_.*_志愿服务证明\\.pdf$`));
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const code = (await phone.getByTestId('volunteer-certificate-code').getByRole('link').innerText()).trim();
  await phone.goto(`${baseUrl}/verify/${code}`);
  await expect.poll(() => phone.getByTestId('verify-status').getAttribute('data-status')).toBe('valid');
  expect(await phone.getByTestId('verify-document').innerText()).toBe('志愿服务证明');
  expect(await phone.getByTestId('verify-total').innerText()).toBe('2.00');
  await phone.screenshot({ path: join(SHOTS, 'volunteer-certificate-verify.png') });
}, 300_000);
