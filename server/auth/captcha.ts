/**
 * Image captchas (spec §2 login, DESIGN.md §5): 4 characters drawn by svg-captcha, rasterised to a
 * 120×40 PNG by resvg; single use, valid 5 minutes, compared case-insensitively.
 *
 * The step-up (issue 14 defect 7, lockout.ts): when a client tries to sign in to an account under
 * attack, the captcha of that attempt is marked, and for STEP_UP_MINUTES the client's captchas are
 * strong (6 characters, more noise, 150×40); such an account accepts only strong captchas. The
 * sign-in page fetches a new captcha after every failure (spec §4), so a person gets a strong one
 * at once, while a script has to solve the harder image on every guess.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { Resvg } from '@resvg/resvg-js';
import type { Database } from '../db/types.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const STRONG_CAPTCHA_WIDTH = 150;
/** How long a client keeps getting strong captchas after a step-up. */
export const STEP_UP_MINUTES = 30;

/** Draws a captcha: its text and a PNG of it. Look-alike characters (0/o, 1/l/i) are left out. */
export function drawCaptcha(strong = false): { text: string; png: Buffer } {
  const width = strong ? STRONG_CAPTCHA_WIDTH : CAPTCHA_WIDTH;
  const c = svgCaptcha.create({
    size: strong ? 6 : 4,
    noise: strong ? 4 : 2,
    color: true,
    width,
    height: CAPTCHA_HEIGHT,
    fontSize: strong ? 40 : 44,
    background: '#eef3f8',
    ignoreChars: '0oO1lIi',
  });
  const png = new Resvg(c.data, { fitTo: { mode: 'width', value: width } }).render().asPng();
  return { text: c.text, png };
}

/**
 * GET /common/login/verificationcode → { uuid, code }: stores the captcha and returns its PNG as
 * base64 without a data: prefix; a strong one when `client` is in a step-up.
 */
export async function issueCaptcha(db: Kysely<Database>, client: string, now = new Date()): Promise<{ uuid: string; code: string }> {
  const stepUp = await db
    .selectFrom('captchas')
    .select('uuid')
    .where('client', '=', client)
    .where('stepUp', '=', true)
    .where('createdAt', '>', new Date(now.getTime() - STEP_UP_MINUTES * 60_000))
    .limit(1)
    .executeTakeFirst();
  const strong = stepUp !== undefined;
  const { text, png } = drawCaptcha(strong);
  const uuid = randomUUID();
  // Kept an hour past expiry: step-up marks are read for STEP_UP_MINUTES after they were drawn.
  await db.deleteFrom('captchas').where('expiresAt', '<', new Date(now.getTime() - 3_600_000)).execute();
  await db
    .insertInto('captchas')
    .values({ uuid, code: text.toLowerCase(), client, strong, createdAt: now, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) })
    .execute();
  return { uuid, code: png.toString('base64') };
}

/** Marks the sign-in of captcha `uuid` as a step-up: its client gets strong captchas for STEP_UP_MINUTES. */
export async function markStepUp(db: Kysely<Database>, uuid: string): Promise<void> {
  await db.updateTable('captchas').set({ stepUp: true }).where('uuid', '=', uuid).execute();
}

/**
 * Uses up the captcha `uuid` whatever the answer, and tells whether `answer` matched it (or the
 * configured test code) before it expired, and whether it was a strong one. Unknown, expired and
 * already used captchas never match.
 */
export async function consumeCaptcha(
  db: Kysely<Database>,
  uuid: string,
  answer: string,
  testCode: string | undefined,
  now = new Date(),
): Promise<{ ok: boolean; strong: boolean }> {
  const row = await db
    .updateTable('captchas')
    .set({ usedAt: now })
    .where('uuid', '=', uuid)
    .where('usedAt', 'is', null)
    .returning(['code', 'expiresAt', 'strong'])
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return { ok: false, strong: false };
  const given = answer.trim().toLowerCase();
  const ok = given === row.code || (testCode !== undefined && given === testCode.trim().toLowerCase());
  return { ok, strong: row.strong };
}
