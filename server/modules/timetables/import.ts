/**
 * The timetable import (issue 20 "Timetables": import a term's class timetables from xlsx with a
 * template; spec §5 spreadsheet upload). The template (学生课表导入模板.xlsx / 教师课表导入模板.xlsx)
 * has 学号 (工号)*, 姓名, 星期*, 节次, 开始时间, 结束时间, 周次*, 课程名称*, 上课地点, 授课教师 and a
 * 填写说明 sheet with the default period times. Each row is checked:
 *  - the code is a student (a staff account) of the school within the caller's data scope, and the
 *    name, when given, is theirs;
 *  - 星期 is 1–7 or 一…日 (周一, 星期一); 节次 'n' or 'a-b' within 1–12; 开始/结束时间 'HH:mm', end after
 *    start — clock times win over 节次, which otherwise give them (PERIOD_TIMES); one of them is needed;
 *  - 周次 reads as a week set (parseWeeks) within the term's weeks;
 *  - 课程名称 ≤ 50, 上课地点 ≤ 50, 授课教师 ≤ 30 characters;
 *  - no two rows of one person overlap in time, weekday and a shared week.
 * The file replaces the term's entries of every person in it, in ONE transaction (the shared import
 * job's writeOnce). Modes as the roster's: dryRun writes nothing; importAll writes only when no row
 * has a problem; importValid writes the persons whose rows are all good (a person is never half
 * replaced). Problems come back as {row, column, reason} and as an error report xlsx.
 */
import ExcelJS from 'exceljs';
import { ERROR_LIST_LIMIT } from '../../../common/students.js';
import {
  COURSE_NAME_MAX, minutesOf, parseWeeks, PERIOD_MAX, PERIOD_TIMES, PLACE_MAX, termWeekCount, type TimetableImportResult, type TimetableKind,
} from '../../../common/timetables.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { withFile, XLSX_TYPE, yieldToEventLoop } from '../../jobs/index.js';
import { sheetRows, type ImportRun, type SheetColumn } from '../../jobs/sheets/index.js';
import { ApiError } from '../../protocol/errors.js';
import { ResultCode } from '../../../common/codes.js';
import { addHelpSheet, errorReport, styleHeader } from '../students/roster/workbooks.js';
import { IDENTITY_OF } from './access.js';
import { findTermDates, personCodes, replaceEntries, type EntryInput } from './repository.js';

export const IMPORT_JOB = 'timetable-import';
export const TEMPLATE_FILE_NAME: Record<TimetableKind, string> = { student: '学生课表导入模板.xlsx', teacher: '教师课表导入模板.xlsx' };
export const ERROR_REPORT_NAME = '课表导入错误报告.xlsx';
export const IMPORT_EMPTY = '文件中没有课表数据';
export const TERM_NOT_FOUND = '学期不存在';
const TEACHER_NAME_MAX = 30;

type Key = 'code' | 'name' | 'weekday' | 'periods' | 'startTime' | 'endTime' | 'weeks' | 'courseName' | 'place' | 'teacherName';
interface ImportColumn extends SheetColumn<Key> {
  width: number;
}
const col = (key: Key, label: string, required: boolean, width: number): ImportColumn => ({ key, label, required, width });

const CODE_LABEL: Record<TimetableKind, string> = { student: '学号', teacher: '工号' };

/** The kind's columns: the code column reads 学号 (students) or 工号 (teachers); the sheet reader matches headers by label. */
export function importColumns(kind: TimetableKind): ImportColumn[] {
  return [
    col('code', CODE_LABEL[kind], true, 16),
    col('name', '姓名', false, 10),
    col('weekday', '星期', true, 8),
    col('periods', '节次', false, 8),
    col('startTime', '开始时间', false, 10),
    col('endTime', '结束时间', false, 10),
    col('weeks', '周次', true, 14),
    col('courseName', '课程名称', true, 24),
    col('place', '上课地点', false, 16),
    col('teacherName', '授课教师', false, 12),
  ];
}
export const IMPORT_COLUMNS: Record<TimetableKind, ImportColumn[]> = { student: importColumns('student'), teacher: importColumns('teacher') };
const LABEL = Object.fromEntries(IMPORT_COLUMNS.student.map((c) => [c.key, c.label])) as Record<Key, string>;

