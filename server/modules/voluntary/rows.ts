/** Database rows of volunteering → wire rows (common/voluntary.ts). */
import { formatDateTime } from '../../../common/time.js';
import { minutesToHours, type ServiceHoursRow, type VolunteerRow } from '../../../common/voluntary.js';
import { chinaDay } from '../../../common/time.js';
import type { ServiceRecord, VolunteerRecord } from './repository.js';

/** A volunteer row; totalHours from the approved minutes. */
export function toVolunteerRow(r: VolunteerRecord): VolunteerRow {
  return {
    id: r.id, userId: r.userId, volunteerNo: r.volunteerNo, name: r.name, studentCode: r.studentCode, collegeName: r.collegeName,
    organizationId: r.organizationId, organizationName: r.organizationName, intentions: r.intentions, phone: r.phone, status: r.status,
    totalHours: minutesToHours(r.approvedMinutes), registeredAt: formatDateTime(r.registeredAt),
  };
}

/** A service-hours row; serviceDate is the activity's start day (China time). */
export function toServiceRow(r: ServiceRecord): ServiceHoursRow {
  return {
    id: r.id, activityId: r.activityId, activityName: r.activityName, organizationName: r.organizationName, userId: r.userId, name: r.name,
    studentCode: r.studentCode, signInAt: formatDateTime(r.signInAt), signOutAt: formatDateTime(r.signOutAt), servedMinutes: r.servedMinutes,
    minutes: r.minutes, hours: minutesToHours(r.minutes), correctionReason: r.correctionReason, status: r.status, reason: r.reason,
    serviceDate: chinaDay(r.startTime),
  };
}
