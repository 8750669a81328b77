/**
 * Venue bookings (issue 19 "Venues"; spec §2 /communist/site/apply, /site/apply/list): a request
 * for a time range with purpose, attendees and contact, optionally for an activity, submitted into
 * the school's flow of kind 15 (audits/subject.ts). It must keep the venue's rules (rules.ts) and
 * may not collide with an approved booking (the message names it; pending ones may overlap, the
 * review decides). The applicant sees their own; 预约列表 and the reviewers see every one.
 */
import { SourceType } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { ApplyParams, BookingListParams } from '../../../common/schemas/venues.js';
import { formatMinute } from '../../../common/time.js';
import { BookingStatus, conflictMessage, SiteStatus, VENUE_MESSAGES, type SiteBookingDetail, type SiteBookingRow } from '../../../common/venues.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { dropOpenTasks, recordAudit } from '../audits/engine.js';
import { auditHistory } from '../audits/history.js';
import { submitForReview } from '../audits/subject.js';
import { seesAllBookings } from './access.js';
import * as repo from './repository.js';
import { toBookingRow } from './rows.js';
import { bookingRuleBroken } from './rules.js';
import { loadSite } from './sites.js';
import { openHoursOf } from './rows.js';

export const SOURCE = SourceType.SITE_APPLY;
type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** History action labels of a booking. */
const ACTIONS: Record<string, string> = { submit: '提交预约', approveStep: '审核通过', reject: '驳回', refuse: '拒绝', cancel: '取消预约' };
export const actionLabel = (action: string) => ACTIONS[action] ?? action;

/** 10002 conflictMessage when an approved booking of the venue overlaps [start, end) (other than `exceptId`). */
export async function refuseOverlap(db: Db, schoolId: number, siteId: number, start: Date, end: Date, exceptId?: number): Promise<void> {
  const c = await repo.findApprovedOverlap(db, schoolId, siteId, start, end, exceptId);
  if (c) throw badParams(conflictMessage({ purpose: c.purpose, startTime: formatMinute(c.startAt), endTime: formatMinute(c.endAt) }));
}

/**
 * POST /site/apply ApplyParams → {id, status 1}: pending at step 1 of the school's venue flow.
 * 10002: '场地不存在', '该场地已停用,不能预约', the rules (opening hours, capacity, length, how far
 * ahead, one day, not begun), an approved booking in the way (naming it), '活动不存在', no flow
 * ('未配置场地预约审核流程…').
 */
export async function applyBooking(db: Db, caller: Caller, p: ApplyParams, now = new Date()): Promise<{ id: number; status: number }> {
  const site = await loadSite(db, caller.schoolId, p.siteId);
  if (site.status !== SiteStatus.OPEN) throw badParams(VENUE_MESSAGES.siteClosed);
  const broken = bookingRuleBroken({
    start: p.startTime, end: p.endTime, attendees: p.attendees, capacity: site.capacity, openHours: openHoursOf(site.openHours),
    maxHours: site.maxHours, advanceDays: site.advanceDays, now,
  });
  if (broken) throw badParams(broken);
  if (p.activityId !== undefined && !(await repo.activityExists(db, caller.schoolId, p.activityId))) throw fieldError('activityId', VENUE_MESSAGES.activityNotFound);
  await refuseOverlap(db, caller.schoolId, p.siteId, p.startTime, p.endTime);
  const { id } = await repo.insertBooking(db, {
    schoolId: caller.schoolId, siteId: p.siteId, userId: caller.userId, purpose: p.purpose, attendees: p.attendees,
    contactName: p.contactName, contactPhone: p.contactPhone, startAt: p.startTime, endAt: p.endTime, activityId: p.activityId ?? null,
    remarks: p.remarks ?? '', status: BookingStatus.PENDING, createdAt: now,
  });
  await submitForReview(db, {
    schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, organizationId: null, applicantId: caller.userId,
    taskName: `${site.name} ${formatMinute(p.startTime)} ${p.purpose}`, toStatus: BookingStatus.PENDING, now,
  });
  return { id, status: BookingStatus.PENDING };
}

/** GET /site/apply/mine {current, size, status?} → the caller's own bookings, latest start first. */
export async function myBookings(db: Db, caller: Caller, p: { current: number; size: number; status?: number }): Promise<Page<SiteBookingRow>> {
  const { rows, total } = await repo.findBookings(db, caller.schoolId, { status: p.status, userId: caller.userId }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toBookingRow), total };
}

/** GET /site/apply/list {filters} → every booking of the school matching them, latest start first. */
export async function listBookings(db: Db, schoolId: number, p: BookingListParams): Promise<Page<SiteBookingRow>> {
  const { rows, total } = await repo.findBookings(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toBookingRow), total };
}

/** The booking; 10002 '预约不存在'. */
async function loadBooking(db: Db, schoolId: number, id: number) {
  const b = await repo.findBooking(db, schoolId, id);
  if (!b) throw badParams(VENUE_MESSAGES.bookingNotFound);
  return b;
}

const cancellable = (b: { status: number; startAt: Date }, now: Date) =>
  b.status === BookingStatus.PENDING || (b.status === BookingStatus.APPROVED && b.startAt > now);

/**
 * GET /site/apply/detail {id} → SiteBookingDetail with its history: for its applicant, holders of
 * 预约列表 or the review; else 10003; 10002 '预约不存在'.
 */
export async function bookingDetail(db: Db, caller: Caller, id: number, now = new Date()): Promise<SiteBookingDetail> {
  const b = await loadBooking(db, caller.schoolId, id);
  const own = b.userId === caller.userId;
  if (!own && !(await seesAllBookings(db, caller))) throw noPermission();
  return {
    ...toBookingRow(b),
    history: await auditHistory(db, caller.schoolId, [SOURCE], id, actionLabel),
    canCancel: own && cancellable(b, now),
  };
}

/**
 * POST /site/apply/cancel {id} → {id, status 5}: the applicant withdraws a pending booking (its
 * review task closes) or gives up an approved one that has not begun (the time is free again).
 * 10003 not theirs; 10002 '只能取消待审核或已通过且未开始的预约'.
 */
export async function cancelBooking(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ id: number; status: number }> {
  const [b] = await repo.lockBookings(db, caller.schoolId, [id]);
  if (!b) throw badParams(VENUE_MESSAGES.bookingNotFound);
  if (b.userId !== caller.userId) throw noPermission();
  if (!cancellable(b, now)) throw badParams(VENUE_MESSAGES.notCancellable);
  await dropOpenTasks(db, caller.schoolId, SOURCE, id, now);
  await repo.updateBooking(db, caller.schoolId, id, { status: BookingStatus.CANCELLED });
  await recordAudit(db, { schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, action: 'cancel', actorId: caller.userId, fromStatus: b.status, toStatus: BookingStatus.CANCELLED, now });
  return { id, status: BookingStatus.CANCELLED };
}

/**
 * GET /site/apply/activity {activityId} → the approved booking the activity references
 * (SiteBookingRow without the contact's name and phone: anyone who sees the activity reads it), or null.
 */
export async function activityBooking(db: Db, schoolId: number, activityId: number): Promise<SiteBookingRow | null> {
  const b = await repo.findActivityBooking(db, schoolId, activityId);
  return b ? { ...toBookingRow(b), contactName: '', contactPhone: '' } : null;
}

/** GET /site/apply/activity/options {name?} → [{id, name}] of activities a booking may be for (newest first, at most 20). */
export const activityOptions = (db: Db, schoolId: number, name?: string) => repo.findActivityOptions(db, schoolId, name);
