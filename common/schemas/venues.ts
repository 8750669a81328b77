/**
 * Params of the venue endpoints (issue 19 "Venues"). A failing field replies 10002 naming it
 * ('参数错误: capacity …') or with VENUE_MESSAGES' own text.
 * Routes: /site/{list,detail,options,calendar,add,update,delete,export}, /site/type/{list,add,update,delete},
 *  /site/apply, /site/apply/{mine,list,export,detail,cancel,activity,activity/options}, /site/audit/list, /site/audit.
 */
import { z } from 'zod';
import {
  BOOKING_ADVANCE_DAYS_MAX, BOOKING_HOURS_MAX, BOOKING_PURPOSE_MAX, SITE_CAPACITY_MAX, SITE_NAME_MAX, SITE_TYPE_NAME_MAX, VENUE_MESSAGES,
} from '../venues.js';
import { isValidPhone } from '../validators/phone.js';
import { REVIEW_DECISIONS, type ReviewDecision } from '../review.js';
import { idList } from './audits.js';
import { windowTime } from './declarations.js';
import { dayOrder, int, MALFORMED, optionalDay, optionalInt, optionalText, text, wire, wireJson } from './fields.js';
import { pageFields } from './paging.js';

const fieldMsg = (field: string, what: string) => `参数错误: ${field} ${what}`;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const idParams = z.object({ id: int({ min: 1 }) });

/** One opening window: weekday 1–7, 'HH:mm' start before end. */
const openHour = z.object({
  weekday: int({ min: 1, max: 7 }),
  start: text({ max: 5 }).refine((v) => HHMM.test(v), { message: MALFORMED }),
  end: text({ max: 5 }).refine((v) => HHMM.test(v), { message: MALFORMED }),
});

/** Equipment: a list of names (or one comma-separated text), blanks dropped, at most 20 of 20 characters. */
const equipment = wire<string[] | string>({ type: ['array', 'string', 'null'], items: { type: 'string', maxLength: 20 }, maxItems: 20 })
  .transform((v, ctx): string[] => {
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,，、]/) : v == null ? [] : null;
    if (items === null || items.some((s) => typeof s !== 'string')) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const names = [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))];
    if (names.length > 20 || names.some((s) => s.length > 20)) {
      ctx.addIssue({ code: 'custom', message: fieldMsg('equipment', '最多20项,每项不超过20个字') });
      return z.NEVER;
    }
    return names;
  });

/** The fields of a venue (add and update); the web form resolves with them too. */
export const siteFields = {
  name: text({ max: SITE_NAME_MAX }),
  typeId: int({ min: 1 }),
  location: text({ max: 100 }),
  capacity: int({ min: 1, max: SITE_CAPACITY_MAX }),
  equipment: equipment.optional().transform((v) => v ?? []),
  openHours: z.array(openHour, { message: MALFORMED }),
  status: int({ min: 1, max: 2 }),
  remarks: optionalText({ max: 500 }),
};

/** Each weekday at most once, each window's end after its start (the messages name the field). */
function checkSite(v: { openHours: { weekday: number; start: string; end: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  v.openHours.forEach((h, i) => {
    if (h.end <= h.start) ctx.addIssue({ code: 'custom', path: ['openHours', i, 'end'], message: fieldMsg(`openHours.${i}.end`, VENUE_MESSAGES.openBeforeClose) });
    if (seen.has(h.weekday)) ctx.addIssue({ code: 'custom', path: ['openHours', i, 'weekday'], message: fieldMsg(`openHours.${i}.weekday`, VENUE_MESSAGES.weekdayTwice) });
    seen.add(h.weekday);
  });
}

export const siteAddParams = z.object(siteFields).superRefine(checkSite);
export type SiteAddParams = z.output<typeof siteAddParams>;
export const siteUpdateParams = z.object({ id: int({ min: 1 }), ...siteFields }).superRefine(checkSite);
export type SiteUpdateParams = z.output<typeof siteUpdateParams>;

/** GET /site/list and /site/export filters. */
export const siteFilterFields = {
  name: optionalText({ max: 50 }),
  typeId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 1, max: 2 }),
  /** Venues holding at least this many people. */
  minCapacity: optionalInt({ min: 1, max: SITE_CAPACITY_MAX }),
};
export const siteFilterParams = z.object(siteFilterFields);
export type SiteFilter = z.output<typeof siteFilterParams>;
export const siteListParams = z.object({ ...pageFields, ...siteFilterFields });
export type SiteListParams = z.output<typeof siteListParams>;

