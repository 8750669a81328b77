/**
 * Issue 6, dashboards and analysis at scale (30,000 students, 1,000,000 ledger rows):
 *  - student_classify_hours: each student's granted hours (and ledger rows) per top-level module,
 *    kept by the hours ledger in the grant's own transaction (server/modules/dashboard/ledgerSummary.ts),
 *    so that warnings and module analyses never sum the ledger;
 *  - ledger_source_totals: the hours (and rows) each source — an activity, a declaration, an
 *    import — granted, kept the same way, for the teacher ranking and the organisation analysis;
 *  - both filled from the existing ledger rows;
 *  - indexes for the week chart (review submissions by day, activities by end time) and the latest
 *    approved declarations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('student_classify_hours')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('root_classify_id', 'integer', (c) => c.notNull())
    .addColumn('hours', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('grants', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('student_classify_hours_pk', ['school_id', 'user_id', 'root_classify_id'])
    .execute();
  await sql`create index student_classify_hours_root_ix on student_classify_hours (school_id, root_classify_id) include (user_id, hours)`.execute(db);

  await db.schema
    .createTable('ledger_source_totals')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('source_type', 'smallint', (c) => c.notNull())
    .addColumn('relation_id', 'bigint', (c) => c.notNull())
    .addColumn('hours', sql`numeric(12,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('grants', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ledger_source_totals_pk', ['school_id', 'source_type', 'relation_id'])
    .execute();

  // The same sums the ledger keeps from now on (ledgerSummary.ts rebuildLedgerSummaries).
  await sql`
    insert into student_classify_hours (school_id, user_id, root_classify_id, hours, grants)
    with recursive roots(school_id, id, root_id) as (
      select school_id, id, id from classifies where parent_id = 0
      union all
      select c.school_id, c.id, r.root_id from classifies c join roots r on c.school_id = r.school_id and c.parent_id = r.id
    )
    select l.school_id, l.user_id, r.root_id, sum(l.granted_hours), count(*)
    from hours_ledger l join roots r on r.school_id = l.school_id and r.id = l.classify_id
    group by l.school_id, l.user_id, r.root_id`.execute(db);
  await sql`
    insert into ledger_source_totals (school_id, source_type, relation_id, hours, grants)
    select school_id, source_type, relation_id, sum(granted_hours), count(*)
    from hours_ledger where relation_id is not null
    group by school_id, source_type, relation_id`.execute(db);

  await db.schema.createIndex('audit_tasks_opened_ix').on('audit_tasks').columns(['school_id', 'source_type', 'created_at']).execute();
  await db.schema.createIndex('activities_school_end_ix').on('activities').columns(['school_id', 'end_time']).execute();
  await db.schema.createIndex('activities_school_college_ix').on('activities').columns(['school_id', 'college_id']).execute();
  await sql`create index declarations_approved_ix on declarations (school_id, audited_at desc nulls last, id desc) where status = 2`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('declarations_approved_ix').ifExists().execute();
  await db.schema.dropIndex('activities_school_college_ix').ifExists().execute();
  await db.schema.dropIndex('activities_school_end_ix').ifExists().execute();
  await db.schema.dropIndex('audit_tasks_opened_ix').ifExists().execute();
  await db.schema.dropTable('ledger_source_totals').ifExists().execute();
  await db.schema.dropTable('student_classify_hours').ifExists().execute();
}
