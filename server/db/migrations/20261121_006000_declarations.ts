/**
 * Issue 5, award declarations (申报; spec §3 self-declaration row, §4 self-declaration status):
 *  - declaration_projects: what students may declare against — a classify, the declaration window,
 *    the evidence required and the review flow (kind 3 申报审核);
 *  - declaration_project_options: the award levels or ranks of a project, each with its hours;
 *  - declarations: one student's declaration of one option (status 1 pending, 2 approved,
 *    3 rejected, 4 withdrawn; type 1 self-applied, 2 back-office import); granted_hours is what the
 *    ledger received after the highest-level-once rule;
 *  - declaration_attachments: the evidence files (spec §5, at most 9).
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

const tenantTable = (db: Kysely<any>, name: string): CreateTableBuilder<string, 'id' | 'school_id'> =>
  db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'));

export async function up(db: Kysely<any>): Promise<void> {
  await tenantTable(db, 'declaration_projects')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull().references('classifies.id'))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('flow_template_id', 'integer', (c) => c.references('flow_templates.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('evidence', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_start', 'timestamptz', (c) => c.notNull())
    .addColumn('apply_end', 'timestamptz', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('declaration_projects_school_ix').on('declaration_projects').columns(['school_id', 'apply_end']).execute();
  // Import matches projects by name, so a name is unique within the school.
  await db.schema.createIndex('declaration_projects_name_uq').on('declaration_projects').columns(['school_id', 'name']).unique().execute();

  await tenantTable(db, 'declaration_project_options')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('declaration_projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('order_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('declaration_project_options_project_ix').on('declaration_project_options').columns(['project_id']).execute();

  await tenantTable(db, 'declarations')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('declaration_projects.id'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('declaration_project_options.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('relate_activity_id', 'integer', (c) => c.references('activities.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('granted_hours', sql`numeric(8,2)`)
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('term_id', 'integer', (c) => c.references('terms.id').onDelete('set null'))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audited_by', 'integer')
    .addColumn('audited_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('apply_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('declarations_list_ix').on('declarations').columns(['school_id', 'apply_time']).execute();
  await db.schema.createIndex('declarations_student_ix').on('declarations').columns(['school_id', 'user_id', 'project_id']).execute();
  await db.schema.createIndex('declarations_project_ix').on('declarations').columns(['school_id', 'project_id', 'status']).execute();

  await tenantTable(db, 'declaration_attachments')
    .addColumn('declaration_id', 'integer', (c) => c.notNull().references('declarations.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('declaration_attachments_declaration_ix').on('declaration_attachments').columns(['declaration_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['declaration_attachments', 'declarations', 'declaration_project_options', 'declaration_projects']) {
    await db.schema.dropTable(t).execute();
  }
}
