/**
 * Issue 6, dashboards and analysis at scale (30,000 students, 1,000,000 ledger rows):
 *  - module_slots: a fixed position (1, 2, …) per top-level module of a school, given once and
 *    never reused;
 *  - student_module_hours: one row per student with, in column m<slot> (m1 … m16), the student's
 *    granted hours in that module in integer hundredths — kept by the hours ledger in the grant's
 *    own transaction (server/modules/hours/ledgerSummary.ts). Plain integer columns let a
 *    warning or a module analysis test every module of 30,000 students in a few milliseconds; one
 *    row per (student, module) took about 100 ms, an array per student about 40 ms. A school's 17th
 *    module and beyond have no column and are summed from the ledger when read;
 *  - ledger_source_totals: the hours (and rows) each source — an activity, a declaration, an
 *    import — granted, kept the same way, for the teacher ranking and the organisation analysis;
 *  - all three filled from the existing ledger rows;
 *  - indexes for the dashboard's reads: held activities (covering), review submissions by day,
 *    activities by end time and by college, approved declarations, staff users, and students by
 *    integrity value (the credit table).
 */
import { sql, type Kysely } from 'kysely';

/** Module columns m1 … m16 of student_module_hours (the migration keeps its own copy of the number). */
const MODULE_COLUMNS = 16;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('module_slots')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('root_classify_id', 'integer', (c) => c.notNull())
    .addColumn('slot', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('module_slots_pk', ['school_id', 'root_classify_id'])
    .addUniqueConstraint('module_slots_slot_uq', ['school_id', 'slot'])
    .execute();

  let moduleHours = db.schema
    .createTable('student_module_hours')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull());
  for (let slot = 1; slot <= MODULE_COLUMNS; slot++) moduleHours = moduleHours.addColumn(`m${slot}`, 'integer', (c) => c.notNull().defaultTo(0));
  await moduleHours.addPrimaryKeyConstraint('student_module_hours_pk', ['school_id', 'user_id']).execute();

  await db.schema
    .createTable('ledger_source_totals')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('source_type', 'smallint', (c) => c.notNull())
    .addColumn('relation_id', 'bigint', (c) => c.notNull())
    .addColumn('hours', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('grants', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The hours ride in the key's index: joins to activities read it alone.
  await sql`alter table ledger_source_totals add constraint ledger_source_totals_pk primary key (school_id, source_type, relation_id) include (hours)`.execute(db);

  // The same content the ledger keeps from now on (ledgerSummary.ts rebuildLedgerSummaries does this per school).
  await sql`insert into module_slots (school_id, root_classify_id, slot)
    select school_id, id, row_number() over (partition by school_id order by id) from classifies where parent_id = 0`.execute(db);
  const columns = Array.from({ length: MODULE_COLUMNS }, (_, i) => `m${i + 1}`);
  await sql`
    insert into student_module_hours (school_id, user_id, ${sql.join(columns.map((c) => sql.ref(c)))})
    with recursive roots(school_id, id, root_id) as (
      select school_id, id, id from classifies where parent_id = 0
      union all
      select c.school_id, c.id, r.root_id from classifies c join roots r on c.school_id = r.school_id and c.parent_id = r.id
    ),
    sums as (
      select l.school_id, l.user_id, ms.slot, (sum(l.granted_hours) * 100)::int as c
      from hours_ledger l
      join roots r on r.school_id = l.school_id and r.id = l.classify_id
      join module_slots ms on ms.school_id = l.school_id and ms.root_classify_id = r.root_id
      group by l.school_id, l.user_id, ms.slot
    )
    select school_id, user_id, ${sql.join(columns.map((_, i) => sql`coalesce(sum(c) filter (where slot = ${sql.lit(i + 1)}), 0)`))}
    from sums group by school_id, user_id`.execute(db);
  await sql`
    insert into ledger_source_totals (school_id, source_type, relation_id, hours, grants)
    select school_id, source_type, relation_id, sum(granted_hours), count(*)
    from hours_ledger where relation_id is not null
    group by school_id, source_type, relation_id`.execute(db);

  await sql`create index activities_held_ix on activities (school_id, status)
    include (classify_id, organization_id, created_by, administrator_id, college_id, enroll_count, hours) where not is_template`.execute(db);
  await db.schema.createIndex('audit_tasks_opened_ix').on('audit_tasks').columns(['school_id', 'source_type', 'created_at']).execute();
  await db.schema.createIndex('activities_school_end_ix').on('activities').columns(['school_id', 'end_time']).execute();
  await db.schema.createIndex('activities_school_college_ix').on('activities').columns(['school_id', 'college_id']).execute();
  await sql`create index declarations_approved_ix on declarations (school_id, audited_at desc nulls last, id desc) where status = 2`.execute(db);
  await sql`create index declarations_school_status_ix on declarations (school_id, status)`.execute(db);
  await sql`create index users_staff_ix on users (school_id, status) where identity = 0`.execute(db);
  await sql`create index students_school_status_credit_ix on students (school_id, status, credit, no_show_count desc, code)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const ix of [
    'students_school_status_credit_ix', 'users_staff_ix', 'declarations_school_status_ix', 'declarations_approved_ix',
    'activities_school_college_ix', 'activities_school_end_ix', 'audit_tasks_opened_ix', 'activities_held_ix',
  ])
    await db.schema.dropIndex(ix).ifExists().execute();
  await db.schema.dropTable('ledger_source_totals').ifExists().execute();
  await db.schema.dropTable('student_module_hours').ifExists().execute();
  await db.schema.dropTable('module_slots').ifExists().execute();
}
