/**
 * Class timetables and clash warnings (issue 20 "Timetables"): the import templates, an import that
 * reports bad rows by row and column and writes nothing half (dry run, importAll refused, importValid
 * keeping a person with a bad row untouched, a re-import replacing a person's term), the list with
 * filters, a person's week, the student's own week, the busy map, and the clash check counting
 * participants across weeks (odd/even) and weekdays for given users, an activity's enrolled students
 * and the eligible students; refusals without the module, for students, for another school's ids.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { ClashResult, TimetableBusy, TimetableEntryRow, TimetableImportResult, TimetableTerm, TimetableWeek } from '../../common/timetables.js';
import { createActivity, enrollStudents, makeStaff, userIdOf } from './activity-fixture.js';
import { call, fileAppAs } from './helpers.js';
import { ok } from './structure-helpers.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';
import { withoutMigration } from './migration-steps.js';

const S = 10001;
const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');
const TERM = '2026-2027学年第一学期';
const termId = (await t.db.selectFrom('terms').select('id').where('schoolId', '=', S).where('name', '=', TERM).executeTakeFirstOrThrow()).id;
const otherTermId = (await t.db.selectFrom('terms').select('id').where('schoolId', '=', 10002).where('name', '=', TERM).executeTakeFirstOrThrow()).id;
/** Five students of one college, the first the demo account 2021000001. */
const me = await t.db.selectFrom('students').select(['userId', 'code', 'collegeId']).where('schoolId', '=', S).where('code', '=', '2021000001').executeTakeFirstOrThrow();
const people = await t.db
  .selectFrom('students').innerJoin('users', (j) => j.onRef('users.id', '=', 'students.userId'))
  .select(['students.userId', 'students.code', 'users.name'])
  .where('students.schoolId', '=', S).where('students.collegeId', '=', me.collegeId).where('students.status', '=', 1)
  .orderBy('students.code').limit(5).execute();
const [A, B, C, D] = people;
const teacherId = await userIdOf(t, S, 't1001');

const HEADERS = ['学号*', '姓名', '星期*', '节次', '开始时间', '结束时间', '周次*', '课程名称*', '上课地点', '授课教师'];
type Line = (string | number | null)[];
async function workbook(lines: Line[], headers = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('课表导入');
  sheet.addRow(headers);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function runImport(lines: Line[], mode: string, o: { kind?: string; term?: number; token?: string; headers?: string[] } = {}) {
  const env = await uploadEnvelope<{ id: string }>(t, '/timetable/import', [{ name: '课表.xlsx', content: await workbook(lines, o.headers) }], { mode, kind: o.kind ?? 'student', termId: o.term ?? termId }, o.token ?? admin);
  if (env.code !== 0) return { env, job: null };
  const job = await waitJob<TimetableImportResult>(t, env.data.id, o.token ?? admin);
  // A refused import still finishes ('done' with written false); 'failed' is a fault: say which.
  expect(job.status, `import job failed: ${job.error}`).toBe('done');
  return { env, job };
}
const entriesOf = (userId: number) => t.db.selectFrom('timetableEntries').select(['courseName', 'weekday', 'startMinute', 'endMinute', 'weeks']).where('userId', '=', userId).where('termId', '=', termId).orderBy('weekday').orderBy('startMinute').execute();

// The term starts on Tuesday 2026-09-01: week 1 is 08-31…09-06, week 3 holds Wednesday 2026-09-16.
const GOOD: Line[] = [
  [A.code, A.name, '3', '3-4', '', '', '1-16', '高等数学', '教学楼A101', '王老师'],
  [A.code, '', '周五', '', '14:00', '15:40', '1-8,10-16', '大学英语', '外语楼201', ''],
  [B.code, '', '三', '3-4', '', '', '1-15单', '线性代数', 'A102', ''],
  [C.code, '', '星期三', '3-4', '', '', '2-16双', '线性代数', 'A102', ''],
  [D.code, '', '4', '1-2', '', '', '1-16', '大学物理', 'B201', ''],
];

describe('GET /timetable/import-template', () => {
  it('has the kind’s code column and the default period times', async () => {
    const res = await getFile(t, '/timetable/import-template', { kind: 'student' }, admin);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('学生课表导入模板.xlsx'));
    expect((await readSheet(res.rawPayload))[0]).toEqual(HEADERS);
    expect(await readSheet(res.rawPayload, 1)).toContainEqual(['第3节', '10:00', '10:45']);
    // The import dialog asks with the import's params (the term too).
    const staff = await getFile(t, '/timetable/import-template', { kind: 'teacher', termId }, admin);
    expect((await readSheet(staff.rawPayload))[0][0]).toBe('工号*');
  });

  it('is for holders of the kind’s module only', async () => {
    expect((await getFile(t, '/timetable/import-template', { kind: 'teacher' }, teacher)).json()).toMatchObject({ code: 10003 });
    expect((await getFile(t, '/timetable/import-template', { kind: 'student' }, student)).json()).toMatchObject({ code: 10003 });
    expect((await getFile(t, '/timetable/import-template', { kind: 'pupil' }, admin)).json().msg).toMatch(/^参数错误: kind/);
  });
});