export const IMPORT_MESSAGES = {
  required: (label: string) => `${label}不能为空`,
  person: (kind: TimetableKind, code: string) => (kind === 'student' ? `学号「${code}」不存在` : `工号「${code}」不存在`),
  scope: '该学生不在您的数据范围内',
  name: (name: string) => `姓名与账号不符(应为「${name}」)`,
  weekday: '星期应为1-7或一至日',
  periods: `节次应为1-${PERIOD_MAX}之间的数字或范围,如"1-2"`,
  time: '时间格式应为HH:mm',
  timeOrder: '结束时间必须晚于开始时间',
  when: '请填写节次或开始、结束时间',
  weeks: (max: number) => `周次格式不正确或超出学期周数(共${max}周),如"1-16"、"1-8,10-16"、"1-15单"`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  overlap: (row: number) => `与第${row}行的上课时间冲突`,
} as const;

const WEEKDAYS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, 七: 7 };

/** '3', '三', '周三', '星期三', '礼拜三' → 3; else null. */
export function weekdayOf(text: string): number | null {
  const t = text.replace(/^(星期|周|礼拜)/, '').trim();
  if (/^[1-7]$/.test(t)) return Number(t);
  return WEEKDAYS[t] ?? null;
}

/** '3' → [3, 3], '1-2' → [1, 2] within 1..PERIOD_MAX; else null. */
export function periodsOf(text: string): [number, number] | null {
  const m = /^(\d{1,2})(?:\s*[-~－—]\s*(\d{1,2}))?节?$/.exec(text.replace(/^第/, '').trim());
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return from >= 1 && to >= from && to <= PERIOD_MAX ? [from, to] : null;
}

