/**
 * Students, issue 3 (spec §3 "Student list row", §7 GET /school/students; DESIGN.md §4):
 *  - per-student totals `hours`, `score` and `credit` (诚信值, the integrity value) as numeric
 *    columns on students, 0 until the hours ledger (a later issue) maintains them in the same
 *    transaction as each grant; the list filters min/max on them;
 *  - indexes for the list's filter mixes, each ending in (status, code) so a page in student-number
 *    order is an index range scan, plus a text_pattern_ops index for the student-number prefix; the
 *    issue-2 indexes they extend (school_id + college_id / class_id / grade) are dropped, so that a
 *    30,000-row import maintains fewer indexes;
 *  - student_major_changes: the history of POST /school/student/turnMajor (who, when, from, to,
 *    reason). Names are kept as written at the time, so the history survives renamed or deleted
 *    majors; ids are kept without foreign keys for the same reason.
 */
import { sql, type Kysely } from 'kysely';

const FILTER_INDEXES: [string, string[]][] = [
  ['students_school_college_status_code_ix', ['school_id', 'college_id', 'status', 'code']],
  ['students_school_major_status_code_ix', ['school_id', 'major_id', 'status', 'code']],
  ['students_school_class_status_code_ix', ['school_id', 'class_id', 'status', 'code']],
  ['students_school_grade_status_code_ix', ['school_id', 'grade', 'status', 'code']],
  ['students_school_campus_status_code_ix', ['school_id', 'campus_id', 'status', 'code']],
  ['students_school_status_hours_ix', ['school_id', 'status', 'hours']],
];

/** Issue-2 indexes that the new ones extend (same leading columns). */
const REPLACED: [string, string[]][] = [
  ['students_school_college_ix', ['school_id', 'college_id']],
  ['students_school_class_ix', ['school_id', 'class_id']],
  ['students_school_grade_ix', ['school_id', 'grade']],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('students')
    .addColumn('hours', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('score', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('credit', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, columns] of FILTER_INDEXES) await db.schema.createIndex(name).on('students').columns(columns).execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
  // Student-number prefix search (code LIKE '2021%') under any collation.
  await sql`create index students_school_code_prefix_ix on students (school_id, code text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('student_major_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('from_college_id', 'integer')
    .addColumn('from_major_id', 'integer')
    .addColumn('from_class_id', 'integer')
    .addColumn('from_college_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_major_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_class_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_college_id', 'integer', (c) => c.notNull())
    .addColumn('to_major_id', 'integer', (c) => c.notNull())
    .addColumn('to_class_id', 'integer', (c) => c.notNull())
    .addColumn('to_college_name', 'text', (c) => c.notNull())
    .addColumn('to_major_name', 'text', (c) => c.notNull())
    .addColumn('to_class_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer')
    .addColumn('changed_by_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('student_major_changes_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('student_major_changes_user_ix')
    .on('student_major_changes')
    .columns(['school_id', 'user_id', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('student_major_changes').ifExists().execute();
  await db.schema.dropIndex('students_school_code_prefix_ix').ifExists().execute();
  for (const [name, columns] of REPLACED) await db.schema.createIndex(name).ifNotExists().on('students').columns(columns).execute();
  for (const [name] of FILTER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.alterTable('students').dropColumn('credit').dropColumn('score').dropColumn('hours').execute();
}
