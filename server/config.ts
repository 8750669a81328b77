/**
 * Server configuration read from the environment (DESIGN.md §3, issue 2).
 *
 * HOST (127.0.0.1), PORT (8080), DATA_DIR (./data), DATABASE_URL (unset → PGlite in DATA_DIR/pglite),
 * PROTOCOL_CODEC (plain|aes) with PROTOCOL_KEY (16 characters for aes), CAPTCHA_TEST_CODE (tests only),
 * SESSION_IDLE_MINUTES (120), DIST_DIR (./dist, the built web app), LOG_LEVEL (info), SMS_LOG_TEXT
 * (unset: the outbox SMS provider masks codes in the log; '1' logs the full text, for demos),
 * TRANSCRIPT_SECRET (the HMAC key of transcript verification codes; unset → 32 random bytes kept in
 * DATA_DIR/transcript-secret, see server/modules/transcripts/secret.ts).
 */
import path from 'node:path';
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
  /** Folder of the built web app served outside /api. */
  distDir: string;
  logLevel: string;
  /** The outbox SMS provider logs each message's full text (demos and development only). */
  smsLogText: boolean;
  /** Key of the transcript verification codes (issue 7); unset → generated once and kept in DATA_DIR/transcript-secret. */
  transcriptSecret?: string;
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
    distDir: path.resolve(env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    smsLogText: ['1', 'true', 'yes'].includes((env.SMS_LOG_TEXT ?? '').toLowerCase()),
    transcriptSecret: env.TRANSCRIPT_SECRET || undefined,
  };
}
