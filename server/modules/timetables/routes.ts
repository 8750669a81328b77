/**
 * Timetable endpoints (issue 20 "Timetables"; spec §2 /data-platform/student/timetable,
 * /data-platform/teacher/timetable). All scoped to the session's school. Errors: 10002 naming the
 * field; 10003 without the kind's module (access.ts), for a student on a staff endpoint, for a
 * staff member on /timetable/mine.
 *
 * Modules: 1901 '/data-platform/student/timetable' (students' timetables, within the data scope),
 * 1902 '/data-platform/teacher/timetable' (teachers'), 1012 '/student/timetable' (a student's own).
 * The clash check is open to every staff member (clash.ts).
 */
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/timetables.js';
import type { ClashResult, TimetableBusy, TimetableEntryRow, TimetableTerm, TimetableWeek } from '../../../common/timetables.js';
import { requireStudent } from '../declarations/access.js';
import { XLSX_TYPE } from '../../jobs/index.js';
import { readSheet } from '../../jobs/sheets/index.js';
import { readUpload } from '../../jobs/sheets/upload.js';
import { defineRoute, FileDownload, type AnyRoute } from '../../protocol/define.js';
import { importLimitsOf } from '../schoolParams/repository.js';
import { MY_TIMETABLE_MODULE, requireKind, requireStaff } from './access.js';
import { clashFor } from './clash.js';
import { IMPORT_COLUMNS, importTemplate, TEMPLATE_FILE_NAME, TERM_NOT_FOUND } from './import.js';
import { timetableImportJobs } from './jobs.js';
import { findTermDates } from './repository.js';
import { busyMap, listEntries, myWeek, personWeek, termOptions } from './views.js';
import { fieldError } from '../../protocol/errors.js';

export const timetableRoutes: AnyRoute[] = [
  /** GET /timetable/terms → TimetableTerm[] {id, name, startDate, endDate, weekCount, currentWeek}, latest first. Any signed-in user. */
  defineRoute({
    method: 'GET', path: '/timetable/terms', summary: 'Terms with their week counts (timetable pickers).', permission: 'session', schema: noParams,
    handler: ({ deps, session }): Promise<TimetableTerm[]> => termOptions(deps.db, session.schoolId),
  }),
  /**
   * GET /timetable/list {current, size, kind 'student'|'teacher', termId, name? (name or code contains),
   * courseName?, weekday? 1–7, week? 1–30, collegeId?} → {list: TimetableEntryRow[], total} by code,
   * weekday, start; 10002 '参数错误: termId 学期不存在'.
   */
  defineRoute({
    method: 'GET', path: '/timetable/list', summary: 'Timetable entries of students or teachers with filters.', permission: 'session', schema: s.timetableListParams,
    handler: async ({ deps, session, params }): Promise<Page<TimetableEntryRow>> => listEntries(deps.db, session.schoolId, await requireKind(deps.db, session, params.kind), params),
  }),
  /** GET /timetable/week {kind, userId, termId? (current), week? (whole term)} → TimetableWeek; 10002 '参数错误: userId 人员不存在'. */
  defineRoute({
    method: 'GET', path: '/timetable/week', summary: 'A person’s classes in a term or one week of it.', permission: 'session', schema: s.timetableWeekParams,
    handler: async ({ deps, session, params }): Promise<TimetableWeek> => personWeek(deps.db, session.schoolId, await requireKind(deps.db, session, params.kind), params),
  }),
  /** GET /timetable/busy {kind, termId?, week?, collegeId?} → TimetableBusy: distinct persons with class per weekday × hour (08–22). */
  defineRoute({
    method: 'GET', path: '/timetable/busy', summary: 'How many persons have class in each weekday × hour (heat map).', permission: 'session', schema: s.timetableBusyParams,
    handler: async ({ deps, session, params }): Promise<TimetableBusy> => busyMap(deps.db, session.schoolId, await requireKind(deps.db, session, params.kind), params),
  }),
  /** GET /timetable/mine {termId?, week?} → the student's own TimetableWeek (this week by default). Students with 我的课表. */
  defineRoute({
    method: 'GET', path: '/timetable/mine', summary: 'The student’s own week of classes.', permission: MY_TIMETABLE_MODULE, schema: s.timetableMineParams,
    handler: ({ deps, session, params }): Promise<TimetableWeek> => {
      requireStudent(session);
      return myWeek(deps.db, session.schoolId, session.userId, params);
    },
  }),
  /** GET /timetable/import-template {kind} → 学生课表导入模板.xlsx or 教师课表导入模板.xlsx (import.ts). */
  defineRoute({
    method: 'GET', path: '/timetable/import-template', summary: 'The timetable import template (xlsx).', permission: 'session', schema: s.timetableKindParams,
    handler: async ({ deps, session, params }) => {
      await requireKind(deps.db, session, params.kind);
      return new FileDownload(await importTemplate(params.kind), TEMPLATE_FILE_NAME[params.kind], XLSX_TYPE);
    },
  }),
  /**
   * POST /timetable/import multipart {file: one .xlsx ≤ 5 MB, params: {kind, termId, mode: 'dryRun' |
   * 'importAll' | 'importValid'}} → {id} of a 'timetable-import-<kind>' job whose result is
   * TimetableImportResult: every bad row as {row, column, reason}; the file replaces the term's
   * entries of the persons in it, in one transaction (import.ts). File errors and the school's import
   * caps as the roster's (10002, nothing started); 10002 '参数错误: termId 学期不存在'.
   */
  defineRoute({
    method: 'POST', path: '/timetable/import', summary: 'Checks and imports a term’s timetables (xlsx) as a job.', permission: 'session', schema: s.timetableImportParams, uploads: true,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => {
      const scope = await requireKind(deps.db, session, params.kind);
      if (!(await findTermDates(deps.db, session.schoolId, params.termId))) throw fieldError('termId', TERM_NOT_FOUND);
      const upload = await readUpload(request.body);
      // Refuses a file over the school's caps now (10002, nothing started); the job reads it again.
      await readSheet(upload.content, IMPORT_COLUMNS[params.kind], await importLimitsOf(deps.db, session.schoolId));
      const id = await deps.jobs.enqueue(
        timetableImportJobs[params.kind],
        { schoolId: session.schoolId, createdBy: session.userId, fileName: upload.fileName },
        { scope, mode: params.mode, kind: params.kind, termId: params.termId },
        { file: upload },
      );
      return { id };
    },
  }),
  /**
   * POST /timetable/clash {startTime, endTime ('YYYY-MM-DD HH:mm'), userIds? (≤ 5000), activityId?,
   * collegeId?} → ClashResult {basis, participants, count, list (first 100 by code, with the
   * clashing classes)}; 10002 '参数错误: endTime …' (reversed, over 31 days), '活动不存在'. Staff only.
   */
  defineRoute({
    method: 'POST', path: '/timetable/clash', summary: 'Counts and lists the participants whose classes clash with a planned time range.', permission: 'session', schema: s.clashParams,
    handler: ({ deps, session, params }): Promise<ClashResult> => {
      requireStaff(session);
      return clashFor(deps.db, session.schoolId, params);
    },
  }),
];
