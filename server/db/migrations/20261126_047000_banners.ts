/**
 * Issue 21 "the remaining system pages" (spec §2 /system/banner): school banners (轮播图) for the
 * student home — title, an uploaded image (files), a link inside the app, display order, a window of
 * days and on/off — and the menu entry 系统设置 › 轮播图 (740, before 统一身份认证) for existing
 * databases. Key (school_id, id) for Citus (migration 20261126_013500); the image is a file of the
 * same school.
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entry as server/seed/modules.ts writes it on a fresh database (kept here as it was at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 740, name: '轮播图', nameEn: 'Banners', path: '/system/banner', parentId: 700, orderId: 10, before: 710 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('school_banners')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_day', 'date')
    .addColumn('end_day', 'date')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('school_banners_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('school_banners_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .addCheckConstraint('school_banners_window_ck', sql`start_day is null or end_day is null or start_day <= end_day`)
    .execute();
  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  await db.schema.dropTable('school_banners').execute();
}
