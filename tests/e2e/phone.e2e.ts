/**
 * Issue 18 "done when", the student's phone at 375×812: home, activities, enroll (取消报名 with the
 * 已报名 chip in view, nothing floating over them), the QR sign-in scanned while signed out (the
 * login page says why and has the school chosen, then the sign-in continues), 我的学时, a
 * declaration, the transcript — each page without sideways scroll or console error, moved between
 * with the bottom navigation. Staff on the same phone get a drawer that overlays the page and
 * closes on choice; an account that must change its password is sent back to 修改密码 from a typed
 * address. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const LEADER = ['l1001', 'Leader@123456'] as const;
const STAMP = Date.now() % 100000;
const ACTIVITY = `手机签到体验${STAMP}`;
const PROJECT = `手机申报体验${STAMP}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const PHONE = { width: 375, height: 812 };

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** 'YYYY-MM-DD HH:mm' in China time, `minutes` from now. */
const wireTime = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A phone page that records its console errors and uncaught exceptions. */
async function phonePage(): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(PHONE.width, PHONE.height);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** What a user checks on every page: nothing scrolls sideways, nothing went wrong in the console; a screenshot to look at. */
async function checkPage(page: Page, errors: string[], shot: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${shot}: sideways scroll`).toBeLessThanOrEqual(innerWidth);
  expect(errors, `${shot}: console errors`).toEqual([]);
  await page.screenshot({ path: join(SHOTS, `phone-${shot}.png`) });
}

/** True when the element's centre is not covered by anything else (a floating button, say). */
const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (el === top || el.contains(top));
  });

/** A tap on the bottom navigation's entry `label`. */
const tab = (page: Page, label: string) => page.getByTestId('bottom-nav').getByRole('button', { name: label, exact: true }).click();

/** An activated student of 示范大学 who is not on the blacklist and has declared nothing. */
async function freeStudent(admin: string): Promise<string> {
  const blocked = new Set((await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/blacklist/list', { current: 1, size: 40 })).list.map((r) => r.code));
  const page = await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 3, size: 40, status: 1 });
  for (const { code } of page.list.filter((s) => !blocked.has(s.code)).reverse()) {
    const token = await apiSignIn(baseUrl, captcha, code, STUDENT_PASSWORD);
    if ((await apiOk<{ total: number }>(baseUrl, token, 'GET', '/student/project/apply/list', { current: 1, size: 10 })).total === 0) return code;
  }
  throw new Error('no free student');
}

/** An activity of 青年志愿者协会 passed by both auditors and open for enrollment; returns its id. */
async function openActivity(leaderToken: string): Promise<number> {
  const options = await apiOk<{ organizations: { id: number; name: string }[]; flows: { id: number; name: string }[]; classifies: { id: number; name: string; children?: { id: number; name: string }[] }[] }>(
    baseUrl, leaderToken, 'GET', '/activity/options',
  );
  const flow = (name: string) => options.flows.find((f) => f.name === name)!.id;
  const { id } = await apiOk<{ id: number }>(baseUrl, leaderToken, 'POST', '/activity/add', {
    name: ACTIVITY,
    organizationId: options.organizations.find((o) => o.name === '青年志愿者协会')!.id,
    classifyId: options.classifies.flatMap((c) => [c, ...(c.children ?? [])]).find((c) => c.name === '志愿服务')!.id,
    flowTemplateId: flow('活动审核-两级'),
    reportFlowTemplateId: flow('结项审核'),
    hours: 2, capacity: 10, enrollStart: wireTime(-30), enrollEnd: wireTime(600), startTime: wireTime(1200), endTime: wireTime(1300),
  });
  for (const [user, password] of [['t1001', 'Teacher@123456'], ['a1001', 'Auditor@123456']]) {
    await apiOk(baseUrl, await apiSignIn(baseUrl, captcha, user, password), 'POST', '/activity/audit/first', { ids: [id], result: 'pass' });
  }
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id, event: 'openEnrollment' });
  return id;
}

/** A declaration project open now, with one award option. */
async function openProject(admin: string) {
  const options = await apiOk<{ flows: { id: number; name: string }[]; classifies: { id: number; name: string; children: { id: number; name: string }[] }[] }>(
    baseUrl, admin, 'GET', '/project/form/options',
  );
  await apiOk(baseUrl, admin, 'POST', '/project/add', {
    name: PROJECT,
    classifyId: options.classifies.find((c) => c.name === '创新创业')!.children.find((c) => c.name === '学科竞赛')!.id,
    flowTemplateId: options.flows.find((f) => f.name === '申报审核')!.id,
    description: '手机端申报', evidence: '获奖证书照片',
    applyStart: wireTime(-60), applyEnd: wireTime(7 * 24 * 60),
    options: [{ name: '一等奖', hours: '3' }],
  });
}

/**
 * The organiser's QR address with most of its life left: a token is good for the rest of its
 * 30-second window and the next one, so wait for a fresh window when little is left (the signed-out
 * student still has to sign in before it expires).
 */
async function freshQrUrl(leaderToken: string, id: number): Promise<string> {
  let qr = await apiOk<{ url: string; expiresIn: number }>(baseUrl, leaderToken, 'GET', '/activity/qr', { id, kind: 'in' });
  if (qr.expiresIn < 55) {
    await new Promise((r) => setTimeout(r, (qr.expiresIn - 30 + 1) * 1000));
    qr = await apiOk(baseUrl, leaderToken, 'GET', '/activity/qr', { id, kind: 'in' });
  }
  return qr.url;
}

it('a student uses every page one-handed at 375×812: enroll, sign in by QR while signed out, hours, declare, transcript', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const leaderToken = await apiSignIn(baseUrl, captcha, ...LEADER);
  const [student, activityId] = await Promise.all([freeStudent(admin), openActivity(leaderToken), openProject(admin)]);

  // Home: the bottom navigation with labels, no side rail, the page at full width, the assistant in the header.
  const { page, errors } = await phonePage();
  await signIn(page, baseUrl, captcha, student, STUDENT_PASSWORD);
  const nav = page.getByTestId('bottom-nav');
  await nav.waitFor({ timeout: 30000 });
  expect(await nav.getByRole('button').allInnerTexts()).toEqual(['我的首页', '我的活动', '我的申报', '我的学时', '我的成绩单']);
  expect(await page.getByTestId('sidebar').count()).toBe(0);
  expect((await page.locator('#main-content').boundingBox())?.x).toBe(0);
  expect(await page.getByTestId('header').getByTestId('assistant-button').count()).toBe(1);
  await visible(page, '基本信息');
  await checkPage(page, errors, 'home');

  // Activities → detail → 报名: 取消报名 and 已报名 side by side, nothing over them.
  await tab(page, '我的活动');
  await page.waitForURL(/\/student\/activity$/);
  const card = page.locator('.MuiCard-root', { hasText: ACTIVITY }).first();
  await card.waitFor({ timeout: 30000 });
  await checkPage(page, errors, 'activities');
  // The list stays on screen, its cards' own 报名 buttons included, until the detail page's chunk
  // and data arrive: wait for the detail read, or the click lands on the list (CI, 2026-11-27).
  const detailRead = page.waitForResponse((r) => r.url().includes('/api/activity/detail'));
  await card.getByText(ACTIVITY).click();
  await page.waitForURL(/\/student\/activity\/detail\?id=/);
  await detailRead;
  await page.getByRole('button', { name: '报名', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: '报名', exact: true }).click();
  await visible(page, '报名成功');
  const cancel = page.getByRole('button', { name: '取消报名' }).first();
  await cancel.waitFor({ timeout: 20000 });
  await cancel.scrollIntoViewIfNeeded();
  const chip = page.locator('.MuiChip-root', { hasText: '已报名' }).first();
  expect(await uncovered(cancel)).toBe(true);
  expect(await uncovered(chip)).toBe(true);
  await checkPage(page, errors, 'activity-enrolled');

  // The QR, scanned on a phone that is signed out: the login page explains and has the school chosen.
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id: activityId, event: 'closeEnrollment' });
  await apiOk(baseUrl, leaderToken, 'POST', '/activity/transition', { id: activityId, event: 'start' });
  const url = await freshQrUrl(leaderToken, activityId);
  expect(url).toContain('schoolId=10001');
  const scan = await phonePage();
  await scan.page.goto(`${baseUrl}${url}`);
  await scan.page.waitForURL(/\/login/, { timeout: 20000 });
  await visible(scan.page, '请先登录后完成签到');
  await expect.poll(() => scan.page.getByTestId('chosen-school').innerText(), { timeout: 20000 }).toContain('示范大学');
  await checkPage(scan.page, scan.errors, 'qr-login');
  await scan.page.getByLabel('账号').fill(student);
  await scan.page.getByLabel('密码', { exact: true }).fill(STUDENT_PASSWORD);
  await scan.page.getByLabel('验证码').fill(captcha);
  await scan.page.getByRole('button', { name: '登录', exact: true }).click();
  await scan.page.waitForURL(/\/student\/activity\/sign\?token=/, { timeout: 30000 });
  await visible(scan.page, '签到成功');
  await checkPage(scan.page, scan.errors, 'qr-signed');

  // 我的学时.
  await tab(page, '我的学时');
  await page.waitForURL(/\/student\/hours$/);
  await visible(page, '各模块学时');
  await checkPage(page, errors, 'hours');

  // 我的申报 › 我要申报, then the list.
  await tab(page, '我的申报');
  await page.waitForURL(/\/student\/declare$/);
  await page.getByRole('button', { name: '我要申报' }).first().click();
  await page.getByRole('combobox', { name: '申报项目' }).click();
  await page.getByRole('option', { name: PROJECT }).click();
  await page.getByRole('radio', { name: /^一等奖/ }).check();
  await page.getByRole('textbox', { name: '申报说明' }).fill('手机上申报校级学科竞赛一等奖');
  await checkPage(page, errors, 'declare-form');
  await page.getByRole('button', { name: '提交申报' }).click();
  await visible(page, '申报已提交，请等待审核');
  await visible(page, PROJECT);
  await checkPage(page, errors, 'declarations');

  // 我的成绩单.
  await tab(page, '我的成绩单');
  await page.waitForURL(/\/student\/transcript$/);
  await page.locator('#main-content').getByText('第二课堂成绩单', { exact: true }).first().waitFor({ timeout: 20000 });
  await checkPage(page, errors, 'transcript');

  // Back home from the bar.
  await tab(page, '我的首页');
  await visible(page, '基本信息');
}, 300_000);

it('staff on a phone get a drawer over the full-width page that closes when a page is chosen', async () => {
  const { page, errors } = await phonePage();
  await signIn(page, baseUrl, captcha, 'admin', 'Admin@123456');
  await page.getByTestId('header').waitFor({ timeout: 30000 });
  expect(await page.getByTestId('sidebar').count()).toBe(0);
  expect((await page.locator('#main-content').boundingBox())?.x).toBe(0);
  await page.getByRole('button', { name: '展开菜单' }).click();
  const drawer = page.getByTestId('menu-drawer');
  await drawer.getByText('活动管理').click();
  await checkPage(page, errors, 'staff-drawer');
  await drawer.getByText('活动列表').click();
  await page.waitForURL(/\/communist\/activity$/);
  await drawer.waitFor({ state: 'hidden', timeout: 20000 });
  // The list's filters (the date range too) fit the phone; the table scrolls inside its own box.
  await page.getByTestId('pagination-total').first().waitFor({ timeout: 20000 });
  await checkPage(page, errors, 'staff-activity-list');
  expect(errors).toEqual([]);
}, 120_000);

it('an account that must change its password is sent back to 修改密码 from a typed address, never 页面不存在', async () => {
  const { page, errors } = await phonePage();
  await signIn(page, baseUrl, captcha, '2021000002', STUDENT_PASSWORD);
  await page.waitForURL(/\/changepassword/, { timeout: 30000 });
  let sawNotFound = false;
  await page.exposeFunction('sawNotFound', () => (sawNotFound = true));
  // Watches the page from its first script for the catch-all page's text.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('页面不存在')) (window as unknown as { sawNotFound: () => void }).sawNotFound();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  for (const typed of ['/student/hours', '/student/activity/detail?id=1', '/no/such/page']) {
    await page.goto(`${baseUrl}${typed}`);
    await page.waitForURL(/\/changepassword/, { timeout: 20000 });
    await visible(page, '修改密码');
  }
  expect(sawNotFound).toBe(false);
  await checkPage(page, errors, 'forced-change');
}, 120_000);
