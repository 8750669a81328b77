/**
 * The venue booking review (issue 19; spec §2 /proceeding/wait/site/apply/auditing, §4 batch
 * decisions; to-do source type 15). The queue lists bookings with an open task — the caller's own
 * ('mine') or, for holders of 预约列表, every one ('all') — oldest task first. A decision on 1–100
 * bookings runs in one transaction: rows locked in id order, each decided through
 * decideReviewStep (pass / reject / refuse, reasons required but to pass). Approving after the last
 * step (by one of the step's auditors, or a holder of 预约列表) first locks the venue row, so approvals of one venue run one at a time, then refuses when an
 * approved booking is in the way, naming it; the exclusion constraint site_bookings_no_overlap is
 * the database's last word (the route maps it to 10002). Any refusal rolls the batch back, its
 * message naming the booking.
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { AuditListParams, AuditParams } from '../../../common/schemas/venues.js';
import { BookingStatus, VENUE_MESSAGES, type SiteAuditResult, type SiteBookingQueueRow } from '../../../common/venues.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { ApiError, badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideReviewStep } from '../audits/subject.js';
import { BOOKING_LIST_MODULE } from './access.js';
import { refuseOverlap, SOURCE } from './bookings.js';
import * as repo from './repository.js';
import { toBookingRow } from './rows.js';

export const ALL_QUEUE_REFUSED = '只有预约列表管理员可以查看全部待审核预约';
/** The exclusion constraint's refusal when two approvals passed their checks together. */
export const OVERLAP_CONSTRAINT: ConstraintMessages = { site_bookings_no_overlap: { message: '该时段已有已通过的预约,不能重复批准' } };

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** GET /site/audit/list {current, size, siteId?, name?, scope?} → {list: SiteBookingQueueRow[], total}; 10003 ALL_QUEUE_REFUSED. */
export async function bookingQueue(db: Db, caller: Caller, p: AuditListParams, now = new Date()): Promise<Page<SiteBookingQueueRow>> {
  const all = p.scope === 'all';
  if (all && !(await hasPermission(db, caller, BOOKING_LIST_MODULE))) throw noPermission(ALL_QUEUE_REFUSED);
  const { rows, total } = await repo.findBookingQueue(db, caller.schoolId, SOURCE, { auditorId: all ? null : caller.userId, siteId: p.siteId, name: p.name }, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({ ...toBookingRow(r), taskId: r.taskId, stepName: r.stepName, stepNo: r.stepNo, stepCount: r.stepCount, waitTime: waitingTime(r.taskCreatedAt, now) })),
  };
}

const STATUSES = { pending: BookingStatus.PENDING, approved: BookingStatus.APPROVED, rejected: BookingStatus.REJECTED, refused: BookingStatus.REFUSED };

/**
 * POST /site/audit {ids, result, opinion?} → SiteAuditResult. Run in one transaction. 10002:
 * '预约不存在', '驳回必须填写原因' / '拒绝必须填写原因', the conflict naming the approved booking,
 * or a booking not under review — each prefixed with the booking ('报告厅 2026-03-02 10:00 班会: …');
 * 10003 when the caller is not its step's auditor.
 */
export async function auditBookings(db: Db, caller: Caller, p: AuditParams, now = new Date()): Promise<SiteAuditResult> {
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockBookings(db, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(VENUE_MESSAGES.bookingNotFound);
  // Holders of 预约列表 (who see the whole queue) decide on any step, as the group's managers.
  const asAdmin = await hasPermission(db, caller, BOOKING_LIST_MODULE);
  const out: SiteAuditResult = { count: 0, approved: 0, advanced: 0, rejected: 0, refused: 0 };
  for (const b of rows) {
    try {
      if (p.result === 'pass' && b.status === BookingStatus.PENDING) {
        // Serialises approvals per venue; the check below then sees every approval committed before.
        const site = await repo.lockSite(db, caller.schoolId, b.siteId);
        if (site) await refuseOverlap(db, caller.schoolId, b.siteId, b.startAt, b.endAt, b.id);
      }
      const d = await decideReviewStep(db, {
        schoolId: caller.schoolId, sourceType: SOURCE, relationId: b.id, auditorId: caller.userId, asAdmin, decision: p.result,
        opinion: p.opinion ?? '', fromStatus: b.status, statuses: STATUSES, now,
      });
      if (d.outcome !== 'advanced') await repo.updateBooking(db, caller.schoolId, b.id, { status: d.status, opinion: p.opinion ?? '', auditedBy: caller.userId, auditedAt: now });
      out[d.outcome] += 1;
      out.count += 1;
    } catch (e) {
      if (e instanceof ApiError) throw new ApiError(e.code, `${await bookingLabel(db, caller.schoolId, b.id)}: ${e.message}`, e.data);
      throw e;
    }
  }
  return out;
}

/** '报告厅 2026-03-02 10:00 班会' for the messages. */
async function bookingLabel(db: Db, schoolId: number, id: number): Promise<string> {
  const b = await repo.findBooking(db, schoolId, id);
  return b ? `${b.siteName} ${toBookingRow(b).startTime} ${b.purpose}` : `#${id}`;
}
