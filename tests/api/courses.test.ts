/**
 * Courses and their evaluation (issue 20 "Courses and review"): a course opened through its review
 * (source type 26), course control, sections, enrollment exact under concurrency (many students at
 * once for few seats → exactly the capacity), cancel, sign-in by the rotating QR token, grading,
 * completion issuing the course's hours once per section and student (ledger source 9), anonymous
 * ratings with statistics; refusals (10003 without the module, other school's ids, bad input).
 */
import { describe, expect, it } from 'vitest';
import type { CompleteResult, CourseDetail, RatingDistribution, RatingRow, RatingStatRow, RosterRow, SectionRow, StudentSectionRow } from '../../common/courses.js';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import { formatMinute } from '../../common/time.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileAppAs } from './helpers.js';
import { fail, ok } from './structure-helpers.js';

const S = 10001;
const HOUR = 3_600_000;
const { t, admin, admin2, student } = await fileAppAs('admin', 'admin2', 'student');
const students = await makeStudents(t, S, 40);
const teacher = await makeStaff(t, S, ['/course/attendance', '/course/grade', '/review/my']);
const outsider = await makeStaff(t, S, ['/dashboard']);

const classify = await t.db.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', S).where('parentId', '=', 0).orderBy('orderNumber').executeTakeFirstOrThrow();
const at = (ms: number) => formatMinute(new Date(Date.now() + ms));

let seq = 0;
async function openCourse(overrides: Record<string, unknown> = {}): Promise<number> {
  const { id } = await ok<{ id: number }>(t, 'POST', '/course/add', { name: `测试课程${++seq}`, classifyId: classify.id, hours: '2.5', gradeMode: 1, ...overrides }, admin);
  await ok(t, 'POST', '/course/audit', { ids: [id], result: 'pass' }, admin);
  return id;
}
async function addSection(courseId: number, capacity: number): Promise<number> {
  return (await ok<{ id: number }>(t, 'POST', '/course/section/add', {
    courseId, name: `教学班${++seq}`, teacherId: teacher.userId, capacity, enrollStart: at(-HOUR), enrollEnd: at(HOUR), startTime: at(HOUR / 2), endTime: at(2 * HOUR),
    schedule: '每周三 14:00-16:00', place: '教学楼A101',
  }, admin)).id;
}
const enroll = (sectionId: number, token: string) => call<{ status: number }>(t, 'POST', '/course/student/enroll', { sectionId }, token);
/** The update form of a section as read, with `changes`. */
const sectionForm = (r: SectionRow, changes: Record<string, unknown> = {}) => ({
  id: r.id, courseId: r.courseId, name: r.name, teacherId: r.teacherId, capacity: r.capacity, enrollStart: r.enrollStart, enrollEnd: r.enrollEnd,
  startTime: r.startTime, endTime: r.endTime, schedule: r.schedule, place: r.place, ...changes,
});
type FormOptions = { classifies: { id: number }[]; teachers: { id: number }[]; courses: { id: number; name: string; hours: string; gradeMode: number }[] };

