/** Issue 17: health checks share one database round trip and reuse a recent success, never a failure. */
import { describe, expect, it } from 'vitest';
import { DummyDriver } from 'kysely';
import { compileOnlyDb } from './compile-only-db.js';
import { databaseReachable, PROBE_FRESH_MS } from '../../server/modules/health/probe.js';

/** A Kysely whose driver counts statements and fails while `down` is set. */
function countingDb() {
  const state = { statements: 0, down: false };
  class Driver extends DummyDriver {
    async acquireConnection() {
      return {
        executeQuery: async () => {
          state.statements++;
          await new Promise((r) => setTimeout(r, 5));
          if (state.down) throw new Error('connection refused');
          return { rows: [] };
        },
        streamQuery: async function* () {},
      };
    }
  }
  const db = compileOnlyDb([], () => new Driver());
  return { db, state };
}

describe('databaseReachable', () => {
  it('answers fifty concurrent checks with one round trip, and the next ones within PROBE_FRESH_MS without any', async () => {
    const { db, state } = countingDb();
    await Promise.all(Array.from({ length: 50 }, () => databaseReachable(db)));
    expect(state.statements).toBe(1);
    await databaseReachable(db);
    expect(state.statements).toBe(1);
    await databaseReachable(db, Date.now() + PROBE_FRESH_MS + 1);
    expect(state.statements).toBe(2);
  });

  it('rejects while the database is down and asks again on the next check', async () => {
    const { db, state } = countingDb();
    state.down = true;
    await expect(databaseReachable(db)).rejects.toThrow('connection refused');
    await expect(databaseReachable(db)).rejects.toThrow('connection refused');
    expect(state.statements).toBe(2);
    state.down = false;
    await databaseReachable(db);
    expect(state.statements).toBe(3);
  });
});
