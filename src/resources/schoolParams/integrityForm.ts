/**
 * The checks of 诚信设置 (issue 13), mirroring the server's (server/modules/schoolParams/schema.ts
 * integrityParams): the start value 0–1000 and the penalty 0–100, each with at most two decimals;
 * the no-show limit 1–20 and the blacklist length 1–3650 days, whole numbers. Each returns a message
 * (i18n key with its arguments) or undefined.
 */
import type { IntegrityParams } from '../../../common/schoolParams';
import type { Message } from './setForm';

/** The form's values, as typed. */
export type IntegrityFormValues = Record<keyof IntegrityParams, string>;

export const INTEGRITY_FIELDS = ['creditStart', 'noShowPenalty', 'noShowLimit', 'blacklistDays'] as const;

const decimal = (min: number, max: number) => (raw: string): Message | undefined => {
  const text = raw.trim();
  return /^\d{1,6}(\.\d{1,2})?$/.test(text) && Number(text) >= min && Number(text) <= max
    ? undefined
    : { message: 'schoolParams.validation.number_range', args: { min, max } };
};

const integer = (min: number, max: number) => (raw: string): Message | undefined => {
  const text = raw.trim();
  return /^\d{1,6}$/.test(text) && Number(text) >= min && Number(text) <= max ? undefined : { message: 'schoolParams.validation.integer_range', args: { min, max } };
};

/** The check of each field. */
export const integrityChecks: Record<keyof IntegrityParams, (raw: string) => Message | undefined> = {
  creditStart: decimal(0, 1000),
  noShowPenalty: decimal(0, 100),
  noShowLimit: integer(1, 20),
  blacklistDays: integer(1, 3650),
};

export const toIntegrityForm = (p: IntegrityParams): IntegrityFormValues => ({
  creditStart: String(p.creditStart),
  noShowPenalty: String(p.noShowPenalty),
  noShowLimit: String(p.noShowLimit),
  blacklistDays: String(p.blacklistDays),
});

export const toIntegrityParams = (v: IntegrityFormValues): IntegrityParams => ({
  creditStart: Number(v.creditStart.trim()),
  noShowPenalty: Number(v.noShowPenalty.trim()),
  noShowLimit: Number(v.noShowLimit.trim()),
  blacklistDays: Number(v.blacklistDays.trim()),
});
