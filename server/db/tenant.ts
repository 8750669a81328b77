/**
 * Tenant-scoped query pieces shared by the repositories (DESIGN.md §3 server/db): every read here
 * keeps the `school_id = ?` condition, so a helper can never reach another school's rows.
 */
import type { FilterObject, SelectQueryBuilder, UpdateObject, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Db } from './db.js';
import type { Database } from './types.js';

/** The tables that carry a `school_id` column. */
export type TenantTable = { [T in keyof Database]: 'schoolId' extends keyof Database[T] ? T : never }[keyof Database];

/** The tenant tables with an `id` key. */
export type KeyedTenantTable = { [T in TenantTable]: 'id' extends keyof Database[T] ? T : never }[TenantTable];

/** Column/value conditions on one tenant table, all required (`and`). */
export type TenantMatch<T extends TenantTable> = Readonly<FilterObject<Database, T>>;

/**
 * `select … from <table> where school_id = ? and <match>`: the school's rows matching every
 * condition of `match` (a null value tests `is null`; an undefined one throws). Chain `.select(…)`
 * and further `.where(…)` on the result as on `db.selectFrom(table)`.
 */
export function schoolRows<T extends TenantTable>(db: Db, table: T, schoolId: number, match?: TenantMatch<T>) {
  const q = (db.selectFrom(table) as unknown as SelectQueryBuilder<Database, TenantTable, object>).where('schoolId', '=', schoolId);
  // Kysely's `eb.and` silently drops an undefined value: refuse it rather than lose a condition.
  if (match !== undefined && Object.values(match).includes(undefined)) throw new Error(`schoolRows(${table}): undefined condition`);
  const matched = match === undefined ? q : q.where((eb) => eb.and(match as TenantMatch<TenantTable>));
  return matched as unknown as SelectQueryBuilder<Database, T, object>;
}

/**
 * True when the school has a row of `table` matching `match` other than `exceptId` (the
 * "is the name taken among siblings" check before an insert or a rename).
 */
export async function schoolRowTaken<T extends KeyedTenantTable>(db: Db, table: T, schoolId: number, match: TenantMatch<T>, exceptId?: number): Promise<boolean> {
  const q = schoolRows(db, table, schoolId, match) as unknown as SelectQueryBuilder<Database, KeyedTenantTable, object>;
  const row = await q.select('id').$if(exceptId !== undefined, (b) => b.where('id', '<>', exceptId!)).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * `update <table> set <values> where school_id = ? and <match>` (conditions as in schoolRows);
 * returns the query, to chain more `.where(…)`, `.returning(…)` and `.execute()`.
 */
export function updateSchoolRows<T extends TenantTable>(db: Db, table: T, schoolId: number, match: TenantMatch<T>, values: UpdateObject<Database, T, T>) {
  if (Object.values(match).includes(undefined)) throw new Error(`updateSchoolRows(${table}): undefined condition`);
  const q = db.updateTable(table as TenantTable).set(values as UpdateObject<Database, TenantTable, TenantTable>).where('schoolId', '=', schoolId);
  return q.where((eb) => eb.and(match as TenantMatch<TenantTable>)) as unknown as UpdateQueryBuilder<Database, T, T, UpdateResult>;
}

/** The tenant tables listed as choices: each has `id`, `name` and `order_id` columns. */
export type OptionTable = 'campuses' | 'colleges' | 'organizations';

/**
 * `select id, name from <table> where school_id = ? [and <column> in (<values>)] order by
 * order_id, id`: the school's choices {id, name} in display order. `only` narrows by a column
 * (`campusId` exists on colleges alone); an empty `values` list yields no rows.
 */
export function findOptionRows(db: Db, table: OptionTable, schoolId: number, only?: { column: 'id' | 'campusId'; values: number[] }): Promise<{ id: number; name: string }[]> {
  // Typed as colleges, the only table of the three with every column used here.
  const q = (db.selectFrom(table) as unknown as SelectQueryBuilder<Database, 'colleges', object>).select(['id', 'name']).where('schoolId', '=', schoolId);
  return q.$if(only !== undefined, (b) => b.where(only!.column, 'in', only!.values)).orderBy('orderId').orderBy('id').execute();
}
