/**
 * A real CAS server for the single sign-on journeys and `npm run demo:sso` (issue 16): Debian's
 * python3-django-cas-server (CAS 1/2/3 with single sign-out) run from demo/sso/cas with a fresh
 * sqlite file and the accounts given here. `.ci/run` installs the package; elsewhere
 * `apt-get install python3-django-cas-server`.
 *
 * startCasServer({port, users, servicePattern, attributes}) → {url: 'http://127.0.0.1:<port>/cas', stop()};
 * casUser(url) signs in and out on that server's own pages as one browser would, for API-level tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's interpreter: the package installs into its dist-packages, not into a pyenv or venv. */
const PYTHON = process.env.CAS_PEER_PYTHON ?? '/usr/bin/python3';
const PROJECT = join(dirname(fileURLToPath(import.meta.url)), 'cas');

export interface CasAccount {
  password: string;
  /** Released to services that ask for them (CAS 3.0 attributes), e.g. {xh: '2021000001'}. */
  attributes?: Record<string, string | string[]>;
}

export interface CasServerOptions {
  port: number;
  users: Record<string, CasAccount>;
  /** A regular expression of the service addresses allowed to use the server (with single sign-out). */
  servicePattern: string;
  /** Attribute names released to the service. */
  attributes?: string[];
}

export interface CasServer {
  /** The CAS base address, e.g. 'http://127.0.0.1:18443/cas' (login at {url}/login). */
  url: string;
  stop(): void;
}

/** One browser's dealings with a CAS server, with its own cookies. */
export interface CasUser {
  /** Signs in on the server's own login form and returns the ticket it issues for `service`. */
  login(service: string, username: string, password: string): Promise<string>;
  /** Ends this browser's CAS session, which makes the server send its single sign-out requests. */
  logout(): Promise<void>;
}

/** True when the CAS server package is installed for Debian's python3. */
export function casServerInstalled(): boolean {
  return existsSync(PYTHON) && spawnSync(PYTHON, ['-c', 'import cas_server'], { stdio: 'ignore' }).status === 0;
}

/** Starts the server and waits until its login page answers; throws with its output if it does not. */
export async function startCasServer(opts: CasServerOptions): Promise<CasServer> {
  if (!casServerInstalled()) throw new Error('python3-django-cas-server is not installed (apt-get install python3-django-cas-server)');
  const dir = mkdtempSync(join(tmpdir(), 'cas-peer-'));
  writeFileSync(join(dir, 'users.json'), JSON.stringify(opts.users));
  const env = { ...process.env, CAS_PEER_DB: join(dir, 'db.sqlite3'), CAS_PEER_USERS: join(dir, 'users.json'), CAS_PEER_SECRET: `peer-${process.pid}-${Date.now()}` };
  const manage = (args: string[]) => {
    const r = spawnSync(PYTHON, ['manage.py', ...args], { cwd: PROJECT, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`manage.py ${args[0]} failed: ${r.stderr || r.stdout}`);
  };
  manage(['migrate', '-v0']);
  manage(['allow_service', 'second-classroom', opts.servicePattern, ...(opts.attributes ?? []).flatMap((a) => ['--attribute', a])]);

  const child: ChildProcess = spawn(PYTHON, ['manage.py', 'runserver', `127.0.0.1:${opts.port}`, '--noreload'], { cwd: PROJECT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${opts.port}/cas`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the CAS server exited: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/login`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the CAS server did not answer within 30 s: ${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return { url, stop };
}

/** A browser of the CAS server at `url` (see CasUser). */
export function casUser(url: string): CasUser {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keepCookies = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const ticketOf = (res: Response) => {
    const t = /[?&]ticket=([^&]+)/.exec(res.headers.get('location') ?? '')?.[1];
    return t ? decodeURIComponent(t) : null;
  };
  const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

  return {
    async login(service, username, password) {
      const form = await fetch(`${url}/login?service=${encodeURIComponent(service)}`, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      keepCookies(form);
      // Already signed in at CAS: the server sends the browser straight back with a ticket.
      const issued = ticketOf(form);
      if (issued) return issued;
      const html = await form.text();
      const body = new URLSearchParams({
        csrfmiddlewaretoken: field(html, 'csrfmiddlewaretoken'),
        lt: field(html, 'lt'),
        service,
        renew: 'False',
        username,
        password,
      });
      const res = await fetch(`${url}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), referer: `${url}/login`, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      keepCookies(res);
      const ticket = ticketOf(res);
      if (!ticket) throw new Error(`the CAS server issued no ticket for ${username} (status ${res.status}): ${(await res.text()).slice(0, 300)}`);
      return ticket;
    },
    async logout() {
      const res = await fetch(`${url}/logout`, { headers: { cookie: cookieHeader() } });
      await res.text();
      jar.clear();
    },
  };
}
