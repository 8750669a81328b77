/**
 * Issue 18 items 6 and 7 "done when": English screenshots show no Chinese in the shell. In Chromium
 * the administrator (1366×768) and a student (375×812) switch the interface to English from the user
 * menu; on several pages the app bar, the navigation (side menu or whatever navigation the phone
 * layout shows), the breadcrumb and every tab carry no Chinese character. Data — the school's name,
 * people's names, activities — may stay Chinese, so the school name, the user's name and the
 * avatar's initial are left out. The student's assistant offers the student topics in English;
 * switching back gives the spec's Chinese again. playwright-core has no locator matchers: waits use
 * waitFor / waitForFunction and checks vitest's expect.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { IDEOLOGY_PATHS, activityStatusLabels as ideologyActivityStatusLabels, applicationStatusLabels } from '../../common/ideology';
import { honourLevelLabels, jobKindLabels } from '../../common/honours';
import { hatchingStatusLabels, projectStatusLabels } from '../../common/innovation';
import { voteScopeLabels } from '../../common/votes';
import zhBuiltIn from '../../src/i18n/zh-CN/builtIn';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const { newPage } = journeyBrowser();
const CJK = /[\u4e00-\u9fff]/;

/**
 * The shell's words: the text, aria-labels and titles of the app bar, every navigation landmark,
 * the side menu, the breadcrumb and all tabs — without the school name, the user's name and avatar.
 */
function shellText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = new Set<Element>();
    // The app bar, not a <header> inside a page (the transcript's letterhead is the school's).
    const selectors = ['[data-testid=header]', 'header.MuiAppBar-root', 'nav', '[data-testid=side-menu]', '[data-testid=breadcrumb]', '[role=tablist]', '[role=tab]', '.MuiBottomNavigation-root'];
    for (const s of selectors) document.querySelectorAll(s).forEach((e) => parts.add(e));
    const words: string[] = [];
    for (const el of parts) {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid=school-name], [data-testid=user-name], .MuiAvatar-root').forEach((n) => n.remove());
      // innerText of a detached node is its textContent; labels count too (icon-only rails say their names there).
      words.push(copy.textContent ?? '');
      copy.querySelectorAll('[aria-label], [title]').forEach((n) => words.push(n.getAttribute('aria-label') ?? '', n.getAttribute('title') ?? ''));
    }
    return words.join(' | ');
  });
}

/** The Chinese runs in `text`, for a readable failure. */
const chinese = (text: string) => [...new Set(text.match(/[\u4e00-\u9fff][^|]{0,12}/g) ?? [])];

/** Switches the interface language from the user menu (spec §2 header user menu). */
async function switchLanguage(page: Page, from: 'zh-CN' | 'en', to: '简体中文' | 'English') {
  await page.getByRole('button', { name: from === 'en' ? 'User menu' : '用户菜单' }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to === 'English' ? 'en' : 'zh-CN');
}

