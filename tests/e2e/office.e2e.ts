/**
 * Issue 18 "done when", the office part: at 1366×768 the administrator's staff pages fit the
 * screen — no sideways scroll on 项目列表, 学生列表, the 结项审核 queue (驳回 / 拒绝 and the pager in
 * reach) and the other review queues — every dashboard card that opens a list lands on one showing
 * the card's figure, the organisation picker is a tree with search, and no page logs a console
 * error. Screenshots at 1366×768 and 1920×1080 go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StatisticsInfo } from '../../common/dashboard';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** Console errors of a page, collected as they come. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

/** The page's width and the document's: equal when nothing scrolls sideways. */
const widths = (page: Page) => page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));

/** Fully inside the viewport, horizontally. */
async function inReach(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual((await widths(page)).view);
}

/** The list total '共 N 条' of the page. */
const listTotal = async (page: Page) => (await page.getByTestId('pagination-total').first().textContent())!.replace(/\s/g, '');

async function dashboardReady(page: Page) {
  await page.getByTestId('dashboard').waitFor({ state: 'visible', timeout: 30000 });
  await page.getByTestId('dashboard-overlay').waitFor({ state: 'detached', timeout: 30000 });
}

/** The administrator signed in on a `width`×`height` page, on the loaded dashboard, with its console errors. */
async function adminOn(width: number, height: number) {
  const page = await newPage(width, height);
  const errors = consoleErrors(page);
  await signIn(page, baseUrl, captcha, 'admin', 'Admin@123456');
  await dashboardReady(page);
  return { page, errors };
}

it('at 1366×768 the dashboard cards lead to lists of the same count, and the 结项审核 queue keeps its decisions and pager in reach', async () => {
  const token = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const stats = await apiOk<StatisticsInfo>(baseUrl, token, 'GET', '/index/statistics/info');
  expect(stats.waitAuditCount).toBeGreaterThan(0);

  const { page, errors } = await adminOn(1366, 768);

  // The cards' figures, and each card that opens a list lands on one with that many rows.
  for (const [key, path] of [
    ['operatorCount', '/teacher/user'],
    ['waitAuditCount', '/proceeding/wait/activity/first/auditing?scope=all'],
    ['progressingCount', '/communist/activity?id=7'],
  ] as const) {
    await page.getByTestId(`counter-${key}`).click();
    await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 15000 });
    await expect.poll(() => listTotal(page), { timeout: 20000 }).toBe(`共${stats[key]}条`);
    expect((await widths(page)).doc).toBe(1366);
    await page.goto(`${baseUrl}/dashboard`);
    await dashboardReady(page);
  }
  // 活动数量 lists every activity it counts: 活动列表 and 历史活动 together.
  await page.getByTestId('counter-activityCount').click();
  await expect.poll(async () => (await page.getByRole('dialog').getByTestId('pagination-total').textContent())?.replace(/\s/g, ''), { timeout: 20000 })
    .toBe(`共${stats.activityCount}条`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(SHOTS, 'office-dashboard-1366.png') });

  // 结项审核, 全部: one row per report; 通过 on the row, 驳回 and 拒绝 in its ⋮ menu, all in reach, and the pager.
  await page.goto(`${baseUrl}/proceeding/wait/activity/report/auditing?scope=all`);
  const row = page.locator('tbody tr').first();
  await row.waitFor({ timeout: 20000 });
  expect((await widths(page)).doc).toBe(1366);
  await inReach(page, row.getByRole('button', { name: '通过', exact: true }));
  await row.getByRole('button', { name: '更多操作' }).click();
  for (const action of ['驳回', '拒绝']) await inReach(page, page.getByRole('menuitem', { name: action, exact: true }));
  await page.screenshot({ path: join(SHOTS, 'office-report-queue-1366.png') });
  await page.keyboard.press('Escape');
  await inReach(page, page.getByRole('navigation', { name: 'pagination', exact: true }));
  await page.getByRole('menuitem', { name: '驳回', exact: true }).waitFor({ state: 'detached' });
  // A checked row brings the batch decisions, in view above the table.
  await row.getByRole('checkbox').check();
  for (const action of ['批量通过', '批量驳回', '批量拒绝']) await inReach(page, page.getByRole('button', { name: action }));
  expect(errors).toEqual([]);
}, 240_000);

