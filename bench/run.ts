/**
 * `npm run bench` (issue 17 "Benchmarks"): the request path under load, on PGlite and then on
 * PostgreSQL (DATABASE_URL, or a throwaway cluster this bench starts and removes), one table per
 * database, each row a ratio to a floor measured in the same run:
 *
 * - hello: a hello-world Fastify in its own process (bench/load/hello.ts), the floor;
 * - health: GET /api/health, as % of hello — with the product's production logging (LOG_LEVEL
 *   unset → info, a JSON line per request start and end, to /dev/null) and again with LOG_LEVEL=warn;
 * - students: GET /school/students 10 rows as the school's administrator, as % of health;
 * - enrollment rush: 5,000 distinct students' POST /activity/enroll fired at once (500 keep-alive
 *   connections from a worker thread; latency from the burst's start) for 300 first-come seats;
 *   the seats taken are read back through GET /activity/participants and must be exactly 300; its
 *   floor, 'rush floor', is the same burst against the hello-world process (a fixed refusal),
 *   and after it the same burst with id 0 shows the product's protocol layer alone (refused at
 *   validation, before any handler work);
 * - mixed reads: 200 connections for BENCH_MIXED_SECONDS (60) cycling through what a student's
 *   home and activity pages load and what staff lists load, each request with another user's token.
 *
 * The product runs as `npm run serve` runs it (server/main.ts in a child process), on bench/load/
 * data.ts's data: the demo school plus a school of 30,000 students over four years. On PostgreSQL
 * the EXPLAIN of each list query is printed first (bench/load/explain.ts). autocannon drives the
 * load from this process; hello, health and students use 50 connections for BENCH_SECONDS (10) each
 * after a 2 s warm-up. Last, the initial web JavaScript (bench/bundle.ts) when dist/ is built.
 * BENCH_ONLY=pglite|postgresql measures one database. A full run takes about 10 minutes.
 * The in-process feature benchmarks are `npm run bench:features`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { generousRateLimits, loadConfig } from '../server/config.js';
import { openDatabase, type DatabaseKind } from '../server/db/index.js';
import { printInitialJavaScript } from './bundle.js';
import { dropDashboardSchool } from './dashboard.js';
import { BENCH_SCHOOL } from './students.js';
import { ENROLL_ATTEMPTS } from './enroll.js';
import { load, type Call } from './load/cannon.js';
import { MIXED_CONNECTIONS, mixedCalls, protocolFloorRow, rushFloorRow, rushRow } from './load/rows.js';
import { prepareLoadData, type LoadData } from './load/data.js';
import { explainLists } from './load/explain.js';
import { runPostgres } from '../ops/postgres.js';
import { serveHello, serveProduct, type Served } from './load/processes.js';
import { printTable, ratioOf, type Row } from './load/table.js';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS || process.env.BENCH_SECONDS || 60);
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** hello, health, students: a warm-up, then the measure. */
async function measureRow(baseUrl: string, calls: Call[], connections = CONNECTIONS, seconds = SECONDS) {
  await load(baseUrl, calls, { connections, seconds: WARMUP_SECONDS });
  return load(baseUrl, calls, { connections, seconds });
}

