/**
 * Issue 3 "done when": the administrator creates a role with part of the permission tree (only
 * 学生管理 → 学生列表), creates a staff member holding it, signs out; that person signs in with the
 * random initial password shown once after the save, must change it first (issue 14), signs in again
 * and sees only those menus. playwright-core has no locator matchers: visibility is awaited with
 * waitFor and checked with vitest's expect.
 */
import { beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const { newPage } = journeyBrowser();
let page: Page;
const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');

const ROLE = '学生列表专员';
const CODE = 'e2e-r01';
const NAME = '周测试';
const CHANGED = 'Changed#2024x';

beforeAll(async () => {
  page = await newPage();
});

async function signInAs(username: string, password: string) {
  await signIn(page, baseUrl, captcha, username, password);
  await visible(page, '数据一览');
}

async function signOut() {
  await page.getByRole('button', { name: /用户菜单/ }).first().click();
  await page.getByText('退出登录').first().click();
  await visible(page, '确定退出吗？');
  await page.getByRole('button', { name: /确定|确认/ }).last().click();
  await page.waitForURL('**/login');
}

/** The side menu's visible entries. */
const menuTexts = async () => (await page.locator('aside').innerText()).split('\n').map((s) => s.trim()).filter(Boolean);

it('creates a role with part of the tree, gives it to a new staff member, who then sees only those menus', async () => {
  await signInAs('admin', 'Admin@123456');

  // The role: only 学生管理 → 学生列表 (checking 学生列表 ticks its group and its buttons).
  await page.goto(`${baseUrl}/system/teacher/role`);
  await visible(page, '系统管理员');
  await page.getByRole('button', { name: '新增角色' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('tree').waitFor({ timeout: 20000 });
  await editor.getByLabel('角色名称').fill(ROLE);
  await editor.getByRole('tree').getByText('学生管理', { exact: true }).click();
  // The tree view hides each row's checkbox from assistive tech (its treeitem carries aria-checked).
  const box = (name: string) => editor.getByRole('checkbox', { name, exact: true, includeHidden: true });
  await box('学生列表').check();
  expect(await box('学生管理').isChecked()).toBe(true);
  expect(await box('教师管理').isChecked()).toBe(false);
  await editor.getByRole('button', { name: '保存' }).click();
  await editor.waitFor({ state: 'hidden', timeout: 20000 });
  await visible(page, ROLE);

  // The staff member holding that role.
  await page.goto(`${baseUrl}/teacher/user`);
  await visible(page, 't1001');
  await page.getByRole('button', { name: '新增教师' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('工号').fill(CODE);
  await form.getByLabel('姓名').fill(NAME);
  await form.getByRole('combobox', { name: '角色' }).click();
  await page.getByRole('option', { name: ROLE }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: '保存' }).click();
  // The initial password, shown once.
  const shown = page.getByRole('dialog', { name: '初始密码' });
  await shown.waitFor({ timeout: 20000 });
  const initial = (await shown.locator('tbody tr', { hasText: CODE }).locator('code').innerText()).trim();
  expect(initial).toMatch(/^[A-Za-z2-9$@!%*#?&]{12}$/);
  await shown.getByRole('button', { name: '我已记下，关闭' }).click();
  await shown.waitFor({ state: 'hidden', timeout: 20000 });
  await page.getByLabel('工号').first().fill(CODE);
  await visible(page, NAME);
  expect(await page.locator('tbody tr', { hasText: CODE }).innerText()).toContain(ROLE);
  await signOut();

  // The new staff member changes the initial password first, then signs in again.
  await signIn(page, baseUrl, captcha, CODE, initial);
  await page.waitForURL('**/changepassword', { timeout: 20000 });
  await page.getByLabel('原密码').fill(initial);
  await page.getByLabel('新密码', { exact: true }).fill(CHANGED);
  await page.getByLabel('确认新密码').fill(CHANGED);
  await page.getByRole('button', { name: '确认修改' }).click();
  await page.waitForURL('**/login', { timeout: 20000 });

  // Only 学生管理 → 学生列表 beside the overview.
  await signInAs(CODE, CHANGED);
  await visible(page, '学生管理');
  const menu = await menuTexts();
  expect(menu).toContain('学生管理');
  for (const hidden of ['系统设置', '活动管理', '工作事务', '组织架构', '数据分析']) expect(menu).not.toContain(hidden);
  await page.getByText('学生管理').first().click();
  await visible(page, '学生列表');
  const opened = await menuTexts();
  for (const hidden of ['教师管理', '学生导出', '院系管理']) expect(opened).not.toContain(hidden);
  await page.getByText('学生列表').first().click();
  await page.waitForURL('**/usermng/student/list');
  await page.locator('tbody tr').first().waitFor({ timeout: 20000 });

  // Pages outside the role stay closed even when typed in.
  await page.goto(`${baseUrl}/teacher/user`);
  await visible(page, '暂无权限！');
  expect(await page.getByRole('button', { name: '新增教师' }).count()).toBe(0);
  await page.goto(`${baseUrl}/system/teacher/role`);
  await page.waitForTimeout(1000);
  expect(await page.getByRole('button', { name: '新增角色' }).count()).toBe(0);
});
