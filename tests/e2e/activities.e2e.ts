/**
 * Issue 4 "done when": in Chromium an organisation leader (l1001) launches an activity with the
 * two-step flow, the two auditors (t1001, then a1001) pass it, students enroll (the third is refused
 * when it is full), sign in by the rotating QR on the leader's screen, the leader submits the
 * completion report, the auditor approves it and the students' hours appear in their totals.
 * Then a second activity's report is rejected (with a required reason), resubmitted and refused:
 * no hours (spec §4 activity lifecycle).
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { decideRow, fillLaunchForm, localInput, staffPage } from './forms';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const LEADER = ['l1001', 'Leader@123456'] as const;
const STUDENT_PASSWORD = 'Student@123456';
const NAME = `校园志愿导览${Date.now() % 100000}`;

const { newPage } = journeyBrowser();

const staff = (username: string, password: string) => staffPage(() => newPage(), baseUrl, captcha, username, password);

/** Decides the row of `name` on the audit page at `path` (forms.ts decideRow). */
const decide = (page: Page, path: string, name: string, action: '通过' | '驳回' | '拒绝', reason?: string) => decideRow(page, `${baseUrl}${path}`, name, action, reason);

/** Fires a lifecycle button on the activity detail page and confirms. */
async function fire(page: Page, activityId: number, button: string, status: string) {
  await page.goto(`${baseUrl}/communist/activity/detail?id=${activityId}`);
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await visible(page, status);
}

/** Three activated students of 示范大学 who are not on the blacklist. */
async function freeStudents(admin: string): Promise<string[]> {
  const listed = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/blacklist/list', { current: 1, size: 40 });
  const blocked = new Set(listed.list.map((r) => r.code));
  const page = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 2, size: 40, status: 1 });
  return page.list.map((s) => s.code).filter((c) => !blocked.has(c)).slice(0, 3);
}

const hoursOf = async (admin: string, code: string) =>
  (await apiOk<{ list: { hours: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 1, size: 10, code })).list[0].hours;

it('launches, reviews in two steps, enrolls to capacity, signs in by QR and issues hours on the approved report', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [s1, s2, s3] = await freeStudents(admin);
  const before = await hoursOf(admin, s1);

  // 1. The leader launches the activity with the two-step flow.
  const leader = await staff(...LEADER);
  await leader.goto(`${baseUrl}/activity/launch`);
  await fillLaunchForm(leader, { name: NAME, hours: '4', capacity: '2' });
  await leader.getByRole('button', { name: '提交审核' }).click();
  await leader.waitForURL(/\/communist\/activity\/detail\?id=\d+/, { timeout: 20000 });
  const activityId = Number(new URL(leader.url()).searchParams.get('id'));
  await visible(leader, '审核中');

  // 2. Step 1 by t1001, step 2 by a1001 (each sees it only at their step).
  const t1001 = await staff('t1001', 'Teacher@123456');
  await decide(t1001, '/proceeding/wait/activity/first/auditing', NAME, '通过');
  const a1001 = await staff('a1001', 'Auditor@123456');
  await decide(a1001, '/proceeding/wait/activity/first/auditing', NAME, '通过');
  await fire(leader, activityId, '开始报名', '报名中');
  await leader.getByRole('tab', { name: '审核记录' }).click();
  await visible(leader, '组织初审');
  await visible(leader, '团委复审');

  // 3. Students enroll on their phones; the third, whose page still offered 报名, is refused when
  // the seats are gone, and after a reload the card says 名额已满.
  const phones: Page[] = [];
  for (const code of [s1, s2, s3]) {
    const phone = await newPage(375);
    phones.push(phone);
    await signIn(phone, baseUrl, captcha, code, STUDENT_PASSWORD);
    await visible(phone, '我的首页');
    await phone.goto(`${baseUrl}/student/activity`);
    await phone.locator('.MuiCard-root', { hasText: NAME }).first().waitFor({ timeout: 20000 });
  }
  for (const [i, phone] of phones.entries()) {
    const card = phone.locator('.MuiCard-root', { hasText: NAME }).first();
    await card.getByRole('button', { name: '报名', exact: true }).click();
    await phone.getByRole('dialog').getByRole('button', { name: '报名', exact: true }).click();
    await visible(phone, i < 2 ? '报名成功' : '报名人数已满');
  }
  await phones[2].reload();
  const full = phones[2].locator('.MuiCard-root', { hasText: NAME }).first().getByRole('button', { name: '名额已满', exact: true });
  await full.waitFor({ timeout: 20000 });
  expect(await full.isDisabled()).toBe(true);
  await phones[2].screenshot({ path: '/tmp/e2e-full.png' });

  // 4. The leader closes enrollment, starts the activity and shows the rotating QR.
  await fire(leader, activityId, '截止报名', '待开始');
  await fire(leader, activityId, '开始活动', '进行中');
  await leader.goto(`${baseUrl}/communist/onlyActivity?id=${activityId}&kind=in`);
  const qr = leader.getByRole('img', { name: '签到二维码' });
  await qr.waitFor({ timeout: 20000 });
  for (const phone of phones.slice(0, 2)) {
    const token = await qr.getAttribute('data-token');
    expect(token).toMatch(new RegExp(`^${activityId}\\.in\\.`));
    await phone.goto(`${baseUrl}/student/activity/sign?token=${encodeURIComponent(token!)}`);
    await visible(phone, '签到成功');
  }
  await visible(leader, '已签到 2 人');
  await leader.screenshot({ path: '/tmp/e2e-qr.png' });

  // 5. End, submit the completion report, the auditor approves it.
  await fire(leader, activityId, '结束活动', '待结项');
  await leader.getByRole('button', { name: '提交结项', exact: true }).first().click();
  const report = leader.getByRole('dialog');
  await report.getByText(/2/).first().waitFor();
  // The summary is required, at least 20 characters (issue 18).
  await report.getByLabel(/结项总结/).fill('校园志愿导览活动顺利完成,两名同学全程参与并按时签到。');
  await report.getByRole('button', { name: '确认提交' }).click();
  await visible(leader, '结项审核中');
  await decide(t1001, '/proceeding/wait/activity/report/auditing', NAME, '通过');
  await leader.goto(`${baseUrl}/communist/activity/detail?id=${activityId}`);
  await visible(leader, '已完成');

  // 6. The hours are in the students' totals (and the third student has none).
  expect(Number(await hoursOf(admin, s1))).toBeCloseTo(Number(before) + 4, 2);
  expect(Number(await hoursOf(admin, s2))).toBeGreaterThanOrEqual(4);
  await phones[0].goto(`${baseUrl}/student/activity`);
  await phones[0].getByRole('tab', { name: /我的报名/ }).click();
  await phones[0].getByRole('button', { name: '历史记录' }).click();
  const earned = phones[0].locator('.MuiCard-root', { hasText: NAME }).first().getByTestId('my-hours');
  await earned.waitFor({ timeout: 20000 });
  expect(await earned.innerText()).toMatch(/获得学时[\s\S]*4\.00/);
  await phones[0].screenshot({ path: '/tmp/e2e-my.png' });
}, 300_000);