describe('POST /timetable/import', () => {
  it('reports every bad row by row and column and writes nothing on a dry run or importAll', async () => {
    const lines: Line[] = [
      ...GOOD,
      ['2099999999', '', '1', '1-2', '', '', '1-16', '体育', '', ''],
      [A.code, '张冒名', '8', '1-2', '', '', '1-16', '体育', '', ''],
      [B.code, '', '2', '', '', '', '1-16', '体育', '', ''],
      [B.code, '', '2', '', '10:00', '09:00', '1-40', '', '', ''],
      [A.code, '', '3', '4', '', '', '2', '冲突课', '', ''],
    ];
    const dry = await runImport(lines, 'dryRun');
    expect(dry.job!.result).toMatchObject({ mode: 'dryRun', total: 10, valid: 5, invalid: 5, written: false });
    const errors = dry.job!.result!.errors.map((e) => [e.row, e.column, e.reason]);
    expect(errors).toEqual([
      [7, '学号', '学号「2099999999」不存在'],
      [8, '姓名', `姓名与账号不符(应为「${A.name}」)`],
      [8, '星期', '星期应为1-7或一至日'],
      [9, '节次', '请填写节次或开始、结束时间'],
      [10, '课程名称', '课程名称不能为空'],
      [10, '结束时间', '结束时间必须晚于开始时间'],
      [10, '周次', expect.stringContaining('超出学期周数(共20周)')],
      [11, '节次', '与第2行的上课时间冲突'],
    ]);
    expect(dry.job!.hasFile).toBe(true);
    const all = await runImport(lines, 'importAll');
    expect(all.job!.result).toMatchObject({ mode: 'importAll', written: false, created: 0 });
    expect(await entriesOf(A.userId)).toEqual([]);
  });

  it('importValid replaces only the persons whose rows are all good', async () => {
    const lines: Line[] = [...GOOD, [D.code, '', '9', '1-2', '', '', '1-16', '坏行', '', '']];
    const r = await runImport(lines, 'importValid');
    expect(r.job!.result).toMatchObject({ written: true, persons: 3, created: 4, invalid: 1 });
    expect((await entriesOf(A.userId)).map((e) => [e.courseName, e.weekday, e.startMinute, e.endMinute])).toEqual([['高等数学', 3, 600, 700], ['大学英语', 5, 840, 940]]);
    expect((await entriesOf(B.userId))[0].weeks).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(await entriesOf(D.userId)).toEqual([]);
  });

  it('a clean importAll replaces each person’s term, leaving others as they were', async () => {
    expect((await runImport(GOOD, 'importAll')).job!.result).toMatchObject({ written: true, persons: 4, created: 5 });
    expect((await runImport([[A.code, '', '1', '1-2', '', '', '1-16', '思想道德与法治', '', '']], 'importAll')).job!.result).toMatchObject({ persons: 1, created: 1 });
    expect((await entriesOf(A.userId)).map((e) => e.courseName)).toEqual(['思想道德与法治']);
    expect((await entriesOf(B.userId)).map((e) => e.courseName)).toEqual(['线性代数']);
    await runImport(GOOD.slice(0, 2), 'importAll');
  });

  it('imports teachers by account under 工号', async () => {
    const headers = ['工号*', ...HEADERS.slice(1)];
    const r = await runImport([['t1001', '', '3', '5-6', '', '', '1-16', '程序设计', '实验楼301', '']], 'importAll', { kind: 'teacher', headers });
    expect(r.job!.result).toMatchObject({ written: true, created: 1 });
    const bad = await runImport([[A.code, '', '3', '5-6', '', '', '1-16', '程序设计', '', '']], 'dryRun', { kind: 'teacher', headers });
    expect(bad.job!.result!.errors[0]).toMatchObject({ column: '工号', reason: `工号「${A.code}」不存在` });
  });

  it('refuses without the module, another school’s term and a student', async () => {
    expect((await runImport(GOOD, 'dryRun', { token: teacher, kind: 'teacher' })).env.code).toBe(10003);
    expect((await runImport(GOOD, 'dryRun', { token: student })).env.code).toBe(10003);
    expect((await runImport(GOOD, 'dryRun', { term: otherTermId })).env.msg).toBe('参数错误: termId 学期不存在');
    expect((await runImport(GOOD, 'dryRun', { token: admin2 })).env.msg).toBe('参数错误: termId 学期不存在');
  });
});

