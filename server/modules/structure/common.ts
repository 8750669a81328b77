/**
 * Helpers of the structure services: school-scoped lookups that fail with the field's 10002
 * message, and deletion refused while references remain (the refusal messages they feed live in
 * protocol/errors.ts).
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { badParams, fieldError, refusal } from '../../protocol/errors.js';
import { countWhere, deleteRow, findRow, valueTaken, type CountTable, type StructureTable } from './repositories/common.js';

/** The existing row of a school's table, or 10002 '参数错误: <field> <what>不存在'. */
export async function mustExist<T extends StructureTable>(
  db: Db,
  table: T,
  id: number,
  schoolId: number,
  field: string,
  what: string,
): Promise<Selectable<Database[T]>> {
  const row = await findRow(db, table, schoolId, id);
  if (!row) throw fieldError(field, `${what}不存在`);
  return row;
}

/**
 * POST /school/{campus|college|major|class}/delete: removes the school's row `id` of `table` → null.
 * 10002 '参数错误: id <what>不存在' when missing; 10002 '该<what>下仍有 N 名学生 …,无法删除' while any
 * `dependents` row ([table, column, unit], counted in order) still references it.
 */
export async function deleteUnreferenced(
  db: Db,
  table: StructureTable,
  id: number,
  schoolId: number,
  what: string,
  dependents: [CountTable, string, string][],
): Promise<null> {
  await mustExist(db, table, id, schoolId, 'id', what);
  const counts: [number, string][] = [];
  for (const [t, column, unit] of dependents) counts.push([await countWhere(db, t, column, id, schoolId), unit]);
  const why = refusal(`该${what}`, counts);
  if (why) throw badParams(why);
  await deleteRow(db, table, schoolId, id);
  return null;
}

/**
 * 10002 '参数错误: <column> <message>' when a row of `table` in the school other than `exceptId`
 * already has `value` in `column` (`within`: only among the rows of the same college).
 */
export async function assertFree(
  db: Db,
  table: StructureTable,
  schoolId: number,
  column: 'name' | 'code',
  value: string,
  message: string,
  exceptId?: number,
  within?: { column: 'collegeId'; value: number },
): Promise<void> {
  if (await valueTaken(db, table, schoolId, column, value, exceptId, within)) throw fieldError(column, message);
}
