/**
 * Issue 20 "Courses and review" journey: the administrator opens a course (reviewed, passed) with a
 * section of two seats taught by t1001; 2021000001 enrolls on a 375 px phone (我的课程), a second
 * student takes the last seat and a third is told it is full; t1001 shows the rotating QR on
 * 考勤签到 and the phone opens its link and signs in; t1001 grades both on 成绩与结课 and completes the
 * section; the phone shows the hours. Screenshots at 1366 px and 375 px go to E2E_SHOTS.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { apiCall, apiOk, apiSignIn } from './api';
import { journeyBrowser, signIn, visible } from './browser';
import { workerBaseUrl } from './server';

const baseUrl = workerBaseUrl();
const captcha = inject('captchaCode');
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const tag = Date.now() % 100000;
const COURSE = `E2E摄影课${tag}`;

mkdirSync(SHOTS, { recursive: true });
const { newPage } = journeyBrowser();
const minute = (ms: number) => new Date(Date.now() + ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const HOUR = 3_600_000;

it('a section is enrolled to capacity, attended by QR and completed with hours', async () => {
  // 1. The course opens through its review; its section has two seats.
  const admin = await apiSignIn(baseUrl, captcha, 'admin', 'Admin@123456');
  const options = await apiOk<{ classifies: { id: number; parentId: number }[]; teachers: { id: number; username: string }[] }>(baseUrl, admin, 'GET', '/course/form/options');
  const { id: courseId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/course/add', { name: COURSE, classifyId: options.classifies.find((c) => c.parentId === 0)!.id, hours: 2, gradeMode: 1 });
  await apiOk(baseUrl, admin, 'POST', '/course/audit', { ids: [courseId], result: 'pass' });
  const teacherId = options.teachers.find((t) => t.username === 't1001')!.id;
  const { id: sectionId } = await apiOk<{ id: number }>(baseUrl, admin, 'POST', '/course/section/add', {
    courseId, name: '一班', teacherId, capacity: 2, enrollStart: minute(-HOUR), enrollEnd: minute(HOUR), startTime: minute(HOUR / 2), endTime: minute(3 * HOUR), place: '艺术楼B201', schedule: '周六 09:00-11:00',
  });

  // 2. The student enrolls on the phone.
  const phone = await newPage(375, 812);
  await signIn(phone, baseUrl, captcha, '2021000001', 'Student@123456');
  await visible(phone, '我的首页');
  await phone.goto(`${baseUrl}/student/course`);
  const card = phone.getByTestId('course-card').filter({ hasText: COURSE });
  await card.getByRole('button', { name: '报名' }).click();
  await visible(phone, '报名成功');
  await phone.screenshot({ path: join(SHOTS, 'course-student-375.png'), fullPage: true });

  // A second student takes the last seat; a third is told the section is full.
  const second = await apiSignIn(baseUrl, captcha, '2021000003', 'Student@123456');
  await apiOk(baseUrl, second, 'POST', '/course/student/enroll', { sectionId });
  const third = await apiSignIn(baseUrl, captcha, '2021000004', 'Student@123456');
  expect((await apiCall(baseUrl, third, 'POST', '/course/student/enroll', { sectionId })).msg).toBe('报名人数已满');

  // 3. t1001 shows the QR code; the phone opens its link and signs in.
  const desk = await newPage(1366, 768);
  await signIn(desk, baseUrl, captcha, 't1001', 'Teacher@123456');
  await visible(desk, '数据一览');
  await desk.goto(`${baseUrl}/course/attendance?sectionId=${sectionId}`);
  const qr = desk.getByRole('img', { name: '签到二维码' });
  await qr.waitFor({ timeout: 20000 });
  const token = await qr.getAttribute('data-token');
  await phone.goto(`${baseUrl}/student/course?sign=${encodeURIComponent(token!)}`);
  await visible(phone, '签到成功');
  await desk.reload();
  await visible(desk, '已签到 1 / 2 人');
  await desk.screenshot({ path: join(SHOTS, 'course-attendance-1366.png') });

  // 4. t1001 grades both and completes the section: the hours are issued.
  await desk.goto(`${baseUrl}/course/grade?sectionId=${sectionId}`);
  const grades = desk.getByRole('combobox', { name: /成绩$/ });
  await grades.nth(1).waitFor({ timeout: 20000 });
  expect(await grades.count()).toBe(2);
  for (const select of await grades.all()) {
    await select.click();
    await desk.getByRole('option', { name: '合格', exact: true }).click();
  }
  await desk.getByRole('button', { name: '保存成绩' }).click();
  await visible(desk, '成绩已保存');
  await desk.getByRole('button', { name: '结课并发放学时' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: '结课并发放学时' }).click();
  await visible(desk, '已结课:2 名学生获得学时');
  await desk.screenshot({ path: join(SHOTS, 'course-grade-1366.png') });

  // 5. The phone shows the hours on 我的课程.
  await phone.goto(`${baseUrl}/student/course`);
  await phone.getByRole('tab', { name: /^我的课程 \(\d+\)$/ }).click();
  await phone.getByTestId('course-card').filter({ hasText: COURSE }).getByText('+2.00 学时').waitFor({ timeout: 20000 });
  await phone.screenshot({ path: join(SHOTS, 'course-student-mine-375.png'), fullPage: true });
});
