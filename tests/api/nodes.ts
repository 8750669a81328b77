/** Helpers of the many-node API tests (issue 17): two apps on one database play two nodes. */
import pg from 'pg';
import { pgliteOf } from '../../server/db/index.js';
import type { TestApp } from './helpers.js';

/**
 * Runs `script` (statements without parameters) on `t`'s database past every node's Kysely (so
 * past their write watch and query cache), as a third party would: a plain client on PostgreSQL,
 * the PGlite instance itself.
 */
export async function behindTheNodes(t: TestApp, script: string): Promise<void> {
  const lite = pgliteOf(t.db);
  if (lite) {
    await lite.exec(script);
    return;
  }
  const client = new pg.Client({ connectionString: t.config.databaseUrl });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}
