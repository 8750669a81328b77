/**
 * Params of the timetable endpoints (issue 20 "Timetables"). A failing field replies 10002 naming
 * it ('参数错误: termId …') or with the rule's own text.
 * Routes: /timetable/{list,week,mine,busy,terms,import-template,import,clash}.
 */
import { z } from 'zod';
import { CLASH_DAYS_MAX, CLASH_USERS_MAX, COURSE_NAME_MAX, TERM_WEEKS_MAX, TIMETABLE_KINDS } from '../timetables.js';
import { oneOf } from './audits.js';
import { windowTime } from './declarations.js';
import { idSelection, int, optionalInt, optionalText } from './fields.js';
import { importParams } from './imports.js';
import { pageFields } from './paging.js';

const kind = () => oneOf(TIMETABLE_KINDS);
const week = () => optionalInt({ min: 1, max: TERM_WEEKS_MAX });

/** GET /timetable/list filters (the export uses them too). */
export const timetableFilterFields = {
  kind: kind(),
  termId: int({ min: 1 }),
  /** Person's name or code contains. */
  name: optionalText({ max: 50 }),
  courseName: optionalText({ max: COURSE_NAME_MAX }),
  weekday: optionalInt({ min: 1, max: 7 }),
  week: week(),
  collegeId: optionalInt({ min: 1 }),
};
export const timetableListParams = z.object({ ...pageFields, ...timetableFilterFields });
export type TimetableListParams = z.output<typeof timetableListParams>;

export const timetableKindParams = z.object({ kind: kind() });

/** GET /timetable/week: a person's classes; termId absent → the current term; week absent → the whole term. */
export const timetableWeekParams = z.object({ kind: kind(), userId: int({ min: 1 }), termId: optionalInt({ min: 1 }), week: week() });
export type TimetableWeekParams = z.output<typeof timetableWeekParams>;

/** GET /timetable/mine: the caller's own; week absent → the current week (or week 1 outside the term). */
export const timetableMineParams = z.object({ termId: optionalInt({ min: 1 }), week: week() });

/** GET /timetable/busy: the heat map of a kind's timetables in a term (and week, college). */
export const timetableBusyParams = z.object({ kind: kind(), termId: optionalInt({ min: 1 }), week: week(), collegeId: optionalInt({ min: 1 }) });
export type TimetableBusyParams = z.output<typeof timetableBusyParams>;

/** POST /timetable/import multipart params: the import mode, the term and whose timetables. */
export const timetableImportParams = importParams.extend({ kind: kind(), termId: int({ min: 1 }) });

/**
 * POST /timetable/clash: a planned range and its participants — userIds (a meeting's attendees, a
 * section's students), else the activity's enrolled students, else the eligible students (of
 * collegeId, or the school's). The range may not be reversed nor longer than CLASH_DAYS_MAX days.
 */
export const clashParams = z
  .object({
    startTime: windowTime('startTime', false),
    endTime: windowTime('endTime', true),
    userIds: idSelection('userIds', '参数错误: userIds 不能为空', CLASH_USERS_MAX).optional(),
    activityId: optionalInt({ min: 1 }),
    collegeId: optionalInt({ min: 1 }),
  })
  .superRefine((v, ctx) => {
    if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '参数错误: endTime 必须晚于开始时间' });
    else if (v.endTime.getTime() - v.startTime.getTime() > CLASH_DAYS_MAX * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: `参数错误: endTime 时间范围不能超过${CLASH_DAYS_MAX}天` });
  });
export type ClashParams = z.output<typeof clashParams>;
