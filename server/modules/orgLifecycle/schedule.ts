/**
 * 组织工作安排 (issue 21; spec §2 /system/schedule/organ, our reading of "schedule organ"): per
 * academic year (1 August to 31 July, China time) one window per organisation process — 成立, 注册,
 * 年审, 评优, 注销 (OrgApplyKind) — in which its applications are accepted. Submitting or
 * resubmitting an application of a kind whose current-year window does not contain today is
 * refused (10002 outsideWindowMessage, naming the window); a kind without a window stays open.
 * Editing needs the module '/system/schedule/organ' (754); the open windows are for any signed-in
 * user (an organisation leader's page).
 */
import { noParams } from '../../../common/schemas/fields.js';
import { scheduleParams, scheduleSaveParams, type ScheduleSaveParams } from '../../../common/schemas/publicityFields.js';
import { outsideWindowMessage, SCHEDULE_MODULE, scheduleKindLabels, type ScheduleYear } from '../../../common/orgSchedule.js';
import { chinaDay } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { schoolRows } from '../../db/tenant.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { badParams } from '../../protocol/errors.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import { academicYearAt } from './years.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

const windowsOf = (db: Db, schoolId: number, academicYear: number) =>
  schoolRows(db, 'orgScheduleWindows', schoolId, { academicYear }).select(['kind', 'startDate', 'endDate', 'remarks']).orderBy('kind').execute();

/** The year's windows with whether each is open on `now`'s day. */
export async function scheduleYear(db: Db, schoolId: number, academicYear: number | undefined, now = new Date()): Promise<ScheduleYear> {
  const year = academicYear ?? academicYearAt(now);
  const today = chinaDay(now);
  const rows = await windowsOf(db, schoolId, year);
  return {
    academicYear: year, today,
    windows: rows.map((w) => ({ ...w, kindName: scheduleKindLabels[w.kind] ?? '', open: w.startDate <= today && today <= w.endDate })),
  };
}

/** POST /organization/schedule/save: the year's windows replace the ones there, in one transaction. */
export async function saveSchedule(trx: Trx, caller: Caller, p: ScheduleSaveParams, now = new Date()): Promise<ScheduleYear> {
  await trx.deleteFrom('orgScheduleWindows').where('schoolId', '=', caller.schoolId).where('academicYear', '=', p.academicYear).execute();
  if (p.windows.length)
    await trx.insertInto('orgScheduleWindows').values(p.windows.map((w) => ({
      schoolId: caller.schoolId, academicYear: p.academicYear, kind: w.kind, startDate: w.startDate, endDate: w.endDate, remarks: w.remarks, updatedBy: caller.userId, updatedAt: now,
    }))).execute();
  return scheduleYear(trx, caller.schoolId, p.academicYear, now);
}

/** 10002 outsideWindowMessage when the current year has a window for `kind` and today is outside it. */
export async function refuseOutsideWindow(db: Db, schoolId: number, kind: number, now = new Date()): Promise<void> {
  const w = await schoolRows(db, 'orgScheduleWindows', schoolId, { academicYear: academicYearAt(now), kind }).select(['startDate', 'endDate']).executeTakeFirst();
  const today = chinaDay(now);
  if (w && (today < w.startDate || today > w.endDate)) throw badParams(outsideWindowMessage(kind, w.startDate, w.endDate));
}

export const scheduleRoutes: AnyRoute[] = [
  /**
   * GET /organization/schedule {academicYear? (default: the current one)} → ScheduleYear {academicYear, today,
   * windows [{kind 1–5, kindName, startDate, endDate, remarks, open}]} (spec §2 /system/schedule/organ).
   */
  moduleRead('/organization/schedule', 'A year’s windows of the organisation processes.', [SCHEDULE_MODULE], scheduleParams, (db, se, p) => scheduleYear(db, se.schoolId, p.academicYear)),
  /**
   * POST /organization/schedule/save {academicYear, windows [{kind 1–5, startDate, endDate ('YYYY-MM-DD' within the
   * year, end not before start), remarks?}] (each kind once; [] clears)} → ScheduleYear. 10002 naming the window.
   */
  moduleWrite('/organization/schedule/save', 'Sets a year’s windows of the organisation processes.', [SCHEDULE_MODULE], scheduleSaveParams, saveSchedule),
  /** GET /organization/schedule/open → ScheduleYear of the current year (every window, `open` today): any signed-in user. */
  defineRoute({
    method: 'GET', path: '/organization/schedule/open', summary: 'This year’s windows of the organisation processes (an organisation leader’s page).', permission: 'session', schema: noParams,
    handler: ({ deps, session }) => scheduleYear(deps.db, session.schoolId, undefined),
  }),
];
