/**
 * Venue endpoints (issue 19 "Venues"; spec §2 /communist/site/list, /communist/site/apply,
 * /communist/site/creat, /site/apply/list, /proceeding/wait/site/apply/auditing,
 * /system/site/template). All scoped to the session's school; every write runs in one transaction.
 * Errors: 10002 naming the field or saying why (VENUE_MESSAGES, the booking rules, the conflict
 * naming the approved booking); 10003 without the module.
 *
 * Modules (access.ts): 1401 '/communist/site/list' lists and exports venues; 1403
 * '/communist/site/creat' writes them; 711 '/system/site/template' writes venue types; 1402
 * '/communist/site/apply' books; 1404 '/site/apply/list' lists and exports every booking; 117 the
 * review. Venues, types and calendars are read by holders of any of these.
 */
import type { z } from 'zod';
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/venues.js';
import type { SiteAuditResult, SiteBookingQueueRow, SiteBookingRow } from '../../../common/venues.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import type { JobKind } from '../../jobs/index.js';
import { BOOKING_LIST_MODULE, requireSiteReader, SITE_APPLY_MODULE, SITE_AUDIT_MODULE, SITE_CREATE_MODULE, SITE_LIST_MODULE, SITE_TYPE_MODULE } from './access.js';
import { auditBookings, bookingQueue, OVERLAP_CONSTRAINT } from './audit.js';
import { activityBooking, activityOptions, applyBooking, bookingDetail, cancelBooking, listBookings, myBookings } from './bookings.js';
import { siteWeek } from './calendar.js';
import { BOOKING_EXPORT_FILE, bookingExportJob, SITE_EXPORT_FILE, siteExportJob } from './export.js';
import {
  addSite, addSiteType, deleteSite, deleteSiteType, listSites, listSiteTypes, SITE_CONSTRAINTS, siteDetail, siteOptions, updateSite, updateSiteType,
} from './sites.js';

/** A read for holders of any venue module (requireSiteReader, else 10003). */
const siteRead = <S extends z.ZodType>(path: string, summary: string, schema: S, read: (db: Db, schoolId: number, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireSiteReader(deps.db, session);
      return read(deps.db, session.schoolId, params);
    },
  });

/** A POST under `permission`, in one transaction, with the unique names' constraints mapped. */
const write = <S extends z.ZodType>(path: string, summary: string, permission: `/${string}`, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission, schema, transactional: true, constraints: { ...SITE_CONSTRAINTS, ...OVERLAP_CONSTRAINT }, handler: ({ db, session, params }) => run(db, session, params) });

/** A GET starting an export job of `kind` with the filter. */
const exportRoute = <S extends z.ZodType>(path: string, summary: string, permission: `/${string}`, schema: S, kind: JobKind<{ filter: z.output<S> }>, fileName: string) =>
  defineRoute({
    method: 'GET', path, summary, permission, schema,
    handler: async ({ deps, session, params }): Promise<JobStarted> => ({
      id: await deps.jobs.enqueue(kind, { schoolId: session.schoolId, createdBy: session.userId, fileName }, { filter: params }),
    }),
  });