/** Every row on one database (see the file comment); the rows in table order. */
async function measureDatabase(kind: DatabaseKind, databaseUrl: string | undefined, dropAfter = false): Promise<Row[]> {
  const label = `[${kind}]`;
  const dataDir = mkdtempSync(join(tmpdir(), `sc-bench-load-${kind}-`));
  const servers: Served[] = [];
  try {
    let t0 = performance.now();
    const database = await openDatabase({ databaseUrl, dataDir });
    let data: LoadData;
    try {
      data = await prepareLoadData(database.db);
      console.log(`${label} data: demo school + 30,000 students, 20,000 activities, 1,000,000 ledger rows, ${ENROLL_ATTEMPTS + data.readerTokens.length + 2} sessions — ${elapsed(t0)}`);
      if (kind === 'postgresql') {
        const config = { ...loadConfig(), dataDir, databaseUrl, logLevel: 'warn', rateLimits: generousRateLimits() };
        console.log(`\n${label} EXPLAIN (ANALYZE, COSTS OFF) of each list query, as the routes compile it`);
        const flagged = await explainLists(database.db, data, (db) => buildApp({ db, config, dbKind: kind, logger: false }));
        console.log(`\n${label} list queries reading a table of 10,000+ rows whole: ${flagged}\n`);
      }
    } finally {
      // PGlite is one process's database: the server's child process opens it next.
      await database.close();
    }

    const hello = await serveHello();
    servers.push(hello);
    const rows: Row[] = [];
    const add = (row: Row) => {
      rows.push(row);
      console.log(`${label} ${row.name}: ${Math.round(row.rps)} rps, p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, errors ${row.errors}, timeouts ${row.timeouts}`);
    };
    const startProduct = async (logLevel: string) => {
      t0 = performance.now();
      const served = await serveProduct({ dataDir, databaseUrl, logLevel });
      console.log(`${label} product server (LOG_LEVEL=${logLevel}) ready in ${elapsed(t0)}`);
      servers.push(served);
      return served;
    };

    // LOG_LEVEL=warn first: the production (info) server then stays up for the remaining rows.
    const quiet = await startProduct('warn');
    const quietHealth = await measureRow(quiet.baseUrl, [{ path: '/health' }]);
    await quiet.stop();
    const product = await startProduct('info');

    add({ name: 'hello', ...(await measureRow(hello.baseUrl, [{ path: '/', raw: true }])), target: 'the floor' });
    add(await rushFloorRow(hello.baseUrl, data));
    await hello.stop();
    add({ name: 'health', floor: 'hello', ...(await measureRow(product.baseUrl, [{ path: '/health' }])), target: '≥ 50% of hello' });
    add({ name: 'health, LOG_LEVEL=warn', floor: 'hello', ...quietHealth, target: '(the logging cost)' });
    const students = await measureRow(product.baseUrl, [{ path: '/school/students', params: { current: 1, size: 10 }, tokens: [data.adminToken] }]);
    add({ name: 'students list, 10 rows, admin', floor: 'health', ...students, target: kind === 'postgresql' ? '≥ 50% of health' : 'no timeouts; ≥ 25% of health' });
    add(await rushRow(product.baseUrl, data, data.rushActivityId, kind));
    add(await protocolFloorRow(product.baseUrl, data));
    add({
      name: `mixed authenticated reads, ${MIXED_CONNECTIONS} connections × ${MIXED_SECONDS} s`, floor: 'health',
      ...(await load(product.baseUrl, mixedCalls(data), { connections: MIXED_CONNECTIONS, seconds: MIXED_SECONDS })),
      target: kind === 'postgresql' ? '0 errors, p99 < 300 ms' : '(PostgreSQL only)',
    });

    // The verdicts, now that the floors are known.
    for (const r of rows) {
      const ratio = ratioOf(r, rows) ?? 100;
      if (r.name === 'health') r.met = ratio >= 50;
      else if (r.name.startsWith('students')) r.met = kind === 'postgresql' ? ratio >= 50 : r.timeouts === 0 && ratio >= 25;
      else if (r.name.startsWith('mixed') && kind === 'postgresql') r.met = r.errors === 0 && r.timeouts === 0 && r.p99 < 300;
    }
    return rows;
  } finally {
    for (const s of servers) await s.stop();
    if (dropAfter) {
      // A database the bench was given keeps only what it had.
      const database = await openDatabase({ databaseUrl, dataDir });
      await dropDashboardSchool(database.db, BENCH_SCHOOL).finally(() => database.close());
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY;
const tables: [string, Row[]][] = [];
const started = performance.now();
if (only !== 'postgresql') tables.push(['PGlite (embedded, one data directory)', await measureDatabase('pglite', undefined)]);
if (only !== 'pglite') {
  const pg = await runPostgres();
  if (typeof pg === 'string') console.log(`\nPostgreSQL rows skipped: ${pg}`);
  else {
    try {
      console.log(`\nPostgreSQL: ${pg.description}`);
      tables.push([`PostgreSQL (${pg.description})`, await measureDatabase('postgresql', pg.url, pg.description === 'DATABASE_URL')]);
    } finally {
      await pg.stop();
    }
  }
}
console.log(`\n## npm run bench — the request path under load (issue 17), ${new Date().toISOString()}, ${elapsed(started)}`);
for (const [title, rows] of tables) printTable(title, rows);
const dist = process.env.DIST_DIR ?? 'dist';
console.log('');
if (existsSync(join(dist, 'index.html'))) printInitialJavaScript(dist);
else console.log('initial web JavaScript: not measured (no dist/index.html; `npm run build` or `npm run bench:bundle`)');
