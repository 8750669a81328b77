/**
 * Issue 14 defect 3 (spreadsheet imports that cannot take the API down): school_rules gains the
 * import caps of 参数设置 — the most data rows an import may have and the most MB its xlsx may
 * inflate to (common/schoolParams.ts IMPORT_LIMIT_DEFAULTS and IMPORT_LIMIT_BOUNDS).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('school_rules')
    .addColumn('import_max_rows', 'integer', (c) => c.notNull().defaultTo(20000).check(sql`import_max_rows between 1 and 200000`))
    .addColumn('import_max_inflated_mb', 'integer', (c) => c.notNull().defaultTo(50).check(sql`import_max_inflated_mb between 1 and 500`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('school_rules').dropColumn('import_max_inflated_mb').dropColumn('import_max_rows').execute();
}
