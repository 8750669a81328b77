/**
 * The two halves of every paged list (spec §2 `{ current, size }` → `{ records, total }`): how many
 * rows the filtered query matches, and one page of them. Repositories build the filtered, ordered
 * query once and hand it here, so the count and the page can never filter differently.
 */
import { sql, type SelectQueryBuilder } from 'kysely';

/** `count(*)` as a JavaScript number (PostgreSQL's bigint would arrive as a string from `pg`). */
export const countAll = sql<number>`count(*)::int`;

/** How many rows `query` matches: its selection and ordering dropped, its joins and filters kept. */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query.clearSelect().clearOrderBy().select(countAll.as('total')).executeTakeFirstOrThrow();
  return Number((row as { total: number }).total);
}

/**
 * One page of `query` (already ordered: the order must be total, ending in a unique column, or
 * rows repeat between pages) with the total it matches. `page.limit` rows from `page.offset` (0-based).
 * `counted`, when given, is what the total counts instead: the same filtered rows without the joins
 * that only decorate them (a lateral join per row costs the count as much as the page's rows would,
 * issue 17 EXPLAIN of /activity/list).
 */
export async function pageOf<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
  counted?: SelectQueryBuilder<CDB, CTB, CO>,
): Promise<{ rows: O[]; total: number }> {
  const [total, rows] = await Promise.all([counted ? countOf(counted) : countOf(query), query.limit(page.limit).offset(page.offset).execute()]);
  return { rows, total };
}
