/**
 * `npm run bench:cluster` (issue 17 "Benchmarks"): the enrollment rush and the mixed authenticated
 * reads through HAProxy in front of 1, 2 and 4 API nodes (ops/cluster.ts) on one PostgreSQL
 * (DATABASE_URL, or a throwaway cluster this bench starts), on bench/load/data.ts's data. Each node
 * count gets a rush of its own (a new 300-seat activity, the same 5,000 students) and
 * BENCH_MIXED_SECONDS (default 30) of mixed reads; the table gives each row's rps as a ratio to the
 * one-node row. BENCH_NODES=1,2 picks other node counts. On a 2-core machine the nodes, PostgreSQL,
 * HAProxy and the load generator share two cores, so the figures show the cost of the extra hop
 * and processes more than any gain; the point is that the rush seats exactly 300 through any node
 * count with no error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/index.js';
import { startCluster } from '../ops/cluster.js';
import { freePort } from '../ops/node.js';
import { runPostgres } from '../ops/postgres.js';
import { insertRushActivity } from './enroll.js';
import { load } from './load/cannon.js';
import { prepareLoadData } from './load/data.js';
import { MIXED_CONNECTIONS, mixedCalls, rushRow } from './load/rows.js';
import { printTable, type Row } from './load/table.js';

const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS || 30);
const NODE_COUNTS = (process.env.BENCH_NODES || '1,2,4').split(',').map(Number);

const pg = await runPostgres();
if (typeof pg === 'string') throw new Error(`no PostgreSQL: ${pg}`);
const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-cluster-'));
const started = performance.now();
const rush: Row[] = [];
const mixed: Row[] = [];
try {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir });
  const data = await prepareLoadData(database.db).finally(() => database.close());
  console.log(`data ready on ${pg.description} — ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Production logging, as `npm run bench` measures it (the sessions exist: no sign-in is limited).
  const env = { LOG_LEVEL: 'info' };
  for (const n of NODE_COUNTS) {
    const cluster = await startCluster({ nodes: n, databaseUrl: pg.url, dataDir, port: await freePort(), env });
    try {
      const label = `${n} node${n > 1 ? 's' : ''}`;
      const db = await openDatabase({ databaseUrl: pg.url, dataDir });
      const activityId = await insertRushActivity(db.db, data.school).finally(() => db.close());
      const r = await rushRow(cluster.baseUrl, data, activityId, 'postgresql');
      rush.push({ ...r, name: `rush, ${label}`, floor: undefined });
      console.log(`${label}: rush ${Math.round(r.rps)} rps, p99 ${r.p99.toFixed(0)} ms, ${r.note}`);
      const m = await load(cluster.baseUrl, mixedCalls(data), { connections: MIXED_CONNECTIONS, seconds: MIXED_SECONDS });
      mixed.push({ name: `mixed reads, ${label}`, ...m, target: '0 errors, p99 < 300 ms', met: m.errors === 0 && m.timeouts === 0 && m.p99 < 300 });
      console.log(`${label}: mixed ${Math.round(m.rps)} rps, p99 ${m.p99.toFixed(0)} ms, errors ${m.errors}`);
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await pg.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n## npm run bench:cluster — through HAProxy (issue 17), ${new Date().toISOString()}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
const relative = (rows: Row[]) => rows.map((r) => ({ ...r, note: `${r.note ? `${r.note}; ` : ''}${((100 * r.rps) / rows[0].rps).toFixed(0)}% of one node's rps` }));
printTable('Enrollment rush (5,000 students, 300 seats) by node count', relative(rush));
printTable(`Mixed authenticated reads (${MIXED_CONNECTIONS} connections × ${MIXED_SECONDS} s) by node count`, relative(mixed));
