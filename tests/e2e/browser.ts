/** Launches Debian's Chromium through playwright-core with the flags this machine needs. */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

/**
 * One browser for a journey file, launched in beforeAll and closed (with every context) in
 * afterAll. `newPage(width, height?)` opens a page in its own context — its own session — sized like a
 * desktop (height 900 unless given) or, under 600 px wide, like a phone (height 780), in zh-CN and China time.
 */
export function journeyBrowser(): { newPage(width?: number, height?: number): Promise<Page> } {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });
  return {
    async newPage(width = 1440, height = width > 600 ? 900 : 780) {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        acceptDownloads: true,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Waits until the first element with `text` is visible on `page`. */
export const visible = (page: Page, text: string | RegExp, timeout = 20000) => page.getByText(text).first().waitFor({ state: 'visible', timeout });

/** In a review queue: checks the row holding each of `texts`, clicks 批量通过 and confirms 通过 in the dialog. */
export async function passInBatch(page: Page, texts: string[]): Promise<void> {
  for (const text of texts) {
    const row = page.locator('tr', { hasText: text });
    await row.first().waitFor({ timeout: 20000 });
    await row.first().getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: '批量通过' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '通过', exact: true }).click();
}
