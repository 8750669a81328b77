/**
 * Issue 19 "Venues" (spec §2 /communist/site list, apply, creat, /site/apply/list,
 * /proceeding/wait/site/apply/auditing, /system/site/template):
 *  - site_types: venue types (场地类型) with the booking rules of their venues: the longest single
 *    booking (max_hours) and how many days ahead one may book (advance_days);
 *  - sites: venues with capacity, equipment, location, opening hours per weekday (jsonb), status;
 *  - site_bookings: booking requests for [start_at, end_at), reviewed through the flow of kind 15
 *    (audit source type SITE_APPLY), optionally for an activity (activity_id).
 * Two approved bookings of one venue never overlap: the exclusion constraint
 * site_bookings_no_overlap over (school_id =, site_id =, tstzrange &&) where status = 2 (btree_gist,
 * loaded on PGlite too since migration 20261125_010000). Every key includes school_id (Citus).
 * Menu entries: 场地管理 (1400) with 1401–1404, 场地预约审核 (117) under 工作事务, 场地类型 (711)
 * under 系统设置, granted to the school administrators of existing databases.
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const VENUE_MENU_ENTRIES: MenuEntry[] = [
  { id: 1400, name: '场地管理', nameEn: 'Venues', path: '/site', parentId: null, orderId: 14, icon: 'Place' },
  { id: 1401, name: '场地列表', nameEn: 'Venue list', path: '/communist/site/list', parentId: 1400, orderId: 1 },
  { id: 1402, name: '场地预约', nameEn: 'Book a venue', path: '/communist/site/apply', parentId: 1400, orderId: 2 },
  { id: 1403, name: '新增场地', nameEn: 'New venue', path: '/communist/site/creat', parentId: 1400, orderId: 3 },
  { id: 1404, name: '预约列表', nameEn: 'Bookings', path: '/site/apply/list', parentId: 1400, orderId: 4 },
  { id: 117, name: '场地预约审核', nameEn: 'Venue booking review', path: '/proceeding/wait/site/apply/auditing', parentId: 100, orderId: 17 },
  // Before 统一身份认证 (710): it and 个人信息查看记录 stay last under 系统设置.
  { id: 711, name: '场地类型', nameEn: 'Venue types', path: '/system/site/template', parentId: 700, orderId: 11, before: 710 },
];

/**
 * site_bookings_no_overlap: approved bookings (status 2) of one venue never overlap. Exported for
 * tests that take btree_gist away and back (migration 20261125_010000's down), which this uses.
 */
export async function addOverlapConstraint(db: Kysely<any>): Promise<void> {
  await sql`
    alter table site_bookings add constraint site_bookings_no_overlap exclude using gist (
      school_id with =, site_id with =, tstzrange(start_at, end_at) with &&
    ) where (status = 2)`.execute(db);
}

export async function dropOverlapConstraint(db: Kysely<any>): Promise<void> {
  await sql`alter table site_bookings drop constraint site_bookings_no_overlap`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_types')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_hours', 'smallint', (c) => c.notNull())
    .addColumn('advance_days', 'smallint', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('site_types_pkey', ['school_id', 'id'])
    .addUniqueConstraint('site_types_name_uq', ['school_id', 'name'])
    .addCheckConstraint('site_types_rules_ck', sql`max_hours between 1 and 24 and advance_days between 0 and 365`)
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('equipment', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('open_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sites_pkey', ['school_id', 'id'])
    .addUniqueConstraint('sites_name_uq', ['school_id', 'name'])
    .addForeignKeyConstraint('sites_type_fk', ['school_id', 'type_id'], 'site_types', ['school_id', 'id'])
    .addCheckConstraint('sites_capacity_ck', sql`capacity > 0`)
    .addCheckConstraint('sites_status_ck', sql`status in (1, 2)`)
    .execute();

  await db.schema
    .createTable('site_bookings')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('attendees', 'integer', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('activity_id', 'integer')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('audited_by', 'integer')
    .addColumn('audited_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('site_bookings_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('site_bookings_site_fk', ['school_id', 'site_id'], 'sites', ['school_id', 'id'])
    .addForeignKeyConstraint('site_bookings_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addForeignKeyConstraint('site_bookings_activity_fk', ['school_id', 'activity_id'], 'activities', ['school_id', 'id'])
    .addCheckConstraint('site_bookings_range_ck', sql`end_at > start_at`)
    .addCheckConstraint('site_bookings_status_ck', sql`status between 1 and 5`)
    .execute();
  await addOverlapConstraint(db);
  await db.schema.createIndex('site_bookings_site_ix').on('site_bookings').columns(['school_id', 'site_id', 'start_at']).execute();
  await db.schema.createIndex('site_bookings_user_ix').on('site_bookings').columns(['school_id', 'user_id']).execute();
  await db.schema.createIndex('site_bookings_activity_ix').on('site_bookings').columns(['school_id', 'activity_id']).execute();

  await addMenuEntries(db, VENUE_MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, VENUE_MENU_ENTRIES.map((e) => e.id));
  await db.schema.dropTable('site_bookings').execute();
  await db.schema.dropTable('sites').execute();
  await db.schema.dropTable('site_types').execute();
}
