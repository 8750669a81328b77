/** Database rows of venues and bookings → their wire shapes (common/venues.ts). */
import { formatDateTime, formatMinute } from '../../../common/time.js';
import { bookingStatusLabels, siteStatusLabels, type OpenHour, type SiteBookingRow, type SiteRow } from '../../../common/venues.js';
import type { BookingRecord, SiteRecord } from './repository.js';

/** jsonb opening hours (or their JSON text) → OpenHour[] by weekday. */
export function openHoursOf(v: unknown): OpenHour[] {
  const list = (typeof v === 'string' ? JSON.parse(v) : v) as OpenHour[] | null;
  return [...(list ?? [])].sort((a, b) => a.weekday - b.weekday);
}

export function toSiteRow(r: SiteRecord): SiteRow {
  return {
    id: r.id, name: r.name, typeId: r.typeId, typeName: r.typeName, location: r.location, capacity: r.capacity, equipment: r.equipment ?? [],
    openHours: openHoursOf(r.openHours), status: r.status, statusName: siteStatusLabels[r.status] ?? '', remarks: r.remarks,
    upcoming: Number(r.upcoming), pending: Number(r.pending),
  };
}

export function toBookingRow(r: BookingRecord): SiteBookingRow {
  return {
    id: r.id, siteId: r.siteId, siteName: r.siteName, location: r.location, purpose: r.purpose, attendees: r.attendees,
    contactName: r.contactName, contactPhone: r.contactPhone, startTime: formatMinute(r.startAt), endTime: formatMinute(r.endAt),
    activityId: r.activityId, activityName: r.activityName, userId: r.userId, userName: r.userName,
    status: r.status, statusName: bookingStatusLabels[r.status] ?? '', opinion: r.opinion, applyTime: formatDateTime(r.createdAt),
  };
}
