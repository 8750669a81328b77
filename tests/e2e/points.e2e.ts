/**
 * Issue 21 "Points and gifts" journey in Chromium: the administrator looks at the school's rules
 * (/system/coin) and balances (/coin/base/list, its chart); a new gift with a stock of 2 is put on
 * the shelf; a student who earned points (the demo seed earns them through the approvals' own
 * earnPoints) redeems it on a 375 px phone on /coin/mine and gets a pick-up code, the balance
 * falling by the price; two more students then redeem at once and exactly one gets the last one;
 * the store shows the stock at 0 and 兑换订单 marks the student's order picked up.
 * Screenshots go to E2E_SHOTS (default /tmp/e2e-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import type { Page } from '../../common/envelope';
import type { GiftOrderRow, MyPoints, PointsAccountRow } from '../../common/points';
import { apiCall, apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const STUDENT_PASSWORD = 'Student@123456';
const GIFT = `书签套装${Date.now() % 100000}`;
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();

it('a student redeems a gift with earned points; the stock falls exactly once per order under concurrency', async () => {
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const accounts = await apiOk<Page<PointsAccountRow>>(baseUrl, admin, 'GET', '/points/account/list', { size: 40 });
  const earners = accounts.list.filter((a) => a.earned > 0 && a.balance >= 5);
  expect(earners.length).toBeGreaterThanOrEqual(3);
  const { id: giftId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/points/gift/save', { name: GIFT, description: '四枚金属书签', price: 5, stock: 2, perStudent: 1, onShelf: true });

  // 1. The staff pages: rules and balances with the chart.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/system/coin`);
  await visible(desk, '活动完成');
  await desk.screenshot({ path: join(SHOTS, 'points-rules.png') });
  await desk.goto(`${baseUrl}/coin/base/list`);
  await visible(desk, earners[0]!.studentCode);
  await desk.getByRole('img', { name: '近六个月活力值获得与消费' }).waitFor({ timeout: 20000 });
  await desk.screenshot({ path: join(SHOTS, 'points-accounts.png') });

  // 2. On a phone the first student redeems the gift and sees the pick-up code.
  const student = earners[0]!;
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, student.studentCode, STUDENT_PASSWORD);
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/coin/mine`);
  await expect.poll(async () => phone.getByTestId('points-balance').textContent(), { timeout: 20000 }).toBe(String(student.balance));
  const card = phone.getByTestId(`gift-${giftId}`);
  await card.getByRole('button', { name: '兑换' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: '兑换' }).click();
  await visible(phone, /兑换成功，取货码 \d{8}/);
  await expect.poll(async () => phone.getByTestId('points-balance').textContent(), { timeout: 20000 }).toBe(String(student.balance - 5));
  await visible(phone, GIFT);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: join(SHOTS, 'points-mine.png'), fullPage: true });

  // 3. Two more students at once: exactly one gets the last gift.
  const others = await Promise.all(earners.slice(1, 3).map((e) => apiSignIn(baseUrl, captcha, e.studentCode, STUDENT_PASSWORD)));
  const replies = await Promise.all(others.map((token) => apiCall<GiftOrderRow>(baseUrl, token, 'POST', '/points/gift/redeem', { giftId })));
  expect(replies.map((r) => r.code).sort()).toEqual([0, 10002]);
  expect(replies.find((r) => r.code !== 0)!.msg).toBe('礼品库存不足');

  // 4. The store shows the stock at 0; 兑换订单 marks the first student's order picked up.
  await desk.goto(`${baseUrl}/communist/systempal/store`);
  await expect.poll(async () => desk.getByTestId(`gift-stock-${giftId}`).textContent(), { timeout: 20000 }).toBe('0');
  await desk.screenshot({ path: join(SHOTS, 'points-store.png') });
  await desk.goto(`${baseUrl}/communist/gift/list`);
  const row = desk.locator('tr', { hasText: student.studentCode }).filter({ hasText: GIFT });
  await row.getByRole('button', { name: '确认领取' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: '确认领取' }).click();
  await visible(desk, '已确认领取');
  await desk.getByRole('dialog').waitFor({ state: 'hidden' });
  await expect.poll(async () => row.getByText('已领取').count(), { timeout: 20000 }).toBe(1);
  await desk.screenshot({ path: join(SHOTS, 'points-orders.png') });
  const mine = await apiOk<MyPoints>(baseUrl, await apiSignIn(baseUrl, captcha, student.studentCode, STUDENT_PASSWORD), 'GET', '/points/my');
  expect(mine.orders.find((o) => o.giftName === GIFT)?.statusName).toBe('已领取');
  expect(mine.ledger.some((l) => l.source === 1 || l.source === 2)).toBe(true);
});
