/**
 * `npm run bench:features`: the in-process benchmarks of the features (issues 2–14) on the demo
 * school and generated schools, printing p50/p95 in ms, each through app.inject or loopback HTTP
 * in this process. Runs on a fresh embedded database in a temporary directory, or on DATABASE_URL
 * when set. The request path under load, as ratios to a floor, is `npm run bench` (bench/run.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { generousRateLimits, loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/index.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { schoolCount, seedDemo } from '../server/seed/index.js';
import { signInBench } from './signin.js';
import { studentsBench } from './students.js';
import { activityBenches } from './enroll.js';
import { dashboardBench } from './dashboard.js';
import { transcriptsBench } from './transcripts.js';
import { rulesBench } from './rules.js';
import { importsBench } from './imports.js';
import { fuzzBench } from './fuzz.js';
import { voluntaryBench } from './voluntary.js';
import { closeSheetPool } from '../server/jobs/sheets/index.js';

const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-'));
const config = { ...loadConfig(), dataDir, captchaTestCode: 'BENCH', logLevel: 'warn' as const, rateLimits: generousRateLimits() };
const database = await openDatabase(config);
await migrateToLatest(database.db);
if ((await schoolCount(database.db)) === 0) await seedDemo(database.db);
const app = await buildApp({ db: database.db, config, dbKind: database.kind, logger: false });
await app.ready();

console.log(`database: ${database.kind}`);
try {
  await signInBench(app, 'BENCH');
  await studentsBench(app, database.db);
  await activityBenches(app, database.db);
  await dashboardBench(app, database.db);
  await transcriptsBench(app, database.db);
  await rulesBench(app, database.db);
  await importsBench(app, database.db);
  await voluntaryBench(app, database.db);
  // Last: the walk runs destructive routes with malformed input as the administrator.
  await fuzzBench(app, database.db);
} finally {
  await app.close();
  await closeSheetPool();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
