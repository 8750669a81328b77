/**
 * API test helpers: `makeApp()` builds the app on a fresh copy of the fixture database;
 * `call()` speaks the wire protocol as deployed clients do (codec, URL layers, Authorization
 * envelope); `signIn()` goes through the captcha and GET /token with the configured test code.
 * A test file awaits `fileApp()` / `fileAppAs(...accounts)` / `demoApp(now)` at its top level:
 * one app for the file, closed after its tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, inject } from 'vitest';
import { encodeParams, makeCodec, type Codec } from '../../common/codec.js';
import type { Envelope } from '../../common/envelope.js';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import type { DatabaseKind } from '../../server/db/index.js';
import { generousRateLimits, loadConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/types.js';
import { seedDemo } from '../../server/seed/index.js';
import { cloneFixture, DEMO_SEED_NOW, FIXTURE_SIZES, type TestDatabase } from './db.js';
import type { OpenDatabase } from '../../server/db/index.js';

export const TEST_CAPTCHA = 'T3ST';
export const AES_KEY = 'k3y-for-tests!16';
/** The fixed key of transcript verification codes in the API tests (never the data directory's). */
export const TEST_TRANSCRIPT_SECRET = 'transcript-secret-for-tests';
export const FIXTURE_DIST = path.resolve('tests/fixtures/webapp');

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  config: Config;
  codec: Codec;
  /** JSON log lines, when built with captureLogs. */
  logs: string[];
  /** The node's cache of query results (server/db/queryCache.ts). */
  queryCache: OpenDatabase['queryCache'];
  /** The app's database as another node would open it (makeApp's shareDb). */
  anotherNode?: () => OpenDatabase & { url?: string };
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    captchaTestCode: TEST_CAPTCHA,
    distDir: FIXTURE_DIST,
    logLevel: 'info',
    transcriptSecret: TEST_TRANSCRIPT_SECRET,
    // Tests sign in many times from one address; hardening.test.ts sets tight limits of its own.
    rateLimits: generousRateLimits(),
    // The OpenAPI document costs 50-200 ms per app start; tests/api/openapi.test.ts turns it on.
    apiDocs: false,
    // last_seen_at written inside the request, so a test reads it at once; session-touches.test.ts batches.
    sessionTouchMs: 0,
    // A test's app closes at once: a job still running gets a second, then goes back to the queue.
    jobs: { concurrency: 2, heartbeatSeconds: 30, graceSeconds: 1 },
    ...overrides,
  };
}

/**
 * The jobs in tests (server/jobs): workers on, woken by NOTIFY or polling every half second; no
 * supervision, cron pass or instance registry timers (a test that needs one turns it on).
 */
export const TEST_JOBS: NonNullable<BuildAppOptions['jobs']> = { schedule: false, supervise: false, registerInstance: false, pollingSeconds: 0.5 };

export interface MakeAppOptions {
  config?: Partial<Config>;
  captureLogs?: boolean;
  /** Over TEST_JOBS: timers, extra job kinds. */
  jobs?: BuildAppOptions['jobs'];
  /** Another app's database, opened as another node would (several nodes on one database); closed by that app. */
  shareDb?: TestApp;
  /** Start from the fixture with the demo seeded for DEMO_SEED_NOW (globalSetup), not the bare fixture. */
  demo?: boolean;
}

