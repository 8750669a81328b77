/**
 * The venue demo of 示范大学 (issue 19 "Venues"): three venue types with their rules, six venues
 * (one closed for repair) and a handful of bookings around `now` in every status, written through
 * the services themselves: t1001 (指导教师) and admin apply with applyBooking, a1001 (审核员, the
 * auditor of the seeded flow 场地预约审核) decides with auditBookings, one booking is cancelled.
 * One pending request overlaps an approved booking, so the reviewer meets the conflict. Other
 * schools get nothing.
 */
import { SiteStatus } from '../../common/venues.js';
import { formatMinute } from '../../common/time.js';
import type { ApplyParams } from '../../common/schemas/venues.js';
import { auditBookings } from '../modules/venues/audit.js';
import { applyBooking, cancelBooking } from '../modules/venues/bookings.js';
import { addSite, addSiteType } from '../modules/venues/sites.js';
import type { Trx } from '../db/db.js';
import { DEMO_AUDITOR } from './activityStaff.js';
import { userIdLookup } from './lookups.js';
import { weekdayOf } from '../modules/venues/rules.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const hours = (start: string, end: string, days = WEEKDAYS) => days.map((weekday) => ({ weekday, start, end }));

const TYPES = [
  { name: '报告厅', maxHours: 4, advanceDays: 30, remarks: '大型讲座、典礼、晚会' },
  { name: '会议室', maxHours: 3, advanceDays: 14, remarks: '组会、例会、小型研讨' },
  { name: '体育场馆', maxHours: 2, advanceDays: 7, remarks: '比赛与训练' },
];

const SITES = [
  { name: '学术报告厅', type: '报告厅', location: '图书馆一楼东侧', capacity: 300, equipment: ['投影仪', '音响', '无线话筒', '录播系统'], openHours: hours('08:00', '22:00'), status: SiteStatus.OPEN },
  { name: '大学生活动中心多功能厅', type: '报告厅', location: '大学生活动中心二楼', capacity: 150, equipment: ['LED屏', '音响', '舞台灯光'], openHours: hours('09:00', '22:00'), status: SiteStatus.OPEN },
  { name: '团委第一会议室', type: '会议室', location: '行政楼305', capacity: 30, equipment: ['电视', '白板', '视频会议终端'], openHours: hours('08:00', '18:00', [1, 2, 3, 4, 5]), status: SiteStatus.OPEN },
  { name: '学生社团活动室', type: '会议室', location: '大学生活动中心一楼', capacity: 40, equipment: ['白板', '桌椅'], openHours: hours('08:00', '21:30'), status: SiteStatus.OPEN },
  { name: '风雨篮球馆', type: '体育场馆', location: '东区体育中心', capacity: 120, equipment: ['计分牌', '音响'], openHours: hours('07:00', '21:00'), status: SiteStatus.OPEN },
  { name: '小剧场', type: '报告厅', location: '艺术楼B座', capacity: 200, equipment: ['舞台', '灯光', '音响'], openHours: hours('09:00', '21:00'), status: SiteStatus.CLOSED, remarks: '舞台翻修中,暂停预约' },
];

/** A booking: venue, day offset from today, 'HH:mm' window, purpose, attendees, who applies, and its fate. */
const BOOKINGS: { site: string; day: number; from: string; to: string; purpose: string; attendees: number; by: 'teacher' | 'admin'; fate: 'approve' | 'reject' | 'pending' | 'cancel' }[] = [
  { site: '学术报告厅', day: -3, from: '14:00', to: '16:00', purpose: '青年大学习主题宣讲', attendees: 260, by: 'teacher', fate: 'approve' },
  // Asked for first, then overtaken by an approval: the reviewer meets the conflict.
  { site: '学术报告厅', day: 2, from: '20:00', to: '21:30', purpose: '辩论赛决赛', attendees: 200, by: 'admin', fate: 'pending' },
  { site: '学术报告厅', day: 2, from: '19:00', to: '21:00', purpose: '迎新晚会彩排', attendees: 120, by: 'teacher', fate: 'approve' },
  { site: '团委第一会议室', day: 1, from: '10:00', to: '11:30', purpose: '学生会例会', attendees: 20, by: 'admin', fate: 'approve' },
  { site: '团委第一会议室', day: 3, from: '14:00', to: '15:00', purpose: '志愿者培训', attendees: 25, by: 'teacher', fate: 'pending' },
  { site: '大学生活动中心多功能厅', day: 4, from: '18:30', to: '21:00', purpose: '社团文化节开幕式', attendees: 140, by: 'teacher', fate: 'reject' },
  { site: '风雨篮球馆', day: 5, from: '16:00', to: '18:00', purpose: '院系篮球联赛', attendees: 80, by: 'admin', fate: 'cancel' },
  { site: '学生社团活动室', day: 6, from: '19:00', to: '21:00', purpose: '书法协会活动', attendees: 30, by: 'teacher', fate: 'pending' },
];

/** Writes the demo for `schoolId` (示范大学 only). */
export async function seedVenues(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== 10001) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', 't1001', DEMO_AUDITOR.username]);
  const [adminId, teacherId, auditorId] = [uid('admin'), uid('t1001'), uid(DEMO_AUDITOR.username)];
  if (!adminId || !teacherId || !auditorId) return;
  const typeIds = new Map<string, number>();
  for (const t of TYPES) typeIds.set(t.name, (await addSiteType(trx, { schoolId, userId: adminId }, t)).id);
  const siteIds = new Map<string, number>();
  for (const s of SITES) {
    const { type, ...rest } = s;
    siteIds.set(s.name, (await addSite(trx, { schoolId, userId: adminId }, { ...rest, typeId: typeIds.get(type)!, remarks: 'remarks' in s ? s.remarks : undefined })).id);
  }
  // Whole days from today's China midnight, so the windows are the ones written.
  const today = new Date(`${formatMinute(now).slice(0, 10)}T00:00:00+08:00`).getTime();
  const at = (day: number, hhmm: string) => new Date(today + day * DAY + Number(hhmm.slice(0, 2)) * HOUR + Number(hhmm.slice(3)) * 60_000);
  const openDays = new Map(SITES.map((s) => [s.name, new Set(s.openHours.map((h) => h.weekday))]));
  for (const b of BOOKINGS) {
    // The first day from b.day on which the venue opens (团委第一会议室 opens on weekdays).
    let day = b.day;
    while (!openDays.get(b.site)!.has(weekdayOf(formatMinute(at(day, '12:00')).slice(0, 10)))) day += 1;
    const start = at(day, b.from);
    // A past booking was asked for two days before it.
    const asked = start.getTime() > now.getTime() ? now : new Date(start.getTime() - 2 * DAY);
    const applicant = { schoolId, userId: b.by === 'admin' ? adminId : teacherId };
    const input: ApplyParams = {
      siteId: siteIds.get(b.site)!, startTime: start, endTime: at(day, b.to), purpose: b.purpose, attendees: b.attendees,
      contactName: b.by === 'admin' ? '王老师' : '李老师', contactPhone: b.by === 'admin' ? '13900000001' : '13900000002',
    };
    const { id } = await applyBooking(trx, applicant, input, asked);
    const auditor = { schoolId, userId: auditorId };
    if (b.fate === 'approve' || b.fate === 'cancel') await auditBookings(trx, auditor, { ids: [id], result: 'pass', opinion: '同意' }, asked);
    if (b.fate === 'reject') await auditBookings(trx, auditor, { ids: [id], result: 'reject', opinion: '与学院活动时间冲突,请改期' }, asked);
    if (b.fate === 'cancel') await cancelBooking(trx, applicant, id, asked);
  }
}
