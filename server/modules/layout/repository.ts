/** The Kysely queries of the admin shell's menu (spec §2, §3 menu item, §6), always within one school. */
import { grantedModules } from '../../auth/permissions.js';
import type { Db } from '../../db/db.js';
import { schoolRows } from '../../db/tenant.js';

/** The modules the user's roles grant (id, name, English name, path, parent, order, button flag, icon), unordered. */
export function findGrantedModules(db: Db, schoolId: number, userId: number) {
  return grantedModules(db, schoolId, userId).select(['m.id', 'm.name', 'm.nameEn', 'm.path', 'm.parentId', 'm.orderId', 'm.isBtn', 'm.icon']).execute();
}

/** How many of the school's students have `status`. */
export async function countStudentsWithStatus(db: Db, schoolId: number, status: number): Promise<number> {
  const row = await schoolRows(db, 'students', schoolId, { status }).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The school's decimalPlaces setting; throws when the school is absent. */
export async function findDecimalPlaces(db: Db, schoolId: number): Promise<number> {
  const row = await db.selectFrom('schools').select('decimalPlaces').where('id', '=', schoolId).executeTakeFirstOrThrow();
  return row.decimalPlaces;
}
