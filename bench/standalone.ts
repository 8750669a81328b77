/**
 * Running one benchmark file on its own (`node --import tsx bench/<name>.ts`): a throwaway data
 * directory per database, migrated and seeded with the demo, the app built on it, the bench run,
 * and everything closed and removed afterwards — whatever the bench throws.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/types.js';

/** A database to measure: the embedded PGlite (url undefined) or a PostgreSQL server. */
export interface BenchTarget {
  url: string | undefined;
  /** Prefix of every printed line, e.g. '[pglite] '. */
  label: string;
}

export const PGLITE: BenchTarget = { url: undefined, label: '[pglite] ' };

/** PostgreSQL at DATABASE_URL, when set. */
export const postgresTargets = (): BenchTarget[] => (process.env.DATABASE_URL ? [{ url: process.env.DATABASE_URL, label: '[postgresql] ' }] : []);

/** True when `moduleUrl` (import.meta.url) is the file node was started with. */
export const isMain = (moduleUrl: string) => Boolean(process.argv[1]) && fileURLToPath(moduleUrl) === process.argv[1];

/**
 * Runs `bench` once per target on a fresh data directory named `sc-bench-{name}-…`, with the demo
 * school seeded; `cleanup` runs after the app closes (e.g. to stop a worker pool).
 */
export async function runStandalone(
  name: string,
  targets: BenchTarget[],
  bench: (app: FastifyInstance, db: Kysely<Database>, label: string) => Promise<unknown>,
  cleanup?: () => Promise<void>,
): Promise<void> {
  // Loaded here so that importing a bench file (bench/run.ts does) starts nothing.
  const { buildApp } = await import('../server/app.js');
  const { generousRateLimits, loadConfig } = await import('../server/config.js');
  const { openDatabase } = await import('../server/db/index.js');
  const { migrateToLatest } = await import('../server/db/migrate.js');
  const { schoolCount, seedDemo } = await import('../server/seed/index.js');
  for (const target of targets) {
    const dataDir = mkdtempSync(join(tmpdir(), `sc-bench-${name}-`));
    const config = { ...loadConfig(), dataDir, databaseUrl: target.url, logLevel: 'warn', rateLimits: generousRateLimits() };
    const database = await openDatabase(config);
    try {
      await migrateToLatest(database.db);
      if ((await schoolCount(database.db)) === 0) await seedDemo(database.db);
      const app = await buildApp({ db: database.db, config, dbKind: database.kind, logger: false });
      await app.ready();
      try {
        await bench(app, database.db, target.label);
      } finally {
        await app.close();
        await cleanup?.();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
