/**
 * Roles and the permission tree (spec §3 "Permission tree node: id, name, optional api list", §4, §6):
 * - modules.api: comma-separated extra permission identifiers a module grants besides its path
 *   (e.g. the shared endpoints its page needs); a role holding the module holds them too.
 * - modules.identity: who the module is for — 0 staff (the admin shell), 2 students. A staff role
 *   holds only staff modules; the school's student role only student modules.
 * - roles.remarks, and role names unique within a school.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('modules').addColumn('api', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('modules').addColumn('identity', 'smallint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('roles').addColumn('remarks', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('roles').addUniqueConstraint('roles_school_name_uq', ['school_id', 'name']).execute();
  await db.schema.createIndex('role_modules_module_ix').on('role_modules').column('module_id').execute();
  await sql`create index user_roles_role_ix on user_roles (school_id, role_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_roles_role_ix').ifExists().execute();
  await db.schema.dropIndex('role_modules_module_ix').ifExists().execute();
  await db.schema.alterTable('roles').dropConstraint('roles_school_name_uq').execute();
  await db.schema.alterTable('roles').dropColumn('remarks').execute();
  await db.schema.alterTable('modules').dropColumn('identity').execute();
  await db.schema.alterTable('modules').dropColumn('api').execute();
}
