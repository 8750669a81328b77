/**
 * Issue 21 "Evaluations" (spec §2 /communist/evaluate/*, /proceeding/wait/evaluate/apply/auditing;
 * §3 activity row starScore): students' ratings of the activities they attended (one per student
 * and activity: a unique key), evaluation projects (评价项目) with their criteria, organisations'
 * applications to take part (one per project and organisation), the review flow of kind 31
 * (评价项目申请审核) for existing schools, the menu 活动评价 (2200–2203, before 数据大屏), its review
 * page under 工作事务 (2204) and the student module 待评价活动 (1017). Every key includes school_id (Citus).
 */
import { sql, type Kysely } from 'kysely';
import { addOneStepFlows, allowFlowKindsUpTo, narrowFlowKinds } from './flowKinds.js';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 2200, name: '活动评价', nameEn: 'Evaluations', path: '/communist/evaluate', parentId: null, orderId: 1, icon: 'RateReview', before: 900 },
  { id: 2201, name: '评价项目', nameEn: 'Evaluation projects', path: '/communist/evaluate/project', parentId: 2200, orderId: 1 },
  { id: 2202, name: '评价申请', nameEn: 'Applications', path: '/communist/evaluate/apply', parentId: 2200, orderId: 2 },
  { id: 2203, name: '评价统计', nameEn: 'Evaluation statistics', path: '/communist/evaluate/statistics', parentId: 2200, orderId: 3 },
  { id: 2204, name: '评价申请审核', nameEn: 'Evaluation applications review', path: '/proceeding/wait/evaluate/apply/auditing', parentId: 100, orderId: 11 },
  { id: 1017, name: '待评价活动', nameEn: 'Rate activities', path: '/communist/evaluate/mine', parentId: null, orderId: 17, icon: 'RateReview', identity: 2 },
];

/** Flow kind 31 (common/flows.ts FlowKind.EVALUATION_APPLY). */
const KIND = 31;

export async function up(db: Kysely<any>): Promise<void> {
  await allowFlowKindsUpTo(db, KIND);
  await addOneStepFlows(db, [{ kind: KIND, name: '评价项目申请审核' }]);

  await db.schema
    .createTable('evaluation_projects')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('criteria', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('evaluation_projects_pkey', ['school_id', 'id'])
    .addUniqueConstraint('evaluation_projects_name_uq', ['school_id', 'name'])
    .addCheckConstraint('evaluation_projects_dates_ck', sql`start_date <= end_date`)
    .execute();

  await db.schema
    .createTable('evaluation_applications')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 3`))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('applicant_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('evaluation_applications_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('evaluation_applications_project_fk', ['school_id', 'project_id'], 'evaluation_projects', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('evaluation_applications_org_fk', ['school_id', 'organization_id'], 'organizations', ['school_id', 'id'])
    .addForeignKeyConstraint('evaluation_applications_applicant_fk', ['school_id', 'applicant_id'], 'users', ['school_id', 'id'])
    // One application per project and organisation; a rejected one is filed again on the same row.
    .addUniqueConstraint('evaluation_applications_uq', ['school_id', 'project_id', 'organization_id'])
    .execute();

  await db.schema
    .createTable('activity_evaluations')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('score', 'smallint', (c) => c.notNull().check(sql`score between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('project_id', 'integer')
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden_by', 'integer')
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('activity_evaluations_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('activity_evaluations_activity_fk', ['school_id', 'activity_id'], 'activities', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('activity_evaluations_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addForeignKeyConstraint('activity_evaluations_project_fk', ['school_id', 'project_id'], 'evaluation_projects', ['school_id', 'id'])
    // Once per student and activity.
    .addUniqueConstraint('activity_evaluations_uq', ['school_id', 'activity_id', 'user_id'])
    .execute();
  await db.schema.createIndex('activity_evaluations_user_ix').on('activity_evaluations').columns(['school_id', 'user_id']).execute();

  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  for (const table of ['activity_evaluations', 'evaluation_applications', 'evaluation_projects']) await db.schema.dropTable(table).execute();
  await sql`delete from flow_templates where kind = ${KIND}`.execute(db);
  await narrowFlowKinds(db, 26);
}
