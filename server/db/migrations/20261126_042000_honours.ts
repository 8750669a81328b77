/**
 * Issue 21 "Honours and employment" (spec §2 /honors, /employment): growth_records, a student's
 * honours (kind 1: title, level, awarding body, date) and employment or internship records (kind 2:
 * employer, role, 就业/实习, period), each with evidence uploads and reviewed through the school's
 * flows (flow kinds 28 荣誉审核 and 29 就业实习审核, a one-step flow for existing schools); the menu
 * 荣誉就业 (2100–2102, before 数据大屏) and the student modules 我的荣誉 (1014), 我的就业 (1015).
 * Keys include school_id (Citus, migration 20261126_013500). A student declares the same record
 * (kind, title, start date) once: growth_records_same_uq, answered 10002 by the route.
 */
import { sql, type Kysely } from 'kysely';
import { FlowKind, flowKindLabels } from '../../../common/flows.js';
import { addOneStepFlows, allowFlowKindsUpTo, narrowFlowKinds } from './flowKinds.js';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 2100, name: '荣誉就业', nameEn: 'Honours & employment', path: '/honors', parentId: null, orderId: 1, icon: 'EmojiEvents', before: 900 },
  { id: 2101, name: '荣誉管理', nameEn: 'Honours', path: '/honors/list', parentId: 2100, orderId: 1 },
  { id: 2102, name: '就业实习', nameEn: 'Employment', path: '/employment/list', parentId: 2100, orderId: 2 },
  { id: 1014, name: '我的荣誉', nameEn: 'My honours', path: '/honors/my-list', parentId: null, orderId: 15, icon: 'EmojiEvents', identity: 2 },
  { id: 1015, name: '我的就业', nameEn: 'My employment', path: '/employment/my-list', parentId: null, orderId: 16, icon: 'WorkOutline', identity: 2 },
];

const KINDS = [FlowKind.HONOUR, FlowKind.EMPLOYMENT];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('growth_records')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull().check(sql`kind between 1 and 2`))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.check(sql`level between 1 and 5`))
    .addColumn('issuer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('job_kind', 'smallint', (c) => c.check(sql`job_kind between 1 and 2`))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 3`))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('growth_records_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('growth_records_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addCheckConstraint('growth_records_kind_ck', sql`(kind = 1 and level is not null) or (kind = 2 and job_kind is not null)`)
    .addCheckConstraint('growth_records_dates_ck', sql`end_date is null or start_date <= end_date`)
    .addUniqueConstraint('growth_records_same_uq', ['school_id', 'user_id', 'kind', 'title', 'start_date'])
    .execute();
  await db.schema.createIndex('growth_records_list_ix').on('growth_records').columns(['school_id', 'kind', 'status', 'id']).execute();
  await db.schema.createIndex('growth_records_user_ix').on('growth_records').columns(['school_id', 'user_id']).execute();

  await allowFlowKindsUpTo(db, FlowKind.EMPLOYMENT);
  await addOneStepFlows(db, KINDS.map((kind) => ({ kind, name: flowKindLabels[kind] })));
  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  await sql`delete from flow_templates where kind in (${sql.join(KINDS)})`.execute(db);
  await narrowFlowKinds(db, 26);
  await db.schema.dropTable('growth_records').execute();
}
