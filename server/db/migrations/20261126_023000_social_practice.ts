/**
 * Issue 19 "Social practice" (spec §2 /society, /society1, /practice; §1 summer and winter practice
 * capped per term): practice projects proposed by a team, their members (leader and members across
 * colleges, with the hours asked for and granted), the progress journal, and the files of journals
 * (photos) and completion reports (attachments); the menu 社会实践 (1300–1309) and the student
 * module 我的实践 (1006) for existing databases. Every key includes school_id (Citus, migration
 * 20261126_013500). A member is on a project once (primary key); the statistics read by
 * (school, term) and (school, status).
 */
import { sql, type Kysely } from 'kysely';
import { flattenModules, PRACTICE_STAFF_TREE, PRACTICE_STUDENT_MODULE } from '../../seed/modules.js';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The menu entries as the seed writes them (server/seed/modules.ts: 社会实践 9th at the top level, 我的实践 6th of the student's). */
function entries(): MenuEntry[] {
  const rows = [
    ...flattenModules([PRACTICE_STAFF_TREE]).map((m) => ({ ...m, orderId: m.parentId === null ? 9 : m.orderId, identity: 0 as const })),
    ...flattenModules([PRACTICE_STUDENT_MODULE]).map((m) => ({ ...m, orderId: 6, identity: 2 as const })),
  ];
  return rows.map((m) => ({ ...m, isBtn: m.isBtn as 0 | 1 }));
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('practice_projects')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('advisor_id', 'integer', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('budget', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('safety_pledge', 'boolean', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requested_hours', sql`numeric(8,2)`)
    .addColumn('finish_time', 'timestamptz')
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('practice_projects_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('practice_projects_leader_fk', ['school_id', 'leader_id'], 'users', ['school_id', 'id'])
    .addForeignKeyConstraint('practice_projects_advisor_fk', ['school_id', 'advisor_id'], 'users', ['school_id', 'id'])
    .addForeignKeyConstraint('practice_projects_classify_fk', ['school_id', 'classify_id'], 'classifies', ['school_id', 'id'])
    .addForeignKeyConstraint('practice_projects_term_fk', ['school_id', 'term_id'], 'terms', ['school_id', 'id'])
    .addCheckConstraint('practice_projects_type_ck', sql`type between 1 and 3`)
    .addCheckConstraint('practice_projects_status_ck', sql`status between 1 and 6`)
    .addCheckConstraint('practice_projects_dates_ck', sql`start_date <= end_date`)
    .addCheckConstraint('practice_projects_pledge_ck', sql`safety_pledge`)
    .addCheckConstraint('practice_projects_budget_ck', sql`budget >= 0`)
    .execute();
  await db.schema.createIndex('practice_projects_term_ix').on('practice_projects').columns(['school_id', 'term_id']).execute();
  await db.schema.createIndex('practice_projects_status_ix').on('practice_projects').columns(['school_id', 'status', 'id']).execute();

  await db.schema
    .createTable('practice_members')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'smallint', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('requested_hours', sql`numeric(8,2)`)
    .addColumn('granted_hours', sql`numeric(8,2)`)
    .addPrimaryKeyConstraint('practice_members_pkey', ['school_id', 'project_id', 'user_id'])
    .addForeignKeyConstraint('practice_members_project_fk', ['school_id', 'project_id'], 'practice_projects', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('practice_members_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addCheckConstraint('practice_members_role_ck', sql`role in (1, 2)`)
    .execute();
  await db.schema.createIndex('practice_members_user_ix').on('practice_members').columns(['school_id', 'user_id']).execute();
  // One leader per project.
  await sql`create unique index practice_members_leader_uq on practice_members (school_id, project_id) where role = 1`.execute(db);

  await db.schema
    .createTable('practice_journals')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('practice_journals_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('practice_journals_project_fk', ['school_id', 'project_id'], 'practice_projects', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('practice_journals_author_fk', ['school_id', 'author_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('practice_journals_project_ix').on('practice_journals').columns(['school_id', 'project_id']).execute();

  await db.schema
    .createTable('practice_files')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('journal_id', 'integer')
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('practice_files_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('practice_files_project_fk', ['school_id', 'project_id'], 'practice_projects', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('practice_files_journal_fk', ['school_id', 'journal_id'], 'practice_journals', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('practice_files_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .addCheckConstraint('practice_files_kind_ck', sql`kind = 1 and journal_id is not null or kind = 2 and journal_id is null`)
    .execute();
  await db.schema.createIndex('practice_files_project_ix').on('practice_files').columns(['school_id', 'project_id']).execute();

  await addMenuEntries(db, entries());
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, entries().map((e) => e.id));
  for (const table of ['practice_files', 'practice_journals', 'practice_members', 'practice_projects']) await db.schema.dropTable(table).execute();
}