describe('reading timetables', () => {
  it('lists entries with filters; another school sees none of them', async () => {
    const list = (p: object, token = admin) => call<Page<TimetableEntryRow>>(t, 'GET', '/timetable/list', { kind: 'student', termId, ...p }, token);
    const all = (await list({ size: 40 })).data;
    expect(all.total).toBe(5);
    expect(all.list[0]).toMatchObject({ code: A.code, name: A.name, weekday: 3, startPeriod: 3, endPeriod: 4, startTime: '10:00', endTime: '11:40', weeksText: '1-16', courseName: '高等数学' });
    expect((await list({ weekday: 3 })).data.list.map((r) => r.code)).toEqual([A.code, B.code, C.code]);
    expect((await list({ week: 9 })).data.list.map((r) => r.courseName)).toEqual(['高等数学', '线性代数', '大学物理']);
    expect((await list({ name: B.code })).data.total).toBe(1);
    expect((await list({ courseName: '英语' })).data.list.map((r) => r.weeksText)).toEqual(['1-8,10-16']);
    expect((await list({ kind: 'teacher' })).data.list.map((r) => r.code)).toEqual(['t1001']);
    expect((await list({ kind: 'teacher' }, teacher)).code).toBe(10003);
    expect((await list({}, admin2)).msg).toBe('参数错误: termId 学期不存在');
    expect((await list({ weekday: 8 })).msg).toMatch(/^参数错误: weekday/);
  });

  it('a college-scope holder sees the students of their college only', async () => {
    const other = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', me.collegeId!).executeTakeFirstOrThrow()).id;
    const scoped = await makeStaff(t, S, ['/data-platform/student/timetable'], 2, other);
    expect((await ok<Page<TimetableEntryRow>>(t, 'GET', '/timetable/list', { kind: 'student', termId }, scoped.token)).total).toBe(0);
    expect((await call(t, 'GET', '/timetable/week', { kind: 'student', userId: A.userId, termId }, scoped.token)).msg).toBe('参数错误: userId 人员不存在');
  });

  it('shows a person’s week with its days, and the whole term without a week', async () => {
    const w = await ok<TimetableWeek>(t, 'GET', '/timetable/week', { kind: 'student', userId: B.userId, termId, week: 3 }, admin);
    expect(w.days[0]).toBe('2026-09-14');
    expect(w.term).toMatchObject({ id: termId, weekCount: 20 });
    expect(w.entries.map((e) => e.courseName)).toEqual(['线性代数']);
    expect((await ok<TimetableWeek>(t, 'GET', '/timetable/week', { kind: 'student', userId: B.userId, termId, week: 4 }, admin)).entries).toEqual([]);
    expect((await ok<TimetableWeek>(t, 'GET', '/timetable/week', { kind: 'student', userId: A.userId, termId }, admin)).entries).toHaveLength(2);
    expect((await call(t, 'GET', '/timetable/week', { kind: 'teacher', userId: A.userId, termId }, admin)).msg).toBe('参数错误: userId 人员不存在');
    expect((await call(t, 'GET', '/timetable/week', { kind: 'student', userId: A.userId, termId }, admin2)).msg).toBe('参数错误: userId 人员不存在');
  });

  it('gives a student their own week, and only students', async () => {
    const mine = await ok<TimetableWeek>(t, 'GET', '/timetable/mine', { termId, week: 9 }, student);
    expect(mine.person.code).toBe('2021000001');
    expect(mine.entries.map((e) => e.courseName)).toEqual(A.code === '2021000001' ? ['高等数学'] : []);
    expect((await call(t, 'GET', '/timetable/mine', {}, admin)).code).toBe(10003);
  });

  it('maps the busy hours and lists the terms', async () => {
    const busy = await ok<TimetableBusy>(t, 'GET', '/timetable/busy', { kind: 'student', termId, week: 4 }, admin);
    expect(busy.persons).toBe(3);
    const cell = (weekday: number, hour: number) => busy.cells.find((c) => c.weekday === weekday && c.hour === hour)?.count ?? 0;
    // Week 4 (even): A and C on Wednesday 10:00–11:40, B (odd weeks) not.
    expect([cell(3, 10), cell(3, 11), cell(3, 12), cell(4, 8)]).toEqual([2, 2, 0, 1]);
    const terms = await ok<TimetableTerm[]>(t, 'GET', '/timetable/terms', {}, teacher);
    expect(terms.find((x) => x.id === termId)).toMatchObject({ name: TERM, weekCount: 20 });
  });
});