it('a rejected report can be resubmitted; a refused one fails the activity and issues no hours', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [student] = await freeStudents(admin);
  const leaderToken = await apiSignIn(baseUrl, captcha, ...LEADER);
  const t1001Token = await apiSignIn(baseUrl, captcha, 't1001', 'Teacher@123456');
  const a1001Token = await apiSignIn(baseUrl, captcha, 'a1001', 'Auditor@123456');
  const studentToken = await apiSignIn(baseUrl, captcha, student, STUDENT_PASSWORD);
  const options = await apiOk<{ organizations: { id: number; name: string }[]; flows: { id: number; name: string }[]; classifies: { id: number; name: string; children?: { id: number; name: string }[] }[] }>(
    baseUrl, leaderToken, 'GET', '/activity/options',
  );
  const org = options.organizations.find((o) => o.name === '青年志愿者协会')!;
  const flow = (name: string) => options.flows.find((f) => f.name === name)!.id;
  const volunteering = options.classifies.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.name === '志愿服务')!;
  const at = (m: number) => localInput(m).replace('T', ' ');
  const name = `${NAME}-结项`;
  const created = await apiOk<{ id: number }>(baseUrl, leaderToken, 'POST', '/activity/add', {
    name, organizationId: org.id, classifyId: volunteering.id, flowTemplateId: flow('活动审核-两级'), reportFlowTemplateId: flow('结项审核'),
    hours: 3, capacity: 5, enrollStart: at(-30), enrollEnd: at(600), startTime: at(1200), endTime: at(1300),
  });
  const id = created.id;
  await apiOk(baseUrl, t1001Token, 'POST', '/activity/audit/first', { ids: [id], result: 'pass' });
  await apiOk(baseUrl, a1001Token, 'POST', '/activity/audit/first', { ids: [id], result: 'pass' });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'openEnrollment' });
  await apiOk(baseUrl, studentToken, 'POST', '/activity/enroll', { id });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'closeEnrollment' });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'start' });
  const { token } = await apiOk<{ token: string }>(baseUrl, leaderToken, 'GET', '/activity/qr', { id, kind: 'in' });
  await apiOk(baseUrl, studentToken, 'POST', '/activity/sign', { token });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'end' });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/report/submit', { id, summary: '活动已按计划开展,参与同学表现积极,现提交结项材料。' });
  const before = await hoursOf(admin, student);

  // Rejected with a reason: the leader sees 结项驳回 and the reason, and resubmits.
  const auditor = await staff('t1001', 'Teacher@123456');
  await decide(auditor, '/proceeding/wait/activity/report/auditing', name, '驳回', '请补充活动照片');
  const leader = await staff(...LEADER);
  await leader.goto(`${baseUrl}/communist/activity/detail?id=${id}`);
  await visible(leader, '结项驳回');
  await visible(leader, '请补充活动照片');
  await leader.getByRole('button', { name: '提交结项', exact: true }).first().click();
  await leader.getByRole('dialog').getByRole('button', { name: '确认提交' }).click();
  await visible(leader, '结项审核中');

  // Refused with a reason: the activity failed, no hours.
  await decide(auditor, '/proceeding/wait/activity/report/auditing', name, '拒绝', '活动未按计划开展');
  await leader.goto(`${baseUrl}/communist/activity/detail?id=${id}`);
  await visible(leader, '结项拒绝');
  await leader.screenshot({ path: '/tmp/e2e-refused.png' });
  expect(await hoursOf(admin, student)).toBe(before);
  expect(leader.getByRole('button', { name: '提交结项', exact: true })).toBeTruthy();
  expect(await leader.getByRole('button', { name: '提交结项', exact: true }).count()).toBe(0);
}, 300_000);
