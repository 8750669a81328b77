/**
 * Issue 21 "the remaining pages" in Chromium: the administrator adds a banner on /system/banner
 * (an uploaded image, a link, today's window) and a student sees it on 我的首页 at 375 px; every
 * other path of the group opens its page — /shouye (the home), /city (choosing a city), /JumpPage
 * (counting down into the app; refusing a foreign host), /encrypt (no parameters: a clear
 * message), 再次发起 from 历史活动 into /communist/history/launch prefilled, and
 * /communist/course/control/list. Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { SchoolBannerRow } from '../../common/banners';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const TAG = Date.now() % 100000;
const TITLE = `迎新志愿服务月${TAG}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('a banner reaches the student home; /shouye, /city, /JumpPage, /encrypt, history launch and the course control alias open their pages', async () => {
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await desk.getByTestId('header').waitFor({ timeout: 30000 });

  // 1. 轮播图: a drawn 1000×400 picture uploaded, titled and linked, saved.
  const png = await desk.evaluate(() => {
    const c = document.createElement('canvas');
    [c.width, c.height] = [1000, 400];
    const g = c.getContext('2d')!;
    const grad = g.createLinearGradient(0, 0, 1000, 400);
    grad.addColorStop(0, '#c62828');
    grad.addColorStop(1, '#ff8f00');
    g.fillStyle = grad;
    g.fillRect(0, 0, 1000, 400);
    g.fillStyle = '#fff';
    g.font = 'bold 72px sans-serif';
    g.fillText('志愿服务月', 80, 220);
    return c.toDataURL('image/png').split(',')[1];
  });
  await desk.goto(`${baseUrl}/system/banner`);
  await visible(desk, '添加轮播图');
  await desk.getByLabel('图片').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await desk.getByRole('button', { name: '更换图片' }).waitFor();
  await desk.getByLabel('标题').fill(TITLE);
  await desk.getByLabel('链接').fill('/student/activity');
  await desk.getByRole('button', { name: '保存' }).click();
  const card = desk.getByTestId('banner-card').filter({ hasText: TITLE });
  await card.getByText('展示中').waitFor();
  await desk.getByRole('region', { name: '学校轮播图' }).getByText(TITLE).waitFor();
  await desk.screenshot({ path: join(SHOTS, 'pages-system-banner.png') });

  // 2. The course control rules at their /communist address; /shouye is the staff home.
  await desk.goto(`${baseUrl}/communist/course/control/list`);
  await visible(desk, '新增规则');
  await desk.screenshot({ path: join(SHOTS, 'pages-course-control.png') });
  await desk.goto(`${baseUrl}/shouye`);
  await visible(desk, '数据一览');

  // 3. 再次发起 from 历史活动: the launch form with the past activity's content.
  await desk.goto(`${baseUrl}/communist/historyActivity`);
  await desk.getByRole('button', { name: '再次发起' }).first().click();
  await desk.waitForURL(/\/communist\/history\/launch\?copyId=\d+/);
  await expect.poll(() => desk.getByLabel(/活动名称/).first().inputValue(), { timeout: 20000 }).toMatch(/（复制）$/);
  await desk.screenshot({ path: join(SHOTS, 'pages-history-launch.png') });
  await desk.goto(`${baseUrl}/communist/history/launch`);
  await visible(desk, '在历史活动中点击「再次发起」');

  // 4. /city: the letter list; choosing 西安 stores it.
  await desk.goto(`${baseUrl}/city`);
  await desk.getByLabel('搜索城市').fill('西');
  await desk.getByRole('button', { name: '西安' }).click();
  expect(await desk.evaluate(() => localStorage.getItem('city'))).toBe('西安');
  await desk.goto(`${baseUrl}/city`);
  await expect.poll(() => desk.getByTestId('current-city').innerText()).toBe('西安');
  await desk.screenshot({ path: join(SHOTS, 'pages-city-staff.png') });

  // 5. /JumpPage counts down into the app and refuses a foreign host; /encrypt without parameters explains.
  await desk.goto(`${baseUrl}/JumpPage?to=${encodeURIComponent('/communist/historyActivity')}`);
  await visible(desk, /秒后自动跳转/);
  await desk.screenshot({ path: join(SHOTS, 'pages-jump.png') });
  await desk.waitForURL(/\/communist\/historyActivity$/, { timeout: 10000 });
  await desk.goto(`${baseUrl}/JumpPage?to=${encodeURIComponent('https://evil.example.com/')}`);
  await visible(desk, '已阻止跳转');
  await desk.waitForTimeout(3500);
  expect(new URL(desk.url()).pathname).toBe('/JumpPage');
  await desk.screenshot({ path: join(SHOTS, 'pages-jump-refused.png') });
  const guest = await newPage(375, 812);
  await guest.goto(`${baseUrl}/encrypt`);
  await visible(guest, '缺少第三方登录参数，请从第三方平台重新进入');
  await guest.screenshot({ path: join(SHOTS, 'pages-encrypt.png') });

  // 6. A student on a phone: the banner on 我的首页 (and on /shouye), the city page.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  const carousel = phone.getByRole('region', { name: '学校轮播图' });
  await carousel.getByText(TITLE).waitFor({ timeout: 30000 });
  const box = (await carousel.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  const { doc, view } = await phone.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(doc).toBeLessThanOrEqual(view);
  await phone.screenshot({ path: join(SHOTS, 'pages-student-home-375.png') });
  await phone.goto(`${baseUrl}/shouye`);
  await visible(phone, '我的首页');
  await phone.getByRole('region', { name: '学校轮播图' }).getByText(TITLE).waitFor();
  await phone.goto(`${baseUrl}/city`);
  await visible(phone, '按首字母跳转').catch(() => undefined);
  await phone.screenshot({ path: join(SHOTS, 'pages-city-375.png') });

  // Leave the demo school as it was.
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  for (const b of await apiOk<SchoolBannerRow[]>(baseUrl, admin, 'GET', '/system/banner/list')) {
    if (b.title === TITLE) await apiOk(baseUrl, admin, 'POST', '/system/banner/delete', { id: b.id });
  }
}, 600_000);
