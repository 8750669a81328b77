/**
 * Params of the blacklist, appeal and credit endpoints (issue 4 "Integrity and blacklist").
 * Routes: /blacklist/{list,add,remove,my}, /blacklist/appeal, /blacklist/appeal/{list,audit},
 *  /index/user/credit/list.
 */
import { z } from 'zod';
import { BLACKLIST_FILTERS, BLACKLIST_MESSAGES, type BlacklistFilter } from '../blacklist.js';
import { PASS_OR_REJECT } from '../review.js';
import { idSelection, int, MALFORMED, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';

const REASON_MAX = 500;
const reason = (message: string) => text({ message, max: REASON_MAX });

/** GET /blacklist/list. status: 'active' | 'expired' | 'removed'; absent = all. */
export const blacklistListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  code: optionalText({ max: 30 }),
  status: optionalText()
    .refine((v) => v === undefined || (BLACKLIST_FILTERS as readonly string[]).includes(v), MALFORMED)
    .transform((v) => v as BlacklistFilter | undefined),
});
export type BlacklistListParams = z.output<typeof blacklistListParams>;

/** POST /blacklist/add {userId, reason, days? (1–3650, default the school's blacklist_days)}. */
export const blacklistAddParams = z.object({
  userId: int({ min: 1, message: '请选择学生' }),
  reason: reason(BLACKLIST_MESSAGES.reasonRequired),
  days: optionalInt({ min: 1, max: 3650 }),
});

/** POST /blacklist/remove {id, reason}. */
export const blacklistRemoveParams = z.object({ id: int({ min: 1 }), reason: reason(BLACKLIST_MESSAGES.reasonRequired) });

/** POST /blacklist/appeal {id: blacklist entry id, reason}. */
export const appealParams = z.object({ id: int({ min: 1 }), reason: reason(BLACKLIST_MESSAGES.appealReasonRequired) });

/** GET /blacklist/appeal/list {current, size, status? 1–3, name?}. */
export const appealListParams = z.object({
  ...pageFields,
  status: optionalInt({ min: 1, max: 3 }),
  name: optionalText({ max: 50 }),
});
export type AppealListParams = z.output<typeof appealListParams>;

/** ids: [1, 2] or '1,2'; 1–100 of them. */
const appealIds = idSelection('ids', '请选择申诉', 100);

/** POST /blacklist/appeal/audit {ids, result: 'pass' | 'reject', opinion? (required to reject)}. */
export const appealAuditParams = z
  .object({
    ids: appealIds,
    result: z.enum(PASS_OR_REJECT),
    opinion: optionalText({ max: REASON_MAX }),
  })
  .superRefine((v, ctx) => {
    if (v.result === 'reject' && !v.opinion) ctx.addIssue({ code: 'custom', path: ['opinion'], message: BLACKLIST_MESSAGES.opinionRequired });
  });
export type AppealAuditParams = z.output<typeof appealAuditParams>;
