/**
 * Course evaluation (issue 20 "/review: the evaluation of courses and teachers by students —
 * anonymous ratings and comments, statistics per course and teacher"). Staff read ratings without
 * the student; statistics average the stars per course or per teacher; the distribution feeds the
 * charts; 评价列表.xlsx is an export job; 评价设置 moves a section's rating window. A teacher's own
 * ratings (/review/my) are the same reads narrowed to the sections they teach.
 */
import { COURSE_MESSAGES, type RatingDistribution, type RatingRow, type RatingStatRow } from '../../../common/courses.js';
import type { Page } from '../../../common/envelope.js';
import type { RatingFilter, RatingListParams } from '../../../common/schemas/courses.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { defineJob, withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './ratingsRepo.js';
import { toRatingRow } from './rows.js';
import * as sections from './sectionsRepo.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
export const RATING_EXPORT_FILE = '课程评价.xlsx';

/** GET /course/review/list {current, size, courseId?, teacherId?, sectionId?, maxStars?} → {list: RatingRow[], total}, newest first. */
export async function listRatings(db: Db, schoolId: number, p: RatingListParams): Promise<Page<RatingRow>> {
  const { rows, total } = await repo.findRatings(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRatingRow), total };
}

/** GET /course/review/stats {by 'course'|'teacher'} → RatingStatRow[] (every course or teacher with sections), best course average first. */
export async function ratingStats(db: Db, schoolId: number, by: 'course' | 'teacher', teacherId?: number): Promise<RatingStatRow[]> {
  const rows = await repo.ratingStats(db, schoolId, by, teacherId);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, sectionCount: Number(r.sectionCount), ratingCount: Number(r.ratingCount), courseAvg: r.courseAvg, teacherAvg: r.teacherAvg }));
}

/** GET /course/review/distribution → RatingDistribution: how many ratings gave 1–5 stars (teacherId narrows to one teacher). */
export async function ratingDistribution(db: Db, schoolId: number, teacherId?: number): Promise<RatingDistribution> {
  const [course, teacher] = await Promise.all([repo.starCounts(db, schoolId, 'courseStars', teacherId), repo.starCounts(db, schoolId, 'teacherStars', teacherId)]);
  const filled = (rows: { stars: number; count: number }[]) => [1, 2, 3, 4, 5].map((stars) => ({ stars, count: Number(rows.find((r) => r.stars === stars)?.count ?? 0) }));
  return { course: filled(course), teacher: filled(teacher), total: course.reduce((n, r) => n + Number(r.count), 0) };
}

/** The caller's own teaching: GET /course/review/mine {…list} → their sections' ratings, stats and distribution. */
export async function myRatings(db: Db, caller: Caller, p: RatingListParams) {
  const [page, stats, distribution] = await Promise.all([
    listRatings(db, caller.schoolId, { ...p, teacherId: caller.userId }),
    ratingStats(db, caller.schoolId, 'course', caller.userId),
    ratingDistribution(db, caller.schoolId, caller.userId),
  ]);
  return { ...page, stats, distribution };
}

/** POST /course/section/rate-window {sectionId, rateEnd} → {sectionId}: until when students may rate; 10002 '教学班不存在'. */
export async function setRateWindow(db: Db, caller: Caller, p: { sectionId: number; rateEnd: Date }): Promise<{ sectionId: number }> {
  const s = await sections.lockSection(db, caller.schoolId, p.sectionId);
  if (!s) throw badParams(COURSE_MESSAGES.sectionNotFound);
  await sections.updateSection(db, caller.schoolId, s.id, { rateEnd: p.rateEnd });
  return { sectionId: s.id };
}

async function runRatingExport(db: Db, schoolId: number, filter: RatingFilter, report: JobReport) {
  const all = (await repo.findAllRatings(db, schoolId, filter)).map(toRatingRow);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '课程评价',
    headers: ['评价编号', '课程', '教学班', '授课教师', '课程评分', '教师评分', '评价内容', '评价时间'],
    widths: [10, 24, 16, 12, 10, 10, 50, 20],
    total: all.length, report, batchSize: Math.max(all.length, 1) + 1,
    fetch: async (after: number | null) => (after === null ? all : []),
    cursorOf: (r) => r.id,
    cells: (r) => [r.id, r.courseName, r.sectionName, r.teacherName, r.courseStars, r.teacherStars, r.comment, r.createTime],
  });
  return withFile({ rows }, { content, fileName: RATING_EXPORT_FILE, contentType: XLSX_TYPE });
}

/** GET /course/review/export's job: input {filter}; writes nothing but its file (no student names: ratings are anonymous). */
export const ratingExportJob = defineJob<{ filter: RatingFilter }>('course-rating-export', (ctx) => runRatingExport(ctx.deps.db, ctx.schoolId, ctx.input.filter, ctx.report));
