/**
 * Server configuration read from the environment (DESIGN.md §3, issue 2).
 *
 * HOST (127.0.0.1), PORT (8080), DATA_DIR (./data), DATABASE_URL (unset → PGlite in DATA_DIR/pglite),
 * PROTOCOL_CODEC (plain|aes) with PROTOCOL_KEY (16 characters for aes), CAPTCHA_TEST_CODE (tests only),
 * SESSION_IDLE_MINUTES (120), DIST_DIR (./dist, the built web app), LOG_LEVEL (info), SMS_LOG_TEXT
 * (unset: the outbox SMS provider masks codes in the log; '1' logs the full text, for demos),
 * TRANSCRIPT_SECRET (the HMAC key of transcript verification codes; unset → 32 random bytes kept in
 * DATA_DIR/transcript-secret, see server/modules/transcripts/secret.ts).
 *
 * Issue 16 single sign-on: PUBLIC_URL (unset: each request's protocol://host; else this site's
 * address as browsers reach it, e.g. https://dekt.example.edu.cn, the origin of the CAS service
 * address and of the logout-success page), SSO_SECRET (the HMAC key of the browser's identity
 * binding cookie; unset → 32 random bytes kept in DATA_DIR/sso-secret, server/auth/secrets.ts).
 *
 * Issue 17: API_DOCS (on unless '0', 'false', 'no' or 'off': the OpenAPI document at /api/docs/json and its
 * page at /api/docs, server/plugins/apiDocs.ts).
 *
 * Issue 14 hardening: CREDENTIAL_WINDOW_MINUTES (10: how far the Authorization credential's
 * timestamp may be from the server clock), TRUST_PROXY (unset: the client address is the socket's;
 * a hop count such as 1, a list of proxy addresses, or 'true' to believe X-Forwarded-For entirely;
 * Fastify's trustProxy),
 * UPLOAD_QUOTA_MB (10240: the total size of the files each school may upload),
 * Issue 17 background jobs (pg-boss): JOB_CONCURRENCY (2 jobs at once per node),
 * JOB_HEARTBEAT_SECONDS (30: a job whose node is silent this long runs again on another node),
 * SHUTDOWN_GRACE_SECONDS (30: how long SIGTERM waits for running jobs and requests).
 *
 * RATE_LIMIT_<CAPTCHA|TOKEN|SMS|PASSWORD> ('client,account,seconds': at most `client` requests per
 * client address and `account` per account in `seconds`; 0 turns that half off; defaults in
 * DEFAULT_RATE_LIMITS).
 */
import path from 'node:path';
import { SESSION_TOUCH_FLUSH_MS } from './auth/sessionTouches.js';
import type { CodecName } from '../common/codec.js';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** When set the API uses PostgreSQL through `pg`; otherwise embedded PGlite. */
  databaseUrl?: string;
  codec: CodecName;
  /** 16 characters; required when codec is 'aes'. */
  protocolKey?: string;
  /** When set, GET /token also accepts this captcha text (automated tests only). */
  captchaTestCode?: string;
  /** A session expires after this many minutes without a request (→ 10001). */
  sessionIdleMinutes: number;
  /** last_seen_at moves are written together every this many ms (SESSION_TOUCH_MS; 0: inside each request). */
  sessionTouchMs: number;
  /** Folder of the built web app served outside /api. */
  distDir: string;
  logLevel: string;
  /** The outbox SMS provider logs each message's full text (demos and development only). */
  smsLogText: boolean;
  /** Key of the transcript verification codes (issue 7); unset → generated once and kept in DATA_DIR/transcript-secret. */
  transcriptSecret?: string;
  /** The Authorization credential's timestamp may differ from the server clock by at most this much (→ 10001). */
  credentialWindowMinutes: number;
  /** Fastify's trustProxy: false, true, or the proxies' addresses/subnets (comma-separated) whose X-Forwarded-For is believed. */
  trustProxy: boolean | string;
  /** The total size of the uploaded files of one school, in MB (→ 10002 beyond it). */
  uploadQuotaMb: number;
  /** Request limits of the sign-in and password endpoints (issue 14), see RateLimit. */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** This site's address as browsers reach it, without a trailing '/' (issue 16); unset → the request's protocol://host. */
  publicUrl?: string;
  /** Key of the single sign-on binding cookie (issue 16); unset → generated once and kept in DATA_DIR/sso-secret. */
  ssoSecret?: string;
  /** Serve the OpenAPI document and its page under /api/docs (issue 17). */
  apiDocs: boolean;
  /** Background jobs on pg-boss (issue 17, server/jobs): see JobSettings. */
  jobs: JobSettings;
}

/** How this node takes part in the background jobs (issue 17). */
export interface JobSettings {
  /** Jobs this node runs at once (JOB_CONCURRENCY, default 2). */
  concurrency: number;
  /**
   * A running job's node writes a heartbeat every half of this; a job without one for this long is
   * taken for lost with its node and run again elsewhere (JOB_HEARTBEAT_SECONDS, default 30, ≥ 10).
   */
  heartbeatSeconds: number;
  /** On shutdown, running jobs get this long to finish before they are handed back (SHUTDOWN_GRACE_SECONDS, default 30). */
  graceSeconds: number;
}

