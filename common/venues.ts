/**
 * Venues and their bookings on the wire (issue 19 "Venues"; spec §2 /communist/site list, apply,
 * creat, /site/apply/list, /proceeding/wait/site/apply/auditing, /system/site/template). The
 * endpoints are documented in server/modules/venues. Times 'YYYY-MM-DD HH:mm' in China Standard
 * Time; opening hours 'HH:mm' per weekday (1 Monday … 7 Sunday).
 */
import type { AuditHistoryItem } from './activities.js';

/** A venue's status: 1 开放 (bookable), 2 停用 (closed, e.g. under repair). */
export const SiteStatus = { OPEN: 1, CLOSED: 2 } as const;
export const siteStatusLabels: Record<number, string> = { 1: '开放', 2: '停用' };

/** A booking's status: pending review, approved, rejected, refused, cancelled by the applicant. */
export const BookingStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3, REFUSED: 4, CANCELLED: 5 } as const;
export const bookingStatusLabels: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已驳回', 4: '已拒绝', 5: '已取消' };
export const BOOKING_STATUSES = [1, 2, 3, 4, 5] as const;

/** Weekday labels, 1 Monday … 7 Sunday (ISO). */
export const weekdayLabels: Record<number, string> = { 1: '周一', 2: '周二', 3: '周三', 4: '周四', 5: '周五', 6: '周六', 7: '周日' };

/** Limits. */
export const SITE_NAME_MAX = 50;
export const SITE_CAPACITY_MAX = 100_000;
export const SITE_TYPE_NAME_MAX = 30;
export const BOOKING_PURPOSE_MAX = 100;
export const BOOKING_HOURS_MAX = 24;
export const BOOKING_ADVANCE_DAYS_MAX = 365;

/** Spec-silent messages, shared by server and web. */
export const VENUE_MESSAGES = {
  siteNotFound: '场地不存在',
  typeNotFound: '场地类型不存在',
  bookingNotFound: '预约不存在',
  siteNameTaken: '已存在同名场地',
  typeNameTaken: '已存在同名场地类型',
  siteHasBookings: '该场地已有预约,不能删除',
  typeInUse: '该类型下还有场地,不能删除',
  siteClosed: '该场地已停用,不能预约',
  endAfterStart: '结束时间必须晚于开始时间',
  openBeforeClose: '开放结束时间必须晚于开始时间',
  weekdayTwice: '同一天只能设置一个开放时段',
  notInFuture: '不能预约已经开始的时段',
  sameDay: '预约不能跨天',
  activityNotFound: '活动不存在',
  notCancellable: '只能取消待审核或已通过且未开始的预约',
} as const;

/** '该场地周日不开放' / '超出场地开放时间(周一 08:00-22:00)'. */
export const closedOnMessage = (weekday: number) => `该场地${weekdayLabels[weekday]}不开放`;
export const outsideHoursMessage = (weekday: number, start: string, end: string) => `超出场地开放时间(${weekdayLabels[weekday]} ${start}-${end})`;
export const overCapacityMessage = (capacity: number) => `参与人数超过场地容量(${capacity}人)`;
export const tooLongMessage = (hours: number) => `单次预约不能超过${hours}小时`;
export const tooEarlyMessage = (days: number) => `最多提前${days}天预约`;
/** The refusal naming the approved booking a new one or an approval collides with. */
export const conflictMessage = (c: { purpose: string; startTime: string; endTime: string }) =>
  `与已通过的预约「${c.purpose}」(${c.startTime} 至 ${c.endTime.slice(11)})时间冲突`;

/** One opening window of a weekday. */
export interface OpenHour {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** 'HH:mm'. */
  start: string;
  end: string;
}

/** A venue type (场地类型, /system/site/template): the booking rules its venues follow. */
export interface SiteTypeRow {
  id: number;
  name: string;
  /** Longest single booking, in hours. */
  maxHours: number;
  /** How many days ahead a booking may start at most. */
  advanceDays: number;
  remarks: string;
  /** Venues of the type. */
  siteCount: number;
}

/** A venue in the list (GET /site/list). */
export interface SiteRow {
  id: number;
  name: string;
  typeId: number;
  typeName: string;
  location: string;
  capacity: number;
  equipment: string[];
  openHours: OpenHour[];
  status: number;
  statusName: string;
  remarks: string;
  /** Approved bookings from now on. */
  upcoming: number;
  /** Bookings waiting for review. */
  pending: number;
}

/** A booking row (GET /site/apply/list, the queue and the calendar). */
export interface SiteBookingRow {
  id: number;
  siteId: number;
  siteName: string;
  location: string;
  purpose: string;
  attendees: number;
  contactName: string;
  contactPhone: string;
  /** 'YYYY-MM-DD HH:mm'. */
  startTime: string;
  endTime: string;
  activityId: number | null;
  activityName: string;
  userId: number;
  userName: string;
  status: number;
  statusName: string;
  opinion: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  applyTime: string;
}

/** A row of the review queue: the booking plus its open step. */
export interface SiteBookingQueueRow extends SiteBookingRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

/** GET /site/apply/detail. */
export interface SiteBookingDetail extends SiteBookingRow {
  history: AuditHistoryItem[];
  /** The caller may cancel it (the applicant, pending or approved and not begun). */
  canCancel: boolean;
}

/** GET /site/calendar: one week of a venue. */
export interface SiteWeek {
  site: SiteRow;
  /** Monday 'YYYY-MM-DD' of the week shown. */
  weekStart: string;
  days: { date: string; weekday: number; open: { start: string; end: string } | null }[];
  /** Approved and pending bookings of the week, by start. */
  bookings: SiteBookingRow[];
}

/** POST /site/audit's reply. */
export interface SiteAuditResult {
  count: number;
  approved: number;
  advanced: number;
  rejected: number;
  refused: number;
}
