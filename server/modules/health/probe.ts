/**
 * The database check behind GET /api/health (issue 17): load balancers and monitors call health
 * checks often and in parallel, so concurrent checks share one round trip and a success is reused
 * for PROBE_FRESH_MS. A failure is never reused: the next check tries again.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** How long a successful `select 1` answers for the database, in ms. */
export const PROBE_FRESH_MS = 1000;

interface Probe {
  checkedAt: number;
  inFlight: Promise<void> | null;
}

const probes = new WeakMap<Kysely<Database>, Probe>();

/** Resolves when the database answered within PROBE_FRESH_MS; rejects with the driver's error. */
export async function databaseReachable(db: Kysely<Database>, now = Date.now()): Promise<void> {
  let p = probes.get(db);
  if (!p) probes.set(db, (p = { checkedAt: -Infinity, inFlight: null }));
  if (now - p.checkedAt < PROBE_FRESH_MS) return;
  const probe = p;
  probe.inFlight ??= sql`select 1`
    .execute(db)
    .then(() => void (probe.checkedAt = Date.now()))
    .finally(() => (probe.inFlight = null));
  await probe.inFlight;
}
