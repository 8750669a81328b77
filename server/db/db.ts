/**
 * The handles every query runs on (DESIGN.md §3 server/db): `Db` is the application's Kysely
 * instance or a transaction opened from it, `Trx` a transaction only. Services and repositories take
 * a `Db` (a `Trx` when their writes must be atomic) and never open a transaction themselves: a route
 * declared `transactional: true` gets one from the protocol layer (protocol/plugin.ts), and an entry
 * point that is not such a route opens its own through `inTransaction`.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.js';

export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

/**
 * Runs `work` in one transaction on `db` and returns its result; a throw rolls everything back. For
 * the entry points that are not `transactional` routes only: the job runner (server/jobs, which
 * hands job work its `write`), the activity scheduler, and the seed with the start-up's data work
 * (seed/index.ts). On a handle that is already a transaction, `work` joins it (Kysely cannot nest
 * transactions).
 */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Trx);
  return db.transaction().execute(work);
}

/** True for PostgreSQL's unique-violation error (both drivers expose SQLSTATE as `code`, '23505'). */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}
