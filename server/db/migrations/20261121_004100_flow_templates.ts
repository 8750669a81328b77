/**
 * Review flow templates (spec §1 topic 6 process configuration; issue 4 "Review processes").
 *
 * flow_templates.kind: 1 活动审核 (first review of an activity), 2 结项审核 (completion-report review),
 * 3 申报审核 (declaration review). Names are unique per (school, kind).
 * flow_steps: the ordered steps (order_no 1..n, unique per template) with their auditor:
 * auditor_type 1 a role (role_id), 2 the leader of the activity's organisation, 3 named users
 * (user_ids, staff users of the same school). Deleting a role clears role_id (the step then resolves
 * to nobody until the template is edited); deleting a template deletes its steps.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('flow_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('flow_templates_school_id_uq', ['school_id', 'id'])
    .addUniqueConstraint('flow_templates_kind_name_uq', ['school_id', 'kind', 'name'])
    .addCheckConstraint('flow_templates_kind_ck', sql`kind between 1 and 3`)
    .execute();

  await db.schema
    .createTable('flow_steps')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'smallint', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('auditor_type', 'smallint', (c) => c.notNull())
    .addColumn('role_id', 'integer')
    .addColumn('user_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addUniqueConstraint('flow_steps_template_order_uq', ['template_id', 'order_no'])
    .addForeignKeyConstraint('flow_steps_template_fk', ['school_id', 'template_id'], 'flow_templates', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addCheckConstraint('flow_steps_auditor_type_ck', sql`auditor_type between 1 and 3`)
    .execute();
  await sql`alter table flow_steps add constraint flow_steps_role_fk foreign key (school_id, role_id) references roles (school_id, id) on delete set null (role_id)`.execute(db);
  await db.schema.createIndex('flow_steps_school_role_ix').on('flow_steps').columns(['school_id', 'role_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('flow_steps').ifExists().execute();
  await db.schema.dropTable('flow_templates').ifExists().execute();
}