export type RateLimitName = 'captcha' | 'token' | 'sms' | 'password';

/** At most `client` requests per client address and `account` per account within `windowSeconds`; 0 = no limit. */
export interface RateLimit {
  client: number;
  account: number;
  windowSeconds: number;
}

/**
 * Production defaults: a person signing in needs a few captchas and attempts a minute; a script
 * needs hundreds. The captcha has no account. GET /token counts an account's attempts only once
 * their captcha is right, so keeping someone from signing in costs a solved captcha per request.
 * SMS codes also keep their 60 s resend rule.
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimit> = {
  captcha: { client: 30, account: 0, windowSeconds: 60 },
  token: { client: 20, account: 30, windowSeconds: 60 },
  sms: { client: 5, account: 3, windowSeconds: 600 },
  password: { client: 10, account: 5, windowSeconds: 60 },
};

/** Limits no benchmark or test run reaches (they sign in many times from one address). */
export function generousRateLimits(): Record<RateLimitName, RateLimit> {
  const generous = { client: 100_000, account: 100_000, windowSeconds: 60 };
  return { captcha: generous, token: generous, sms: generous, password: generous };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] || fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got "${env[name]}"`);
  return value;
}

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!(value >= 0)) throw new Error(`${name} must be a number of 0 or more, got "${raw}"`);
  return value;
}

function rateLimits(env: NodeJS.ProcessEnv): Record<RateLimitName, RateLimit> {
  const out = { ...DEFAULT_RATE_LIMITS };
  for (const name of Object.keys(out) as RateLimitName[]) {
    const key = `RATE_LIMIT_${name.toUpperCase()}`;
    const raw = env[key];
    if (!raw) continue;
    const [client, account, windowSeconds] = raw.split(',').map((v) => Number(v.trim()));
    if (![client, account].every((n) => Number.isInteger(n) && n >= 0) || !(Number.isInteger(windowSeconds) && windowSeconds > 0))
      throw new Error(`${key} must be "client,account,seconds" (whole numbers), got "${raw}"`);
    out[name] = { client, account, windowSeconds };
  }
  return out;
}

function trustProxy(raw: string | undefined): boolean | string {
  if (!raw || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  return ['1', 'true', 'yes'].includes(raw.toLowerCase()) ? true : raw;
}

/** PUBLIC_URL without its trailing '/'; an http(s) address or unset. */
function publicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^https?:\/\/[^/]+/.test(raw)) throw new Error(`PUBLIC_URL must be an http(s) address such as https://dekt.example.edu.cn, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** Reads and checks the configuration; throws with a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const codec = (env.PROTOCOL_CODEC || 'plain').toLowerCase();
  if (codec !== 'plain' && codec !== 'aes') throw new Error(`PROTOCOL_CODEC must be plain or aes, got "${codec}"`);
  if (codec === 'aes' && (env.PROTOCOL_KEY ?? '').length !== 16)
    throw new Error('PROTOCOL_CODEC=aes needs PROTOCOL_KEY of exactly 16 characters');
  const port = Number(env.PORT || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const idle = Number(env.SESSION_IDLE_MINUTES || 120);
  if (!(idle > 0)) throw new Error(`SESSION_IDLE_MINUTES must be a positive number, got "${env.SESSION_IDLE_MINUTES}"`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    codec,
    protocolKey: env.PROTOCOL_KEY || undefined,
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    sessionIdleMinutes: idle,
    sessionTouchMs: nonNegative(env, 'SESSION_TOUCH_MS', SESSION_TOUCH_FLUSH_MS),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    smsLogText: ['1', 'true', 'yes'].includes((env.SMS_LOG_TEXT ?? '').toLowerCase()),
    transcriptSecret: env.TRANSCRIPT_SECRET || undefined,
    credentialWindowMinutes: positive(env, 'CREDENTIAL_WINDOW_MINUTES', 10),
    trustProxy: trustProxy(env.TRUST_PROXY),
    uploadQuotaMb: positive(env, 'UPLOAD_QUOTA_MB', 10240),
    rateLimits: rateLimits(env),
    publicUrl: publicUrl(env.PUBLIC_URL),
    ssoSecret: env.SSO_SECRET || undefined,
    apiDocs: !['0', 'false', 'no', 'off'].includes((env.API_DOCS ?? '').toLowerCase()),
    jobs: {
      concurrency: positive(env, 'JOB_CONCURRENCY', 2),
      heartbeatSeconds: Math.max(10, Math.round(positive(env, 'JOB_HEARTBEAT_SECONDS', 30))),
      graceSeconds: positive(env, 'SHUTDOWN_GRACE_SECONDS', 30),
    },
  };
}