describe('POST /timetable/clash', () => {
  const clash = (p: object, token = admin) => call<ClashResult>(t, 'POST', '/timetable/clash', p, token);
  const users = [A, B, C, D].map((p) => p.userId);

  it('counts the participants with class in the range across weeks and weekdays', async () => {
    // Wednesday of week 3 (odd): A (every week) and B (odd weeks) clash, C (even) and D (Thursday) do not.
    const odd = (await clash({ startTime: '2026-09-16 10:30', endTime: '2026-09-16 12:00', userIds: users })).data;
    expect([odd.basis, odd.participants, odd.count]).toEqual(['users', 4, 2]);
    expect(odd.list.map((p) => p.code)).toEqual([A.code, B.code].sort());
    expect(odd.list.find((p) => p.userId === A.userId)!.classes).toEqual([{ day: '2026-09-16', weekday: 3, startTime: '10:00', endTime: '11:40', courseName: '高等数学', place: '教学楼A101' }]);
    // Week 4 (even): A and C.
    expect((await clash({ startTime: '2026-09-23 10:30', endTime: '2026-09-23 11:00', userIds: users })).data.list.map((p) => p.userId).sort()).toEqual([A.userId, C.userId].sort());
    // Ending as class starts is no clash; Wednesday evening to Thursday morning catches D.
    expect((await clash({ startTime: '2026-09-16 08:00', endTime: '2026-09-16 10:00', userIds: users })).data.count).toBe(0);
    expect((await clash({ startTime: '2026-09-16 20:00', endTime: '2026-09-17 08:30', userIds: users })).data.list.map((p) => p.userId)).toEqual([D.userId]);
    // Week 9 skips 大学英语 (1-8,10-16): Friday of week 9 is free, of week 10 not.
    expect((await clash({ startTime: '2026-10-30 14:00', endTime: '2026-10-30 15:00', userIds: [A.userId] })).data.count).toBe(0);
    expect((await clash({ startTime: '2026-11-06 14:00', endTime: '2026-11-06 15:00', userIds: [A.userId] })).data.count).toBe(1);
    // Outside every term: nobody has class.
    expect((await clash({ startTime: '2026-08-12 10:00', endTime: '2026-08-12 11:00', userIds: users })).data).toMatchObject({ participants: 4, count: 0 });
  });

  it('takes an activity’s enrolled students, else the eligible students', async () => {
    const a = await createActivity(t, { status: 5, capacity: 300 });
    const eligible = (await clash({ startTime: '2026-09-16 10:30', endTime: '2026-09-16 11:00', activityId: a.id })).data;
    expect(eligible.basis).toBe('eligible');
    expect(eligible.count).toBe(2);
    expect(eligible.participants).toBeGreaterThan(4);
    expect((await clash({ startTime: '2026-09-16 10:30', endTime: '2026-09-16 11:00', collegeId: me.collegeId })).data.count).toBe(2);
    await enrollStudents(t, a, [B.userId, C.userId, D.userId]);
    const enrolled = (await clash({ startTime: '2026-09-16 10:30', endTime: '2026-09-16 11:00', activityId: a.id })).data;
    expect([enrolled.basis, enrolled.participants, enrolled.count]).toEqual(['enrolled', 3, 1]);
  });

  it('refuses bad ranges, students and another school’s activity', async () => {
    expect((await clash({ startTime: '2026-09-16 12:00', endTime: '2026-09-16 10:00', userIds: users })).msg).toBe('参数错误: endTime 必须晚于开始时间');
    expect((await clash({ startTime: '2026-09-01 12:00', endTime: '2026-10-16 10:00', userIds: users })).msg).toBe('参数错误: endTime 时间范围不能超过31天');
    expect((await clash({ startTime: '2026-09-16', endTime: '2026-09-16 10:00', userIds: 'x' })).msg).toBe('参数错误: userIds 格式不正确');
    expect((await clash({ endTime: '2026-09-16 10:00' })).msg).toMatch(/^参数错误: startTime/);
    expect((await clash({ startTime: '2026-09-16 10:00', endTime: '2026-09-16 11:00' }, student)).code).toBe(10003);
    const theirs = await createActivity(t, { schoolId: 10002, status: 5 });
    expect((await clash({ startTime: '2026-09-16 10:00', endTime: '2026-09-16 11:00', activityId: theirs.id })).msg).toBe('活动不存在');
    // Another school's users are no participants here.
    expect((await clash({ startTime: '2026-09-16 10:30', endTime: '2026-09-16 11:00', userIds: users }, admin2)).data).toMatchObject({ participants: 0, count: 0 });
  });
});

