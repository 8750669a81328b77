/**
 * Issue 4, piece B (spec §1 hours rule and seven modules, §3 category tree node; DESIGN.md §4):
 *  - classifies: the category tree per school (the seven modules and their children) with the
 *    warning value min_hours, module_kind, cap_group (per-term caps) and campus (counts toward the
 *    campus minimum); names unique per parent;
 *  - school_rules: one row per school with the numbers of common/hoursRules.ts;
 *  - terms: per school, kind 1 regular / 2 summer / 3 winter, [start_date, end_date], names unique;
 *  - hours_ledger: append-only grants, unique (school, source type, relation id, student) so that
 *    issuing is idempotent; keeps requested and granted hours;
 *  - students.is_postgraduate: postgraduates are recorded without credit.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('classifies')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('limit_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('order_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_association', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_existence', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('module_kind', 'text', (c) => c.notNull())
    .addColumn('cap_group', 'text')
    .addColumn('campus', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('classifies_school_parent_name_uq', ['school_id', 'parent_id', 'name'])
    .addUniqueConstraint('classifies_school_id_uq', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('school_rules')
    .addColumn('school_id', 'integer', (c) => c.primaryKey().references('schools.id').onDelete('cascade'))
    .addColumn('required_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(200))
    .addColumn('required_credits', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(2))
    .addColumn('credit_years', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('campus_min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(80))
    .addColumn('social_practice_min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(100))
    .addColumn('campus_culture_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(30))
    .addColumn('summer_practice_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(20))
    .addColumn('winter_practice_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(20))
    .addColumn('make_up_month', 'smallint', (c) => c.notNull().defaultTo(5))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('terms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addUniqueConstraint('terms_school_name_uq', ['school_id', 'name'])
    .addCheckConstraint('terms_dates_ck', sql`start_date <= end_date`)
    .execute();
  await db.schema.createIndex('terms_school_start_ix').on('terms').columns(['school_id', 'start_date']).execute();

  await db.schema
    .createTable('hours_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull().references('classifies.id'))
    .addColumn('term_id', 'integer', (c) => c.references('terms.id'))
    .addColumn('source_type', 'smallint', (c) => c.notNull())
    .addColumn('relation_id', 'bigint')
    .addColumn('requested_hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('granted_hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('credit_counted', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('issued_by', 'integer')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('hours_ledger_grant_uq', ['school_id', 'source_type', 'relation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('hours_ledger_student_ix').on('hours_ledger').columns(['school_id', 'user_id', 'term_id']).execute();
  await db.schema.createIndex('hours_ledger_classify_ix').on('hours_ledger').columns(['school_id', 'classify_id']).execute();

  await db.schema.alterTable('students').addColumn('is_postgraduate', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('is_postgraduate').execute();
  await db.schema.dropTable('hours_ledger').ifExists().execute();
  await db.schema.dropTable('terms').ifExists().execute();
  await db.schema.dropTable('school_rules').ifExists().execute();
  await db.schema.dropTable('classifies').ifExists().execute();
}
