/**
 * Issue 6 "done when": in Chromium at 1920×1080 the admin's 数据一览 shows the demo school's real
 * figures (the counters equal GET /index/statistics/info), and every click-through lands where
 * spec §2 says — the counter cards, the to-do panel, the real-time activities, the teacher ranking,
 * the volunteer, credit and award tables and a reach-rate bar. The header's 数据大屏 link opens
 * the big screen in a new tab, without the shell, with the same counters. Screenshots of both go
 * to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sourceTypeRoutes, type NeedDealtItem } from '../../common/activities';
import type { AwardRow, CollegeReachRate, RealtimeActivity, StatisticsInfo, TeacherGuideRow } from '../../common/dashboard';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const COUNTERS: (keyof StatisticsInfo)[] = [
  'studentCount', 'operatorCount', 'organizationCount', 'activityCount', 'activityEnrollCount', 'hoursApplyCount', 'waitAuditCount', 'progressingCount',
];
const figure = (n: number) => n.toLocaleString('en-US');

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** The dashboard, loaded: its overlay gone and the counters filled. */
async function dashboardReady(page: Page) {
  await page.getByTestId('dashboard').waitFor({ state: 'visible', timeout: 30000 });
  await page.getByTestId('dashboard-overlay').waitFor({ state: 'detached', timeout: 30000 });
}

/** Clicks `target`, expects the address `path` (pathname + search), then returns to the dashboard. */
async function landsOn(page: Page, target: Locator, path: string) {
  await target.click();
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 15000 });
  await page.goto(`${baseUrl}/dashboard`);
  await dashboardReady(page);
}

