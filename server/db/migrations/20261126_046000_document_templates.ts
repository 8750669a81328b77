/**
 * Issue 21 "Route groups III", document templates (模板文件; /system/template and the per-feature
 * template pages): document_templates — a school's templates of one kind (1 通用, 2 思想成长, 3 社会实践,
 * 4 志愿服务, 5 创业孵化, 6 学生组织; common/documentTemplates.ts) with name, description, the uploaded
 * files (jsonb UploadedFile[], at most 9, spec §5), enabled flag, order and who changed it last.
 * Names are not unique: a school may keep two 申请书 of one kind (an old and a new version). The
 * menu entries 730–735 under 系统设置 (700), before 统一身份认证 (710) for existing databases. Every
 * key includes school_id (Citus, migration 20261126_013500).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 730, name: '模板文件', nameEn: 'Document templates', path: '/system/template', parentId: 700, orderId: 10, before: 710 },
  { id: 731, name: '思想成长模板', nameEn: 'Growth templates', path: '/system/thought/template', parentId: 700, orderId: 11, before: 710 },
  { id: 732, name: '社会实践模板', nameEn: 'Practice templates', path: '/system/practice/template', parentId: 700, orderId: 12, before: 710 },
  { id: 733, name: '志愿服务模板', nameEn: 'Volunteering templates', path: '/system/volunteer/template', parentId: 700, orderId: 13, before: 710 },
  { id: 734, name: '创业孵化模板', nameEn: 'Incubation templates', path: '/system/hatch/template', parentId: 700, orderId: 14, before: 710 },
  { id: 735, name: '学生组织模板', nameEn: 'Organisation templates', path: '/system/organ/template', parentId: 700, orderId: 15, before: 710 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_templates')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull().check(sql`kind between 1 and 6`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('files', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('document_templates_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('document_templates_created_by_fk', ['school_id', 'created_by'], 'users', ['school_id', 'id'])
    .addForeignKeyConstraint('document_templates_updated_by_fk', ['school_id', 'updated_by'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('document_templates_kind_ix').on('document_templates').columns(['school_id', 'kind', 'sort', 'id']).execute();
  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  await db.schema.dropTable('document_templates').execute();
}