export const venueRoutes: AnyRoute[] = [
  /** GET /site/type/list → {list: SiteTypeRow[] {id, name, maxHours, advanceDays, remarks, siteCount}, total}: every type, by name. Venue readers. */
  siteRead('/site/type/list', 'Venue types and their booking rules (spec §2 /system/site/template).', noParams, listSiteTypes),
  /** POST /site/type/add {name ≤ 30, maxHours 1–24, advanceDays 0–365, remarks?} → {id}; 10002 '参数错误: name 已存在同名场地类型'. */
  write('/site/type/add', 'Creates a venue type.', SITE_TYPE_MODULE, s.siteTypeAddParams, addSiteType),
  /** POST /site/type/update {id, …as add} → {id}; 10002 '场地类型不存在'. */
  write('/site/type/update', 'Changes a venue type.', SITE_TYPE_MODULE, s.siteTypeUpdateParams, updateSiteType),
  /** POST /site/type/delete {id} → null; 10002 '该类型下还有场地,不能删除'. */
  write('/site/type/delete', 'Deletes a venue type without venues.', SITE_TYPE_MODULE, s.idParams, (db, session, { id }) => deleteSiteType(db, session, id)),

  /** GET /site/list {current, size, name? (name or location contains), typeId?, status? 1|2, minCapacity?} → {list: SiteRow[], total} by name. Venue readers. */
  siteRead('/site/list', 'Venues with filters (spec §2 /communist/site/list).', s.siteListParams, listSites),
  /** GET /site/detail {id} → SiteRow with its type's maxHours and advanceDays; 10002 '场地不存在'. */
  siteRead('/site/detail', 'One venue with its booking rules.', s.idParams, (db, schoolId, { id }) => siteDetail(db, schoolId, id)),
  /** GET /site/options → [{id, name, capacity, status, location}] by name. */
  siteRead('/site/options', 'Venue names for pickers and filters.', noParams, (db, schoolId) => siteOptions(db, schoolId)),
  /** GET /site/calendar {siteId, date? YYYY-MM-DD (default today)} → SiteWeek: Monday–Sunday with opening windows, approved and pending bookings. */
  siteRead('/site/calendar', 'A venue’s week: opening hours and bookings (issue 19 week calendar).', s.calendarParams, (db, schoolId, p) => siteWeek(db, schoolId, p.siteId, p.date)),
  /**
   * POST /site/add {name ≤ 50, typeId, location ≤ 100, capacity 1–100000, equipment? string[] (≤ 20 × 20),
   * openHours [{weekday 1–7, start 'HH:mm', end 'HH:mm'}] (one per weekday, end after start), status 1|2,
   * remarks?} → {id}; 10002 naming the field ('已存在同名场地', '场地类型不存在', '开放结束时间必须晚于开始时间').
   */
  write('/site/add', 'Creates a venue (spec §2 /communist/site/creat).', SITE_CREATE_MODULE, s.siteAddParams, addSite),
  /** POST /site/update {id, …as add} → {id}; 10002 '场地不存在'. */
  write('/site/update', 'Changes a venue.', SITE_CREATE_MODULE, s.siteUpdateParams, updateSite),
  /** POST /site/delete {id} → null; 10002 '该场地已有预约,不能删除'. */
  write('/site/delete', 'Deletes a venue nobody booked.', SITE_CREATE_MODULE, s.idParams, (db, session, { id }) => deleteSite(db, session, id)),
  /** GET /site/export {the filters of /site/list} → {id} of a 'site-export' job (场地列表.xlsx). */
  exportRoute('/site/export', 'Exports the filtered venue list as xlsx, as a job.', SITE_LIST_MODULE, s.siteFilterParams, siteExportJob, SITE_EXPORT_FILE),

  /**
   * POST /site/apply {siteId, startTime, endTime ('YYYY-MM-DD HH:mm'), purpose ≤ 100, attendees, contactName,
   * contactPhone (mobile), activityId?, remarks?} → {id, status 1}, pending review. Refusals in bookings.ts.
   */
  write('/site/apply', 'Requests a venue for a time range (spec §2 /communist/site/apply).', SITE_APPLY_MODULE, s.applyParams, applyBooking),
  /** GET /site/apply/mine {current, size, status?} → the caller's own bookings, latest start first. */
  defineRoute({
    method: 'GET', path: '/site/apply/mine', summary: 'The caller’s own venue bookings.', permission: SITE_APPLY_MODULE, schema: s.mineParams,
    handler: ({ deps, session, params }): Promise<Page<SiteBookingRow>> => myBookings(deps.db, session, params),
  }),
  /** POST /site/apply/cancel {id} → {id, status 5}; 10003 not theirs; 10002 '只能取消待审核或已通过且未开始的预约'. */
  write('/site/apply/cancel', 'The applicant cancels a pending or upcoming booking.', SITE_APPLY_MODULE, s.idParams, (db, session, { id }) => cancelBooking(db, session, id)),
  /** GET /site/apply/activity/options {name?} → [{id, name}] of activities a booking may be for. */
  defineRoute({
    method: 'GET', path: '/site/apply/activity/options', summary: 'Activities a booking may be for.', permission: SITE_APPLY_MODULE, schema: s.activityOptionParams,
    handler: ({ deps, session, params }) => activityOptions(deps.db, session.schoolId, params.name),
  }),
  /** GET /site/apply/activity {activityId} → the approved booking the activity references, or null. Any signed-in staff of the school. */
  defineRoute({
    method: 'GET', path: '/site/apply/activity', summary: 'The approved venue booking of an activity (activity detail).', permission: 'session', schema: s.activityParams,
    handler: ({ deps, session, params }) => activityBooking(deps.db, session.schoolId, params.activityId),
  }),
  /**
   * GET /site/apply/list {current, size, siteId?, status? 1–5, name? (purpose, applicant or contact contains),
   * startDate?, endDate? (YYYY-MM-DD on the start day)} → {list: SiteBookingRow[], total}, latest start first.
   */
  defineRoute({
    method: 'GET', path: '/site/apply/list', summary: 'Every venue booking with filters (spec §2 /site/apply/list).', permission: BOOKING_LIST_MODULE, schema: s.bookingListParams,
    handler: ({ deps, session, params }): Promise<Page<SiteBookingRow>> => listBookings(deps.db, session.schoolId, params),
  }),
  /** GET /site/apply/export {the filters of /site/apply/list} → {id} of a 'site-booking-export' job (场地预约.xlsx). */
  exportRoute('/site/apply/export', 'Exports the filtered bookings as xlsx, as a job.', BOOKING_LIST_MODULE, s.bookingFilterParams, bookingExportJob, BOOKING_EXPORT_FILE),
  /** GET /site/apply/detail {id} → SiteBookingDetail with history: its applicant, 预约列表 or the review (else 10003); 10002 '预约不存在'. */
  defineRoute({
    method: 'GET', path: '/site/apply/detail', summary: 'One booking with its review history.', permission: 'session', schema: s.idParams,
    handler: ({ deps, session, params }) => bookingDetail(deps.db, session, params.id),
  }),

  /** GET /site/audit/list {current, size, siteId?, name?, scope? 'mine'|'all'} → {list: SiteBookingQueueRow[], total}, oldest task first. */
  defineRoute({
    method: 'GET', path: '/site/audit/list', summary: 'Bookings waiting for the caller’s review.', permission: SITE_AUDIT_MODULE, schema: s.auditListParams,
    handler: ({ deps, session, params }): Promise<Page<SiteBookingQueueRow>> => bookingQueue(deps.db, session, params),
  }),
  /**
   * POST /site/audit {ids 1–100, result 'pass'|'reject'|'refuse', opinion? (required but to pass)} →
   * SiteAuditResult {count, approved, advanced, rejected, refused}; all or nothing (audit.ts). An
   * approval colliding with an approved booking is refused, naming it.
   */
  write('/site/audit', 'Passes, rejects or refuses venue bookings, in batch.', SITE_AUDIT_MODULE, s.auditParams, (db, session, p): Promise<SiteAuditResult> => auditBookings(db, session, p)),
];
