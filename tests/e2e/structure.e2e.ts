/**
 * Issue 3, student organisations in Chromium: the administrator opens /organization/union, sees
 * 校学生会 with its departments and members, moves to 社团协会 through the page's side menu, adds a
 * club, and deletes it after confirming. playwright-core has no locator matchers: visibility is
 * awaited with waitFor and checked with vitest's expect.
 */
import { beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const { newPage } = journeyBrowser();
let page: Page;
const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const CLUB = '端到端测试社';

beforeAll(async () => {
  page = await newPage();
});

it('shows 校学生会 and its members, adds a club and deletes it with confirmation', async () => {
  await signIn(page, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(page, '数据一览');

  await page.goto(`${baseUrl}/organization/union`);
  const tree = page.getByRole('tree', { name: '组织树' });
  await tree.getByText('校学生会', { exact: true }).waitFor({ timeout: 20000 });
  await tree.getByText('学习部', { exact: true }).first().waitFor();
  // The first organisation is selected: its detail and member table.
  await page.getByRole('heading', { name: '校学生会' }).waitFor({ timeout: 20000 });
  const rows = page.locator('tbody tr');
  await rows.first().waitFor({ timeout: 20000 });
  expect(await rows.count()).toBeGreaterThan(0);
  await page.getByText('负责人', { exact: true }).first().waitFor();
  const total = await page.getByTestId('pagination-total').innerText();
  expect(total).toMatch(/^共 \d+ 条$/);
  expect(await page.getByTestId('org-memberCount').innerText()).toBe(total.replace(/\D/g, ''));

  // The spec's side menu: 社团协会.
  await page.getByRole('navigation', { name: '组织导航' }).getByRole('button', { name: '社团协会' }).click();
  await page.waitForURL('**/organization/club**');
  await page.getByRole('tree', { name: '组织树' }).getByText('摄影协会').waitFor({ timeout: 20000 });

  // Add a club.
  await page.getByRole('button', { name: '新增组织' }).click();
  const dialog = page.getByRole('dialog', { name: '新增社团协会' });
  await dialog.getByLabel('组织名称').fill(CLUB);
  await dialog.getByLabel('书记').fill('周老师');
  await dialog.getByRole('button', { name: '保存' }).click();
  await page.getByRole('heading', { name: CLUB }).waitFor({ timeout: 20000 });
  await page.getByRole('tree', { name: '组织树' }).getByText(CLUB).waitFor();
  expect(await page.getByTestId('org-secretaryName').innerText()).toBe('周老师');
  await visible(page, '暂无数据'); // no members yet

  // Delete it: the dialog asks first.
  await page.getByRole('button', { name: '删除', exact: true }).first().click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText(`确定删除组织「${CLUB}」吗？此操作不可恢复。`).waitFor();
  await confirm.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tree', { name: '组织树' }).getByText(CLUB).waitFor({ state: 'detached', timeout: 20000 });
  expect(await page.getByRole('tree', { name: '组织树' }).getByText(CLUB).count()).toBe(0);
});
