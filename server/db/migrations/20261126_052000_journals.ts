/**
 * Issue 21 "Journals and sign tasks" (spec §2 /proceeding/wait journal list/detail,
 * /communist/thing/list, /communist/systempal/feedback; §5 at most 3 attachments on journals):
 *  - work_journals: an organisation's 工作日志 (date, title, text, ≤ 3 uploads), written by its
 *    leader or advisor and reviewed through the school's flow of kind 34 工作日志审核 (a one-step flow
 *    for existing schools); college_id is the organisation's (college scope of the lists);
 *  - staff_things: a staff member's own 待办事项 (title, note, due date, priority, done);
 *  - feedbacks: 意见反馈 from any user (category, text, ≤ 3 images, contact), replied and closed by staff.
 * The menu 工作协同 (2540–2543, before 数据大屏), 日志审核 under 工作事务 (2544) and the student module
 * 意见反馈 (1020). Keys include school_id (Citus, migration 20261126_013500). Nothing here must be
 * unique beyond the keys: a journal, a thing or a feedback may be written any number of times.
 */
import { sql, type Kysely } from 'kysely';
import { FlowKind, flowKindLabels } from '../../../common/flows.js';
import { addOneStepFlows, allowFlowKindsUpTo, narrowFlowKinds } from './flowKinds.js';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 2540, name: '工作协同', nameEn: 'Work notes', path: '/communist/journal', parentId: null, orderId: 1, icon: 'EditNote', before: 900 },
  { id: 2541, name: '工作日志', nameEn: 'Work journals', path: '/communist/journal/list', parentId: 2540, orderId: 1 },
  { id: 2542, name: '待办事项', nameEn: 'Things to do', path: '/communist/thing/list', parentId: 2540, orderId: 2 },
  { id: 2543, name: '意见反馈', nameEn: 'Feedback', path: '/communist/systempal/feedback', parentId: 2540, orderId: 3 },
  { id: 2544, name: '日志审核', nameEn: 'Journal review', path: '/proceeding/wait/journal/list', parentId: 100, orderId: 20 },
  { id: 1020, name: '意见反馈', nameEn: 'Feedback', path: '/student/feedback', parentId: null, orderId: 22, icon: 'Feedback', identity: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('work_journals')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('journal_date', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('file_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(file_ids) <= 3`))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 3`))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('work_journals_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('work_journals_org_fk', ['school_id', 'organization_id'], 'organizations', ['school_id', 'id'])
    .addForeignKeyConstraint('work_journals_author_fk', ['school_id', 'author_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('work_journals_list_ix').on('work_journals').columns(['school_id', 'organization_id', 'journal_date']).execute();

  await db.schema
    .createTable('staff_things')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'date')
    .addColumn('priority', 'smallint', (c) => c.notNull().defaultTo(2).check(sql`priority between 1 and 3`))
    .addColumn('done', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('done_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staff_things_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('staff_things_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('staff_things_user_ix').on('staff_things').columns(['school_id', 'user_id', 'done']).execute();

  await db.schema
    .createTable('feedbacks')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('category', 'smallint', (c) => c.notNull().check(sql`category between 1 and 4`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(image_ids) <= 3`))
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 3`))
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('replied_by', 'integer')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('feedbacks_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('feedbacks_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('feedbacks_user_ix').on('feedbacks').columns(['school_id', 'user_id', 'created_at']).execute();
  await db.schema.createIndex('feedbacks_list_ix').on('feedbacks').columns(['school_id', 'status', 'id']).execute();

  await allowFlowKindsUpTo(db, FlowKind.JOURNAL);
  await addOneStepFlows(db, [{ kind: FlowKind.JOURNAL, name: flowKindLabels[FlowKind.JOURNAL] }]);
  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  await sql`delete from flow_templates where kind = ${FlowKind.JOURNAL}`.execute(db);
  await narrowFlowKinds(db, 32);
  await db.schema.dropTable('feedbacks').execute();
  await db.schema.dropTable('staff_things').execute();
  await db.schema.dropTable('work_journals').execute();
}
