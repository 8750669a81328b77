/**
 * Issue 19 journeys of the organisation lifecycle, in Chromium: an organisation's annual
 * registration (注册) applied for on 组织申请 by the administrator and approved by the auditor a1001
 * on 组织注册审核; a volunteer team founded by a student from 我的组织 on a phone (375 px), approved
 * in a batch on 志愿服务队审核, which then appears in 志愿服务队 with its founder as leader.
 * Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { OrgLifecycleDetail } from '../../common/orgLifecycle';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, passInBatch, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const TEAM = `绿色环保志愿服务队${Date.now() % 100000}`;
const CLUB = '书法协会';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** Picks `option` in the react-admin select labelled `label` inside `scope`. */
async function choose(scope: import('playwright-core').Page | import('playwright-core').Locator, page: import('playwright-core').Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('an organisation\'s annual registration is applied for and approved', async () => {
  const adminToken = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const clubs = await apiOk<{ list: { id: number; name: string }[] }>(baseUrl, adminToken, 'GET', '/organization/list', { current: 1, size: 40, nature: 2, name: CLUB });
  const clubId = clubs.list.find((c) => c.name === CLUB)!.id;

  const admin = await newPage(1366, 768);
  await signIn(admin, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(admin, '数据一览');
  await admin.goto(`${baseUrl}/organization/apply`);
  await admin.getByRole('button', { name: '新建申请' }).click();
  const form = admin.getByRole('dialog');
  await choose(form, admin, '申请类型', '注册申请');
  await choose(form, admin, '组织', CLUB);
  await form.getByRole('button', { name: '提交申请' }).click();
  await visible(admin, `${CLUB} 注册申请`);
  await visible(admin, '待审核');

  const auditor = await newPage(1366, 768);
  await signIn(auditor, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(auditor, '数据一览');
  await auditor.goto(`${baseUrl}/proceeding/wait/organization/register/examine`);
  const row = auditor.locator('tr', { hasText: CLUB });
  await row.first().waitFor({ timeout: 20000 });
  await row.first().getByRole('button', { name: '通过' }).click();
  const dialog = auditor.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '通过', exact: true }).click();
  await visible(auditor, '已处理 1 项');

  const org = await apiOk<OrgLifecycleDetail>(baseUrl, adminToken, 'GET', '/organization/lifecycle/organization', { id: clubId });
  expect(org.registeredYear).not.toBeNull();
  expect(org.history.map((h) => h.actionName)).toEqual(expect.arrayContaining(['提交申请', '审核通过']));
  await admin.goto(`${baseUrl}/organization/apply`);
  await admin.locator('tr', { hasText: CLUB }).first().getByText('已通过').waitFor({ timeout: 20000 });
  await admin.screenshot({ path: join(SHOTS, 'organization-apply-1366.png') });
});

it('a volunteer team founded by a student is approved and appears in the team list', async () => {
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  await phone.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30000 });
  await phone.goto(`${baseUrl}/student/organization`);
  await phone.getByRole('button', { name: '新建申请' }).click();
  const form = phone.getByRole('dialog');
  await form.getByLabel('组织名称').fill(TEAM);
  await choose(form, phone, '组织类别', '志愿组织');
  await form.getByLabel('服务领域').fill('校园环保、垃圾分类宣传');
  await form.getByLabel('组织章程').fill('践行绿色发展理念，每月开展一次校园环保行动。');
  await form.getByLabel('创始成员学号').fill('2021000003');
  await form.getByRole('button', { name: '提交申请' }).click();
  await visible(phone, TEAM);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'organization-mine-375.png') });

  const auditor = await newPage(1366, 768);
  await signIn(auditor, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(auditor, '数据一览');
  await auditor.goto(`${baseUrl}/voluntary/management/examine/team`);
  await passInBatch(auditor, [TEAM]);
  await visible(auditor, '已处理 1 项');

  const admin = await newPage(1366, 768);
  await signIn(admin, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(admin, '数据一览');
  await admin.goto(`${baseUrl}/voluntary/management/team/list`);
  await admin.getByRole('textbox', { name: '名称' }).fill(TEAM);
  await admin.locator('tr', { hasText: TEAM }).first().click({ timeout: 20000 });
  await visible(admin, '校园环保、垃圾分类宣传');
  await admin.locator('tr', { hasText: '2021000001' }).getByText('负责人').waitFor({ timeout: 20000 });
  await admin.screenshot({ path: join(SHOTS, 'volunteer-team-1366.png') });
});
