/**
 * Params of the sign-task endpoints (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask).
 * A failing field replies 10002 naming it ('参数错误: <field> …'). Routes: server/modules/signTasks/routes.ts.
 */
import { z } from 'zod';
import { SIGN_FREQUENCIES, SIGN_TARGETS, SIGN_TASK_LIMITS as L, SignFrequency, SignTarget } from '../signTasks.js';
import { int, isCalendarDate, limitedOptionalText, limitedText, MALFORMED, optionalDecimal, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';
import { coordinate } from './participation.js';

const fieldMsg = (field: string, what: string) => `参数错误: ${field} ${what}`;

export const signTaskIdParams = z.object({ id: int({ min: 1 }) });
export type SignTaskIdParams = z.output<typeof signTaskIdParams>;

/** A required calendar day 'YYYY-MM-DD'. */
const day = (field: string) => text({ max: 10 }).refine(isCalendarDate, { message: fieldMsg(field, '日期格式应为 yyyy-MM-dd') });
/** A required clock time 'HH:mm' (00:00–23:59). */
const clock = (field: string) => text({ max: 5 }).refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { message: fieldMsg(field, '时间格式应为 HH:mm') });

const shape = {
  name: limitedText('名称', L.name),
  description: limitedOptionalText('说明', L.description),
  organizationId: int({ min: 1 }),
  targetType: int({ min: 1, max: SIGN_TARGETS.length }),
  /** The college (2), class (3) or organisation (4); absent for 1 and 5. */
  targetId: optionalInt({ min: 1 }),
  /** The students' user ids (targetType 5). */
  studentIds: z.array(int({ min: 1 }), { message: MALFORMED }).max(L.students, { message: fieldMsg('studentIds', `最多${L.students}人`) }).optional(),
  frequency: int({ min: 1, max: SIGN_FREQUENCIES.length }),
  /** ISO weekdays 1–7 (weekly tasks). */
  weekdays: z.array(int({ min: 1, max: 7 }), { message: MALFORMED }).max(7, { message: MALFORMED }).optional(),
  startDate: day('startDate'),
  endDate: day('endDate'),
  windowStart: clock('windowStart'),
  windowEnd: clock('windowEnd'),
  latitude: coordinate(90),
  longitude: coordinate(180),
  radiusM: optionalInt({ min: L.radiusMin, max: L.radiusMax }),
  hours: optionalDecimal(),
  classifyId: optionalInt({ min: 1 }),
  minCheckins: optionalInt({ min: 1, max: 1000 }),
};
type Shape = z.output<z.ZodObject<typeof shape>>;

const rules = (v: Shape, ctx: z.RefinementCtx) => {
  const fail = (path: string, what: string) => ctx.addIssue({ code: 'custom', path: [path], message: fieldMsg(path, what) });
  if (v.startDate > v.endDate) fail('endDate', '结束日期不能早于开始日期');
  else if ((Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 >= L.periodDays) fail('endDate', `周期不能超过${L.periodDays}天`);
  if (v.windowStart >= v.windowEnd) fail('windowEnd', '结束时间须晚于开始时间');
  if ((v.targetType === SignTarget.COLLEGE || v.targetType === SignTarget.CLASS || v.targetType === SignTarget.ORGANIZATION) && v.targetId === undefined) fail('targetId', '请选择签到对象');
  if (v.targetType === SignTarget.LIST && !(v.studentIds ?? []).length) fail('studentIds', '请至少选择1名学生');
  if (v.frequency === SignFrequency.WEEKLY && !(v.weekdays ?? []).length) fail('weekdays', '请选择每周的签到日');
  const located = [v.latitude, v.longitude, v.radiusM].filter((x) => x !== undefined).length;
  if (located !== 0 && located !== 3) fail('radiusM', '签到地点须同时填写纬度、经度和半径');
  if (v.hours !== undefined && (Number(v.hours) < 0 || Number(v.hours) > L.hoursMax)) fail('hours', `应在0到${L.hoursMax}之间`);
  if (v.hours !== undefined && Number(v.hours) > 0) {
    if (v.classifyId === undefined) fail('classifyId', '发放学时须选择学时分类');
    if (v.minCheckins === undefined) fail('minCheckins', '发放学时须填写最少签到次数');
  }
};

export const signTaskSaveParams = z.object(shape).superRefine(rules);
export type SignTaskSaveParams = z.output<typeof signTaskSaveParams>;
export const signTaskEditParams = z.object({ id: int({ min: 1 }), ...shape }).superRefine(rules);
export type SignTaskEditParams = z.output<typeof signTaskEditParams>;

export const signTaskListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  status: optionalInt({ min: 1, max: 2 }),
  organizationId: optionalInt({ min: 1 }),
});
export type SignTaskListParams = z.output<typeof signTaskListParams>;

export const signTaskCancelParams = z.object({ id: int({ min: 1 }), reason: limitedOptionalText('取消原因', L.reason) });
export type SignTaskCancelParams = z.output<typeof signTaskCancelParams>;

export const signTaskPageParams = z.object({ ...pageFields, id: int({ min: 1 }) });
export type SignTaskPageParams = z.output<typeof signTaskPageParams>;

/** A student's check-in: the task and, for a task with a location window, the browser's position. */
export const signCheckinParams = z.object({ id: int({ min: 1 }), latitude: coordinate(90), longitude: coordinate(180) });
export type SignCheckinParams = z.output<typeof signCheckinParams>;
