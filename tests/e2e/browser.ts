/** Launches Debian's Chromium through playwright-core with the flags this machine needs. */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/**
 * Signs in through the login page of `baseUrl`: picks 示范大学 under the letter S (or the given
 * school), fills account, password and the test captcha, and submits. The caller waits for the
 * page it expects next (the home, or /changepassword for a first sign-in).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  captcha: string,
  username: string,
  password: string,
  school: { letter: string; name: string } = { letter: 'S', name: '示范大学' },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: school.letter, exact: true }).click();
  await page.getByText(school.name).first().click();
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码').fill(captcha);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