it('the dashboard shows the demo school’s figures and every click-through lands where §2 says; the big screen opens in a new tab', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const get = <T>(path: string, params: object = {}) => apiOk<T>(baseUrl, admin, 'GET', path, params);
  const stats = await get<StatisticsInfo>('/index/statistics/info');
  const needDealt = await get<NeedDealtItem[]>('/desk/needDealt/list');
  const realtime = await get<RealtimeActivity[]>('/index/activity/list');
  const ranking = await get<TeacherGuideRow[]>('/index/operator/guideHours');
  const credit = await get<{ userName: string; userCode: string }[]>('/index/user/credit/list');
  const awards = await get<AwardRow[]>('/index/project/apply/list');
  const reach2021 = await get<CollegeReachRate[]>('/college/reach/rate/list', { grade: '2021' });
  // The demo makes every widget meaningful.
  expect(stats.studentCount).toBeGreaterThan(1000);
  for (const list of [needDealt, realtime, ranking, credit, awards, reach2021]) expect(list.length).toBeGreaterThan(0);
  expect(ranking.length).toBeGreaterThanOrEqual(3);
  expect(reach2021.some((r) => Number(r.reachRate) > 0)).toBe(true);

  const page = await newPage(1920, 1080);
  await signIn(page, baseUrl, captcha, 'admin', 'Admin@123456');
  await dashboardReady(page);
  for (const key of COUNTERS) await expect.poll(() => page.getByTestId(`counter-${key}-value`).textContent()).toBe(figure(stats[key]));
  // Every widget of the default layout, with its data drawn.
  for (const id of ['needDealt', 'realtime', 'ranking', 'reachRate', 'week', 'classifyPie', 'classifyRadar', 'volunteer', 'credit', 'awards', 'colleges'])
    await page.getByTestId(`widget-${id}`).waitFor({ state: 'visible' });
  await page.getByTestId(`bar-${reach2021[0].id}-reachRate`).waitFor({ state: 'attached', timeout: 20000 });
  await page.getByTestId('widget-classifyRadar').getByText('平均学时').waitFor({ state: 'visible' });
  await page.getByTestId('widget-classifyRadar').getByText('最高学时').waitFor({ state: 'visible' });
  await page.screenshot({ path: join(SHOTS, 'dashboard-1920.png') });
  await page.screenshot({ path: join(SHOTS, 'dashboard-1920-full.png'), fullPage: true });

  // Counter cards: four routes of §2 and a 930 px popup.
  await landsOn(page, page.getByTestId('counter-operatorCount'), '/teacher/user');
  await landsOn(page, page.getByTestId('counter-organizationCount'), '/organization/union');
  await landsOn(page, page.getByTestId('counter-waitAuditCount'), '/proceeding/wait/activity/first/auditing?scope=all');
  await landsOn(page, page.getByTestId('counter-progressingCount'), '/communist/activity?id=7');
  await page.getByTestId('counter-studentCount').click();
  const popup = page.getByRole('dialog');
  await popup.getByText('学生总数').first().waitFor({ state: 'visible' });
  expect(Math.round((await popup.boundingBox())!.width)).toBe(930);
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });

  // To-do panel by sourceType; the widgets' rows.
  await landsOn(page, page.getByTestId(`needDealt-${needDealt[0].sourceType}`), sourceTypeRoutes[needDealt[0].sourceType]);
  await landsOn(page, page.getByTestId('widget-realtime').locator('tbody tr').first(), `/communist/activity/detail?id=${realtime[0].id}`);
  await landsOn(page, page.getByTestId('ranking-row-1'), `/teacher/user?id=${ranking[0].userCode}`);
  await landsOn(page, page.getByTestId('volunteer-more'), '/voluntary/practice/list?id=1020');
  await landsOn(page, page.getByTestId('widget-credit').locator('tbody tr').first(), `/student/list?id=${credit[0].userCode}`);
  await landsOn(page, page.getByTestId('widget-awards').locator('tbody tr').first(), `/communist/project/apply/detail?id=${awards[0].id}`);

  // A reach-rate bar of grade 2021 opens that college's warning list for the grade.
  await page.getByRole('combobox', { name: '年级' }).click();
  await page.getByRole('option', { name: '2021级', exact: true }).click();
  const college = reach2021.find((r) => Number(r.reachRate) > 0)!;
  await page.getByTestId(`bar-${college.id}-reachRate`).locator('rect').first().click();
  await page.waitForURL((url) => url.pathname + url.search === `/analysis/warning/list?id=${college.id}&gradeid=2021`, { timeout: 15000 });
  await visible(page, '学时预警');
  await visible(page, college.name);

  // The header's link opens the big screen in a new tab, without the shell, with the same counters.
  await page.goto(`${baseUrl}/dashboard`);
  await dashboardReady(page);
  const link = page.getByTestId('datav-link');
  expect(await link.getAttribute('target')).toBe('_blank');
  const [screen] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await screen.setViewportSize({ width: 1920, height: 1080 });
  await screen.waitForURL((url) => url.pathname === '/dataV' && url.searchParams.get('schoolId') === '10001');
  await screen.getByTestId('datav-screen').waitFor({ state: 'visible', timeout: 30000 });
  for (const key of ['studentCount', 'activityCount', 'hoursApplyCount', 'waitAuditCount', 'progressingCount'] as const)
    await expect.poll(() => screen.getByTestId(`datav-counter-${key}-value`).textContent(), { timeout: 15000 }).toContain(figure(stats[key]));
  expect(await screen.getByTestId('sidebar').count()).toBe(0);
  await screen.getByTestId(`bar-${college.id}-reachRate`).waitFor({ state: 'attached', timeout: 20000 }).catch(() => undefined);
  await screen.waitForTimeout(1500);
  await screen.screenshot({ path: join(SHOTS, 'datav-1920.png') });
}, 240_000);

it('a college administrator’s and an auditor’s dashboards show their own scope and to-do items', async () => {
  for (const [username, password] of [['c1001', 'College@123456'], ['a1001', 'Auditor@123456']] as const) {
    const token = await apiSignIn(baseUrl, captcha, username, password);
    const stats = await apiOk<StatisticsInfo>(baseUrl, token, 'GET', '/index/statistics/info');
    const needDealt = await apiOk<NeedDealtItem[]>(baseUrl, token, 'GET', '/desk/needDealt/list');
    const page = await newPage(1920, 1080);
    await signIn(page, baseUrl, captcha, username, password);
    await dashboardReady(page);
    for (const key of COUNTERS) await expect.poll(() => page.getByTestId(`counter-${key}-value`).textContent()).toBe(figure(stats[key]));
    for (const item of needDealt.filter((i) => i.ct > 0)) await page.getByTestId(`needDealt-${item.sourceType}`).waitFor({ state: 'visible' });
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(SHOTS, `dashboard-${username}-1920.png`) });
    if (username === 'c1001') {
      // 计算机学院 only: fewer students than the school.
      const school = await apiOk<StatisticsInfo>(baseUrl, await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456'), 'GET', '/index/statistics/info');
      expect(stats.studentCount).toBeLessThan(school.studentCount);
    } else {
      expect(needDealt.some((i) => i.ct > 0)).toBe(true);
    }
  }
});
