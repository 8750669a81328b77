/**
 * A sign task's figures for staff (issue 21 "Journals and sign tasks"; spec §2
 * /communist/signTask/detail): check-ins per occurrence with the rate over the participants, the
 * participants with their counts, the check-ins themselves, and the xlsx export of the check-ins.
 * Counted from sign_task_checkins every time.
 */
import ExcelJS from 'exceljs';
import type { Page } from '../../../common/envelope.js';
import type { SignTaskPageParams } from '../../../common/schemas/signTasks.js';
import { occurrencesUntil, type SignCheckinRow, type SignParticipantRow, type SignTaskStats } from '../../../common/signTasks.js';
import { chinaDay, fileStamp, formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { safeCell } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import { scheduleOf, visibleTask } from './manage.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

const rateOf = (n: number, of: number) => (of === 0 ? 0 : Math.round((n * 1000) / of) / 10);

/** GET /signTask/stats {id} → SignTaskStats: every occurrence up to today (or the end) with its count and rate. */
export async function taskStats(db: Db, caller: Caller, id: number, now = new Date()): Promise<SignTaskStats> {
  const t = await visibleTask(db, caller, id);
  const [participants, counts, checkins] = await Promise.all([
    repo.countParticipants(db, caller.schoolId, t), repo.countsByOccurrence(db, caller.schoolId, id), repo.countCheckins(db, caller.schoolId, id),
  ]);
  const byDay = new Map(counts.map((c) => [c.occurrence, c.n]));
  const days = occurrencesUntil(scheduleOf(t), chinaDay(now)).map((day) => ({ day, count: byDay.get(day) ?? 0, rate: rateOf(byDay.get(day) ?? 0, participants) }));
  const completed = t.minCheckins === null ? 0 : await repo.countCompleted(db, caller.schoolId, id, t.minCheckins);
  return { participants, occurrences: days.length, checkins, completed, days };
}

/** GET /signTask/participant/list {id, current, size} → {list: SignParticipantRow[], total}, by student number. */
export async function taskParticipants(db: Db, caller: Caller, p: SignTaskPageParams): Promise<Page<SignParticipantRow>> {
  const t = await visibleTask(db, caller, p.id);
  const { rows, total } = await repo.participantRows(db, caller.schoolId, t, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName ?? '', className: r.className ?? '', checkins: r.checkins,
      lastTime: formatDateTime(r.lastAt ? new Date(r.lastAt) : null), completed: t.minCheckins !== null && r.checkins >= t.minCheckins,
    })),
  };
}

const toCheckin = (r: Awaited<ReturnType<typeof repo.checkinRows>>['rows'][number]): SignCheckinRow => ({
  id: r.id, userId: r.userId, name: r.name, code: r.code, className: r.className ?? '', day: r.occurrence, checkinTime: formatDateTime(r.checkedAt), distanceM: r.distanceM,
});

/** GET /signTask/checkin/list {id, current, size} → {list: SignCheckinRow[], total}, newest first. */
export async function taskCheckins(db: Db, caller: Caller, p: SignTaskPageParams): Promise<Page<SignCheckinRow>> {
  await visibleTask(db, caller, p.id);
  const { rows, total } = await repo.checkinRows(db, caller.schoolId, p.id, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toCheckin) };
}

/** GET /signTask/export {id} → 签到记录_<名称>_<时间>.xlsx: one row per check-in (学号, 姓名, 班级, 签到日, 签到时间, 距离). */
export async function exportCheckins(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ content: Buffer; name: string }> {
  const t = await visibleTask(db, caller, id);
  const { rows } = await repo.checkinRows(db, caller.schoolId, id, null);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('签到记录', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: '学号', width: 16 }, { header: '姓名', width: 12 }, { header: '班级', width: 20 }, { header: '签到日', width: 12 },
    { header: '签到时间', width: 20 }, { header: '距离(米)', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows.map(toCheckin)) sheet.addRow([safeCell(r.code), safeCell(r.name), safeCell(r.className), r.day, r.checkinTime, r.distanceM ?? '']);
  return { content: Buffer.from(await wb.xlsx.writeBuffer()), name: `签到记录_${t.name}_${fileStamp(now)}.xlsx` };
}
