/**
 * Issue 18 items 3 and 4, at 1366×768: the activity administrator (l1001) ends an activity early
 * with the lifecycle buttons — the detail keeps the planned time and shows 实际开始 / 实际结束 — and
 * submits the completion report with a summary, a photo and one student's hours lowered with a
 * reason; the auditor (t1001) opens it from 结项审核, sees the photo, the hours and the reason beside
 * the decisions, without sideways scroll, and approves; the student's history shows the lowered
 * hours.
 */
import { deflateSync } from 'node:zlib';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const LEADER = ['l1001', 'Leader@123456'] as const;
const STUDENT_PASSWORD = 'Student@123456';
const NAME = `结项材料演示${Date.now() % 100000}`;
const SUMMARY = '本次活动共两名同学参加，现场秩序良好，其中一名同学中途离开，按实际出勤调整学时。';
const WIDTH = 1366;
const HEIGHT = 768;

const { newPage } = journeyBrowser();

/** 'YYYY-MM-DD HH:mm' in Asia/Shanghai, `minutes` from now. */
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A width×height PNG of stripes (a real image for the upload's content check and the thumbnail). */
function stripesPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = Math.floor(y / 20) % 2 ? [33, 150, 243] : [255, 193, 7];
    for (let x = 0; x < width; x++) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function staff(username: string, password: string): Promise<Page> {
  const page = await newPage(WIDTH, HEIGHT);
  await signIn(page, baseUrl, captcha, username, password);
  await visible(page, '数据一览');
  return page;
}

/** Fails when the page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Two activated students of 示范大学 who are not on the blacklist. */
async function freeStudents(admin: string): Promise<string[]> {
  const listed = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/blacklist/list', { current: 1, size: 40 });
  const blocked = new Set(listed.list.map((r) => r.code));
  const page = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 3, size: 40, status: 1 });
  return page.list.map((s) => s.code).filter((c) => !blocked.has(c)).slice(0, 2);
}

