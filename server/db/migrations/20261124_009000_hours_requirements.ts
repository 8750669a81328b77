/**
 * Issue 13 "The rule, once" (spec §1 hours rule, §2 /system/setparams, /system/sethonest):
 *  - hours_requirement_sets: a school's requirement sets, one per range of cohorts (from_grade, the
 *    first enrolment year it applies to; 0 = every earlier cohort). The hours numbers move here from
 *    school_rules, which keeps the school-wide integrity (诚信) parameters and gains their start value;
 *  - students.rule_met: the stored verdict beside students.score (the credit), both written by
 *    server/modules/hours/verdicts.ts from common/hoursRequirements.ts evaluate();
 *  - schools.verdicts_stale: set here so that start-up recomputes every student once with the new
 *    evaluator (server/main.ts);
 *  - hours_rule_changes: who changed which parameter when, before and after, and how many verdicts
 *    it changed.
 */
import { sql, type Kysely } from 'kysely';

const HOURS_COLUMNS = [
  'required_hours', 'required_credits', 'credit_years', 'campus_min_hours', 'social_practice_min_hours',
  'campus_culture_term_cap', 'summer_practice_term_cap', 'winter_practice_term_cap', 'make_up_month',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hours_requirement_sets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('from_grade', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('required_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(200))
    .addColumn('required_credits', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(2))
    .addColumn('credit_years', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('campus_min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(80))
    .addColumn('campus_classify_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('social_practice_min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(100))
    .addColumn('social_practice_classify_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('module_minimums', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('campus_culture_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(30))
    .addColumn('summer_practice_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(20))
    .addColumn('winter_practice_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(20))
    .addColumn('postgraduate_record_only', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('make_up_month', 'smallint', (c) => c.notNull().defaultTo(5))
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('hours_requirement_sets_school_grade_uq', ['school_id', 'from_grade'])
    .addUniqueConstraint('hours_requirement_sets_school_id_uq', ['school_id', 'id'])
    .addCheckConstraint('hours_requirement_sets_grade_ck', sql`from_grade = 0 or from_grade between 1900 and 2999`)
    .execute();

  // Every school gets its base set: its own numbers where it had a row, spec §1 otherwise; campus and
  // social-practice modules from the category flags they had.
  await sql`
    insert into hours_requirement_sets (school_id, from_grade, ${sql.join(HOURS_COLUMNS.map((c) => sql.ref(c)))},
      campus_classify_ids, social_practice_classify_ids)
    select s.id, 0,
      coalesce(r.required_hours, 200), coalesce(r.required_credits, 2), coalesce(r.credit_years, 3),
      coalesce(r.campus_min_hours, 80), coalesce(r.social_practice_min_hours, 100),
      coalesce(r.campus_culture_term_cap, 30), coalesce(r.summer_practice_term_cap, 20),
      coalesce(r.winter_practice_term_cap, 20), coalesce(r.make_up_month, 5),
      coalesce((select jsonb_agg(c.id order by c.order_number, c.id) from classifies c
        where c.school_id = s.id and c.parent_id = 0 and c.campus and c.module_kind <> 'socialPractice'), '[]'::jsonb),
      coalesce((select jsonb_agg(c.id order by c.order_number, c.id) from classifies c
        where c.school_id = s.id and c.parent_id = 0 and c.module_kind = 'socialPractice'), '[]'::jsonb)
    from schools s left join school_rules r on r.school_id = s.id`.execute(db);

  let drop = db.schema.alterTable('school_rules').dropColumn(HOURS_COLUMNS[0]);
  for (const c of HOURS_COLUMNS.slice(1)) drop = drop.dropColumn(c);
  await drop.execute();
  await db.schema.alterTable('school_rules').addColumn('credit_start', sql`numeric(6,2)`, (c) => c.notNull().defaultTo(100)).execute();

  await db.schema.alterTable('students').addColumn('rule_met', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('schools').addColumn('verdicts_stale', 'boolean', (c) => c.notNull().defaultTo(true)).execute();

  await db.schema
    .createTable('hours_rule_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('from_grade', 'smallint')
    // JSON as text: keeps the fields in the order they were written (jsonb reorders keys).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('affected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_by', 'integer')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('hours_rule_changes_school_id_uq', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('hours_rule_changes_school_at_ix').on('hours_rule_changes').columns(['school_id', 'changed_at']).execute();
  await db.schema.createIndex('students_school_rule_met_ix').on('students').columns(['school_id', 'status', 'rule_met']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('students_school_rule_met_ix').ifExists().execute();
  await db.schema.dropTable('hours_rule_changes').ifExists().execute();
  await db.schema.alterTable('schools').dropColumn('verdicts_stale').execute();
  await db.schema.alterTable('students').dropColumn('rule_met').execute();
  await db.schema.alterTable('school_rules').dropColumn('credit_start').execute();
  await db.schema
    .alterTable('school_rules')
    .addColumn('required_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(200))
    .addColumn('required_credits', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(2))
    .addColumn('credit_years', 'smallint', (c) => c.notNull().defaultTo(3))
    .addColumn('campus_min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(80))
    .addColumn('social_practice_min_hours', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(100))
    .addColumn('campus_culture_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(30))
    .addColumn('summer_practice_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(20))
    .addColumn('winter_practice_term_cap', sql`numeric(8,2)`, (c) => c.notNull().defaultTo(20))
    .addColumn('make_up_month', 'smallint', (c) => c.notNull().defaultTo(5))
    .execute();
  await db.schema.dropTable('hours_requirement_sets').ifExists().execute();
}
