/**
 * The course demo of 示范大学 (issue 20 "Courses and review"), written through the services: admin
 * opens five courses (three passed, one waiting for review, one rejected), sections taught by t1001
 * (指导教师): one finished a week ago — students enrolled, attended, graded, completed with hours and
 * partly rated — and two enrolling now, so 2021000001 can enroll. Other schools get nothing.
 */
import { GradeMode } from '../../common/courses.js';
import { auditCourses } from '../modules/courses/audit.js';
import { addCourse } from '../modules/courses/catalog.js';
import { enrollSection, rateSection } from '../modules/courses/enroll.js';
import { completeSection, gradeStudents } from '../modules/courses/grading.js';
import { addSection, markAttendance } from '../modules/courses/sections.js';
import type { Trx } from '../db/db.js';
import { seedStudents, userIdLookup } from './lookups.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const COURSES = [
  { name: '大学生心理健康与成长', module: '思想素养', hours: '2', gradeMode: GradeMode.PASS_FAIL, description: '认识自我、情绪管理与压力应对,八次团体辅导。', fate: 'pass' },
  { name: '志愿服务基础', module: '志愿公益', hours: '1.5', gradeMode: GradeMode.PASS_FAIL, description: '志愿服务的理念、礼仪与安全,含一次社区实践。', fate: 'pass' },
  { name: '创新思维训练', module: '创新创业', hours: '3', gradeMode: GradeMode.SCORE, description: '设计思维与头脑风暴,以小组项目结课,60分合格。', fate: 'pass' },
  { name: '演讲与口才', module: '技能特长', hours: '2', gradeMode: GradeMode.SCORE, description: '即兴演讲与辩论基础。', fate: 'pending' },
  { name: '摄影艺术入门', module: '文化活动', hours: '1', gradeMode: GradeMode.PASS_FAIL, description: '相机基础与构图。', fate: 'reject' },
] as const;

const COMMENTS = ['老师讲得很生动,收获很大', '团体活动很有意思', '', '内容实用,希望增加课时'];

/** Writes the demo for `schoolId` (示范大学 only). */
export async function seedCourses(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== 10001) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', 't1001']);
  const [adminId, teacherId] = [uid('admin'), uid('t1001')];
  const students = (await seedStudents(trx, schoolId)).slice(0, 8);
  const modules = await trx.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', schoolId).where('parentId', '=', 0).orderBy('orderNumber').execute();
  if (!adminId || !teacherId || students.length < 8 || !modules.length) return;
  const admin = { schoolId, userId: adminId };
  const teacher = { schoolId, userId: teacherId };
  const asked = new Date(now.getTime() - 30 * DAY);
  const ids: number[] = [];
  for (const [i, c] of COURSES.entries()) {
    const { fate, module, ...input } = c;
    // Each course under the module its content belongs to (the first one when a school renamed it).
    const classifyId = (modules.find((m) => m.name === module) ?? modules[i % modules.length]).id;
    const { id } = await addCourse(trx, admin, { ...input, classifyId, passScore: 60 }, asked);
    if (fate !== 'pending') await auditCourses(trx, admin, { ids: [id], result: fate, opinion: fate === 'pass' ? '同意开课' : '请补充教学大纲' }, asked);
    ids.push(id);
  }
  const section = (courseId: number, name: string, capacity: number, enrollFrom: number, enrollTo: number, startIn: number, endIn: number, place: string, schedule: string) =>
    addSection(trx, admin, {
      courseId, name, teacherId, capacity, place, schedule,
      enrollStart: new Date(now.getTime() + enrollFrom), enrollEnd: new Date(now.getTime() + enrollTo), startTime: new Date(now.getTime() + startIn), endTime: new Date(now.getTime() + endIn),
    });
  // Finished a week ago: six students enrolled, five attended, five passed, four rated.
  const past = (await section(ids[0], '2026秋 一班', 30, -28 * DAY, -21 * DAY, -20 * DAY, -7 * DAY, '心理中心团辅室', '每周二 19:00-20:30')).id;
  const six = students.slice(2, 8);
  for (const s of six) await enrollSection(trx, { schoolId, userId: s.userId, identity: 2 }, past, new Date(now.getTime() - 25 * DAY));
  await markAttendance(trx, teacher, { sectionId: past, userIds: six.slice(0, 5).map((s) => s.userId), attended: 1 }, new Date(now.getTime() - 20 * DAY));
  await gradeStudents(trx, teacher, { sectionId: past, grades: six.map((s, i) => ({ userId: s.userId, passed: i < 5 ? 1 : 0 })) }, new Date(now.getTime() - 7 * DAY));
  await completeSection(trx, teacher, past, new Date(now.getTime() - 6 * DAY));
  for (const [i, s] of six.slice(0, 4).entries()) {
    await rateSection(trx, { schoolId, userId: s.userId, identity: 2 }, { sectionId: past, courseStars: 5 - (i % 3), teacherStars: 5 - (i % 2), comment: COMMENTS[i] }, new Date(now.getTime() - 5 * DAY));
  }
  // Enrolling now.
  const open = (await section(ids[1], '2026冬 一班', 40, -DAY, 6 * DAY, 7 * DAY, 35 * DAY, '学生活动中心201', '每周四 14:00-16:00')).id;
  for (const s of students.slice(2, 5)) await enrollSection(trx, { schoolId, userId: s.userId, identity: 2 }, open, now);
  await section(ids[2], '2026冬 创新班', 20, -DAY, 5 * DAY, 6 * DAY, 40 * DAY, '创新创业学院路演厅', '每周六 09:00-11:30');
}