it('submits a report with a photo and lowered hours; the auditor reviews it whole and approves; the student gets the lowered hours', async () => {
  const errors: string[] = [];
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const [full, partial] = await freeStudents(admin);
  const leaderToken = await apiSignIn(baseUrl, captcha, ...LEADER);
  const options = await apiOk<{ organizations: { id: number; name: string }[]; flows: { id: number; name: string }[]; classifies: { id: number; name: string; children?: { id: number; name: string }[] }[] }>(
    baseUrl, leaderToken, 'GET', '/activity/options',
  );
  const flow = (name: string) => options.flows.find((f) => f.name === name)!.id;
  const volunteering = options.classifies.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.name === '志愿服务')!;
  const planned = { enrollStart: at(-30), enrollEnd: at(600), startTime: at(1200), endTime: at(1300) };
  const { id } = await apiOk<{ id: number }>(baseUrl, leaderToken, 'POST', '/activity/add', {
    name: NAME, organizationId: options.organizations.find((o) => o.name === '青年志愿者协会')!.id, classifyId: volunteering.id,
    flowTemplateId: flow('活动审核-两级'), reportFlowTemplateId: flow('结项审核'), hours: 3, capacity: 5, ...planned,
  });
  await apiOk(baseUrl, await apiSignIn(baseUrl, captcha, 't1001', 'Teacher@123456'), 'POST', '/activity/audit/first', { ids: [id], result: 'pass' });
  await apiOk(baseUrl, await apiSignIn(baseUrl, captcha, 'a1001', 'Auditor@123456'), 'POST', '/activity/audit/first', { ids: [id], result: 'pass' });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'openEnrollment' });
  const studentTokens: Record<string, string> = {};
  for (const code of [full, partial]) {
    studentTokens[code] = await apiSignIn(baseUrl, captcha, code, STUDENT_PASSWORD);
    await apiOk(baseUrl, studentTokens[code], 'POST', '/activity/enroll', { id });
  }
  for (const event of ['closeEnrollment', 'start']) await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event });
  for (const code of [full, partial]) {
    const { token } = await apiOk<{ token: string }>(baseUrl, leaderToken, 'GET', '/activity/qr', { id, kind: 'in' });
    await apiOk(baseUrl, studentTokens[code], 'POST', '/activity/sign', { token });
  }

  // 1. The leader ends the activity with 结束活动: the planned time stays, the actual end is shown beside it.
  const leader = await staff(...LEADER);
  leader.on('console', (m) => (m.type() === 'error' ? errors.push(`leader: ${m.text()}`) : undefined));
  await leader.goto(`${baseUrl}/communist/activity/detail?id=${id}`);
  await leader.getByRole('button', { name: '结束活动', exact: true }).first().click();
  await leader.getByRole('dialog').getByRole('button', { name: '结束活动', exact: true }).click();
  await visible(leader, '待结项');
  await visible(leader, '实际开始');
  await visible(leader, '实际结束');
  // The planned window as published (the date once when start and end share it).
  const sameDay = planned.startTime.slice(0, 10) === planned.endTime.slice(0, 10);
  await visible(leader, `${planned.startTime} – ${sameDay ? planned.endTime.slice(11) : planned.endTime}`);
  await leader.getByText('实际结束').first().scrollIntoViewIfNeeded();
  await leader.screenshot({ path: '/tmp/e2e-report-times.png' });

  // 2. The report: a short summary is refused, then a summary, a photo and one student's hours lowered with a reason.
  await leader.getByRole('button', { name: '提交结项', exact: true }).first().click();
  const dialog = leader.getByRole('dialog');
  await dialog.getByTestId('report-count').filter({ hasText: '2' }).waitFor({ timeout: 20000 });
  await dialog.getByLabel(/结项总结/).fill('活动顺利完成');
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await visible(leader, '结项总结不能少于20个字');
  await dialog.getByLabel(/结项总结/).fill(SUMMARY);
  await dialog.getByLabel('添加照片').setInputFiles({ name: '活动合影.png', mimeType: 'image/png', buffer: stripesPng(320, 240) });
  await dialog.getByRole('img', { name: '活动合影.png' }).waitFor({ timeout: 20000 });
  const partialName = (await apiOk<{ list: { name: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 1, size: 10, code: partial })).list[0].name;
  await dialog.getByLabel(`${partialName}的学时`).fill('1.5');
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await visible(leader, '学时低于活动学时，请填写原因');
  await dialog.getByLabel(`${partialName}的调低原因`).fill('中途离开，只参加了一半');
  await leader.screenshot({ path: '/tmp/e2e-report-submit.png' });
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await visible(leader, '结项审核中');

  // 3. The auditor opens it from 结项审核 and sees the whole report beside the decisions.
  const auditor = await staff('t1001', 'Teacher@123456');
  auditor.on('console', (m) => (m.type() === 'error' ? errors.push(`auditor: ${m.text()}`) : undefined));
  await auditor.goto(`${baseUrl}/proceeding/wait/activity/report/auditing`);
  await auditor.getByText(NAME).first().click();
  await auditor.waitForURL(/\/proceeding\/wait\/activity\/report\/auditing\/detail\?id=\d+/, { timeout: 20000 });
  await visible(auditor, SUMMARY);
  await auditor.getByRole('img', { name: '活动合影.png' }).waitFor();
  const row = auditor.getByTestId(`report-row-${partial}`);
  await row.getByText('1.50').waitFor();
  await row.getByText('中途离开，只参加了一半').waitFor();
  await auditor.getByTestId(`report-row-${full}`).getByText('3.00').waitFor();
  await expectNoSidewaysScroll(auditor);
  expect(await auditor.getByRole('button', { name: '拒绝', exact: true }).isVisible()).toBe(true);
  await auditor.screenshot({ path: '/tmp/e2e-report-review.png' });
  // The viewer shows the photo large.
  await auditor.getByRole('button', { name: /活动合影\.png/ }).click();
  await auditor.getByRole('dialog').getByRole('img', { name: '活动合影.png' }).waitFor();
  await auditor.screenshot({ path: '/tmp/e2e-report-photo.png' });
  await auditor.keyboard.press('Escape');
  await auditor.getByRole('dialog').waitFor({ state: 'hidden' });
  await auditor.getByRole('button', { name: '通过', exact: true }).click();
  const confirm = auditor.getByRole('dialog');
  await confirm.getByRole('button', { name: '通过', exact: true }).click();
  await auditor.waitForURL(/\/proceeding\/wait\/activity\/report\/auditing$/, { timeout: 20000 });

  // 4. The student's history shows the lowered hours.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, partial, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/activity`);
  await phone.getByRole('tab', { name: /我的报名/ }).click();
  await phone.getByRole('button', { name: '历史记录' }).click();
  const earned = phone.locator('.MuiCard-root', { hasText: NAME }).first().getByTestId('my-hours');
  await earned.waitFor({ timeout: 20000 });
  expect(await earned.innerText()).toMatch(/获得学时[\s\S]*1\.50/);
  await phone.screenshot({ path: '/tmp/e2e-report-student.png' });
  expect(errors).toEqual([]);
}, 300_000);
