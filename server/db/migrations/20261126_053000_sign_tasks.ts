/**
 * Issue 21 "Journals and sign tasks" (spec §2 /communist/signTask): sign-in tasks (签到任务) of an
 * organisation, the students of a listed task, and the check-ins — one per student and
 * occurrence, kept by the unique key sign_task_checkins_once_uq (a double tap, even concurrent, is
 * one row). The menu 签到管理 (2560–2561) and the student module 签到打卡 (1021). Every key
 * includes school_id (Citus).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 2560, name: '签到管理', nameEn: 'Check-ins', path: '/communist/signIn', parentId: null, orderId: 1, icon: 'EventAvailable', before: 900 },
  { id: 2561, name: '签到任务', nameEn: 'Sign tasks', path: '/communist/signTask', parentId: 2560, orderId: 1 },
  { id: 1021, name: '签到打卡', nameEn: 'Check in', path: '/student/signTask', parentId: null, orderId: 23, icon: 'EventAvailable', identity: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_tasks')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    // The college the task belongs to (its target's, else its organisation's); null for the whole school. College staff see theirs.
    .addColumn('college_id', 'integer')
    .addColumn('target_type', 'smallint', (c) => c.notNull().check(sql`target_type between 1 and 5`))
    .addColumn('target_id', 'integer')
    .addColumn('frequency', 'smallint', (c) => c.notNull().check(sql`frequency between 1 and 3`))
    // ISO weekdays '1,3,5' of a weekly task; '' otherwise.
    .addColumn('weekdays', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('window_end', 'text', (c) => c.notNull())
    .addColumn('latitude', 'numeric(9, 6)')
    .addColumn('longitude', 'numeric(9, 6)')
    .addColumn('radius_m', 'integer')
    .addColumn('hours', 'numeric(6, 2)')
    .addColumn('classify_id', 'integer')
    .addColumn('min_checkins', 'integer')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 2`))
    .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sign_tasks_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('sign_tasks_organization_fk', ['school_id', 'organization_id'], 'organizations', ['school_id', 'id'])
    .addForeignKeyConstraint('sign_tasks_created_by_fk', ['school_id', 'created_by'], 'users', ['school_id', 'id'])
    .addCheckConstraint('sign_tasks_period_ck', sql`start_date <= end_date`)
    .addCheckConstraint('sign_tasks_window_ck', sql`window_start < window_end`)
    .execute();

  await db.schema
    .createTable('sign_task_students')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_task_students_pkey', ['school_id', 'task_id', 'user_id'])
    .addForeignKeyConstraint('sign_task_students_task_fk', ['school_id', 'task_id'], 'sign_tasks', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .addForeignKeyConstraint('sign_task_students_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('sign_task_checkins')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // The occurrence: the China day checked in, or the start date of a one-off task.
    .addColumn('occurrence', 'date', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('latitude', 'numeric(9, 6)')
    .addColumn('longitude', 'numeric(9, 6)')
    .addColumn('distance_m', 'integer')
    .addPrimaryKeyConstraint('sign_task_checkins_pkey', ['school_id', 'id'])
    .addUniqueConstraint('sign_task_checkins_once_uq', ['school_id', 'task_id', 'user_id', 'occurrence'])
    .addForeignKeyConstraint('sign_task_checkins_task_fk', ['school_id', 'task_id'], 'sign_tasks', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .addForeignKeyConstraint('sign_task_checkins_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('sign_task_checkins_day_ix').on('sign_task_checkins').columns(['school_id', 'task_id', 'occurrence']).execute();

  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  for (const table of ['sign_task_checkins', 'sign_task_students', 'sign_tasks']) await db.schema.dropTable(table).execute();
}
