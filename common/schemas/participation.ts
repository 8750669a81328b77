/**
 * Params of the enrollment, attendance and completion-report endpoints (issue 4).
 * Routes: /activity/open/list, /activity/my/list, /activity/enroll,
 *  /activity/enroll/{cancel,review}, /activity/transition, /activity/qr, /activity/sign,
 *  /activity/backfill, /activity/participants, /activity/participants/hours,
 *  /activity/report/{submit,preview,detail}, /activity/report/audit/list, /activity/report/audit.
 */
import { z } from 'zod';
import { idSelection as idList, int, MALFORMED, optionalInt, optionalText, text, uploadIds, wire, wireJson, type WireFlag, type WireScalar } from './fields.js';
import { pageFields } from './paging.js';
import { LIFECYCLE_EVENTS, type LifecycleEvent } from '../activityStatus.js';
import { ATTACHMENT_MAX_FILES, REPORT_CONTENT_MSG, REPORT_SUMMARY_MAX, REPORT_SUMMARY_MIN, SIGN_MSG } from '../activities.js';
import { PASS_OR_REFUSE, REVIEW_DECISIONS } from '../review.js';

/** A choice among fixed words; `message` when missing or unknown. */
const oneOf = <T extends string>(words: readonly T[], message = MALFORMED) =>
  wire<T>(wireJson.oneOf(words)).transform((v, ctx): T => {
    if (typeof v === 'string' && (words as readonly string[]).includes(v.trim())) return v.trim() as T;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
const optionalOneOf = <T extends string>(words: readonly T[]) =>
  wire<T | '' | null>(wireJson.oneOf(words, true)).transform((v, ctx): T | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'string' && (words as readonly string[]).includes(v.trim())) return v.trim() as T;
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }).optional();

/** A decimal hours value ≥ 0 with at most 2 decimals, as a string. */
const hoursValue = wire<WireScalar>({ type: ['string', 'number'], pattern: '^\\d{1,6}(\\.\\d{1,2})?$', minimum: 0 }).transform((v, ctx): string => {
  const s = typeof v === 'number' || typeof v === 'string' ? String(v).trim() : '';
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: s.startsWith('-') ? '参数错误: hours 不能为负数' : '参数错误: hours 格式不正确' });
    return z.NEVER;
  }
  return s;
});

/** A coordinate in decimal degrees within ±limit, or undefined. */
export const coordinate = (limit: number) =>
  wire<WireScalar | null>({ type: ['number', 'string', 'null'], minimum: -limit, maximum: limit }).transform((v, ctx): number | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    return n;
  }).optional();

const id = int({ min: 1 });

export const idParams = z.object({ id });

export const openListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), classify: optionalInt({ min: 1 }) });
export const myListParams = z.object({ ...pageFields, type: optionalOneOf(['enrolled', 'history'] as const) });

export const reviewParams = z.object({
  id,
  userIds: idList('userIds', '请选择学生', 500),
  result: oneOf(PASS_OR_REFUSE, '参数错误: result 格式不正确'),
});

export const transitionParams = z.object({
  id,
  event: oneOf<LifecycleEvent>(LIFECYCLE_EVENTS, '参数错误: event 格式不正确'),
});

export const qrParams = z.object({ id, kind: oneOf(['in', 'out'] as const, '参数错误: kind 格式不正确') });

export const signParams = z.object({
  token: text({ message: SIGN_MSG.expired, max: 100 }),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

export const backfillParams = z.object({
  id,
  userIds: idList('userIds', '请选择学生', 500),
  reason: text({ message: SIGN_MSG.backfillReason, max: 200 }),
  signOut: wire<WireFlag | null>(wireJson.optionalFlag).transform((v) => v === true || v === 1 || v === '1' || v === 'true').optional(),
});

export const participantParams = z.object({
  ...pageFields,
  id,
  name: optionalText({ max: 50 }),
  signed: optionalInt({ min: 0, max: 1 }),
  status: optionalInt({ min: 1, max: 5 }),
});

/** One participant's hours. */
const hoursItem = z.object({ userId: id, hours: hoursValue });

/** 1–1000 `item`s (0–1000, absent or null = [] when `optional`), else '参数错误: items 格式不正确'. */
const itemList = <T extends z.ZodType>(item: T, optional = false) =>
  wire<z.input<T>[] | null>().transform((v, ctx): unknown[] => {
    if (optional && (v === undefined || v === null)) return [];
    if (!Array.isArray(v) || (!optional && v.length === 0) || v.length > 1000) {
      ctx.addIssue({ code: 'custom', message: '参数错误: items 格式不正确' });
      return z.NEVER;
    }
    return v;
  }).pipe(z.array(item));

export const hoursParams = z.object({ id, items: itemList(hoursItem) });

/** One participant's reported hours and, when below the activity's, why (issue 18). */
const reportItem = z.object({ userId: id, hours: hoursValue, reason: optionalText({ max: 200 }) });

/**
 * POST /activity/report/submit (issue 18 item 3): the summary (REPORT_SUMMARY_MIN to
 * REPORT_SUMMARY_MAX characters, '请填写结项总结' / '结项总结不能少于20个字'), photo and attachment
 * ids from /upload/image and /upload/file (at most 9 each) and, optionally, participants' hours
 * (the others keep theirs) with a reason for each below the activity's hours.
 */
export const reportSubmitParams = z.object({
  id,
  summary: wire<WireScalar>(wireJson.text(REPORT_SUMMARY_MAX)).transform((v, ctx): string => {
    const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
    // Characters as a reader counts them (code points, so an emoji or a rare character is one).
    const length = [...s].length;
    if (length === 0 || length < REPORT_SUMMARY_MIN || length > REPORT_SUMMARY_MAX) {
      ctx.addIssue({ code: 'custom', message: length === 0 ? REPORT_CONTENT_MSG.summaryMissing : length < REPORT_SUMMARY_MIN ? REPORT_CONTENT_MSG.summaryShort : MALFORMED });
      return z.NEVER;
    }
    return s;
  }),
  photoIds: uploadIds(ATTACHMENT_MAX_FILES, REPORT_CONTENT_MSG.photosTooMany).optional().transform((v) => v ?? []),
  fileIds: uploadIds(ATTACHMENT_MAX_FILES, REPORT_CONTENT_MSG.filesTooMany).optional().transform((v) => v ?? []),
  items: itemList(reportItem, true).optional().transform((v) => v ?? []),
});
export type ReportSubmitParams = z.output<typeof reportSubmitParams>;

export const reportListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), scope: optionalOneOf(['mine', 'all'] as const) });

export const reportAuditParams = z.object({
  ids: idList('ids', '请选择活动', 100),
  result: oneOf(REVIEW_DECISIONS, '参数错误: result 格式不正确'),
  opinion: optionalText({ max: 500 }),
});
/** One review decision over 1–100 rows (the widest of the review bodies: all three decisions). */
export type ReportAuditParams = z.output<typeof reportAuditParams>;
