/**
 * "A database migrated without it" for tests of one migration: every migration from the latest back
 * to `name` comes off, newest first (so no later table still leans on what an earlier down drops),
 * `between` runs on that database, then they go back on in their order.
 */
import type { Kysely } from 'kysely';
import { migrations } from '../../server/db/migrations/index.js';

export async function withoutMigration(db: Kysely<any>, name: string, between: () => Promise<void>): Promise<void> {
  const names = Object.keys(migrations).sort();
  const from = names.indexOf(name);
  if (from < 0) throw new Error(`no migration ${name}`);
  const later = names.slice(from);
  for (const n of [...later].reverse()) await migrations[n].down!(db);
  await between();
  for (const n of later) await migrations[n].up(db);
}