describe('the catalogue and the opening review', () => {
  it('a new course waits for review, appears on the to-do list, and opens when passed', async () => {
    const { id, status } = await ok<{ id: number; status: number }>(t, 'POST', '/course/add', { name: '审核测试课', classifyId: classify.id, hours: 4, gradeMode: 2, passScore: 70 }, admin);
    expect(status).toBe(1);
    const queue = await ok<Page<{ id: number }>>(t, 'GET', '/course/audit/list', { scope: 'all' }, admin);
    expect(queue.list.map((c) => c.id)).toContain(id);
    // A section cannot be added to a course under review.
    const early = await fail(t, 'POST', '/course/section/add', {
      courseId: id, name: '一班', teacherId: teacher.userId, capacity: 5, enrollStart: at(-HOUR), enrollEnd: at(HOUR), startTime: at(HOUR), endTime: at(2 * HOUR), place: 'A',
    }, admin);
    expect([early.code, early.msg]).toEqual([10002, '参数错误: courseId 课程尚未通过开课审核']);
    expect((await fail(t, 'POST', '/course/audit', { ids: [id], result: 'reject' }, admin)).msg).toBe('审核测试课: 驳回必须填写原因');
    await ok(t, 'POST', '/course/audit', { ids: [id], result: 'reject', opinion: '学时偏多' }, admin);
    await ok(t, 'POST', '/course/update', { id, name: '审核测试课', classifyId: classify.id, hours: 3, gradeMode: 2, passScore: 70 }, admin);
    expect((await ok<FormOptions>(t, 'GET', '/course/form/options', {}, admin)).courses.map((c) => c.id)).not.toContain(id);
    await ok(t, 'POST', '/course/audit', { ids: [id], result: 'pass' }, admin);
    // Once open, the course is offered on the section form, with the school's classifies and staff (no students).
    const options = await ok<FormOptions>(t, 'GET', '/course/form/options', {}, teacher.token);
    expect(options.courses.filter((c) => c.id === id).map((c) => [c.name, Number(c.hours), c.gradeMode])).toEqual([['审核测试课', 3, 2]]);
    expect([options.classifies.some((c) => c.id === classify.id), options.teachers.some((u) => u.id === teacher.userId), options.teachers.some((u) => u.id === students[0].userId)]).toEqual([true, true, false]);
    expect((await ok<FormOptions>(t, 'GET', '/course/form/options', {}, admin2)).courses.map((c) => c.id)).not.toContain(id);
    expect((await fail(t, 'GET', '/course/form/options', {}, outsider.token)).code).toBe(10003);
    const detail = await ok<CourseDetail>(t, 'GET', '/course/detail', { id }, admin);
    expect([detail.statusName, detail.hours, detail.canEdit]).toEqual(['已开课', '3.00', false]);
    expect(detail.history.map((h) => h.actionName)).toEqual(['提交开课申请', '驳回', '修改后重新提交', '审核通过']);
  });

  it('refuses bad input naming the field, a taken name, and another school', async () => {
    expect((await fail(t, 'POST', '/course/add', { name: '', classifyId: classify.id, hours: 1, gradeMode: 1 }, admin)).msg).toMatch(/name/);
    expect((await fail(t, 'POST', '/course/add', { name: 'x', classifyId: classify.id, hours: -1, gradeMode: 1 }, admin)).msg).toMatch(/hours/);
    expect((await fail(t, 'POST', '/course/add', { name: 'x', classifyId: classify.id, hours: 1, gradeMode: 3 }, admin)).msg).toMatch(/gradeMode/);
    expect((await fail(t, 'POST', '/course/add', { name: '审核测试课', classifyId: classify.id, hours: 1, gradeMode: 1 }, admin)).msg).toBe('参数错误: name 已存在同名课程');
    const id = await openCourse();
    expect(await fail(t, 'GET', '/course/detail', { id }, admin2)).toMatchObject({ code: 10002, msg: '课程不存在' });
    expect((await fail(t, 'POST', '/course/add', { name: 'y', classifyId: classify.id, hours: 1, gradeMode: 1 }, admin2)).msg).toBe('参数错误: classifyId 分类不存在');
  });

  it('refuses 10003 without a course module', async () => {
    expect((await fail(t, 'GET', '/course/list', {}, outsider.token)).code).toBe(10003);
    expect((await fail(t, 'POST', '/course/add', { name: 'z', classifyId: classify.id, hours: 1, gradeMode: 1 }, teacher.token)).code).toBe(10003);
    expect((await fail(t, 'GET', '/course/review/list', {}, teacher.token)).code).toBe(10003);
    expect((await fail(t, 'POST', '/course/student/enroll', { sectionId: 1 }, outsider.token)).code).toBe(10003);
  });
});

