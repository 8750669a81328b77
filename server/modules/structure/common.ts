/**
 * Helpers of the structure services: school-scoped lookups that fail with the field's 10002
 * message, and counts in SQL (the refusal messages they feed live in protocol/errors.ts).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { fieldError } from '../../protocol/errors.js';

type CountTable = 'campuses' | 'colleges' | 'majors' | 'classes' | 'students';

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
export async function mustExist<T extends 'campuses' | 'colleges' | 'majors' | 'classes'>(
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
