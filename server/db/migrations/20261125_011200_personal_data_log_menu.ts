/**
 * Issue 14 defect 8: the menu 个人信息查看记录 ('/system/personalDataLog', module 709, the last
 * child of 系统设置 700), the page of every full view and full export of personal data and the
 * permission of GET /school/student/personal/log. An existing tree gets the entry and each school's
 * administrator role (code 'admin') gets it; other roles get it through 角色权限. On a fresh
 * database the tree is not there yet and the seed writes both (server/seed/modules.ts).
 */
import { sql, type Kysely } from 'kysely';

const MODULE_ID = 709;
const PARENT_ID = 700;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    insert into modules (id, school_id, name, path, parent_id, order_id, is_btn, icon, api, identity)
    select ${MODULE_ID}, null, '个人信息查看记录', '/system/personalDataLog', ${PARENT_ID},
      (select coalesce(max(order_id), 0) + 1 from modules where parent_id = ${PARENT_ID}), 0, '', '', 0
    where exists (select 1 from modules where id = ${PARENT_ID})
    on conflict do nothing`.execute(db);
  await sql`
    insert into role_modules (school_id, role_id, module_id)
    select r.school_id, r.id, ${MODULE_ID} from roles r
    where r.code = 'admin' and exists (select 1 from modules where id = ${MODULE_ID})
    on conflict do nothing`.execute(db);
  // Explicit ids above: keep the sequence past them so modules added later through the API do not collide.
  await sql`select setval(pg_get_serial_sequence('modules', 'id'), greatest((select max(id) from modules), 1))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from role_modules where module_id = ${MODULE_ID}`.execute(db);
  await sql`delete from modules where id = ${MODULE_ID}`.execute(db);
}
