/**
 * Params of the course and course-evaluation endpoints (issue 20 "Courses and review"). A failing
 * field replies 10002 naming it ('参数错误: capacity …') or with COURSE_MESSAGES' own text.
 * Routes: /course/{list,detail,options,add,update}, /course/audit/list, /course/audit,
 *  /course/section/{list,detail,add,update,roster,qr,attend,grade,complete,rate-window},
 *  /course/control/{list,add,delete}, /course/review/{list,stats,distribution,export},
 *  /course/student/{sections,mine,enroll,cancel,sign,rate}.
 */
import { z } from 'zod';
import { COURSE_MESSAGES, COURSE_NAME_MAX, RATING_COMMENT_MAX, SECTION_CAPACITY_MAX } from '../courses.js';
import { hoursField, wireTime } from './activities.js';
import { int, MALFORMED, optionalInt, optionalText, text, wireJson } from './fields.js';
import { pageFields } from './paging.js';

export { auditParams, type AuditParams } from './venues.js';

export const idParams = z.object({ id: int({ min: 1 }) });

/** A course of the catalogue (add and update); opening it is reviewed. */
export const courseFields = {
  name: text({ max: COURSE_NAME_MAX }),
  classifyId: int({ min: 1 }),
  hours: hoursField(),
  collegeId: optionalInt({ min: 1 }),
  gradeMode: int({ min: 1, max: 2 }),
  passScore: optionalInt({ min: 0, max: 100 }).transform((v) => v ?? 60),
  description: optionalText({ max: 1000 }),
};
export const courseAddParams = z.object(courseFields);
export type CourseAddParams = z.output<typeof courseAddParams>;
export const courseUpdateParams = z.object({ id: int({ min: 1 }), ...courseFields });
export type CourseUpdateParams = z.output<typeof courseUpdateParams>;

/** GET /course/list filters. */
export const courseListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  classifyId: optionalInt({ min: 1 }),
  status: optionalInt({ min: 1, max: 4 }),
});
export type CourseListParams = z.output<typeof courseListParams>;

/** 'mine' (default) or 'all' (holders of 课程目录). */
const scope = optionalText({ max: 4 })
  .refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED })
  .meta(wireJson.oneOf(['mine', 'all'], true));

export const courseAuditListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), scope });
export type CourseAuditListParams = z.output<typeof courseAuditListParams>;

/** A section (教学班): enrollment window before or overlapping the teaching time, which must end after it starts. */
export const sectionFields = {
  courseId: int({ min: 1 }),
  name: text({ max: 50 }),
  teacherId: int({ min: 1 }),
  capacity: int({ min: 1, max: SECTION_CAPACITY_MAX }),
  enrollStart: wireTime('enrollStart'),
  enrollEnd: wireTime('enrollEnd'),
  startTime: wireTime('startTime'),
  endTime: wireTime('endTime'),
  schedule: optionalText({ max: 100 }),
  place: text({ max: 100 }),
};
function checkSection(v: { enrollStart: Date; enrollEnd: Date; startTime: Date; endTime: Date }, ctx: z.RefinementCtx) {
  if (v.enrollEnd <= v.enrollStart) ctx.addIssue({ code: 'custom', path: ['enrollEnd'], message: `参数错误: enrollEnd ${COURSE_MESSAGES.endAfterStart}` });
  if (v.endTime <= v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: `参数错误: endTime ${COURSE_MESSAGES.endAfterStart}` });
  if (v.enrollEnd > v.endTime) ctx.addIssue({ code: 'custom', path: ['enrollEnd'], message: `参数错误: enrollEnd ${COURSE_MESSAGES.enrollBeforeEnd}` });
}
export const sectionAddParams = z.object(sectionFields).superRefine(checkSection);
export type SectionAddParams = z.output<typeof sectionAddParams>;
export const sectionUpdateParams = z.object({ id: int({ min: 1 }), ...sectionFields }).superRefine(checkSection);
export type SectionUpdateParams = z.output<typeof sectionUpdateParams>;

