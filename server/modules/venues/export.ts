/**
 * The venue exports (issue 19: "exports where staff need spreadsheets"): GET /site/export → 场地列表.xlsx
 * and GET /site/apply/export → 场地预约.xlsx, the filtered lists in their order, statuses as labels.
 * Bookings are read in keyset batches on (start, id); a school's venues in one batch.
 */
import type { BookingFilter, SiteFilter } from '../../../common/schemas/venues.js';
import { weekdayLabels, type OpenHour } from '../../../common/venues.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { Db } from '../../db/db.js';
import { bookingsAfter, countBookings } from './repository.js';
import { toBookingRow } from './rows.js';
import { allSites } from './sites.js';

export const SITE_EXPORT_FILE = '场地列表.xlsx';
export const BOOKING_EXPORT_FILE = '场地预约.xlsx';
const BATCH = 1000;

/** '周一 08:00-22:00；周二 …'. */
export const openHoursText = (hours: OpenHour[]) => hours.map((h) => `${weekdayLabels[h.weekday]} ${h.start}-${h.end}`).join('；');

async function runSiteExport(db: Db, schoolId: number, filter: SiteFilter, report: JobReport) {
  const sites = await allSites(db, schoolId, filter);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '场地列表',
    headers: ['场地编号', '场地名称', '场地类型', '位置', '容量(人)', '设备', '开放时间', '状态', '待审核预约', '即将使用', '备注'],
    widths: [10, 20, 12, 24, 10, 30, 50, 8, 12, 10, 30],
    total: sites.length, report, batchSize: Math.max(sites.length, 1) + 1,
    fetch: async (after: number | null) => (after === null ? sites : []),
    cursorOf: (r) => r.id,
    cells: (r) => [r.id, r.name, r.typeName, r.location, r.capacity, r.equipment.join('、'), openHoursText(r.openHours), r.statusName, r.pending, r.upcoming, r.remarks],
  });
  return withFile({ rows }, { content, fileName: SITE_EXPORT_FILE, contentType: XLSX_TYPE });
}

async function runBookingExport(db: Db, schoolId: number, filter: BookingFilter, report: JobReport) {
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '场地预约',
    headers: ['预约编号', '场地', '位置', '用途', '开始时间', '结束时间', '人数', '联系人', '联系电话', '关联活动', '申请人', '状态', '审核意见', '申请时间'],
    widths: [10, 20, 24, 30, 18, 18, 8, 10, 14, 24, 10, 8, 30, 20],
    total: await countBookings(db, schoolId, filter), report, batchSize: BATCH,
    fetch: (after: { at: Date; id: number } | null) => bookingsAfter(db, schoolId, filter, after, BATCH),
    cursorOf: (raw) => ({ at: raw.startAt, id: raw.id }),
    cells: (raw) => {
      const r = toBookingRow(raw);
      return [r.id, r.siteName, r.location, r.purpose, r.startTime, r.endTime, r.attendees, r.contactName, r.contactPhone, r.activityName, r.userName, r.statusName, r.opinion, r.applyTime];
    },
  });
  return withFile({ rows }, { content, fileName: BOOKING_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /site/export's job: input {filter}; writes nothing but its file. */
export const siteExportJob = defineJob<{ filter: SiteFilter }>('site-export', (ctx) => runSiteExport(ctx.deps.db, ctx.schoolId, ctx.input.filter, ctx.report));
/** GET /site/apply/export's job: input {filter}; writes nothing but its file. */
export const bookingExportJob = defineJob<{ filter: BookingFilter }>('site-booking-export', (ctx) => runBookingExport(ctx.deps.db, ctx.schoolId, ctx.input.filter, ctx.report));