describe('course control', () => {
  it('a classify with rules is open only to the named roles or colleges', async () => {
    const sub = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).where('parentId', '=', classify.id).orderBy('id').executeTakeFirstOrThrow();
    const opener = await makeStaff(t, S, ['/course/catalog']);
    const role = await t.db.selectFrom('userRoles').select('roleId').where('schoolId', '=', S).where('userId', '=', opener.userId).executeTakeFirstOrThrow();
    const other = await t.db.selectFrom('roles').select('id').where('schoolId', '=', S).where('code', '=', 'teacher').executeTakeFirstOrThrow();
    const { id: rule } = await ok<{ id: number }>(t, 'POST', '/course/control/add', { classifyId: classify.id, roleId: other.id }, admin);
    expect((await fail(t, 'POST', '/course/control/add', { classifyId: classify.id, roleId: other.id }, admin)).msg).toBe('该管控规则已存在');
    expect((await fail(t, 'POST', '/course/control/add', { classifyId: classify.id }, admin)).msg).toMatch(/roleId/);
    // A child classify is governed by its module's rules.
    const refused = await fail(t, 'POST', '/course/add', { name: '管控课', classifyId: sub.id, hours: 1, gradeMode: 1 }, opener.token);
    expect([refused.code, refused.msg]).toEqual([10003, '您没有开设该类别课程的权限(课程管控)']);
    await ok(t, 'POST', '/course/control/add', { classifyId: classify.id, roleId: role.roleId }, admin);
    await ok(t, 'POST', '/course/add', { name: '管控课', classifyId: sub.id, hours: 1, gradeMode: 1 }, opener.token);
    const list = await ok<Page<{ id: number; roleName: string }>>(t, 'GET', '/course/control/list', { classifyId: classify.id }, admin);
    expect(list.total).toBe(2);
    await ok(t, 'POST', '/course/control/delete', { id: rule }, admin);
    expect((await fail(t, 'POST', '/course/control/delete', { id: rule }, admin)).msg).toBe('管控规则不存在');
    await t.db.deleteFrom('courseControls').where('schoolId', '=', S).execute();
  });
});