/** GET /site/calendar {siteId, date?: any day of the week shown (default today)}. */
export const calendarParams = z.object({ siteId: int({ min: 1 }), date: optionalDay('date') });

/** A venue type (/system/site/template). */
export const siteTypeFields = {
  name: text({ max: SITE_TYPE_NAME_MAX }),
  maxHours: int({ min: 1, max: BOOKING_HOURS_MAX }),
  advanceDays: int({ min: 0, max: BOOKING_ADVANCE_DAYS_MAX }),
  remarks: optionalText({ max: 200 }),
};
export const siteTypeAddParams = z.object(siteTypeFields);
export type SiteTypeAddParams = z.output<typeof siteTypeAddParams>;
export const siteTypeUpdateParams = z.object({ id: int({ min: 1 }), ...siteTypeFields });
export type SiteTypeUpdateParams = z.output<typeof siteTypeUpdateParams>;

/** POST /site/apply (a booking request). */
export const applyParams = z.object({
  siteId: int({ min: 1 }),
  startTime: windowTime('startTime', false),
  endTime: windowTime('endTime', false),
  purpose: text({ max: BOOKING_PURPOSE_MAX, message: '请填写预约用途' }),
  attendees: int({ min: 1, max: SITE_CAPACITY_MAX }),
  contactName: text({ max: 20 }),
  contactPhone: text({ max: 11 }).refine(isValidPhone, { message: fieldMsg('contactPhone', '手机号格式不正确') }),
  activityId: optionalInt({ min: 1 }),
  remarks: optionalText({ max: 500 }),
}).superRefine((v, ctx) => {
  if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: VENUE_MESSAGES.endAfterStart });
});
export type ApplyParams = z.output<typeof applyParams>;

/** GET /site/apply/list and /site/apply/export filters. */
export const bookingFilterFields = {
  siteId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 1, max: 5 }),
  /** Purpose, applicant name or contact contains. */
  name: optionalText({ max: 50 }),
  /** Bookings starting on or after this day. */
  startDate: optionalDay('startDate'),
  /** Bookings starting on or before this day. */
  endDate: optionalDay('endDate'),
};
const bookingDayOrder = dayOrder('startDate', 'endDate', '开始时间不能晚于结束时间');
export const bookingFilterParams = z.object(bookingFilterFields).superRefine(bookingDayOrder);
export type BookingFilter = z.output<typeof bookingFilterParams>;
export const bookingListParams = z.object({ ...pageFields, ...bookingFilterFields }).superRefine(bookingDayOrder);
export type BookingListParams = z.output<typeof bookingListParams>;
export const mineParams = z.object({ ...pageFields, status: optionalInt({ min: 1, max: 5 }) });

export const activityParams = z.object({ activityId: int({ min: 1 }) });
export const activityOptionParams = z.object({ name: optionalText({ max: 50 }) });

export const auditListParams = z.object({
  ...pageFields,
  siteId: optionalInt({ min: 1 }),
  name: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 })
    .refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED })
    .meta(wireJson.oneOf(['mine', 'all'], true)),
});
export type AuditListParams = z.output<typeof auditListParams>;

/** POST /site/audit {ids, result 'pass'|'reject'|'refuse', opinion? (required but to pass)}. */
export const auditParams = z.object({
  ids: idList(),
  result: text({ max: 6 }).refine((v) => (REVIEW_DECISIONS as readonly string[]).includes(v), { message: MALFORMED }).transform((v) => v as ReviewDecision),
  opinion: optionalText({ max: 500 }),
});
export type AuditParams = z.output<typeof auditParams>;
