/** Runs the Kysely migrations (DESIGN.md §4: migrations run at start-up). */
import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './types.js';

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // Tables created since are watched for the query cache (migration 20261126_016000).
  if ((await sql`select 1 from pg_proc where proname = 'watch_table_changes'`.execute(db)).rows.length) await sql`select watch_table_changes()`.execute(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Reverts every migration (used by tests that prove each `down` works). */
export async function migrateDownAll(db: Kysely<Database>): Promise<void> {
  const m = migrator(db);
  for (;;) {
    const { error, results } = await m.migrateDown();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    if (!results || results.length === 0) return;
  }
}
