/**
 * Form and review steps the journeys share (moved out of activities.e2e.ts for the volunteering
 * journey): China-time inputs, the date-time picker, a labelled combobox, and deciding a row of a
 * review list with its dialog.
 */
import type { Page } from 'playwright-core';
import { signIn, visible } from './browser';

/** 'YYYY-MM-DDTHH:mm' in Asia/Shanghai, `minutes` from now. */
export function localInput(minutes: number): string {
  const d = new Date(Date.now() + minutes * 60_000 + 8 * 3600_000);
  return d.toISOString().slice(0, 16);
}

/** Types `value` into the day or date-time picker labelled `label` as a user does: its first section, then the digits (each section moves on by itself). */
export async function typeTime(page: Page, label: string, value: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(value.replace(/\D/g, ''));
}

/** Opens the combobox labelled `label` and picks `option`. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Decides the row of `name` on the review list at `url` with the row's button, confirming in the
 * dialog; with a `reason`, a blank one is refused first.
 */
export async function decideRow(page: Page, url: string, name: string, action: '通过' | '驳回' | '拒绝', reason?: string) {
  await page.goto(url);
  const row = page.locator('tr', { hasText: name });
  await row.first().waitFor({ timeout: 20000 });
  // A narrow list folds 驳回 / 拒绝 into the row's ⋮ menu (更多操作).
  const button = row.first().getByRole('button', { name: action, exact: true });
  if (await button.count()) await button.click();
  else {
    await row.first().getByRole('button', { name: '更多操作' }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (reason !== undefined) {
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await dialog.getByText(`${action}必须填写原因`).first().waitFor();
    await dialog.getByRole('textbox').first().fill(reason);
  }
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 20000 });
}

/**
 * Fills the launch form (发起活动, 发起志愿活动) as the leader does for an activity of 青年志愿者协会
 * in 志愿服务 with the two-step flow: enrollment open from 30 minutes ago for a day, the activity
 * two days on for two hours; `signInOut` picks 签到和签退. The caller submits.
 */
export async function fillLaunchForm(page: Page, v: { name: string; hours: string; capacity: string; signInOut?: boolean }) {
  await page.getByLabel('活动名称').waitFor({ timeout: 20000 });
  await page.getByLabel('活动名称').fill(v.name);
  await pick(page, '主办组织', '青年志愿者协会');
  await pick(page, '模块/分类', '志愿服务');
  await pick(page, '活动审核流程', '活动审核-两级');
  await pick(page, '结项审核流程', '结项审核');
  // Required fields are labelled '学时 *' (the mark is hidden from assistive tech only).
  await page.getByLabel(/^学时[\s*]*$/).fill(v.hours);
  await page.getByLabel(/^名额[\s*]*$/).fill(v.capacity);
  if (v.signInOut) await pick(page, '签到方式', '签到和签退');
  await typeTime(page, '报名开始时间', localInput(-30));
  await typeTime(page, '报名截止时间', localInput(24 * 60));
  await typeTime(page, '活动开始时间', localInput(2 * 24 * 60));
  await typeTime(page, '活动结束时间', localInput(2 * 24 * 60 + 120));
}

/** Signs a staff member in on a new page of `newPage` and waits for the admin shell. */
export async function staffPage(newPage: () => Promise<Page>, baseUrl: string, captcha: string, username: string, password: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, baseUrl, captcha, username, password);
  await visible(page, '数据一览');
  return page;
}