describe('enrollment', () => {
  it('never exceeds capacity: 40 students at once for 12 seats → exactly 12 enrolled', async () => {
    const sectionId = await addSection(await openCourse(), 12);
    const replies = await Promise.all(students.map((s) => enroll(sectionId, s.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(12);
    expect(replies.filter((r) => r.code === 10002 && r.msg === '报名人数已满')).toHaveLength(28);
    const section = await ok<SectionRow>(t, 'GET', '/course/section/detail', { id: sectionId }, admin);
    expect([section.enrollCount, section.capacity]).toEqual([12, 12]);
    expect((await ok<RosterRow[]>(t, 'GET', '/course/section/roster', { sectionId }, teacher.token))).toHaveLength(12);
    // The capacity never below the seats taken; raised by one, one more student gets a seat.
    expect((await fail(t, 'POST', '/course/section/update', sectionForm(section, { capacity: 11 }), admin)).msg).toBe('参数错误: capacity 容量不能小于已报名人数');
    expect((await fail(t, 'POST', '/course/section/update', sectionForm(section, { teacherId: students[0].userId }), admin)).msg).toBe('参数错误: teacherId 授课教师不存在');
    expect((await fail(t, 'POST', '/course/section/update', sectionForm(section), admin2)).msg).toBe('教学班不存在');
    expect((await fail(t, 'POST', '/course/section/update', sectionForm(section), teacher.token)).code).toBe(10003);
    expect(await ok(t, 'POST', '/course/section/update', sectionForm(section, { capacity: 13, place: '教学楼B202' }), admin)).toEqual({ id: sectionId });
    const raised = await ok<SectionRow>(t, 'GET', '/course/section/detail', { id: sectionId }, admin);
    expect([raised.capacity, raised.enrollCount, raised.place, raised.name, raised.startTime]).toEqual([13, 12, '教学楼B202', section.name, section.startTime]);
    const waiting = students.filter((_, i) => replies[i]!.code !== 0);
    expect((await enroll(sectionId, waiting[0]!.token)).code).toBe(0);
    expect((await enroll(sectionId, waiting[1]!.token)).msg).toBe('报名人数已满');
  });

  it('one student enrolling three times at once holds one seat; cancel frees it; outside the window is refused', async () => {
    const sectionId = await addSection(await openCourse(), 5);
    const me = students[0];
    const replies = await Promise.all([enroll(sectionId, me.token), enroll(sectionId, me.token), enroll(sectionId, me.token)]);
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.msg === '您已报名该教学班')).toBe(true);
    await ok(t, 'POST', '/course/student/cancel', { sectionId }, me.token);
    expect((await ok<SectionRow>(t, 'GET', '/course/section/detail', { id: sectionId }, admin)).enrollCount).toBe(0);
    expect((await fail(t, 'POST', '/course/student/cancel', { sectionId }, me.token)).msg).toBe('您未报名该教学班');
    await ok(t, 'POST', '/course/student/enroll', { sectionId }, me.token);
    await t.db.updateTable('courseSections').set({ enrollEnd: new Date(Date.now() - 1000) }).where('schoolId', '=', S).where('id', '=', sectionId).execute();
    expect((await enroll(sectionId, students[1].token)).msg).toBe('该教学班当前不在报名时间内');
    expect((await enroll(sectionId, admin2)).code).not.toBe(0);
  });

  it('lists open sections for students with their state', async () => {
    const sectionId = await addSection(await openCourse(), 3);
    await ok(t, 'POST', '/course/student/enroll', { sectionId }, student);
    const open = await ok<Page<StudentSectionRow>>(t, 'GET', '/course/student/sections', { size: 40 }, student);
    const row = open.list.find((s) => s.id === sectionId)!;
    expect([row.enrolled, row.phaseName, row.teacherName]).toEqual([true, '报名中', expect.any(String)]);
  });
});

describe('attendance, grading, completion, hours and ratings', () => {
  it('signs in by QR, grades, completes with hours once per student, and is rated anonymously', async () => {
    const courseId = await openCourse({ hours: '2.5', gradeMode: 2, passScore: 60 });
    const sectionId = await addSection(courseId, 3);
    const [a, b, c] = students.slice(30, 33);
    for (const s of [a, b, c]) await ok(t, 'POST', '/course/student/enroll', { sectionId }, s.token);
    expect((await fail(t, 'GET', '/course/section/qr', { sectionId }, outsider.token)).code).toBe(10003);
    const { token } = await ok<{ token: string }>(t, 'GET', '/course/section/qr', { sectionId }, teacher.token);
    await ok(t, 'POST', '/course/student/sign', { token }, a.token);
    expect((await fail(t, 'POST', '/course/student/sign', { token }, a.token)).msg).toBe('您已签到');
    expect((await fail(t, 'POST', '/course/student/sign', { token: `${sectionId}.in.1.0123456789abcdef` }, b.token)).msg).toBe('二维码已过期,请重新扫码');
    await ok(t, 'POST', '/course/section/attend', { sectionId, userIds: [b.userId], attended: 1 }, teacher.token);

    expect((await fail(t, 'POST', '/course/section/grade', { sectionId, grades: [{ userId: a.userId, passed: 1 }] }, teacher.token)).msg).toBe('百分制课程必须填写分数');
    expect((await fail(t, 'POST', '/course/section/grade', { sectionId, grades: [{ userId: students[39].userId, score: 90 }] }, teacher.token)).msg).toBe('参数错误: grades 含有未报名该教学班的学生');
    await ok(t, 'POST', '/course/section/grade', { sectionId, grades: [{ userId: a.userId, score: 95 }, { userId: b.userId, score: 61 }] }, teacher.token);
    expect((await fail(t, 'POST', '/course/section/complete', { sectionId }, teacher.token)).msg).toBe('还有学生未评定成绩,不能结课');
    await ok(t, 'POST', '/course/section/grade', { sectionId, grades: [{ userId: c.userId, score: 40 }] }, teacher.token);

    // Completing twice at once: one completes, the other is told; hours are written once.
    const replies = await Promise.all([1, 2].map(() => call<CompleteResult>(t, 'POST', '/course/section/complete', { sectionId }, teacher.token)));
    const done = replies.filter((r) => r.code === 0);
    expect(done).toHaveLength(1);
    expect(done[0].data).toEqual({ passed: 2, granted: 2, alreadyIssued: 0 });
    expect(replies.find((r) => r.code !== 0)?.msg).toBe('该教学班已结课');
    const completed = await ok<SectionRow>(t, 'GET', '/course/section/detail', { id: sectionId }, admin);
    expect((await fail(t, 'POST', '/course/section/update', sectionForm(completed, { place: '改地点' }), admin)).msg).toBe('该教学班已结课');
    const ledger = await t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.COURSE).where('relationId', '=', sectionId).orderBy('userId').execute();
    expect(ledger).toEqual([{ userId: a.userId, grantedHours: '2.50' }, { userId: b.userId, grantedHours: '2.50' }]);
    const roster = await ok<RosterRow[]>(t, 'GET', '/course/section/roster', { sectionId }, teacher.token);
    const row = (userId: number) => roster.find((r) => r.userId === userId)!;
    expect([a, b, c].map((s) => [row(s.userId).score, row(s.userId).passed, row(s.userId).hours, row(s.userId).signTime !== null])).toEqual([
      ['95.00', true, '2.50', true], ['61.00', true, '2.50', true], ['40.00', false, null, false],
    ]);

    const mine = await ok<Page<StudentSectionRow>>(t, 'GET', '/course/student/mine', {}, a.token);
    expect(mine.list.find((s) => s.id === sectionId)).toMatchObject({ passed: true, grantedHours: '2.50', canRate: true, phaseName: '已结课' });
    await ok(t, 'POST', '/course/student/rate', { sectionId, courseStars: 5, teacherStars: 4, comment: '收获很大' }, a.token);
    await ok(t, 'POST', '/course/student/rate', { sectionId, courseStars: 3, teacherStars: 5 }, b.token);
    expect((await fail(t, 'POST', '/course/student/rate', { sectionId, courseStars: 5, teacherStars: 5 }, a.token)).msg).toBe('您已评价该教学班');
    expect((await fail(t, 'POST', '/course/student/rate', { sectionId, courseStars: 5, teacherStars: 5 }, c.token)).msg).toBe('只有已结课且成绩合格的学生可以评价');
    expect((await fail(t, 'POST', '/course/student/rate', { sectionId, courseStars: 6, teacherStars: 5 }, b.token)).msg).toMatch(/courseStars/);

    const ratings = await ok<Page<RatingRow>>(t, 'GET', '/course/review/list', { courseId }, admin);
    expect(ratings.list.map((r) => r.courseStars).sort()).toEqual([3, 5]);
    // Anonymous: nothing in a staff row names the student.
    expect(JSON.stringify(ratings.list)).not.toMatch(new RegExp(`${a.userId}|测试学生`));
    const stats = await ok<RatingStatRow[]>(t, 'GET', '/course/review/stats', { by: 'course' }, admin);
    expect(stats.find((s) => s.id === courseId)).toMatchObject({ ratingCount: 2, courseAvg: '4.00', teacherAvg: '4.50' });
    const byTeacher = await ok<RatingStatRow[]>(t, 'GET', '/course/review/stats', { by: 'teacher' }, admin);
    expect(byTeacher.find((s) => s.id === teacher.userId)).toMatchObject({ ratingCount: 2 });
    const dist = await ok<RatingDistribution>(t, 'GET', '/course/review/distribution', {}, admin);
    expect(dist.course.find((d) => d.stars === 5)!.count).toBeGreaterThanOrEqual(1);
    const own = await ok<Page<RatingRow>>(t, 'GET', '/course/review/mine', {}, teacher.token);
    expect(own.total).toBe(2);
    expect((await fail(t, 'GET', '/course/review/stats', { by: 'college' }, admin)).msg).toMatch(/by/);

    // The rating window closes.
    await ok(t, 'POST', '/course/section/rate-window', { sectionId, rateEnd: at(-HOUR) }, admin);
    expect((await ok<Page<StudentSectionRow>>(t, 'GET', '/course/student/mine', {}, a.token)).list.find((s) => s.id === sectionId)?.canRate).toBe(false);
    const { id: job } = await ok<{ id: string }>(t, 'GET', '/course/review/export', { courseId }, admin);
    expect(job).toBeTruthy();
  });
});
