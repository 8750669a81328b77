/**
 * The timetable demo of 示范大学 (issue 20 "Timetables"): a week of classes for the first six demo
 * students (2021000001 …) and for t1001 in the term containing `now`, written through the import's
 * own check and write (importTimetableRows) — odd/even-week classes included, so the clash warning
 * and the busy map have something to show. Other schools, and a `now` outside every term, get nothing.
 */
import { chinaDay } from '../../common/time.js';
import type { TimetableKind } from '../../common/timetables.js';
import type { Trx } from '../db/db.js';
import { importTimetableRows, type TimetableRowValues } from '../modules/timetables/import.js';
import { termOf } from '../modules/terms/service.js';
import { userIdLookup } from './lookups.js';

/** weekday, periods, weeks, course, place, teacher. */
type Lesson = [string, string, string, string, string, string];
const COMMON: Lesson[] = [
  ['1', '1-2', '1-16', '高等数学', '教学楼A101', '王建国'],
  ['1', '5-6', '1-16', '大学英语', '外语楼201', '李芳'],
  ['2', '3-4', '1-15单', '线性代数', '教学楼A203', '赵敏'],
  ['3', '3-4', '1-16', '大学物理', '理科楼B105', '陈立'],
  ['4', '1-2', '1-8,10-16', '思想道德与法治', '教学楼C301', '周洁'],
  ['5', '5-6', '2-16双', '程序设计基础', '实验楼301', '孙浩'],
];
/** Each student's own extra class (a different elective). */
const ELECTIVES: Lesson[] = [
  ['3', '7-8', '1-12', '创新创业基础', '创业园101', '吴强'],
  ['2', '9-10', '1-16', '中国传统文化', '图书馆报告厅', '郑琳'],
  ['4', '5-6', '1-16', '体育(篮球)', '东区体育中心', '刘勇'],
  ['5', '1-2', '1-16', '心理健康教育', '教学楼C102', '何静'],
  ['1', '7-8', '3-14', '演讲与口才', '文科楼204', '黄蕾'],
  ['3', '9-10', '1-16', '摄影基础', '艺术楼A201', '林涛'],
];
const TEACHER: Lesson[] = [
  ['1', '1-2', '1-16', '高等数学(计科2101)', '教学楼A101', ''],
  ['3', '3-4', '1-16', '高等数学(计科2102)', '教学楼A105', ''],
];

const rowsOf = (code: string, lessons: Lesson[], from: number) =>
  lessons.map(([weekday, periods, weeks, courseName, place, teacherName], i): { row: number; values: TimetableRowValues } => ({
    row: from + i,
    values: { code, name: '', weekday, periods, startTime: '', endTime: '', weeks, courseName, place, teacherName },
  }));

/** Writes the demo for `schoolId` (示范大学 only). */
export async function seedTimetables(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== 10001) return;
  const term = await termOf(trx, schoolId, chinaDay(now), now);
  const adminId = (await userIdLookup(trx, schoolId, ['admin']))('admin');
  if (!term || !adminId) return;
  const session = { schoolId, userId: adminId };
  const codes = Array.from({ length: ELECTIVES.length }, (_, i) => `2021${String(i + 1).padStart(6, '0')}`);
  const students = codes.flatMap((code, i) => rowsOf(code, [...COMMON, ELECTIVES[i]], 2 + i * 10));
  const write = (kind: TimetableKind, rows: { row: number; values: TimetableRowValues }[]) => importTimetableRows(trx, session, kind, term.id, rows);
  await write('student', students);
  await write('teacher', rowsOf('t1001', TEACHER, 2));
}
