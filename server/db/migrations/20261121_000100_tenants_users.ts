/**
 * Schools (the tenants), users (staff and students sign in through this one table), roles and the
 * module tree that roles grant (spec §2 menu, §6 permissions).
 */
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours_unit', 'text', (c) => c.notNull().defaultTo('学时'))
    .addColumn('score_report_model', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('ways_convert', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('first_letter', sql`char(1)`, (c) => c.notNull())
    .addColumn('decimal_places', 'smallint', (c) => c.notNull().defaultTo(2))
    .addColumn('compulsory_name', 'text', (c) => c.notNull().defaultTo('必修'))
    .addColumn('elective_name', 'text', (c) => c.notNull().defaultTo('选修'))
    .addColumn('is_open_honor_join_number', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('opened', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('identity', 'smallint', (c) => c.notNull())
    .addColumn('is_admin', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('mod_l', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('mobile', 'text')
    .addColumn('gender', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('last_login_time', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('users_school_username_uq', ['school_id', 'username'])
    .addUniqueConstraint('users_school_id_uq', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('users_school_mobile_ix').on('users').columns(['school_id', 'mobile']).execute();
  await db.schema.createIndex('users_mobile_ix').on('users').column('mobile').execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addUniqueConstraint('roles_school_code_uq', ['school_id', 'code'])
    .addUniqueConstraint('roles_school_id_uq', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['school_id', 'user_id', 'role_id'])
    .addForeignKeyConstraint('user_roles_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint('user_roles_role_fk', ['school_id', 'role_id'], 'roles', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('modules')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('modules.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_btn', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // A path names one permission within a school's view (the shared tree has school_id null).
  await sql`create unique index modules_scope_path_uq on modules ((coalesce(school_id, 0)), path)`.execute(db);

  await db.schema
    .createTable('role_modules')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_modules_pk', ['school_id', 'role_id', 'module_id'])
    .addForeignKeyConstraint('role_modules_role_fk', ['school_id', 'role_id'], 'roles', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['role_modules', 'modules', 'user_roles', 'roles', 'users', 'schools'])
    await db.schema.dropTable(t).ifExists().execute();
}
