/**
 * Issue 20 "Timetables" (spec §2 /data-platform/student/timetable, /data-platform/teacher/timetable):
 *  - timetable_entries: one class of a person (student or teacher) in a term — weekday, 节次 as
 *    imported, clock minutes [start_minute, end_minute), the term weeks it meets (integer[]), course,
 *    place, teacher. An import replaces a term's entries of the persons in its file.
 *
 * The clash query (server/modules/timetables/clash.ts) starts from the participants: for each
 * participant, the entries of (term, weekday) overlapping the planned minutes whose weeks hold the
 * planned week. timetable_entries_person_ix (school_id, term_id, user_id, weekday) serves it and the
 * week view; timetable_entries_slot_ix (school_id, term_id, weekday, start_minute) serves the
 * busy-hours map and a clash over a whole school's eligible students. Weeks are an integer array
 * tested with `= any(weeks)` after the index: a term's classes meet in most of its weeks, so "meets
 * in week w" keeps ~80% of rows and a GIN index on weeks would never be chosen.
 * Every key includes school_id (Citus). Menu entries: 数据平台 (1900) with 学生课表 (1901), 教师课表
 * (1902); the student's 我的课表 (1012).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const TIMETABLE_MENU_ENTRIES: MenuEntry[] = [
  { id: 1900, name: '数据平台', nameEn: 'Data platform', path: '/data-platform', parentId: null, orderId: 15, icon: 'CalendarMonth', before: 900 },
  { id: 1901, name: '学生课表', nameEn: 'Student timetables', path: '/data-platform/student/timetable', parentId: 1900, orderId: 1, api: '/school/structure/options' },
  { id: 1902, name: '教师课表', nameEn: 'Teacher timetables', path: '/data-platform/teacher/timetable', parentId: 1900, orderId: 2 },
  { id: 1012, name: '我的课表', nameEn: 'My timetable', path: '/student/timetable', parentId: null, orderId: 13, icon: 'CalendarMonth', identity: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('timetable_entries')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('weekday', 'smallint', (c) => c.notNull())
    .addColumn('start_period', 'smallint')
    .addColumn('end_period', 'smallint')
    .addColumn('start_minute', 'smallint', (c) => c.notNull())
    .addColumn('end_minute', 'smallint', (c) => c.notNull())
    .addColumn('weeks', sql`integer[]`, (c) => c.notNull())
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('teacher_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('timetable_entries_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('timetable_entries_term_fk', ['school_id', 'term_id'], 'terms', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('timetable_entries_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('timetable_entries_weekday_ck', sql`weekday between 1 and 7`)
    .addCheckConstraint('timetable_entries_minutes_ck', sql`start_minute >= 0 and end_minute <= 1440 and end_minute > start_minute`)
    .addCheckConstraint('timetable_entries_weeks_ck', sql`cardinality(weeks) > 0`)
    .execute();
  await db.schema.createIndex('timetable_entries_person_ix').on('timetable_entries').columns(['school_id', 'term_id', 'user_id', 'weekday']).execute();
  await db.schema.createIndex('timetable_entries_slot_ix').on('timetable_entries').columns(['school_id', 'term_id', 'weekday', 'start_minute']).execute();
  await addMenuEntries(db, TIMETABLE_MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, TIMETABLE_MENU_ENTRIES.map((e) => e.id));
  await db.schema.dropTable('timetable_entries').execute();
}
