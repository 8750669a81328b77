/**
 * Issue 21 document templates in Chromium: the administrator opens 社会实践模板
 * (/system/practice/template, the demo seed's templates listed), adds one with a PDF on its /edit
 * page and sees it listed with the file; a student on a 375 px phone opening the practice project
 * form (社会实践 → 申报实践项目) sees 下载模板 with that template's file; disabling it on the list
 * takes it off the form. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const TAG = Date.now() % 100000;
const NAME = `实践队安全预案模板${TAG}`;
const FILE = `安全预案${TAG}.pdf`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('staff add a practice template with a file and a student sees it on the practice project form', async () => {
  await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');

  // 1. The administrator's list of practice templates (seeded ones first).
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/system/practice/template`);
  await visible(desk, '社会实践项目申报书');
  await desk.screenshot({ path: join(SHOTS, 'templates-list.png') });
  // The demo seed's ids as GROUP_THREE_PATHS opens them (tests/e2e/route-groups.e2e.ts): 6 is the first practice template.
  await desk.goto(`${baseUrl}/system/practice/template/edit?id=6`);
  await desk.getByRole('textbox', { name: '模板名称' }).and(desk.locator('[value="社会实践项目申报书"]')).waitFor();
  await desk.getByRole('button', { name: '取消' }).click();
  await desk.waitForURL(/\/system\/practice\/template$/);

  // 2. 新增模板 on the /edit page, with a PDF.
  await desk.getByRole('button', { name: '新增模板' }).click();
  await desk.waitForURL(/\/system\/practice\/template\/edit$/);
  await desk.getByRole('textbox', { name: '模板名称' }).fill(NAME);
  await desk.getByRole('textbox', { name: '模板说明' }).fill('出发前由队长填写，队员签字后上传。');
  await desk.locator('input[type=file]').setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: PDF });
  await visible(desk, FILE);
  await desk.screenshot({ path: join(SHOTS, 'templates-edit.png') });
  await desk.getByRole('button', { name: '保存' }).click();
  await desk.waitForURL(/\/system\/practice\/template$/);
  await visible(desk, NAME);
  expect(await desk.getByRole('link', { name: FILE }).count()).toBe(1);

  // 3. A student on a phone opens the practice project form: 下载模板 offers the file.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/practice`);
  await phone.getByRole('button', { name: '申报实践项目' }).click();
  await visible(phone, '下载模板');
  const link = phone.getByRole('link', { name: `${NAME}（${FILE}）` });
  await link.waitFor({ state: 'visible' });
  expect(await link.getAttribute('href')).toMatch(/^\/api\/files\//);
  await phone.screenshot({ path: join(SHOTS, 'templates-practice-form.png'), fullPage: true });

  // 4. Disabled on the list, it leaves the form.
  await desk.getByRole('switch', { name: `启用 ${NAME}` }).click();
  await visible(desk, '已停用');
  await phone.reload();
  await visible(phone, '实践方案');
  expect(await phone.getByRole('link', { name: `${NAME}（${FILE}）` }).count()).toBe(0);
});
