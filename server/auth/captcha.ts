/**
 * Image captchas (spec §2 login, DESIGN.md §5): 4 characters drawn by svg-captcha, rasterised to a
 * 120×40 PNG by resvg; single use, valid 5 minutes, compared case-insensitively.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { Resvg } from '@resvg/resvg-js';
import type { Database } from '../db/types.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Draws a captcha: its text and a PNG of it. Look-alike characters (0/o, 1/l/i) are left out. */
export function drawCaptcha(): { text: string; png: Buffer } {
  const c = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    fontSize: 44,
    background: '#eef3f8',
    ignoreChars: '0oO1lIi',
  });
  const png = new Resvg(c.data, { fitTo: { mode: 'width', value: CAPTCHA_WIDTH } }).render().asPng();
  return { text: c.text, png };
}

/**
 * GET /common/login/verificationcode → { uuid, code }: stores the captcha and returns its PNG as
 * base64 without a data: prefix.
 */
export async function issueCaptcha(db: Kysely<Database>, now = new Date()): Promise<{ uuid: string; code: string }> {
  const { text, png } = drawCaptcha();
  const uuid = randomUUID();
  await db.deleteFrom('captchas').where('expiresAt', '<', new Date(now.getTime() - 3_600_000)).execute();
  await db
    .insertInto('captchas')
    .values({ uuid, code: text.toLowerCase(), createdAt: now, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) })
    .execute();
  return { uuid, code: png.toString('base64') };
}

/**
 * Uses up the captcha `uuid` whatever the answer, and tells whether `answer` matched it (or the
 * configured test code) before it expired. Unknown, expired and already used captchas never match.
 */
export async function consumeCaptcha(
  db: Kysely<Database>,
  uuid: string,
  answer: string,
  testCode: string | undefined,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .updateTable('captchas')
    .set({ usedAt: now })
    .where('uuid', '=', uuid)
    .where('usedAt', 'is', null)
    .returning(['code', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  const given = answer.trim().toLowerCase();
  return given === row.code || (testCode !== undefined && given === testCode.trim().toLowerCase());
}
