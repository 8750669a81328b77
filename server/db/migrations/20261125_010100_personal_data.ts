/**
 * Issue 14 defect 8 (personal data masked by default):
 *  - the button permission 查看完整个人信息 ('/click/student/personal', module 5107 under 学生列表,
 *    server/seed/modules.ts) that shows one student's resident ID and mobile in full or exports
 *    them in full; granted here to each school's administrator role (code 'admin') only — other
 *    roles, such as a college administrator, get it through 角色权限. On a fresh database the
 *    tree is not there yet and the seed writes both;
 *  - personal_data_views: one row per full view or full export — who (id and name as then), when,
 *    from which IP, which student (id, student number and name as then) or how many students
 *    and the export's filter. Names are copies so the record outlives renamed or deleted accounts;
 *    ids carry no foreign keys for the same reason.
 */
import { sql, type Kysely } from 'kysely';

const MODULE_ID = 5107;
const PARENT_ID = 501;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('personal_data_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('view', 'export')`))
    .addColumn('student_id', 'integer')
    .addColumn('student_code', 'text')
    .addColumn('student_name', 'text')
    .addColumn('student_count', 'integer')
    .addColumn('filter', 'jsonb')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('personal_data_views_school_time_ix').on('personal_data_views').columns(['school_id', 'created_at', 'id']).execute();

  // An existing tree gets the button under 学生列表, and each school's 系统管理员 role gets it.
  await sql`
    insert into modules (id, school_id, name, path, parent_id, order_id, is_btn, icon, api, identity)
    select ${MODULE_ID}, null, '查看完整个人信息', '/click/student/personal', ${PARENT_ID}, 7, 1, '', '', 0
    where exists (select 1 from modules where id = ${PARENT_ID})
    on conflict do nothing`.execute(db);
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
  await db.schema.dropTable('personal_data_views').ifExists().execute();
}
