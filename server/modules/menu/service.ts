/**
 * The signed-in user's menu (spec §2 admin shell, §3 menu item, §6): the modules their roles grant,
 * as a tree ordered by orderId, with button permissions (isBtn 1) included; and the unread counts
 * of the menu groups.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ModuleItem, UnreadEntry } from '../../../common/api.js';
import { grantedModules } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';

/** A granted module as the menu reads it: columns of the modules table. */
type ModuleRow = Pick<Selectable<Database['modules']>, 'id' | 'name' | 'path' | 'parentId' | 'orderId' | 'isBtn' | 'icon'>;

/** Builds the tree; a node whose parent is not granted is shown at the top level. */
export function buildModuleTree(rows: ModuleRow[]): ModuleItem[] {
  const nodes = new Map<number, ModuleItem>();
  for (const r of rows)
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      path: r.path,
      parentId: r.parentId ?? 0,
      orderId: r.orderId,
      isBtn: r.isBtn === 1 ? 1 : 0,
      icon: r.icon,
      children: [],
    });
  const roots: ModuleItem[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: ModuleItem[]) => {
    list.sort((a, b) => a.orderId - b.orderId || a.id - b.id);
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** GET /system/modules → ModuleItem[] (a tree). */
export async function menuTree(db: Kysely<Database>, session: Session): Promise<ModuleItem[]> {
  const rows = await grantedModules(db, session.schoolId, session.userId)
    .select(['m.id', 'm.name', 'm.path', 'm.parentId', 'm.orderId', 'm.isBtn', 'm.icon'])
    .execute();
  return buildModuleTree(rows);
}

type Counter = (db: Kysely<Database>, session: Session) => Promise<number>;

/** Students not yet activated (status 0) wait for the 学生管理 group. */
const inactiveStudents: Counter = async (db, session) => {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('schoolId', '=', session.schoolId)
    .where('status', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Per menu-group counters; groups without one count 0 (to-do counts arrive with later issues). */
export const unreadCounters: Record<string, Counter> = {
  '/usermng': inactiveStudents,
};

/** GET /system/unreac/count → UnreadEntry[]: one entry per top-level menu item of the user. */
export async function unreadCounts(db: Kysely<Database>, session: Session): Promise<UnreadEntry[]> {
  const tops = (await menuTree(db, session)).filter((m) => m.isBtn === 0);
  const out: UnreadEntry[] = [];
  for (const m of tops) out.push({ path: m.path, count: unreadCounters[m.path] ? await unreadCounters[m.path](db, session) : 0 });
  return out;
}

/** GET /system/decimal → {decimalPlaces} of the user's school. */
export async function decimalPlaces(db: Kysely<Database>, session: Session): Promise<{ decimalPlaces: number }> {
  const row = await db.selectFrom('schools').select('decimalPlaces').where('id', '=', session.schoolId).executeTakeFirstOrThrow();
  return { decimalPlaces: row.decimalPlaces };
}
