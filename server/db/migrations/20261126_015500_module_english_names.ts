/**
 * Issue 18 item 6 ("English complete: menus and module names — the server's module list carries
 * both names"): modules.name_en, the English name of a menu entry, shown when the interface is in
 * English ('' → the Chinese name). The standard tree's rows (fixed ids, school_id null) get the
 * English names the seed declares (server/seed/modules.ts, the one list of them); on a fresh
 * database the tree is not there yet and the seed writes both names.
 */
import { sql, type Kysely } from 'kysely';
import { flattenModules, STAFF_MODULES, STUDENT_MODULES } from '../../seed/modules.js';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('modules').addColumn('name_en', 'text', (c) => c.notNull().defaultTo('')).execute();
  const names = [...flattenModules(STAFF_MODULES), ...flattenModules(STUDENT_MODULES)].map((m) => sql`(${m.id}::integer, ${m.nameEn}::text)`);
  // Only the shared rows: a school's own modules keep their names.
  await sql`
    update modules set name_en = v.name_en
    from (values ${sql.join(names)}) as v(id, name_en)
    where modules.id = v.id and modules.school_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('modules').dropColumn('name_en').execute();
}