/** The app on its own copy of the fixture database. Call `close()` in afterAll. */
export async function makeApp(opts: MakeAppOptions = {}): Promise<TestApp> {
  if (opts.shareDb && !opts.shareDb.anotherNode) throw new Error('shareDb: that app was not made by makeApp');
  const database = opts.shareDb ? opts.shareDb.anotherNode!() : await cloneFixture(inject(opts.demo ? 'apiDemoDb' : 'apiDb'));
  // pg-boss on PostgreSQL takes its own connections to the app's database (server/jobs/boss.ts).
  const config = testConfig({ ...(database.url ? { databaseUrl: database.url } : {}), ...opts.config });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const app = await buildApp({ db: database.db, config, dbKind: database.kind, signals: database, logger: opts.captureLogs ? { stream } : false, jobs: { ...TEST_JOBS, ...opts.jobs } });
  await app.ready();
  return {
    app,
    db: database.db,
    dbKind: database.kind,
    queryCache: database.queryCache,
    config,
    codec: makeCodec(config.codec, config.protocolKey),
    logs,
    anotherNode: () => ('anotherNode' in database ? (database as TestDatabase).anotherNode() : { ...database, close: async () => {} }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The Authorization header value: the codec-encoded credential {token, platform 3, timestamp}. */
export function credential(codec: Codec, token: string): string {
  return codec.encode(JSON.stringify({ token, platform: 3, timestamp: Date.now() }));
}

export interface CallOptions {
  /** Replaces the Authorization header entirely (raw value). */
  authorization?: string;
  headers?: Record<string, string>;
  /** Encode with this codec instead of the app's. */
  codec?: Codec;
}

/** Sends one request the way the shared client does and returns the raw response. */
export function send(
  t: TestApp,
  method: 'GET' | 'POST',
  apiPath: string,
  params: unknown = {},
  token?: string | null,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const codec = opts.codec ?? t.codec;
  const encoded = encodeURIComponent(encodeParams(codec, params));
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.authorization !== undefined) headers.authorization = opts.authorization;
  else if (token) headers.authorization = credential(codec, token);
  if (method === 'GET') return t.app.inject({ method, url: `/api${apiPath}?params=${encoded}`, headers });
  return t.app.inject({
    method,
    url: `/api${apiPath}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `params=${encoded}`,
  });
}

/** Reads an envelope from a reply: plain JSON, or codec-encoded text under aes. */
export function readEnvelope<T>(res: LightMyRequestResponse, codec: Codec): Envelope<T> {
  try {
    return JSON.parse(res.body) as Envelope<T>;
  } catch {
    return JSON.parse(codec.decode(res.body)) as Envelope<T>;
  }
}

/** One API call → its envelope (the arguments of send()). */
export async function call<T = unknown>(...args: Parameters<typeof send>): Promise<Envelope<T>> {
  const [t, , , , , opts] = args;
  return readEnvelope<T>(await send(...args), opts?.codec ?? t.codec);
}

/** A fresh captcha's uuid. */
export async function newCaptcha(t: TestApp): Promise<string> {
  const env = await call<{ uuid: string; code: string }>(t, 'GET', '/common/login/verificationcode');
  if (env.code !== 0) throw new Error(`captcha failed: ${JSON.stringify(env)}`);
  return env.data.uuid;
}

/** GET /token with a fresh captcha and the test code; the whole envelope. */
export async function requestToken(t: TestApp, schoolId: number | string, username: string, password: string) {
  const uuid = await newCaptcha(t);
  return call<{ access_token: string }>(t, 'GET', '/token', { uuid, schoolId, username, password, captcha: TEST_CAPTCHA });
}

/** Signs in and returns the session token; throws with the envelope on failure. */
export async function signIn(t: TestApp, schoolId: number, username: string, password: string): Promise<string> {
  const env = await requestToken(t, schoolId, username, password);
  if (env.code !== 0) throw new Error(`sign-in of ${username}@${schoolId} failed: ${JSON.stringify(env)}`);
  return env.data.access_token;
}

/** Demo accounts of the seed (README). */
export const ACCOUNTS = {
  admin: { school: 10001, username: 'admin', password: 'Admin@123456' },
  teacher: { school: 10001, username: 't1001', password: 'Teacher@123456' },
  student: { school: 10001, username: '2021000001', password: 'Student@123456' },
  newStudent: { school: 10001, username: '2021000002', password: 'Student@123456' },
  admin2: { school: 10002, username: 'admin', password: 'Admin@123456' },
} as const;

export type Account = keyof typeof ACCOUNTS;

export function signInAs(t: TestApp, who: Account): Promise<string> {
  const a = ACCOUNTS[who];
  return signIn(t, a.school, a.username, a.password);
}

/**
 * The app of one test file, awaited at the file's top level: built on its own fixture copy and
 * closed (with its temporary upload folder, when `tmpDataDir` names one's prefix) after the file.
 */
export async function fileApp(opts: MakeAppOptions & { tmpDataDir?: string } = {}): Promise<TestApp & { dataDir?: string }> {
  const dataDir = opts.tmpDataDir ? fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpDataDir)) : undefined;
  const t = await makeApp(dataDir ? { ...opts, config: { ...opts.config, dataDir } } : opts);
  afterAll(async () => {
    await t.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return Object.assign(t, { dataDir });
}

/** fileApp() with the named demo accounts signed in: `{ t, admin, teacher, … }`, tokens by account name. */
export async function fileAppAs<const K extends Account>(...who: K[]): Promise<{ t: TestApp } & Record<K, string>> {
  const t = await fileApp();
  const tokens = await Promise.all(who.map((name) => signInAs(t, name)));
  return Object.assign({ t }, Object.fromEntries(who.map((name, i) => [name, tokens[i]])) as Record<K, string>);
}

/**
 * fileApp() with only the given parts of the demo (server/seed/*: `(trx, schoolId, now)`) written
 * over the fixture for both demo schools at the clock `now`, in one transaction: a feature's seed
 * test that needs the real clock, without writing the whole demo (seed-twice.test.ts re-seeds it).
 */
export async function featureDemoApp(now: Date, ...parts: ((trx: Transaction<Database>, schoolId: number, now: Date) => Promise<void>)[]) {
  const t = await fileApp();
  await t.db.transaction().execute(async (trx) => {
    for (const schoolId of [10001, 10002]) for (const part of parts) await part(trx, schoolId, now);
  });
  return t;
}

/**
 * fileApp() with the demo seed written over the fixture (activities included) for the clock `now`;
 * `seed()` writes it again (the seed must be idempotent). For DEMO_SEED_NOW the copy globalSetup
 * seeded once is cloned instead of seeding here.
 */
export async function demoApp(now: Date) {
  const seeded = now.getTime() === DEMO_SEED_NOW.getTime();
  const t = await fileApp({ demo: seeded });
  const seed = () => seedDemo(t.db, { ...FIXTURE_SIZES, activities: true, now });
  if (!seeded) await seed();
  return { t, seed };
}
