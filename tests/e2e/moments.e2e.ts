/**
 * Issue 21 "Moments" journey in Chromium: on a 375 px phone a student posts on /student/moments (text,
 * a theme and a photo) and sees it 待审核 under 我的动态; a1001 at 1366 px finds it on 动态审核
 * (/communist/moments/show), opens it and passes it; the student's feed shows it; another student
 * reports it; a1001 sees the report on the post's page and takes it down with a reason; it is gone
 * from the feed and the author sees 已下架 with the reason. Screenshots (the phone pages, moderation,
 * the post's page, 动态广场 and 动态话题) go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { expect, inject, it } from 'vitest';
import type { Page as ApiPage } from '../../common/envelope';
import type { MomentRow } from '../../common/moments';
import { apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const TEXT = `篮球联赛决赛现场，加油声震耳欲聋！${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

/** A 240×180 photo-like PNG (a sky-to-grass gradient), written with pngjs. */
function photo(): Buffer {
  const png = new PNG({ width: 240, height: 180 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (png.width * y + x) << 2;
      const sky = y < 110;
      png.data[i] = sky ? 90 + y : 60 + (x % 40);
      png.data[i + 1] = sky ? 150 + y / 2 : 140 + (y % 30);
      png.data[i + 2] = sky ? 230 : 70;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

it('a student’s post is moderated: approved into the feed, reported, taken down and gone from the feed', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const students = (await apiOk<{ list: { code: string }[] }>(baseUrl, admin, 'GET', '/school/students', { current: 12, size: 2, status: 1 })).list;
  const [author, reporter] = students;

  // 1. On a phone the student posts with a theme and a photo.
  const phone = await newPage(375);
  await signIn(phone, baseUrl, captcha, author.code, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/moments`);
  await phone.getByTestId('moment-content').waitFor({ timeout: 30000 });
  await phone.screenshot({ path: join(SHOTS, 'moments-student-feed.png'), fullPage: true });
  await phone.getByTestId('moment-content').fill(TEXT);
  await phone.getByRole('combobox', { name: '话题' }).click();
  await phone.getByRole('option', { name: '社团风采' }).click();
  await phone.getByTestId('moment-images').setInputFiles({ name: 'final.png', mimeType: 'image/png', buffer: photo() });
  await phone.getByRole('form', { name: '发布动态' }).getByRole('img', { name: '第1张图片' }).waitFor({ timeout: 20000 });
  await phone.getByTestId('moment-send').click();
  await visible(phone, '已提交，审核通过后将在广场展示');
  await visible(phone, TEXT);
  await visible(phone, '等待审核，通过后将在广场展示');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'moments-student-mine-pending.png'), fullPage: true });
  const authorToken = await apiSignIn(baseUrl, captcha, author.code, STUDENT_PASSWORD);
  const id = (await apiOk<ApiPage<MomentRow>>(baseUrl, authorToken, 'GET', '/moments/my-list')).list.find((m) => m.content === TEXT)!.id;

  // 2. a1001 finds it on 动态审核, opens it and passes it.
  const desk = await newPage(1366, 768);
  const errors: string[] = [];
  desk.on('pageerror', (e) => errors.push(e.message));
  await signIn(desk, baseUrl, captcha, 'a1001', 'Auditor@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/communist/moments/show`);
  await visible(desk, TEXT);
  await desk.screenshot({ path: join(SHOTS, 'moments-show.png') });
  await desk.locator('tr', { hasText: TEXT }).first().click();
  await desk.waitForURL(/\/communist\/moments\/detail\?id=\d+/, { timeout: 20000 });
  await desk.getByTestId('moment-pass').click();
  await desk.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await desk.getByTestId('moment-takedown').waitFor({ timeout: 20000 });

  // 3. It shows in the student's feed.
  await phone.goto(`${baseUrl}/student/moments`);
  await visible(phone, TEXT);
  await phone.waitForTimeout(800);
  await phone.screenshot({ path: join(SHOTS, 'moments-student-feed-published.png'), fullPage: true });

  // 4. Another student reports it; a1001 sees the report and takes it down with a reason.
  const reporterToken = await apiSignIn(baseUrl, captcha, reporter.code, STUDENT_PASSWORD);
  await apiOk(baseUrl, reporterToken, 'POST', '/moments/report/add', { id, reason: '图片与比赛无关，疑似广告' });
  await desk.goto(`${baseUrl}/communist/moments/detail?id=${id}`);
  await visible(desk, '举报记录（1）');
  await visible(desk, '图片与比赛无关，疑似广告');
  await desk.screenshot({ path: join(SHOTS, 'moments-detail-reported.png'), fullPage: true });
  await desk.getByTestId('moment-takedown').click();
  await desk.getByRole('dialog').getByRole('textbox').fill('经核实内容与活动无关');
  await desk.getByRole('dialog').getByRole('button', { name: '下架' }).click();
  await visible(desk, '已被下架，原因：经核实内容与活动无关');
  await desk.goto(`${baseUrl}/communist/moments/dynamic`);
  await desk.getByTestId('moment-content').waitFor({ timeout: 30000 });
  await desk.waitForTimeout(1000);
  await desk.screenshot({ path: join(SHOTS, 'moments-dynamic.png') });
  expect(errors).toEqual([]);
  const office = await newPage(1366, 768);
  await signIn(office, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(office, '数据一览');
  await office.goto(`${baseUrl}/communist/moments/theme`);
  await visible(office, '社团风采');
  await office.screenshot({ path: join(SHOTS, 'moments-theme.png') });

  // 5. Gone from the feed; the author sees 已下架 and why.
  const feed = await apiOk<ApiPage<MomentRow>>(baseUrl, reporterToken, 'GET', '/moments/feed', { size: 50 });
  expect(feed.list.some((m) => m.id === id)).toBe(false);
  await phone.goto(`${baseUrl}/student/moments`);
  await visible(phone, '广场');
  await phone.waitForTimeout(1000);
  expect(await phone.getByText(TEXT).count()).toBe(0);
  await phone.getByRole('tab', { name: '我的动态' }).click();
  await visible(phone, '已被下架，原因：经核实内容与活动无关');
  await phone.screenshot({ path: join(SHOTS, 'moments-student-mine-taken-down.png'), fullPage: true });
}, 300_000);
