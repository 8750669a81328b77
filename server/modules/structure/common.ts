/**
 * Helpers shared by the structure services: school-scoped lookups that fail with the field's
 * 10002 message, refusal messages that say why, and counts in SQL.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badParams } from '../../protocol/errors.js';

export type Db = Kysely<Database> | Transaction<Database>;

/** 10002 naming the field: '参数错误: <field> <text>'. */
export const fieldError = (field: string, textZh: string) => badParams(`参数错误: ${field} ${textZh}`);

/** Joins counted reasons the Chinese way: 'a' · 'a和b' · 'a、b和c'. */
export function joinReasons(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join('、')}和 ${parts[parts.length - 1]}`;
}

/**
 * The refusal of a delete that still has dependants, or null when nothing depends on it.
 * @example refusal('该院系', [[12, '名学生'], [3, '个专业']]) → '该院系下仍有 12 名学生和 3 个专业,无法删除'
 */
export function refusal(subject: string, counts: [number, string][]): string | null {
  const parts = counts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`);
  return parts.length ? `${subject}下仍有 ${joinReasons(parts)},无法删除` : null;
}

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

/** True for PostgreSQL's unique-violation error (both drivers expose SQLSTATE as `code`). */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
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
