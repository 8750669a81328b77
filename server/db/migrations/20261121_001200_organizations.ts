/**
 * Student organisations (spec §2 /organization/union|club|voluntary|classes|another, §3
 * "Organisation tree node"): one tree per school, and their members.
 *
 * organizations.parent_id is null for a root (0 on the wire); parent_ids lists the ancestors'
 * ids from the virtual root 0 down to the parent, comma-separated without spaces ('0' for a root,
 * '0,3,7' for a node under 7 under 3); level is the node's depth (1 for a root), so level equals
 * the number of entries in parent_ids. A node's descendants are the rows whose
 * ',' || parent_ids || ',' contains ',<id>,'.
 * nature: 1 学生会, 2 社团协会, 3 志愿组织, 4 班级组织, 5 其他组织. identity: 1 校级, 2 院级.
 * user_id: the organisation's leader (负责人), always one of its members with is_leader.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('parent_ids', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('level', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('nature', 'smallint', (c) => c.notNull())
    .addColumn('identity', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer')
    .addColumn('secretary_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('organizations_school_id_uq', ['school_id', 'id'])
    .addForeignKeyConstraint('organizations_parent_fk', ['school_id', 'parent_id'], 'organizations', ['school_id', 'id'])
    .addCheckConstraint('organizations_nature_ck', sql`nature between 1 and 5`)
    .execute();
  // Deleting the leader's account leaves the organisation without a leader (PostgreSQL 15+ syntax).
  await sql`alter table organizations add constraint organizations_leader_fk foreign key (school_id, user_id) references users (school_id, id) on delete set null (user_id)`.execute(db);
  // Sibling names are unique (roots are siblings under the virtual root 0).
  await sql`create unique index organizations_sibling_name_uq on organizations (school_id, (coalesce(parent_id, 0)), name)`.execute(db);
  await db.schema.createIndex('organizations_school_nature_ix').on('organizations').columns(['school_id', 'nature']).execute();
  await db.schema.createIndex('organizations_school_parent_ix').on('organizations').columns(['school_id', 'parent_id']).execute();

  await db.schema
    .createTable('organization_members')
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('organization_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('is_leader', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('organization_members_org_user_uq', ['organization_id', 'user_id'])
    .addForeignKeyConstraint('organization_members_org_fk', ['school_id', 'organization_id'], 'organizations', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint('organization_members_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('organization_members_user_ix').on('organization_members').columns(['school_id', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('organization_members').ifExists().execute();
  await db.schema.dropTable('organizations').ifExists().execute();
}
