/**
 * The signed-in user's menu (spec §2 admin shell, §3 menu item, §6): the modules their roles grant,
 * as a tree ordered by orderId, with button permissions (isBtn 1) included; and the unread counts
 * of the menu groups.
 */
import type { Selectable } from 'kysely';
import type { ModuleItem, UnreadEntry } from '../../../common/api.js';
import { buildTree } from '../../../common/tree.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import * as repo from './repository.js';
import type { Database } from '../../db/types.js';

/** A granted module as the menu reads it: columns of the modules table. */
type ModuleRow = Pick<Selectable<Database['modules']>, 'id' | 'name' | 'nameEn' | 'path' | 'parentId' | 'orderId' | 'isBtn' | 'icon'>;

/** Builds the tree, siblings by orderId then id; a node whose parent is not granted is shown at the top level. */
export function buildModuleTree(rows: ModuleRow[]): ModuleItem[] {
  const sorted = [...rows].sort((a, b) => a.orderId - b.orderId || a.id - b.id);
  return buildTree(sorted, (r): Omit<ModuleItem, 'children'> => ({
    id: r.id, name: r.name, nameEn: r.nameEn, path: r.path, parentId: r.parentId ?? 0, orderId: r.orderId, isBtn: r.isBtn === 1 ? 1 : 0, icon: r.icon,
  }));
}

/** GET /system/modules → ModuleItem[] (a tree). */
export async function menuTree(db: Db, session: Session): Promise<ModuleItem[]> {
  return buildModuleTree(await repo.findGrantedModules(db, session.schoolId, session.userId));
}

type Counter = (db: Db, session: Session) => Promise<number>;

/** Students not yet activated (status 0) wait for the 学生管理 group. */
const inactiveStudents: Counter = (db, session) => repo.countStudentsWithStatus(db, session.schoolId, 0);

/** Per menu-group counters; groups without one count 0 (to-do counts arrive with later issues). */
export const unreadCounters: Record<string, Counter> = {
  '/usermng': inactiveStudents,
};

/** GET /system/unreac/count → UnreadEntry[]: one entry per top-level menu item of the user. */
export async function unreadCounts(db: Db, session: Session): Promise<UnreadEntry[]> {
  const tops = (await menuTree(db, session)).filter((m) => m.isBtn === 0);
  const out: UnreadEntry[] = [];
  for (const m of tops) out.push({ path: m.path, count: unreadCounters[m.path] ? await unreadCounters[m.path](db, session) : 0 });
  return out;
}

/** GET /system/decimal → {decimalPlaces} of the user's school. */
export async function decimalPlaces(db: Db, session: Session): Promise<{ decimalPlaces: number }> {
  return { decimalPlaces: await repo.findDecimalPlaces(db, session.schoolId) };
}
