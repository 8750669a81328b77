/**
 * Role data scope (issue 3, contract (c); DESIGN.md §5): which students a role's holders see.
 * roles.data_scope: 1 the whole school, 2 one college (roles.scope_college_id), 3 the organisations
 * the holder leads and their descendants. Deleting a college clears scope_college_id (the role then
 * sees no students until it is edited), never the school id.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('data_scope', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('roles').addColumn('scope_college_id', 'integer').execute();
  await sql`alter table roles add constraint roles_scope_college_fk
    foreign key (school_id, scope_college_id) references colleges (school_id, id)
    on delete set null (scope_college_id)`.execute(db);
  await sql`alter table roles add constraint roles_data_scope_ck check (data_scope in (1, 2, 3))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table roles drop constraint if exists roles_data_scope_ck`.execute(db);
  await sql`alter table roles drop constraint if exists roles_scope_college_fk`.execute(db);
  await db.schema.alterTable('roles').dropColumn('scope_college_id').execute();
  await db.schema.alterTable('roles').dropColumn('data_scope').execute();
}
