/**
 * Issue 19 "Volunteering" (ROUTES.md group I /volunteer, /voluntary/*):
 *  - volunteers: a student's registration (志愿者注册): the volunteer number (per school, unique),
 *    the volunteer organisation joined, service intentions and contact; one per student.
 *  - volunteer_service_hours: 志愿服务时长, one row per (volunteer activity, participant), recorded
 *    from the enrollment's sign-in and sign-out (served_minutes), the minutes counted (the
 *    organiser's correction with its reason), reviewed through the flow of kind 7; approval writes
 *    the ledger (source 5, relation id = this row's id).
 *  - menu: 志愿服务 (1200) with 志愿者管理, 活动模板, 发起志愿活动, 志愿审核; 志愿活动 (205) moves
 *    under it; the students' 我的志愿 (1005).
 * Every key includes school_id (Citus, migration 20261126_013500).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (frozen here). */
const VOLUNTEER_MENU: MenuEntry[] = [
  { id: 1200, name: '志愿服务', nameEn: 'Volunteering', path: '/voluntary', parentId: null, orderId: 9, icon: 'VolunteerActivism' },
  { id: 1201, name: '志愿者管理', nameEn: 'Volunteers', path: '/voluntary/management/list', parentId: 1200, orderId: 1, api: '/school/structure/options' },
  { id: 1202, name: '志愿活动模板', nameEn: 'Activity templates', path: '/voluntary/practice/template', parentId: 1200, orderId: 3, api: '/activity/launch' },
  { id: 1203, name: '发起志愿活动', nameEn: 'New volunteer activity', path: '/voluntary/practice/creat', parentId: 1200, orderId: 4, api: '/activity/launch' },
  { id: 1204, name: '志愿审核', nameEn: 'Volunteer reviews', path: '/voluntary/practice/examine/list', parentId: 1200, orderId: 5, api: '/proceeding/wait/activity/first/auditing' },
  { id: 1005, name: '我的志愿', nameEn: 'My volunteering', path: '/volunteer', parentId: null, orderId: 6, icon: 'VolunteerActivism', identity: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('volunteers')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('volunteer_no', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'integer')
    .addColumn('intentions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('volunteers_pkey', ['school_id', 'id'])
    .addUniqueConstraint('volunteers_user_key', ['school_id', 'user_id'])
    .addUniqueConstraint('volunteers_no_key', ['school_id', 'volunteer_no'])
    .addForeignKeyConstraint('volunteers_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('volunteers_org_fk', ['school_id', 'organization_id'], 'organizations', ['school_id', 'id'])
    .addCheckConstraint('volunteers_status_ck', sql`status in (1, 2)`)
    .execute();
  await db.schema.createIndex('volunteers_org_ix').on('volunteers').columns(['school_id', 'organization_id']).execute();

  await db.schema
    .createTable('volunteer_service_hours')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('sign_in_at', 'timestamptz')
    .addColumn('sign_out_at', 'timestamptz')
    .addColumn('served_minutes', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('correction_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('volunteer_service_hours_pkey', ['school_id', 'id'])
    .addUniqueConstraint('volunteer_service_hours_key', ['school_id', 'activity_id', 'user_id'])
    .addForeignKeyConstraint('volunteer_service_hours_activity_fk', ['school_id', 'activity_id'], 'activities', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('volunteer_service_hours_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('volunteer_service_hours_status_ck', sql`status between 0 and 3`)
    .addCheckConstraint('volunteer_service_hours_minutes_ck', sql`minutes between 0 and 1440 and served_minutes >= 0`)
    .execute();
  await db.schema.createIndex('volunteer_service_hours_user_ix').on('volunteer_service_hours').columns(['school_id', 'user_id']).execute();

  await addMenuEntries(db, VOLUNTEER_MENU);
  // 志愿活动 (205) joins the new group; the tree is absent on a fresh database (the seed writes it).
  await sql`update modules set parent_id = 1200, order_id = 2 where id = 205 and school_id is null and exists (select 1 from modules where id = 1200)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update modules set parent_id = 200, order_id = 5 where id = 205 and school_id is null`.execute(db);
  await dropMenuEntries(db, VOLUNTEER_MENU.map((e) => e.id));
  await db.schema.dropTable('volunteer_service_hours').execute();
  await db.schema.dropTable('volunteers').execute();
}