/** The xlsx bytes of the kind's template (see the file comment). */
export async function importTemplate(kind: TimetableKind): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('课表导入', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS[kind].map((c) => ({ header: c.required ? `${c.label}*` : c.label, key: c.key, width: c.width, style: { numFmt: '@' } }));
  styleHeader(sheet.getRow(1));
  IMPORT_COLUMNS[kind].forEach((c, i) => {
    if (c.required) sheet.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  sheet.addRow([kind === 'student' ? '2021000001' : 't1001', '', '1', '1-2', '', '', '1-16', '高等数学', '教学楼A101', kind === 'student' ? '王老师' : '']);
  const lines = [
    ['填写说明'],
    ['1. 每行一节(或连续几节)课,第1行为表头,请勿修改表头;带*的列必填。第2行为示例,导入前请删除。'],
    [`2. ${CODE_LABEL[kind]}须为本校${kind === 'student' ? '在籍学生' : '教职工账号'};填写姓名时须与账号一致。`],
    ['3. 星期填1-7或一至日;节次填"1-2"或"3";也可直接填写开始、结束时间(HH:mm),填写时间时以时间为准。'],
    ['4. 周次如"1-16"、"1-8,10-16"、"1-15单"、"2-16双",不能超过学期周数。'],
    ['5. 导入会替换所选学期中文件内每个人的全部课表;同一人的课在同一周同一时间不能重叠。'],
    ['6. 文件须为xlsx格式,大小不超过5M。'],
    [],
    ['节次', '开始时间', '结束时间'],
  ];
  addHelpSheet(wb, [14, 14, 14], lines, PERIOD_TIMES.map(([start, end], i) => [`第${i + 1}节`, start, end]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** What the rows are checked against. */
interface ImportContext {
  kind: TimetableKind;
  weekCount: number;
  persons: Map<string, { userId: number; inScope: boolean; name: string }>;
}

/** A checked row ready to write. */
interface GoodRow extends EntryInput {
  row: number;
}

/** Every problem of every row, and the good rows of persons without problems; yields every 1,000 rows. */
export async function validateImport(rows: { row: number; values: Record<Key, string> }[], ctx: ImportContext) {
  const errors: { row: number; column: string; reason: string }[] = [];
  const good: GoodRow[] = [];
  const badPersons = new Set<number>();
  const byPerson = new Map<number, GoodRow[]>();
  let invalid = 0;
  for (const [i, r] of rows.entries()) {
    if (i > 0 && i % 1000 === 0) await yieldToEventLoop();
    const found: { row: number; column: string; reason: string }[] = [];
    const fail = (key: Key, reason: string) => found.push({ row: r.row, column: key === 'code' ? CODE_LABEL[ctx.kind] : LABEL[key], reason });
    const v = r.values;
    for (const c of IMPORT_COLUMNS[ctx.kind]) if (c.required && !v[c.key]) fail(c.key, IMPORT_MESSAGES.required(c.label));
    const person = v.code ? ctx.persons.get(v.code) : undefined;
    if (v.code && !person) fail('code', IMPORT_MESSAGES.person(ctx.kind, v.code));
    else if (person && !person.inScope) fail('code', IMPORT_MESSAGES.scope);
    else if (person && v.name && v.name !== person.name) fail('name', IMPORT_MESSAGES.name(person.name));
    const weekday = v.weekday ? weekdayOf(v.weekday) : null;
    if (v.weekday && weekday === null) fail('weekday', IMPORT_MESSAGES.weekday);
    const periods = v.periods ? periodsOf(v.periods) : null;
    if (v.periods && !periods) fail('periods', IMPORT_MESSAGES.periods);
    const start = v.startTime ? minutesOf(v.startTime) : null;
    const end = v.endTime ? minutesOf(v.endTime) : null;
    if (v.startTime && start === null) fail('startTime', IMPORT_MESSAGES.time);
    if (v.endTime && end === null) fail('endTime', IMPORT_MESSAGES.time);
    let minutes: [number, number] | null = null;
    if (start !== null && end !== null) {
      if (end <= start) fail('endTime', IMPORT_MESSAGES.timeOrder);
      else minutes = [start, end];
    } else if (!v.startTime && !v.endTime && periods) {
      minutes = [minutesOf(PERIOD_TIMES[periods[0] - 1][0])!, minutesOf(PERIOD_TIMES[periods[1] - 1][1])!];
    } else if (!v.periods || (v.startTime && !v.endTime) || (!v.startTime && v.endTime)) {
      if (!(v.startTime && start === null) && !(v.endTime && end === null)) fail(v.startTime ? 'endTime' : v.endTime ? 'startTime' : 'periods', IMPORT_MESSAGES.when);
    }
    const weeks = v.weeks ? parseWeeks(v.weeks, ctx.weekCount) : null;
    if (v.weeks && !weeks) fail('weeks', IMPORT_MESSAGES.weeks(ctx.weekCount));
    if (v.courseName.length > COURSE_NAME_MAX) fail('courseName', IMPORT_MESSAGES.tooLong(LABEL.courseName, COURSE_NAME_MAX));
    if (v.place.length > PLACE_MAX) fail('place', IMPORT_MESSAGES.tooLong(LABEL.place, PLACE_MAX));
    if (v.teacherName.length > TEACHER_NAME_MAX) fail('teacherName', IMPORT_MESSAGES.tooLong(LABEL.teacherName, TEACHER_NAME_MAX));
    if (!found.length && person && weekday && minutes && weeks) {
      const mine = byPerson.get(person.userId) ?? [];
      const clash = mine.find((o) => o.weekday === weekday && o.startMinute < minutes[1] && o.endMinute > minutes[0] && o.weeks.some((w) => weeks.includes(w)));
      if (clash) fail(v.startTime ? 'startTime' : 'periods', IMPORT_MESSAGES.overlap(clash.row));
      else {
        const entry: GoodRow = {
          row: r.row, userId: person.userId, weekday, startPeriod: periods?.[0] ?? null, endPeriod: periods?.[1] ?? null, startMinute: minutes[0], endMinute: minutes[1],
          weeks, courseName: v.courseName, place: v.place, teacherName: v.teacherName,
        };
        mine.push(entry);
        byPerson.set(person.userId, mine);
        good.push(entry);
      }
    }
    if (found.length) {
      invalid += 1;
      errors.push(...found);
      if (person) badPersons.add(person.userId);
    }
  }
  // A person with any bad row keeps their current timetable: never half replaced.
  const writable = good.filter((g) => !badPersons.has(g.userId));
  return { good: writable, errors, invalid, valid: rows.length - invalid };
}

/** The job's input beside the scope and mode. */
export interface TimetableImportInput {
  scope: DataScope;
  mode: 'dryRun' | 'importAll' | 'importValid';
  kind: TimetableKind;
  termId: number;
}

async function importContext(db: Db, schoolId: number, kind: TimetableKind, termId: number, scope: DataScope): Promise<ImportContext> {
  const term = await findTermDates(db, schoolId, termId);
  if (!term) throw new ApiError(ResultCode.BAD_PARAMS, TERM_NOT_FOUND);
  const rows = await personCodes(db, schoolId, IDENTITY_OF[kind], scope);
  const persons: ImportContext['persons'] = new Map(rows.map((r) => [r.code, { userId: r.userId, inScope: !!r.inScope, name: r.name }]));
  return { kind, weekCount: termWeekCount(term.startDate, term.endDate), persons };
}

/**
 * The job's work on a read file: decode, check, maybe replace; resolves to TimetableImportResult
 * (with the error report when there are problems). Fails with the read's problem, IMPORT_EMPTY or
 * TERM_NOT_FOUND.
 */
export async function runTimetableImport({ db, session, scope, sheet, mode, report, write, kind, termId }: ImportRun & TimetableImportInput): Promise<unknown> {
  report(0, 1);
  const rows = await sheetRows(sheet, IMPORT_COLUMNS[kind], IMPORT_EMPTY);
  report(0, rows.length * 2);
  const ctx = await importContext(db, session.schoolId, kind, termId, scope);
  const check = await validateImport(rows, ctx);
  report(rows.length, rows.length * 2);
  const userIds = [...new Set(check.good.map((g) => g.userId))];
  const result: TimetableImportResult = {
    mode, total: rows.length, valid: check.valid, invalid: check.invalid,
    errors: check.errors.slice(0, ERROR_LIST_LIMIT), errorCount: check.errors.length, written: false, persons: 0, created: 0,
  };
  const refuse = mode === 'importAll' && check.invalid > 0;
  if (mode !== 'dryRun' && !refuse && check.good.length > 0) {
    // Every person's replacement in ONE transaction: any failure writes nothing.
    result.created = await write((trx) => replaceEntries(trx, session.schoolId, termId, userIds, check.good.map(({ row: _row, ...e }) => e), session.userId));
    result.persons = userIds.length;
    result.written = true;
  }
  report(rows.length * 2, rows.length * 2);
  if (check.errors.length === 0) return result;
  return withFile(result, { content: await errorReport(check.errors), fileName: ERROR_REPORT_NAME, contentType: XLSX_TYPE });
}

/**
 * Checks sheet-like rows and replaces the term's entries of their persons at once (the demo seed;
 * the job runs the same check and write in its own steps). Resolves to how many persons and entries
 * were written and the problems of the rows left out.
 */
export async function importTimetableRows(trx: Db, session: { schoolId: number; userId: number }, kind: TimetableKind, termId: number, rows: { row: number; values: Record<Key, string> }[]) {
  const check = await validateImport(rows, await importContext(trx, session.schoolId, kind, termId, { kind: 'school' }));
  const userIds = [...new Set(check.good.map((g) => g.userId))];
  const created = await replaceEntries(trx, session.schoolId, termId, userIds, check.good.map(({ row: _row, ...e }) => e), session.userId);
  return { persons: userIds.length, created, errors: check.errors };
}

/** An import row's values by column (the seed writes rows as a sheet would hold them). */
export type TimetableRowValues = Record<Key, string>;
