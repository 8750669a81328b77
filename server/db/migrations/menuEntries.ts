/**
 * Adding menu entries to an existing database (the migrations of issue 19's route groups): the
 * standard tree's rows are shared by every school (school_id null), so a feature that brings new
 * pages inserts its entries and grants them to each school's 系统管理员 role (code 'admin'). On a
 * fresh database the tree is not there yet (no row 1) and the seed writes the entries and grants
 * itself (server/seed/modules.ts).
 */
import { sql, type Kysely } from 'kysely';

/** One menu entry as the migration writes it (the modules table's columns). */
export interface MenuEntry {
  id: number;
  name: string;
  nameEn: string;
  path: string;
  /** null for a top-level entry. */
  parentId: number | null;
  /** Position among its siblings (1-based). */
  orderId: number;
  isBtn?: 0 | 1;
  icon?: string;
  /** Extra permission identifiers, comma-separated (spec §3 permission tree node 'api'). */
  api?: string;
  /** 0 a staff entry (granted to 'admin'), 2 a student entry (granted to 'student'). */
  identity?: 0 | 2;
  /**
   * The id of a sibling whose place the entry takes (orderId is then ignored): it and the siblings
   * after it move down one, so entries that must stay last (统一身份认证, 个人信息查看记录) do.
   */
  before?: number;
}

/** Inserts the entries that are not there yet and grants staff entries to every 'admin' role, student entries to every 'student' role. */
export async function addMenuEntries(db: Kysely<any>, entries: readonly MenuEntry[]): Promise<void> {
  if (!entries.length) return;
  const treeThere = (await sql`select 1 from modules where id = 1 and school_id is null`.execute(db)).rows.length > 0;
  if (!treeThere) return;
  const placed: MenuEntry[] = [];
  for (const e of entries) {
    if (e.before === undefined) {
      placed.push(e);
      continue;
    }
    const exists = (await sql`select 1 from modules where id = ${e.id}`.execute(db)).rows.length > 0;
    const place = (await sql<{ orderId: number }>`select order_id as "orderId" from modules where id = ${e.before} and parent_id is not distinct from ${e.parentId}`.execute(db)).rows[0];
    if (!exists && place) await sql`update modules set order_id = order_id + 1 where parent_id is not distinct from ${e.parentId} and order_id >= ${place.orderId}`.execute(db);
    placed.push({ ...e, orderId: place?.orderId ?? e.orderId });
  }
  const rows = placed.map(
    (e) => sql`(${e.id}::integer, ${e.name}::text, ${e.nameEn}::text, ${e.path}::text, ${e.parentId}::integer, ${e.orderId}::integer, ${e.isBtn ?? 0}::smallint, ${e.icon ?? ''}::text, ${e.api ?? ''}::text, ${e.identity ?? 0}::smallint)`,
  );
  await sql`
    insert into modules (id, school_id, name, name_en, path, parent_id, order_id, is_btn, icon, api, identity)
    select v.id, null, v.name, v.name_en, v.path, v.parent_id, v.order_id, v.is_btn, v.icon, v.api, v.identity
    from (values ${sql.join(rows)}) as v(id, name, name_en, path, parent_id, order_id, is_btn, icon, api, identity)
    on conflict do nothing`.execute(db);
  const ids = entries.map((e) => e.id);
  await sql`
    insert into role_modules (school_id, role_id, module_id)
    select r.school_id, r.id, m.id from roles r cross join modules m
    where m.id in (${sql.join(ids)}) and r.code = case when m.identity = 2 then 'student' else 'admin' end
    on conflict do nothing`.execute(db);
  await sql`select setval(pg_get_serial_sequence('modules', 'id'), greatest((select max(id) from modules), 1))`.execute(db);
}

/** Removes the entries and their grants (a migration's down). */
export async function dropMenuEntries(db: Kysely<any>, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await sql`delete from role_modules where module_id in (${sql.join([...ids])})`.execute(db);
  await sql`delete from modules where id in (${sql.join([...ids])})`.execute(db);
}