/** Opens `path` and waits for the breadcrumb (or, without one, the page) to show `expected`. */
async function open(page: Page, path: string, expected: string) {
  await page.goto(`${baseUrl}${path}`);
  await visible(page, expected);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens each [path, expected] and checks that the shell has no Chinese; with `inShell` the expected
 * text must be in the shell itself (the breadcrumb's item), otherwise anywhere on the page.
 */
async function expectEnglishShell(page: Page, pages: [string, string][], inShell: boolean) {
  for (const [path, expected] of pages) {
    await open(page, path, expected);
    const text = await shellText(page);
    if (inShell) expect(text, path).toContain(expected);
    expect(chinese(text), path).toEqual([]);
  }
}

/** A page of `width`×`height` signed in as `username` and switched to English; `errors` collects uncaught page errors. */
async function signInInEnglish(width: number, height: number, username: string, password: string) {
  const page = await newPage(width, height);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, baseUrl, captcha, username, password);
  await page.getByRole('button', { name: '用户菜单' }).waitFor({ timeout: 20000 });
  await switchLanguage(page, 'zh-CN', 'English');
  return { page, errors };
}

it('shows the administrator an English shell at 1366×768, and the spec’s Chinese again after switching back', async () => {
  const { page, errors } = await signInInEnglish(1366, 768, 'admin', 'Admin@123456');

  await expectEnglishShell(page, [
    ['/dashboard', 'Data overview'],
    ['/proceeding/wait/activity/report/auditing', 'Completion review'],
    ['/communist/activity', 'Activity list'],
    ['/communist/project', 'Projects'],
    ['/usermng/student/list', 'Student list'],
    ['/analysis/needDealt/list', 'To-do statistics'],
    ['/system/flow', 'Review flows'],
  ], true);
  // The side menu names every group in English (GET /system/modules carries both names).
  const menu = await page.getByTestId('side-menu').innerText();
  for (const group of ['Work affairs', 'Activities', 'Awards', 'Organisation', 'Students', 'Analysis', 'System settings']) expect(menu).toContain(group);
  // Waiting times and seeded flow names are said in English too.
  await open(page, '/analysis/needDealt/list', 'To-do statistics');
  await page.locator('tbody tr').first().waitFor();
  const table = await page.locator('tbody').innerText();
  expect(table).toMatch(/Waiting \d+/);
  expect(table).not.toMatch(/已等待/);
  await open(page, '/system/flow', 'Review flows');
  await visible(page, 'Activity review, two steps');

  await switchLanguage(page, 'en', '简体中文');
  await open(page, '/proceeding/wait/activity/report/auditing', '当前位置');
  const zh = await shellText(page);
  for (const text of ['工作事务', '结项审核', '当前位置', '数据一览']) expect(zh).toContain(text);
  expect(errors).toEqual([]);
});

it('shows a student an English shell and the student topics of the assistant at 375×812', async () => {
  const { page, errors } = await signInInEnglish(375, 812, '2021000001', 'Student@123456');

  await expectEnglishShell(page, [
    ['/', 'Basic information'],
    ['/student/activity', 'Open for enrollment'],
    ['/student/hours', 'Total hours'],
    ['/student/declare', 'Declare'],
    ['/student/transcript', 'Print'],
  ], false);

  // 团学助手 in English, with the students' own topics (issue 18 item 7).
  await page.getByRole('button', { name: 'Open the team-study assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team-study assistant' });
  await dialog.waitFor();
  const greeting = await dialog.getByTestId('chat-text').first().innerText();
  for (const topic of ['1. Enrolling in an activity', '2. QR sign-in', '3. Reading My hours', '4. Declaring an award', '5. Appeals']) expect(greeting).toContain(topic);
  expect(greeting).not.toContain('Work affairs');
  await dialog.getByRole('button', { name: '2 QR sign-in' }).click();
  await dialog.getByText(/changes every 30 seconds/).waitFor();
  expect(chinese(await dialog.innerText())).toEqual([]);
  expect(errors).toEqual([]);
});

it('says the enum labels of the content lists in English: statuses, levels, scopes, steps and modules (issue 18 item 6)', async () => {
  const { page, errors } = await signInInEnglish(1366, 768, 'admin', 'Admin@123456');
  // A cell showing exactly one of the server's Chinese enum names is an untranslated label; data
  // (names, titles) may be Chinese and may contain such words, so only whole cells count.
  const labels = new Set([
    ...Object.values(voteScopeLabels), ...Object.values(honourLevelLabels), ...Object.values(jobKindLabels),
    ...Object.values(projectStatusLabels), ...Object.values(ideologyActivityStatusLabels), ...Object.values(applicationStatusLabels),
    ...Object.values(zhBuiltIn.builtIn.steps), ...Object.values(zhBuiltIn.builtIn.classify), ...Object.values(hatchingStatusLabels),
  ]);
  for (const [path, expected] of [
    ['/vote/list', 'Vote management'],
    ['/honors/list', 'Honours'],
    ['/innovate/creation/member', 'Project members'],
    ['/innovate/guidance', 'Guidance'],
    ['/course', 'Catalogue'],
    [IDEOLOGY_PATHS.found, 'New activity'],
  ] as const) {
    await open(page, path, expected);
    await page.locator('tbody tr').first().waitFor();
    const cells = await page.locator('tbody td').allInnerTexts();
    expect(cells.map((c) => c.trim()).filter((c) => labels.has(c)), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
