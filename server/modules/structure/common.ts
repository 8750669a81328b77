/**
 * Helpers of the structure services: school-scoped lookups that fail with the field's 10002
 * message, and counts in SQL (the refusal messages they feed live in protocol/errors.ts).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { badParams, fieldError, refusal } from '../../protocol/errors.js';

type StructureTable = 'campuses' | 'colleges' | 'majors' | 'classes';
type CountTable = StructureTable | 'students';

/** Rows of `table` in the school whose `column` equals `value`. */
export async function countWhere(db: Db, table: CountTable, column: string, value: number, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('schoolId', '=', schoolId)
    .where(sql.ref(column), '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The existing row of a school's table, or 10002 '参数错误: <field> <what>不存在'. */
export async function mustExist<T extends StructureTable>(
  db: Db,
  table: T,
  id: number,
  schoolId: number,
  field: string,
  what: string,
): Promise<Selectable<Database[T]>> {
  const row = await (db as Kysely<any>)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .where('schoolId', '=', schoolId)
    .executeTakeFirst();
  if (!row) throw fieldError(field, `${what}不存在`);
  return row as Selectable<Database[T]>;
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
  await (db as Kysely<any>).deleteFrom(table).where('id', '=', id).where('schoolId', '=', schoolId).execute();
  return null;
}
