/**
 * The SMS provider interface (issue 2: "a school can plug in its gateway later") and the default
 * provider, which sends nothing: it records each message in `sms_messages` and logs it with the
 * mobile and any code masked (the full text is in the table), or with the full text when
 * `logText` is set (SMS_LOG_TEXT, so that a demo install can try password recovery).
 */
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types.js';

export interface SmsMessage {
  mobile: string;
  /** '86' for mainland China. */
  countryCode: string;
  text: string;
  schoolId?: number | null;
}

export interface SmsProvider {
  readonly name: string;
  /** Sends (or queues) one message; throws when the gateway refuses it. */
  send(message: SmsMessage): Promise<void>;
}

/** '13800000001' → '138****0001'. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** Replaces runs of 4+ digits (codes) in a text with asterisks, for logs. */
export function maskDigits(text: string): string {
  return text.replace(/\d{4,}/g, (m) => '*'.repeat(m.length));
}

/** The default provider: an outbox table plus a log line. */
export function outboxSmsProvider(
  db: Kysely<Database>,
  log?: Pick<FastifyBaseLogger, 'info'>,
  opts: { logText?: boolean } = {},
): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db
        .insertInto('smsMessages')
        .values({
          schoolId: message.schoolId ?? null,
          mobile: message.mobile,
          countryCode: message.countryCode,
          text: message.text,
          provider: 'outbox',
          createdAt: new Date(),
        })
        .execute();
      log?.info(
        { sms: { mobile: maskMobile(message.mobile), countryCode: message.countryCode, text: opts.logText ? message.text : maskDigits(message.text) } },
        'SMS recorded in sms_messages (outbox provider; no gateway configured)',
      );
    },
  };
}
