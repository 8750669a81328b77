/**
 * Starts the product with `npm start` (build + serve) on a free port and a temporary DATA_DIR,
 * waits for GET /api/health, and stops it afterwards. The base URL and the captcha test code
 * reach the tests through `inject('baseUrl')` / `inject('captchaCode')`. Beside it runs a real CAS
 * server (demo/sso/casServer.ts, Debian's python3-django-cas-server) for the single sign-on
 * journeys: its address is `inject('casUrl')`, its one account CAS_STUDENT. An OpenID Connect
 * provider (demo/sso/oidcProvider.ts, oidc-provider) runs too: its issuer is `inject('oidcIssuer')`,
 * its one client OIDC_CLIENT (back to /chdlogin), its one account OIDC_STUDENT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCasServer } from '../../demo/sso/casServer';
import { startOidcProvider } from '../../demo/sso/oidcProvider';
import { CAS_STUDENT, OIDC_CLIENT, OIDC_STUDENT } from './sso-accounts';

const PORT = Number(process.env.E2E_PORT ?? 18080);
const CAPTCHA = 'e2e-test';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    captchaCode: string;
    casUrl: string;
    oidcIssuer: string;
  }
}

async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the product did not answer ${url}/api/health within ${ms} ms`);
}

/** The journeys sign in many times from one address: rate limits (issue 14) they never reach. */
const GENEROUS_LIMITS = Object.fromEntries(['CAPTCHA', 'TOKEN', 'SMS', 'PASSWORD'].map((n) => [`RATE_LIMIT_${n}`, '100000,100000,60']));

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-e2e-'));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // Services of this product only, each with single sign-out; the user number is also attribute xh.
  const cas = await startCasServer({
    port: Number(process.env.E2E_CAS_PORT ?? 18443),
    users: { [CAS_STUDENT.username]: { password: CAS_STUDENT.password, attributes: { xh: CAS_STUDENT.username } } },
    servicePattern: `^${baseUrl.replace(/[.]/g, '\\.')}/.*$`,
    attributes: ['xh'],
  });
  const oidc = await startOidcProvider({
    port: Number(process.env.E2E_OIDC_PORT ?? 18444),
    clients: [{ clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, redirectUris: [`${baseUrl}/chdlogin`], postLogoutRedirectUris: [`${baseUrl}/logout-success`] }],
    accounts: { [OIDC_STUDENT.username]: OIDC_STUDENT.password },
  }).catch((e: unknown) => {
    cas.stop();
    throw e;
  });
  const stopPeers = () => {
    cas.stop();
    void oidc.close();
  };
  // Vitest sets NODE_ENV=test; inherited, `npm run build` would bundle the libraries' development
  // branches (react-admin then prints every refused call to the console). Built as a user builds it.
  const { NODE_ENV: _vitestEnv, ...parentEnv } = process.env;
  const child = spawn('npm', ['start'], {
    env: { ...parentEnv, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_TEST_CODE: CAPTCHA, DATABASE_URL: '', ...GENEROUS_LIMITS },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  try {
    await waitForHealth(baseUrl, child, 240000);
  } catch (e) {
    console.error(output.slice(-4000));
    stopPeers();
    throw e;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('captchaCode', CAPTCHA);
  project.provide('casUrl', cas.url);
  project.provide('oidcIssuer', oidc.issuer);
  return () => {
    stopPeers();
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