/** GET /course/section/list filters; `mine` 1: only the caller's own sections (as teacher). */
export const sectionListParams = z.object({
  ...pageFields,
  courseId: optionalInt({ min: 1 }),
  name: optionalText({ max: 50 }),
  status: optionalInt({ min: 1, max: 2 }),
  mine: optionalInt({ min: 0, max: 1 }),
});
export type SectionListParams = z.output<typeof sectionListParams>;

export const sectionIdParams = z.object({ sectionId: int({ min: 1 }) });

/** POST /course/section/attend {sectionId, userIds, attended 0|1}: the teacher corrects attendance by hand. */
export const attendParams = z.object({
  sectionId: int({ min: 1 }),
  userIds: z.array(int({ min: 1 }), { message: MALFORMED }).min(1, { message: '参数错误: userIds 不能为空' }).max(1000),
  attended: int({ min: 0, max: 1 }),
});
export type AttendParams = z.output<typeof attendParams>;

/** One grade: passed 0|1 (合格制) or score 0–100 (百分制). */
const gradeItem = z.object({
  userId: int({ min: 1 }),
  passed: optionalInt({ min: 0, max: 1 }),
  score: optionalInt({ min: 0, max: 100 }),
});
export const gradeParams = z.object({
  sectionId: int({ min: 1 }),
  grades: z.array(gradeItem, { message: MALFORMED }).min(1, { message: '参数错误: grades 不能为空' }).max(1000),
});
export type GradeParams = z.output<typeof gradeParams>;

/** POST /course/section/rate-window {sectionId, rateEnd}: until when students may rate (评价设置). */
export const rateWindowParams = z.object({ sectionId: int({ min: 1 }), rateEnd: wireTime('rateEnd') });

/** Course control: a classify and who may open it (a role, a college, at least one). */
export const controlAddParams = z.object({
  classifyId: int({ min: 1 }),
  roleId: optionalInt({ min: 1 }),
  collegeId: optionalInt({ min: 1 }),
}).superRefine((v, ctx) => {
  if (v.roleId === undefined && v.collegeId === undefined) ctx.addIssue({ code: 'custom', path: ['roleId'], message: '参数错误: roleId 角色和学院至少选择一项' });
});
export type ControlAddParams = z.output<typeof controlAddParams>;
export const controlListParams = z.object({ ...pageFields, classifyId: optionalInt({ min: 1 }) });

/** Ratings filters (评价列表, export). */
export const ratingFilterFields = {
  courseId: optionalInt({ min: 1 }),
  teacherId: optionalInt({ min: 1 }),
  sectionId: optionalInt({ min: 1 }),
  /** At most this many course stars (find the complaints). */
  maxStars: optionalInt({ min: 1, max: 5 }),
};
export const ratingFilterParams = z.object(ratingFilterFields);
export type RatingFilter = z.output<typeof ratingFilterParams>;
export const ratingListParams = z.object({ ...pageFields, ...ratingFilterFields });
export type RatingListParams = z.output<typeof ratingListParams>;

/** GET /course/review/stats {by 'course'|'teacher'}. */
export const statsParams = z.object({
  by: text({ max: 7 }).refine((v) => v === 'course' || v === 'teacher', { message: MALFORMED }).transform((v) => v as 'course' | 'teacher'),
});

/** Student: open sections (name contains), and the rating. */
export const openSectionParams = z.object({ ...pageFields, name: optionalText({ max: 50 }) });
export const signParams = z.object({ token: text({ max: 80 }) });
export const rateParams = z.object({
  sectionId: int({ min: 1 }),
  courseStars: int({ min: 1, max: 5 }),
  teacherStars: int({ min: 1, max: 5 }),
  comment: optionalText({ max: RATING_COMMENT_MAX }),
});
export type RateParams = z.output<typeof rateParams>;
