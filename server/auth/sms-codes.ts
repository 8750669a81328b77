/**
 * SMS verification codes for password recovery (spec §2 forgot password, §7). A code is 6 digits,
 * valid 5 minutes, single use, at most 5 guesses; one request per mobile per 60 seconds. A code is
 * generated and stored for every accepted request, but only sent when an account has the mobile,
 * so the reply never tells whether a number is bound.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { badParams } from '../protocol/errors.js';
import type { SmsProvider } from './sms.js';
import { numericCode, sha256Hex } from './tokens.js';

export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_ATTEMPTS = 5;

const codeHash = (mobile: string, code: string) => sha256Hex(`${mobile}:${code}`);

export interface SmsCodeRequest {
  mobile: string;
  countryCode: string;
  type: number;
  /** The chosen school; when absent, a mobile bound in any school receives the code. */
  schoolId?: number;
  /** Shown in the message text, e.g. '示范大学'. */
  signature: string;
}

/**
 * Issues a code; throws 10002 '验证码发送过于频繁,请N秒后再试' within 60 s of the previous one.
 * Returns whether a message was actually sent (for logs and tests, never for the client).
 */
export async function requestSmsCode(
  db: Kysely<Database>,
  sms: SmsProvider,
  req: SmsCodeRequest,
  now = new Date(),
): Promise<boolean> {
  const last = await db
    .selectFrom('smsCodes')
    .select('createdAt')
    .where('mobile', '=', req.mobile)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  const wait = last ? Math.ceil(SMS_RESEND_SECONDS - (now.getTime() - last.createdAt.getTime()) / 1000) : 0;
  if (wait > 0) throw badParams(`验证码发送过于频繁,请${wait}秒后再试`);

  const bound = await db
    .selectFrom('users as u')
    .innerJoin('schools as sc', 'sc.id', 'u.schoolId')
    .select('u.id')
    .where('u.mobile', '=', req.mobile)
    .where('u.status', '=', 1)
    .where('sc.opened', '=', true)
    .$if(req.schoolId !== undefined, (q) => q.where('u.schoolId', '=', req.schoolId!))
    .limit(1)
    .executeTakeFirst();
  const code = numericCode(6);
  await db
    .insertInto('smsCodes')
    .values({
      schoolId: req.schoolId ?? null,
      mobile: req.mobile,
      countryCode: req.countryCode,
      type: req.type,
      codeHash: codeHash(req.mobile, code),
      sent: bound !== undefined,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    })
    .execute();
  if (!bound) return false;
  const text = `【${req.signature}】您的验证码为${code},5分钟内有效。您正在找回密码,请勿将验证码告诉他人。`;
  await sms.send({ mobile: req.mobile, countryCode: req.countryCode, text, schoolId: req.schoolId ?? null });
  return true;
}

/**
 * True when `code` is the latest unused, unexpired code for this mobile and purpose, issued for this
 * school or for no school; uses it up. A wrong guess counts against the code's 5 attempts.
 */
export async function verifySmsCode(
  db: Kysely<Database>,
  req: { mobile: string; schoolId: number; type: number; code: string },
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom('smsCodes')
    .select(['id', 'codeHash', 'attempts'])
    .where('mobile', '=', req.mobile)
    .where('type', '=', req.type)
    .where((eb) => eb.or([eb('schoolId', '=', req.schoolId), eb('schoolId', 'is', null)]))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) return false;
  if (row.codeHash !== codeHash(req.mobile, req.code.trim())) {
    await db.updateTable('smsCodes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    return false;
  }
  const used = await db
    .updateTable('smsCodes')
    .set({ usedAt: now })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
