/**
 * Table types: class timetables (issue 20 "Timetables"; migration 20261126_035000_timetables).
 * Columns are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { ColumnType, Generated } from 'kysely';

/** One class of a person (student or teacher) in a term: weekday, clock minutes, the weeks it meets. */
export interface TimetableEntriesTable {
  id: Generated<number>;
  schoolId: number;
  termId: number;
  userId: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** 节次 as imported (null when the row gave clock times only). */
  startPeriod: number | null;
  endPeriod: number | null;
  /** Minutes after midnight, start < end ≤ 1440. */
  startMinute: number;
  endMinute: number;
  /** Term week numbers (integer[]), ascending. */
  weeks: ColumnType<number[], number[], number[]>;
  courseName: string;
  place: Generated<string>;
  teacherName: Generated<string>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}
