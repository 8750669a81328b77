/**
 * Issue 18 items 3 and 4 (spec §4 "the administrator submits a completion report, which is
 * reviewed"; §5 upload rules):
 *  - activity_report_participants: the report as submitted, one row per participant (a seat holder
 *    who signed in): the hours reported (≤ the activity's), the reason when lowered, and the
 *    attendance the auditor reviews. The approval grants exactly these hours into the ledger.
 *  - activity_report_files: the report's photos (kind 1, images) and attachments (kind 2), files
 *    uploaded through /upload/image and /upload/file.
 *  - activities.actual_enroll_start, actual_enroll_end, actual_start_time, actual_end_time: when a
 *    person fired 开始报名 / 截止报名 / 开始活动 / 结束活动. Those buttons used to move the planned
 *    window to that moment; the planned times now stay as published.
 * Existing data: the actual times of events already fired by hand are read from the activity's
 * history (audit_records: the event's time, with an actor); a report already under review (status
 * 9) gets its participants as the approval would have granted them (their enrollment's hours), so
 * approving it grants what it did before. The planned times an earlier button rewrote are lost.
 * Every key includes school_id (Citus, migration 20261126_013500).
 */
import { sql, type Kysely } from 'kysely';

/** [event, column] of the hand-fired lifecycle events. */
const ACTUAL: [string, string][] = [
  ['openEnrollment', 'actual_enroll_start'],
  ['closeEnrollment', 'actual_enroll_end'],
  ['start', 'actual_start_time'],
  ['end', 'actual_end_time'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [, column] of ACTUAL) await db.schema.alterTable('activities').addColumn(column, 'timestamptz').execute();
  for (const [event, column] of ACTUAL) {
    // Source type 1: the activity's own history; a null actor is the scheduler (planned time).
    await sql`
      update activities a set ${sql.ref(column)} = r.at
        from (select school_id, relation_id, max(created_at) as at from audit_records
               where source_type = 1 and action = ${event} and actor_id is not null group by school_id, relation_id) r
       where a.school_id = r.school_id and a.id = r.relation_id`.execute(db);
  }

  await db.schema
    .createTable('activity_report_participants')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_in_at', 'timestamptz')
    .addColumn('sign_out_at', 'timestamptz')
    .addColumn('sign_way', 'smallint')
    .addPrimaryKeyConstraint('activity_report_participants_pkey', ['school_id', 'activity_id', 'user_id'])
    .addForeignKeyConstraint('activity_report_participants_activity_fk', ['school_id', 'activity_id'], 'activities', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('activity_report_participants_hours_ck', sql`hours >= 0`)
    .execute();

  await db.schema
    .createTable('activity_report_files')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_report_files_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('activity_report_files_activity_fk', ['school_id', 'activity_id'], 'activities', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('activity_report_files_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .addCheckConstraint('activity_report_files_kind_ck', sql`kind in (1, 2)`)
    .execute();
  await db.schema.createIndex('activity_report_files_activity_ix').on('activity_report_files').columns(['school_id', 'activity_id']).execute();

  // Reports under review keep granting what they granted before (status 1 seat with a sign-in).
  await sql`
    insert into activity_report_participants (school_id, activity_id, user_id, hours, sign_in_at, sign_out_at, sign_way)
    select e.school_id, e.activity_id, e.user_id, coalesce(e.hours, a.hours), e.sign_in_at, e.sign_out_at, e.sign_way
      from activity_enrollments e join activities a on a.school_id = e.school_id and a.id = e.activity_id
     where a.status = 9 and e.status = 1 and e.sign_in_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_report_files').execute();
  await db.schema.dropTable('activity_report_participants').execute();
  for (const [, column] of ACTUAL) await db.schema.alterTable('activities').dropColumn(column).execute();
}
