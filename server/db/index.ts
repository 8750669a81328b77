/**
 * Opens the database (DESIGN.md §4): PostgreSQL through `pg` when `databaseUrl` is set, otherwise
 * embedded PGlite in `<dataDir>/pglite`. Both speak the same SQL through Kysely with CamelCasePlugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types.js';
import { preparingPool } from './prepared.js';
import { pgliteNotifications, postgresNotifications, WriteWatch, type Notifications } from './notify.js';
import { cachingDialect } from './cachingDriver.js';
import { QueryCache } from './queryCache.js';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** LISTEN/NOTIFY between nodes (server/db/notify.ts). */
  notifications: Notifications;
  /** The tables this process's statements write, as they run (server/db/notify.ts). */
  writes: WriteWatch;
  /** Query results kept on this node (server/db/queryCache.ts); serving once attached. */
  queryCache: QueryCache;
  close(): Promise<void>;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/** Same value types from both drivers: bigint counts as numbers, dates as 'YYYY-MM-DD' strings. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (v: string) => Number(v);
    if (oid === DATE_OID) return (v: string) => v;
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

/** The PGlite instance under each Kysely instance made by kyselyForPGlite. */
const pgliteClients = new WeakMap<Kysely<Database>, PGlite>();
/** The query cache of each Kysely instance made here. */
const queryCaches = new WeakMap<Kysely<Database>, QueryCache>();

/** PGlite runs statements in this thread: the event loop polls sockets at least this often (ms) while they queue. */
const PGLITE_POLL_SLICE_MS = 10;

/** Wraps a PGlite instance (on disk, in memory, or loaded from a dump) in Kysely. */
export function kyselyForPGlite(client: PGlite): OpenDatabase {
  const writes = new WriteWatch();
  const queryCache = new QueryCache();
  const db = new Kysely<Database>({ dialect: cachingDialect(new PGliteDialect(client), queryCache, PGLITE_POLL_SLICE_MS), plugins: [new CamelCasePlugin(), writes] });
  pgliteClients.set(db, client);
  queryCaches.set(db, queryCache);
  return { db, kind: 'pglite', notifications: pgliteNotifications(client), writes, queryCache, close: () => db.destroy() };
}

/**
 * The PGlite instance `db` runs on, or undefined for PostgreSQL. For what must reach PGlite itself
 * (pg-boss's adapter runs multi-statement scripts through `exec`, server/jobs/boss.ts).
 */
export function pgliteOf(db: Kysely<Database>): PGlite | undefined {
  return pgliteClients.get(db);
}

/**
 * Runs `work` while holding a real connection of `db` (QueryCache.exclusive): on PGlite, no
 * transaction of Kysely's is open meanwhile.
 */
export function exclusively<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  const cache = queryCaches.get(db);
  return cache ? cache.exclusive(work) : db.connection().execute(() => work());
}

/**
 * Options of every PGlite instance — on disk, in memory, or loaded from a dump; construct PGlite
 * only through this so that none is forgotten: dates as strings like `pg` above, and the extensions
 * the migrations create (btree_gist for the exclusion constraints of migration 20261125_010000). A
 * data directory holding an extension cannot use it when the instance was built without it.
 */
export function pgliteOptions(options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): PGliteOptions {
  return { ...options, parsers: { [DATE_OID]: (v: string) => v }, extensions: { btree_gist } };
}

/**
 * Idle connections live this long (ms): a new backend must load its catalogue caches before its
 * first plans (measured: a 6-table list query planned in 15 ms cold, 2 ms warm), so the pool keeps
 * them through ordinary pauses instead of pg's 10 s default.
 */
const POOL_IDLE_MS = 300_000;

/** Connects to PostgreSQL at `url` with a small pool whose statements are prepared (prepared.ts). */
export function kyselyForPostgres(url: string, max = 10): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes, idleTimeoutMillis: POOL_IDLE_MS });
  // An idle client losing its connection (server restart, admin termination) must not crash the
  // process: pg re-emits it on the pool, and an unheard 'error' event throws. The pool replaces it.
  pool.on('error', (err) => console.warn(`postgresql: idle connection lost (${err.message})`));
  const writes = new WriteWatch();
  const queryCache = new QueryCache();
  const db = new Kysely<Database>({ dialect: cachingDialect(new PostgresDialect({ pool: preparingPool(pool) }), queryCache), plugins: [new CamelCasePlugin(), writes] });
  const notifications = postgresNotifications(url);
  queryCaches.set(db, queryCache);
  return {
    db,
    kind: 'postgresql',
    notifications,
    writes,
    queryCache,
    async close() {
      await notifications.close();
      await db.destroy();
    },
  };
}

/**
 * Opens the configured database. PGlite creates `<dataDir>/pglite` on first use (about 4 s) and
 * reopens it in well under a second afterwards.
 */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  if (config.databaseUrl) return kyselyForPostgres(config.databaseUrl);
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(pgliteOptions({ dataDir: dir }));
  await client.waitReady;
  return kyselyForPGlite(client);
}
