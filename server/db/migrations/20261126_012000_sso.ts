/**
 * Issue 16 (spec §4 "Single sign-on flow", §7 /user/{school}SSOAuth, /third/token,
 * /user/{school}SSOSignOut), first part:
 *  - sso_configs: one row per school, its single sign-on peer (CAS, OIDC or a third party). The
 *    route name ('chd' for /chdlogin) is unique across schools compared in lower case
 *    (sso_configs_route_name_key). Secrets (client_secret, third_key) are never sent back.
 *  - sso_tickets: a validated service ticket and the session it produced, so that a ticket is used
 *    once (sso_tickets_school_ticket_key) and CAS single sign-out (a SAML LogoutRequest naming the
 *    ticket) can end that session. session_id stays null until GET /third/token creates it.
 *  - the menu 统一身份认证 ('/system/sso', module 710 under 系统设置 700, before 个人信息查看记录,
 *    which stays last), granted to each school's administrator role (code 'admin'). On a fresh
 *    database the tree is not there yet and the seed writes both (server/seed/modules.ts).
 */
import { sql, type Kysely } from 'kysely';

const MODULE_ID = 710;
const PARENT_ID = 700;
/** 个人信息查看记录: the new entry takes its place and it moves one down. */
const LAST_ID = 709;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_configs')
    .addColumn('school_id', 'integer', (c) => c.primaryKey().references('schools.id').onDelete('cascade'))
    .addColumn('route_name', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull().defaultTo('none').check(sql`protocol in ('cas', 'oidc', 'third', 'none')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cas_server_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cas_version', 'text', (c) => c.notNull().defaultTo('3.0').check(sql`cas_version in ('2.0', '3.0')`))
    .addColumn('user_attribute', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('oidc_issuer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_secret', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scopes', 'text', (c) => c.notNull().defaultTo('openid'))
    .addColumn('user_claim', 'text', (c) => c.notNull().defaultTo('sub'))
    .addColumn('third_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logout_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('update_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index sso_configs_route_name_key on sso_configs (lower(route_name))`.execute(db);

  await db.schema
    .createTable('sso_tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('ticket', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sso_tickets_school_ticket_key', ['school_id', 'ticket'])
    .execute();
  await db.schema.createIndex('sso_tickets_session_ix').on('sso_tickets').column('session_id').execute();

  // An existing tree gets the entry before 个人信息查看记录, and each school's 系统管理员 role gets it.
  await sql`
    insert into modules (id, school_id, name, path, parent_id, order_id, is_btn, icon, api, identity)
    select ${MODULE_ID}, null, '统一身份认证', '/system/sso', ${PARENT_ID},
      coalesce((select order_id from modules where id = ${LAST_ID}), (select coalesce(max(order_id), 0) + 1 from modules where parent_id = ${PARENT_ID})), 0, '', '', 0
    where exists (select 1 from modules where id = ${PARENT_ID})
    on conflict do nothing`.execute(db);
  await sql`
    update modules m set order_id = (select max(order_id) + 1 from modules where parent_id = ${PARENT_ID})
    where m.id = ${LAST_ID} and exists (select 1 from modules n where n.id = ${MODULE_ID} and n.order_id = m.order_id)`.execute(db);
  await sql`
    insert into role_modules (school_id, role_id, module_id)
    select r.school_id, r.id, ${MODULE_ID} from roles r
    where r.code = 'admin' and exists (select 1 from modules where id = ${MODULE_ID})
    on conflict do nothing`.execute(db);
  await sql`select setval(pg_get_serial_sequence('modules', 'id'), greatest((select max(id) from modules), 1))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from role_modules where module_id = ${MODULE_ID}`.execute(db);
  await sql`delete from modules where id = ${MODULE_ID}`.execute(db);
  await db.schema.dropTable('sso_tickets').ifExists().execute();
  await db.schema.dropTable('sso_configs').ifExists().execute();
}