describe('migration 20261126_035000_timetables', () => {
  const menu = () =>
    t.db.selectFrom('modules').select(['id', 'name', 'nameEn', 'path', 'parentId', 'api', 'icon', 'isBtn', 'identity']).where('schoolId', 'is', null)
      .where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', 1900)])).orderBy('identity').orderBy('parentId', 'desc').orderBy('orderId').execute();
  /** The seeded roles holding the entry (not the ones the tests above made). */
  const holders = (path: string) =>
    t.db.selectFrom('roleModules as rm').innerJoin('modules as m', 'm.id', 'rm.moduleId').innerJoin('roles as r', 'r.id', 'rm.roleId')
      .select(['rm.schoolId', 'r.code']).where('m.path', '=', path).where('r.code', 'not like', 'test_%').orderBy('rm.schoolId').orderBy('r.code').execute();

  it('adds to a database migrated without it the entries the seed writes, in the same places', async () => {
    const before = await menu();
    // 数据平台 right after 课程评价 (the route groups of issue 21 come after it), 数据大屏 last.
    const top = before.filter((m) => m.parentId === null && m.identity === 0).map((m) => m.id);
    expect([top[top.indexOf(1900) - 1], top.at(-1)]).toEqual([1810, 900]);
    expect(await holders('/data-platform/student/timetable')).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10001, code: 'teacher' }, { schoolId: 10002, code: 'admin' }, { schoolId: 10002, code: 'teacher' }]);
    await withoutMigration(t.db, '20261126_035000_timetables', async () => {
      expect((await menu()).map((m) => m.path)).not.toContain('/data-platform');
    });
    expect(await menu()).toEqual(before);
    // An existing database grants the new entries to the administrators and students only.
    expect(await holders('/data-platform/teacher/timetable')).toEqual([{ schoolId: 10001, code: 'admin' }, { schoolId: 10002, code: 'admin' }]);
    expect(await holders('/student/timetable')).toEqual([{ schoolId: 10001, code: 'student' }, { schoolId: 10002, code: 'student' }]);
  });
});
