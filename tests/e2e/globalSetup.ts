/**
 * Starts the product with `npm start` (build + serve) on a free port and a temporary DATA_DIR,
 * waits for GET /api/health, and stops it afterwards. The journey files run on E2E_SERVERS workers
 * (2 unless set; see vitest.config.ts), each against its own server and database so that no file
 * sees another's data change under it: the first is started with `npm start`, the others serve the
 * same build (`npm run serve`) from their own DATA_DIR. A file finds its server with
 * `workerBaseUrl()` (./server.ts); the captcha test code is `inject('captchaCode')`. Beside them
 * runs a real CAS server (demo/sso/casServer.ts, Debian's python3-django-cas-server) for the single
 * sign-on journeys: its address is `inject('casUrl')`, its one account CAS_STUDENT. An OpenID
 * Connect provider (demo/sso/oidcProvider.ts, oidc-provider) runs too: its issuer is
 * `inject('oidcIssuer')`, its one client OIDC_CLIENT (back to /chdlogin of every server), its one
 * account OIDC_STUDENT.
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
/** How many servers (and test workers); tests/e2e/vitest.config.ts reads the same variable. */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per test worker (workerBaseUrl() picks a file's). */
    baseUrls: string[];
    captchaCode: string;
    casUrl: string;
    oidcIssuer: string;
  }
}

async function waitForHealth(url: string, server: Server, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server for ${url} exited with ${server.child.exitCode}`);
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

interface Server {
  child: ChildProcess;
  dataDir: string;
  output: () => string;
}

/** `npm <script>` serving on `port` from a fresh DATA_DIR, in its own process group. */
function startServer(script: 'start' | 'run serve', port: number, env: NodeJS.ProcessEnv): Server {
  const dataDir = mkdtempSync(join(tmpdir(), 'sc-e2e-'));
  const child = spawn('npm', script.split(' '), {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_TEST_CODE: CAPTCHA, DATABASE_URL: '', ...GENEROUS_LIMITS },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, dataDir, output: () => output };
}

function stopServer(server: Server): void {
  try {
    process.kill(-server.child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const baseUrls = Array.from({ length: E2E_SERVERS }, (_, i) => `http://127.0.0.1:${PORT + i}`);
  // Services of this product only, each with single sign-out; the user number is also attribute xh.
  const cas = await startCasServer({
    port: Number(process.env.E2E_CAS_PORT ?? 18443),
    users: { [CAS_STUDENT.username]: { password: CAS_STUDENT.password, attributes: { xh: CAS_STUDENT.username } } },
    servicePattern: `^(${baseUrls.map((u) => u.replace(/[.]/g, '\\.')).join('|')})/.*$`,
    attributes: ['xh'],
  });
  const oidc = await startOidcProvider({
    port: Number(process.env.E2E_OIDC_PORT ?? 18444),
    clients: [
      {
        clientId: OIDC_CLIENT.id,
        clientSecret: OIDC_CLIENT.secret,
        redirectUris: baseUrls.map((u) => `${u}/chdlogin`),
        postLogoutRedirectUris: baseUrls.map((u) => `${u}/logout-success`),
      },
    ],
    accounts: { [OIDC_STUDENT.username]: OIDC_STUDENT.password },
  }).catch((e: unknown) => {
    cas.stop();
    throw e;
  });
  const servers: Server[] = [];
  const stopAll = () => {
    cas.stop();
    void oidc.close();
    servers.forEach(stopServer);
  };
  // Vitest sets NODE_ENV=test; inherited, `npm run build` would bundle the libraries' development
  // branches (react-admin then prints every refused call to the console). Built as a user builds it.
  const { NODE_ENV: _vitestEnv, ...parentEnv } = process.env;
  try {
    servers.push(startServer('start', PORT, parentEnv));
    await waitForHealth(baseUrls[0], servers[0], 240000);
    // The others serve the build the first one made, each seeding its own database.
    for (let i = 1; i < E2E_SERVERS; i++) servers.push(startServer('run serve', PORT + i, parentEnv));
    await Promise.all(servers.slice(1).map((server, i) => waitForHealth(baseUrls[i + 1], server, 240000)));
  } catch (e) {
    for (const server of servers) console.error(server.output().slice(-4000));
    stopAll();
    throw e;
  }
  project.provide('baseUrls', baseUrls);
  project.provide('captchaCode', CAPTCHA);
  project.provide('casUrl', cas.url);
  project.provide('oidcIssuer', oidc.issuer);
  return stopAll;
}
