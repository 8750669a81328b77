/**
 * Issue 21 "Points and gifts" (spec §2 /coin/base/list, /communist/gift/list,
 * /communist/systempal/store, /system coin): points accounts, the append-only points ledger, the
 * schools' earning rules, gifts and redemption orders; the menu 活力值 (2300–2304, before 数据大屏)
 * and the student module 活力商城 (1018) for existing databases. Every key includes school_id
 * (Citus, migration 20261126_013500). The ledger's unique key (school, source, relation, student)
 * makes each earning, each redemption and each refund happen once.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 2300, name: '活力值', nameEn: 'Points', path: '/coin', parentId: null, orderId: 1, icon: 'Redeem', before: 900 },
  { id: 2301, name: '活力值账户', nameEn: 'Points accounts', path: '/coin/base/list', parentId: 2300, orderId: 1 },
  { id: 2302, name: '礼品管理', nameEn: 'Gift store', path: '/communist/systempal/store', parentId: 2300, orderId: 2 },
  { id: 2303, name: '兑换订单', nameEn: 'Gift orders', path: '/communist/gift/list', parentId: 2300, orderId: 3 },
  { id: 2304, name: '活力值规则', nameEn: 'Points rules', path: '/system/coin', parentId: 2300, orderId: 4 },
  { id: 1018, name: '活力商城', nameEn: 'Points store', path: '/coin/mine', parentId: null, orderId: 18, icon: 'Redeem', identity: 2 },
];

const TABLES = ['gift_orders', 'gifts', 'points_rules', 'points_ledger', 'points_accounts'];

/** id (identity) and school_id, the primary key (school_id, id). */
function tenantTable(db: Kysely<any>, name: string): CreateTableBuilder<string, 'id' | 'school_id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addPrimaryKeyConstraint(`${name}_pkey`, ['school_id', 'id']);
}

// Typed loosely: the builder's column names are only known once the columns are added.
const userFk = (t: string, col: string): [string, any[], string, string[]] => [`${t}_${col}_fk`, ['school_id', col], 'users', ['school_id', 'id']];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_accounts')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('points_accounts_pkey', ['school_id', 'user_id'])
    .addForeignKeyConstraint(...userFk('points_accounts', 'user_id'))
    .addCheckConstraint('points_accounts_sum_ck', sql`balance = earned - spent`)
    .execute();

  await tenantTable(db, 'points_ledger')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'smallint', (c) => c.notNull().check(sql`source between 1 and 5`))
    .addColumn('relation_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points <> 0`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(...userFk('points_ledger', 'user_id'))
    // Each earning, redemption and refund once: retries and concurrent grants write one row.
    .addUniqueConstraint('points_ledger_once_uq', ['school_id', 'source', 'relation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('points_ledger_user_ix').on('points_ledger').columns(['school_id', 'user_id', 'id']).execute();

  await db.schema
    .createTable('points_rules')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('source', 'smallint', (c) => c.notNull().check(sql`source between 1 and 3`))
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('per_hour', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('points_rules_pkey', ['school_id', 'source'])
    .execute();

  await tenantTable(db, 'gifts')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_id', 'integer')
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('per_student', 'integer', (c) => c.notNull().defaultTo(1).check(sql`per_student > 0`))
    .addColumn('on_shelf', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('gifts_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .execute();

  await tenantTable(db, 'gift_orders')
    .addColumn('gift_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
    .addColumn('pick_code', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status between 1 and 3`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('handled_by', 'integer')
    .addColumn('handled_at', 'timestamptz')
    .addForeignKeyConstraint('gift_orders_gift_fk', ['school_id', 'gift_id'], 'gifts', ['school_id', 'id'])
    .addForeignKeyConstraint(...userFk('gift_orders', 'user_id'))
    .addUniqueConstraint('gift_orders_pick_code_uq', ['school_id', 'pick_code'])
    .execute();
  await db.schema.createIndex('gift_orders_user_ix').on('gift_orders').columns(['school_id', 'user_id']).execute();

  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
