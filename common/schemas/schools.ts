/**
 * Params of the school endpoints (spec §7).
 * Routes: /common/all-school, /common/login/verificationcode.
 */
import { z } from 'zod';
import { MALFORMED, wire } from './fields.js';

/** GET /common/all-school: firstLetter 'A'..'Z' (any case) or '' / absent for all schools. */
export const allSchoolParams = z.object({
  firstLetter: wire<string | null>({ type: ['string', 'null'], pattern: '^[A-Za-z]?$' }).transform((v, ctx): string | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || !/^[A-Za-z]$/.test(v.trim())) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return undefined;
    }
    return v.trim().toUpperCase();
  }).optional(),
});
