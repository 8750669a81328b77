/**
 * pg-boss on the app's database (issue 17, DESIGN.md §4 jobs). Its schema comes from a migration
 * (20261126_013000_durable_jobs), so it is started with `migrate: false` and only checks the
 * installed version.
 *
 * - PostgreSQL with DATABASE_URL: pg-boss's own small pool on the same database, with LISTEN/NOTIFY
 *   so that a node picks up a new job at once (polling stays as the floor).
 * - PGlite (its documented adapter, `fromPglite`, on the instance the app uses): PGlite is one
 *   connection, and the Kysely dialect hands it to one transaction at a time by queueing connection
 *   users. pg-boss must queue with them, or its statements would run inside a request's open
 *   transaction (and be rolled back with it): every statement goes through Kysely's connection
 *   queue first. The price is that pg-boss waits for the transaction in progress, as any request
 *   does. LISTEN/NOTIFY works in-process on PGlite.
 * - PostgreSQL without a URL (an app built on a Kysely instance only): pg-boss's Kysely adapter
 *   over the app's pool, polling only.
 *
 * Node 20: pg-boss 12 declares node ≥ 22.12; what we use of it (queues, send, work with heartbeats,
 * cron schedules, supervise, stop) runs on Node 20 (the API tests run it on both databases). Its
 * RRULE schedules, which need Temporal, are not used.
 */
import type { Kysely } from 'kysely';
import { fromKysely, fromPglite, PgBoss, type ConstructorOptions, type Db as BossDb } from 'pg-boss';
import { exclusively, pgliteOf } from '../db/index.js';
import type { Database } from '../db/types.js';
import { PGBOSS_SCHEMA } from '../db/migrations/20261126_013000_durable_jobs.js';

/** The background timers of one pg-boss instance; tests turn the optional ones off. */
export interface BossTimers {
  /** Runs the cron pass that turns schedules into jobs (one pass per interval across nodes). */
  schedule: boolean;
  /** Runs the supervision that retries jobs whose node went silent (heartbeat) or ran out of time. */
  supervise: boolean;
  /** How often supervision looks, in seconds (each pass is claimed once across nodes). */
  superviseSeconds: number;
  /** Keeps this node's row in pg-boss's instance registry. */
  registerInstance: boolean;
  /** How often the cron pass's jobs are forwarded to their queues (seconds; pg-boss's default 5). */
  cronWorkerSeconds?: number;
  /** How often a cron pass is claimed across nodes (seconds, 1–45; pg-boss's default 30). */
  cronPassSeconds?: number;
}

/** A pg-boss adapter whose statements wait for the Kysely connection like any other user. */
function queuedPglite(db: Kysely<Database>): BossDb {
  const inner = fromPglite(pgliteOf(db)!);
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => exclusively(db, work);
  const adapter: BossDb = { executeSql: (text, values) => exclusive(() => inner.executeSql(text, values)) };
  if (inner.listen) {
    const listen = inner.listen.bind(inner);
    adapter.listen = async (channel, onNotification, onReconnect) => {
      const handle = await exclusive(() => listen(channel, onNotification, onReconnect));
      return { close: () => exclusive(() => handle.close()) };
    };
  }
  return adapter;
}

/** A pg-boss instance (not started) on the app's database. */
export function createBoss(db: Kysely<Database>, databaseUrl: string | undefined, timers: BossTimers): PgBoss {
  const common: ConstructorOptions = {
    schema: PGBOSS_SCHEMA,
    migrate: false,
    schedule: timers.schedule,
    supervise: timers.supervise,
    superviseIntervalSeconds: timers.superviseSeconds,
    // Expiry and lost heartbeats are looked for by the monitor pass: as often as supervision.
    monitorIntervalSeconds: timers.superviseSeconds,
    registerInstance: timers.registerInstance,
    ...(timers.cronWorkerSeconds ? { cronWorkerIntervalSeconds: timers.cronWorkerSeconds } : {}),
    ...(timers.cronPassSeconds ? { cronMonitorIntervalSeconds: timers.cronPassSeconds } : {}),
    useListenNotify: true,
    openTelemetry: { enabled: false },
  };
  if (pgliteOf(db)) return new PgBoss({ ...common, backend: 'pglite', db: queuedPglite(db) });
  if (databaseUrl) return new PgBoss({ ...common, connectionString: databaseUrl, max: 3, application_name: 'second-classroom-jobs' });
  return new PgBoss({ ...common, useListenNotify: false, db: fromKysely(db.withoutPlugins()) });
}

/** pg-boss's adapter on an open app transaction: a job sent through it commits or rolls back with it. */
export function inTransactionDb(trx: Kysely<Database>): BossDb {
  return fromKysely(trx.withoutPlugins());
}
