/**
 * The course demo of 示范大学 (server/seed/courses.ts): courses in every review state with their
 * history, a completed section whose passed students hold the hours and rated it, sections open to
 * enroll now for the demo student; nothing for the other school.
 */
import { describe, expect, it } from 'vitest';
import type { CourseRow, RatingStatRow, SectionRow, StudentSectionRow } from '../../common/courses.js';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import { seedCourses } from '../../server/seed/courses.js';
import { featureDemoApp, signInAs } from './helpers.js';
import { ok } from './structure-helpers.js';

const t = await featureDemoApp(new Date(), seedCourses);
const [admin, admin2, student] = await Promise.all([signInAs(t, 'admin'), signInAs(t, 'admin2'), signInAs(t, 'student')]);

describe('the course demo', () => {
  it('has courses in every review state, a completed section with hours and ratings, and open sections', async () => {
    const courses = await ok<Page<CourseRow>>(t, 'GET', '/course/list', { size: 20 }, admin);
    expect(new Set(courses.list.map((c) => c.statusName))).toEqual(new Set(['已开课', '待审核', '已驳回']));
    const sections = await ok<Page<SectionRow>>(t, 'GET', '/course/section/list', { size: 20 }, admin);
    const done = sections.list.find((s) => s.phase === 'completed')!;
    expect([done.enrollCount, done.signedCount]).toEqual([6, 5]);
    const ledger = await t.db.selectFrom('hoursLedger').select('userId').where('schoolId', '=', 10001).where('sourceType', '=', LedgerSource.COURSE).where('relationId', '=', done.id).execute();
    expect(ledger).toHaveLength(5);
    const stats = await ok<RatingStatRow[]>(t, 'GET', '/course/review/stats', { by: 'course' }, admin);
    expect(stats.find((s) => s.id === done.courseId)?.ratingCount).toBe(4);
    const open = await ok<Page<StudentSectionRow>>(t, 'GET', '/course/student/sections', {}, student);
    expect(open.total).toBe(2);
    expect((await ok<Page<CourseRow>>(t, 'GET', '/course/list', {}, admin2)).total).toBe(0);
  });
});
