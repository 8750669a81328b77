/**
 * Tenant-scoped query pieces shared by the repositories (DESIGN.md §3 server/db): every read here
 * keeps the `school_id = ?` condition, so a helper can never reach another school's rows.
 */
import type { FilterObject, JoinBuilder, Kysely, SelectQueryBuilder, StringReference, UpdateObject, UpdateQueryBuilder, UpdateResult } from 'kysely';
import { sql } from 'kysely';
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
 * `select … from <table> as <alias> where <alias>.school_id = ?`: schoolRows under an alias, to
 * join more tables (with sameSchool) and select as on `db.selectFrom('<table> as <alias>')`.
 */
export function fromSchool<T extends TenantTable, A extends string>(db: Db, from: `${T} as ${A}`, schoolId: number) {
  const alias = from.slice(from.indexOf(' as ') + 4);
  // Typed as one aliased tenant table for the condition; the result is restated as that alias.
  const q = db.selectFrom(from as 'classes as a').where(`${alias}.schoolId` as 'a.schoolId', '=', schoolId);
  return q as unknown as SelectQueryBuilder<Database & { [K in A]: Database[T] }, A, object>;
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

/**
 * The join condition `<key> = <ref> and <key's alias>.school_id = <ref's alias>.school_id`, so a
 * joined row is always of the same school as the row it hangs on:
 * `.leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))`. Both references are checked
 * against the query's tables (an unknown one fails to compile); both aliases need a school_id.
 */
export function sameSchool<K extends `${string}.${string}`, R extends `${string}.${string}`>(key: K, ref: R) {
  const schoolOf = (column: string) => `${column.slice(0, column.indexOf('.'))}.schoolId` as 'a.schoolId';
  return <DB, TB extends keyof DB>(j: JoinBuilder<DB, TB>): [K, R] extends [StringReference<DB, TB>, StringReference<DB, TB>] ? JoinBuilder<DB, TB> : `sameSchool: ${K} or ${R} is not a column here` => {
    // Typed as one table `a` inside: the return type has already checked both references.
    const on = j as unknown as JoinBuilder<{ a: { id: number; schoolId: number } }, 'a'>;
    return on.onRef(key as unknown as 'a.id', '=', ref as unknown as 'a.id').onRef(schoolOf(key), '=', schoolOf(ref)) as never;
  };
}

/** The tenant tables listed as choices: each has `id`, `name` and `order_id` columns. */
export type OptionTable = 'campuses' | 'colleges' | 'organizations';

/**
 * `select id, name from <table> where school_id = ? [and <column> in (<values>)] order by
 * order_id, id`: the school's choices {id, name} in display order. `only` narrows by a column
 * (`campusId` exists on colleges alone); an empty `values` list yields no rows.
 */
export function findOptionRows(db: Db, table: OptionTable, schoolId: number, only?: OptionFilter): Promise<{ id: number; name: string }[]> {
  return optionRows(db, table, schoolId, only).select(['id', 'name']).execute();
}

/** Narrows option rows by one column's values. */
export type OptionFilter = { column: 'id' | 'campusId'; values: number[] };

/** The school's rows of `table`, narrowed by `only`, in display order (order_id, id), selecting nothing yet. */
function optionRows(db: Db, table: OptionTable, schoolId: number, only?: OptionFilter) {
  // Typed as colleges, the only table of the three with every column used here.
  const q = (db.selectFrom(table) as unknown as SelectQueryBuilder<Database, 'colleges', object>).where('schoolId', '=', schoolId);
  return q.$if(only !== undefined, (b) => b.where(only!.column, 'in', only!.values)).orderBy('orderId').orderBy('id');
}

/**
 * findOptionRows of a table that is a tree (colleges: the 院系 tree; organisations) with each row's
 * parent: {id, name, parentId} (0 for a root) — what the web's tree pickers group by (issue 18 item 8).
 */
export function findTreeOptionRows(db: Db, table: 'colleges' | 'organizations', schoolId: number, only?: OptionFilter): Promise<{ id: number; name: string; parentId: number }[]> {
  return optionRows(db, table, schoolId, only).select(['id', 'name', sql<number>`coalesce(parent_id, 0)`.as('parentId')]).execute();
}

/** A nullable reference to another tenant row: `[table, column]`, e.g. `['declarations', 'termId']`. */
export type NullableReference = { [T in TenantTable]: readonly [T, keyof Database[T] & string] }[TenantTable];

/**
 * `update <table> set <column> = null where school_id = ? and <column> = <id>` for each reference:
 * what ON DELETE SET NULL did before migration 20261126_013000. Citus refuses SET NULL on a foreign
 * key that includes school_id (server/db/citus.ts), so a repository deleting a referenced row
 * clears its references first, in the same transaction, then deletes.
 */
export async function detachReferences(db: Db, schoolId: number, id: number, refs: readonly NullableReference[]): Promise<void> {
  for (const [table, column] of refs)
    await (db as unknown as Kysely<Record<string, Record<string, number | null>>>)
      .updateTable(table)
      .set({ [column]: null })
      .where('schoolId', '=', schoolId)
      .where(column, '=', id)
      .execute();
}
