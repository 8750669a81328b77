/**
 * Issue 4, activities end to end (spec §3 activity row, uploaded attachment, to-do item; §4 activity
 * status and lifecycle; DESIGN.md §4 storage and ledger):
 *  - files: uploaded images and attachments (stored by key under DATA_DIR/files; served by key);
 *  - activities (+ activity_attachments): the activity, its review flows, windows, place, modes;
 *    is_template rows are templates, not activities; enroll_count is the seats taken, kept in the
 *    enrolling transaction under a row lock so capacity is never exceeded;
 *  - activity_enrollments: one row per (activity, student) — enrollment, attendance and hours;
 *  - audit_tasks: the pending step of any review (source type 1 activity first review, 2 completion
 *    report, 3 declaration, 4 blacklist appeal) with its resolved auditors — the to-do lists read it;
 *  - audit_records: the history of every review step and organiser action (who, when, opinion);
 *  - blacklist and blacklist_appeals; students.no_show_count (unFaithNumdo); the integrity value
 *    students.credit starts at 100; school_rules gains the no-show rules.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Every table here starts with an identity id and its school. */
const tenantTable = (db: Kysely<any>, name: string): CreateTableBuilder<string, 'id' | 'school_id'> =>
  db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'));

export async function up(db: Kysely<any>): Promise<void> {
  await tenantTable(db, 'files')
    .addColumn('uploaded_by', 'integer')
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await tenantTable(db, 'activities')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id'))
    .addColumn('classify_id', 'integer', (c) => c.notNull().references('classifies.id'))
    .addColumn('flow_template_id', 'integer', (c) => c.references('flow_templates.id').onDelete('set null'))
    .addColumn('report_flow_template_id', 'integer', (c) => c.references('flow_templates.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('administrator_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('poster_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('limit_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('ecology', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_recommend', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('activity_level', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('college_id', 'integer')
    .addColumn('star_score', sql`numeric(3,1)`, (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('enroll_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enroll_start', 'timestamptz', (c) => c.notNull())
    .addColumn('enroll_end', 'timestamptz', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', sql`numeric(9,6)`)
    .addColumn('longitude', sql`numeric(9,6)`)
    .addColumn('radius_m', 'integer')
    .addColumn('enroll_mode', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('sign_mode', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('step_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('status_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('term_id', 'integer', (c) => c.references('terms.id'))
    .addColumn('is_template', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('copied_from', 'integer')
    .addColumn('qr_secret', 'text', (c) => c.notNull())
    .addColumn('lottery_seed', 'text')
    .addColumn('lottery_drawn_at', 'timestamptz')
    .addColumn('report_summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('report_submitted_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('activities_school_id_uq', ['school_id', 'id'])
    .addCheckConstraint('activities_capacity_ck', sql`capacity >= 1 and enroll_count >= 0 and enroll_count <= capacity`)
    .addCheckConstraint('activities_windows_ck', sql`enroll_start <= enroll_end and start_time <= end_time`)
    .execute();
  await db.schema.createIndex('activities_school_status_ix').on('activities').columns(['school_id', 'is_template', 'status']).execute();
  await db.schema.createIndex('activities_school_org_ix').on('activities').columns(['school_id', 'organization_id']).execute();
  await db.schema.createIndex('activities_school_classify_ix').on('activities').columns(['school_id', 'classify_id']).execute();
  await db.schema.createIndex('activities_school_start_ix').on('activities').columns(['school_id', 'start_time']).execute();

  await tenantTable(db, 'activity_attachments')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('activity_attachments_activity_ix').on('activity_attachments').columns(['activity_id']).execute();

  await tenantTable(db, 'activity_enrollments')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('enrolled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('sign_in_at', 'timestamptz')
    .addColumn('sign_out_at', 'timestamptz')
    .addColumn('sign_way', 'smallint')
    .addColumn('backfill_reason', 'text')
    .addColumn('backfill_by', 'integer')
    .addColumn('hours', sql`numeric(8,2)`)
    .addColumn('no_show', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('activity_enrollments_uq', ['school_id', 'activity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('activity_enrollments_user_ix').on('activity_enrollments').columns(['school_id', 'user_id']).execute();

  await tenantTable(db, 'audit_tasks')
    .addColumn('source_type', 'smallint', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('flow_template_id', 'integer')
    .addColumn('step_no', 'smallint', (c) => c.notNull())
    .addColumn('step_count', 'smallint', (c) => c.notNull())
    .addColumn('step_name', 'text', (c) => c.notNull())
    .addColumn('auditor_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('applicant_id', 'integer')
    .addColumn('organization_id', 'integer')
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'integer')
    .addColumn('result', 'smallint')
    .addColumn('opinion', 'text')
    .execute();
  await sql`create index audit_tasks_open_ix on audit_tasks (school_id, source_type, created_at) where done_at is null`.execute(db);
  await sql`create index audit_tasks_auditors_ix on audit_tasks using gin (auditor_ids) where done_at is null`.execute(db);
  await db.schema.createIndex('audit_tasks_relation_ix').on('audit_tasks').columns(['school_id', 'source_type', 'relation_id']).execute();

  await tenantTable(db, 'audit_records')
    .addColumn('source_type', 'smallint', (c) => c.notNull())
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('step_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('step_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_records_relation_ix').on('audit_records').columns(['school_id', 'source_type', 'relation_id']).execute();

  await tenantTable(db, 'blacklist')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('no_show_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('removed_at', 'timestamptz')
    .addColumn('removed_by', 'integer')
    .addColumn('removed_reason', 'text')
    .execute();
  await db.schema.createIndex('blacklist_user_ix').on('blacklist').columns(['school_id', 'user_id']).execute();

  await tenantTable(db, 'blacklist_appeals')
    .addColumn('blacklist_id', 'integer', (c) => c.notNull().references('blacklist.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('opinion', 'text')
    .addColumn('audited_by', 'integer')
    .addColumn('audited_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('blacklist_appeals_school_ix').on('blacklist_appeals').columns(['school_id', 'status']).execute();

  await db.schema.alterTable('students').addColumn('no_show_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`alter table students alter column credit set default 100`.execute(db);
  await sql`update students set credit = 100 where credit = 0`.execute(db);
  await db.schema
    .alterTable('school_rules')
    .addColumn('no_show_limit', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('blacklist_days', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('no_show_penalty', sql`numeric(6,2)`, (c) => c.notNull().defaultTo(5))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('school_rules').dropColumn('no_show_limit').dropColumn('blacklist_days').dropColumn('no_show_penalty').execute();
  await sql`alter table students alter column credit set default 0`.execute(db);
  await db.schema.alterTable('students').dropColumn('no_show_count').execute();
  for (const t of ['blacklist_appeals', 'blacklist', 'audit_records', 'audit_tasks', 'activity_enrollments', 'activity_attachments', 'activities', 'files'])
    await db.schema.dropTable(t).ifExists().execute();
}
