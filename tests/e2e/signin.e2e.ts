/**
 * A new user's first visit (issue "first vertical slice"): filter the school list by letter,
 * pick 示范大学, sign in as the administrator, see the shell and the student list, change page,
 * sign out. playwright-core has no locator matchers, so visibility is awaited with waitFor and
 * checked with vitest's expect.
 */
import { beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, visible } from './browser';
import { workerBaseUrl } from './server';

const { newPage } = journeyBrowser();
let page: Page;
const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');

beforeAll(async () => {
  page = await newPage();
});

it('signs in through the school picker, lists students, pages and signs out', async () => {
  await page.goto(`${baseUrl}/usermng/student/list`);
  // No session: the route guard sends the visitor to /login.
  await page.waitForURL('**/login');

  // Filter by first letter: D shows 东湖学院 only, S shows 示范大学.
  await page.getByRole('button', { name: 'D', exact: true }).click();
  await visible(page, '东湖学院');
  expect(await page.getByText('示范大学').count()).toBe(0);
  await page.getByRole('button', { name: 'S', exact: true }).click();
  await visible(page, '示范大学');
  await page.getByText('示范大学').first().click();

  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Admin@123456');
  await page.getByLabel('验证码').fill(captcha);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  // The shell: the side menu's first item and the header clock.
  await visible(page, '数据一览');
  await visible(page, /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

  // The student list through the menu.
  await page.getByText('学生管理').first().click();
  await page.getByText('学生列表').first().click();
  await page.waitForURL('**/usermng/student/list');
  // The dashboard's tables leave with the route change; only the student list's rows count.
  await page.getByTestId('dashboard').waitFor({ state: 'detached', timeout: 20000 });
  const rows = page.locator('tbody tr');
  await rows.nth(9).waitFor({ timeout: 20000 });
  expect(await rows.count()).toBe(10);
  const codes = async () => (await rows.allInnerTexts()).join('\n');
  const page1 = await codes();

  // Next page: ten other students.
  await page.getByRole('button', { name: /下一页|next page/i }).first().click();
  await page.waitForFunction(
    (before) => {
      const now = Array.from(document.querySelectorAll('tbody tr')).map((r) => (r as HTMLElement).innerText).join('\n');
      return now !== before && document.querySelectorAll('tbody tr').length === 10;
    },
    page1,
    { timeout: 20000 },
  );
  expect(await codes()).not.toBe(page1);

  // Sign out: confirm, then back at the sign-in page with the session gone.
  await page.getByRole('button', { name: /用户菜单|admin|管理员/ }).first().click();
  await page.getByText('退出登录').first().click();
  await visible(page, '确定退出吗？');
  await page.getByRole('button', { name: /确定|确认/ }).last().click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('sessionKey'))).toBeNull();
});