it('an auditor who is not an administrator: 审核中 lands on 活动列表 待审核, which shows the card’s figure', async () => {
  const token = await apiSignIn(baseUrl, captcha, 'a1001', 'Auditor@123456');
  const stats = await apiOk<StatisticsInfo>(baseUrl, token, 'GET', '/index/statistics/info');
  expect(stats.waitAuditCount).toBeGreaterThan(0);
  const page = await newPage(1366, 768);
  const errors = consoleErrors(page);
  await signIn(page, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await dashboardReady(page);
  await page.getByTestId('counter-waitAuditCount').click();
  await page.waitForURL((url) => url.pathname + url.search === '/communist/activity?id=1', { timeout: 15000 });
  await expect.poll(() => listTotal(page), { timeout: 20000 }).toBe(`共${stats.waitAuditCount}条`);
  expect((await widths(page)).doc).toBe(1366);
  expect(errors).toEqual([]);
}, 120_000);

it('at 1366×768 every staff list fits, /student/list has its breadcrumb, 项目列表 keeps its columns apart, the organisation picker is a tree', async () => {
  const { page, errors } = await adminOn(1366, 768);

  // Every list of the brief, and the other queues: no sideways scroll.
  for (const path of [
    '/communist/project', '/usermng/student/list', '/student/list', '/communist/activity', '/communist/historyActivity',
    '/proceeding/wait/activity/first/auditing?scope=all', '/proceeding/wait/declare/first/auditing', '/proceeding/wait/blacklist/apply/auditing',
    '/communist/project/apply', '/teacher/user', '/analysis/needDealt/list',
  ]) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('pagination-total').first().waitFor({ timeout: 20000 });
    await page.locator('tbody tr').first().waitFor({ timeout: 20000 }).catch(() => undefined);
    expect(await widths(page), path).toEqual({ doc: 1366, view: 1366 });
  }
  // /student/list (the dashboard's credit link) has its breadcrumb.
  await page.goto(`${baseUrl}/student/list`);
  await visible(page, '学生列表');
  expect(await page.getByTestId('breadcrumb').textContent()).toContain('学生列表');
  await page.screenshot({ path: join(SHOTS, 'office-student-list-1366.png') });

  // 项目列表: the options column stays within its cell, clear of 申报时间.
  await page.goto(`${baseUrl}/communist/project`);
  const first = page.locator('tbody tr').first();
  await first.waitFor({ timeout: 20000 });
  const options = (await first.locator('td').nth(2).locator('p, span').first().boundingBox())!;
  const time = (await first.locator('td').nth(3).boundingBox())!;
  expect(options.x + options.width).toBeLessThanOrEqual(time.x);
  await page.screenshot({ path: join(SHOTS, 'office-project-list-1366.png') });

  // The organisation picker of 发起活动: parents above their sub-departments; typing keeps a parent's.
  await page.goto(`${baseUrl}/activity/launch`);
  const picker = page.getByRole('combobox', { name: '主办组织' });
  await picker.click();
  const names = await page.getByRole('option').allTextContents();
  expect(names.indexOf('校学生会')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('学习部')).toBe(names.indexOf('校学生会') + 1);
  await picker.fill('校学生会');
  await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(expect.arrayContaining(['校学生会', '学习部', '文艺部']));
  await page.screenshot({ path: join(SHOTS, 'office-org-picker-1366.png') });

  expect(errors).toEqual([]);
}, 240_000);

it('the same pages at 1920×1080: the full tables, every counter whole', async () => {
  const { page, errors } = await adminOn(1920, 1080);
  // No counter is cut: each figure fits its box.
  for (const key of ['studentCount', 'activityEnrollCount', 'hoursApplyCount']) {
    const fits = await page.getByTestId(`counter-${key}-value`).evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= el.closest('button')!.getBoundingClientRect().right);
    expect(fits, key).toBe(true);
  }
  await page.screenshot({ path: join(SHOTS, 'office-dashboard-1920.png') });
  await page.goto(`${baseUrl}/proceeding/wait/activity/report/auditing?scope=all`);
  const row = page.locator('tbody tr').first();
  await row.waitFor({ timeout: 20000 });
  // Wide enough for every decision on the row.
  for (const action of ['通过', '驳回', '拒绝']) await row.getByRole('button', { name: action, exact: true }).waitFor();
  expect((await widths(page)).doc).toBe(1920);
  await page.screenshot({ path: join(SHOTS, 'office-report-queue-1920.png') });
  expect(errors).toEqual([]);
}, 240_000);
