/**
 * The form of 诚信设置 (issue 13), validated by the server's own schema (common/schemas/
 * schoolParams.ts integrityParams): the start value 0–1000 and the penalty 0–100, each with at most
 * two decimals; the no-show limit 1–20 and the blacklist length 1–3650 days, whole numbers.
 */
import type { IntegrityParams } from '../../../common/schemas/schoolParams';
import { integrityParams } from '../../../common/schemas/schoolParams';
import { schemaResolver } from '../shared/schemaForm';

/** The form's values, as typed. */
export type IntegrityFormValues = Record<keyof IntegrityParams, string>;

export const INTEGRITY_FIELDS = ['creditStart', 'noShowPenalty', 'noShowLimit', 'blacklistDays'] as const;

const range = (min: number, max: number, message: string) => {
  const m = { message, args: { min, max } };
  return { required: m, malformed: m };
};

/**
 * The form's resolver: the endpoint's own schema (common/schemas/schoolParams.ts integrityParams),
 * each failure shown as the field's range. Raw: toIntegrityParams builds the body.
 */
export const integrityResolver = schemaResolver(
  integrityParams,
  {
    creditStart: range(0, 1000, 'schoolParams.validation.number_range'),
    noShowPenalty: range(0, 100, 'schoolParams.validation.number_range'),
    noShowLimit: range(1, 20, 'schoolParams.validation.integer_range'),
    blacklistDays: range(1, 3650, 'schoolParams.validation.integer_range'),
  },
  { raw: true },
);

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
