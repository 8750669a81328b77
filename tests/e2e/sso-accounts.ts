import type { Page } from 'playwright-core';
import { signIn, visible } from './browser';

/** The CAS server's account in the journeys: the demo student 2021000001, under the IdP's own password. */
export const CAS_STUDENT = { username: '2021000001', password: 'Cas@e2e-2021' } as const;

/** The OIDC provider's account in the journeys: the same demo student, under another IdP password. */
export const OIDC_STUDENT = { username: '2021000001', password: 'Oidc@e2e-2021' } as const;

/** The product's client at the OIDC provider (the school's configuration names it). */
export const OIDC_CLIENT = { id: 'dekt', secret: 'dekt-secret-e2e' } as const;

/** Signs `page` in as admin of 示范大学 and opens 系统设置 › 统一身份认证 (/system/sso), waiting for its form. */
export async function openSsoSettings(page: Page, baseUrl: string, captcha: string): Promise<void> {
  await signIn(page, baseUrl, captcha, 'admin', 'Admin@123456');
  await visible(page, '数据一览');
  await page.goto(`${baseUrl}/system/sso`);
  await visible(page, '登录地址');
}
