/**
 * `npm run serve` / `npm start`: reads the configuration, opens the database, runs the migrations,
 * seeds the demo data when there is no school yet, and listens (DESIGN.md §3). The jobs and the
 * activity timetable (pg-boss, server/jobs) start when the app is ready, after the migrations.
 *
 * Shutdown (SIGINT, SIGTERM, or a fatal error) through close-with-grace: the HTTP server stops taking
 * requests and finishes those in flight; the jobs stop taking work and running ones get
 * SHUTDOWN_GRACE_SECONDS to finish (those still running are handed back to the queue, and another
 * node — or this one after a restart — runs them again); then the worker pools and the database
 * close. Past the grace plus CLOSE_MARGIN_MS the process exits anyway.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { prepareData } from './seed/index.js';
import { storageFor } from './modules/files/storage.js';
import { closeSheetPool } from './jobs/sheets/index.js';
import { closeRenderPool } from './modules/transcripts/batch/pool.js';

/** Time for Fastify, pg-boss's hand-back, the pools and the database after the jobs' grace. */
const CLOSE_MARGIN_MS = 10_000;

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ db: database.db, config, dbKind: database.kind, signals: database });

const applied = await migrateToLatest(database.db);
if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
// The demo data when there is no school yet; verdicts a migration marked stale, recomputed once (issue 13).
const { seeded, refreshed } = await prepareData(database.db, { storage: storageFor(config) });
if (seeded) app.log.info(seeded, 'no school yet: demo data created');
if (refreshed) app.log.info({ schools: refreshed }, 'hours verdicts recomputed');
if (config.captchaTestCode)
  app.log.warn('CAPTCHA_TEST_CODE is set: sign-in accepts a fixed captcha. Use it for automated tests only, never in production.');
if (config.smsLogText)
  app.log.warn('SMS_LOG_TEXT is set: SMS texts, verification codes included, are written to the log. Use it for demos only.');
if (config.codec === 'plain') app.log.info('protocol codec: plain');
else app.log.info('protocol codec: aes');

closeWithGrace({ delay: config.jobs.graceSeconds * 1000 + CLOSE_MARGIN_MS, logger: { error: (msg: unknown) => app.log.error(msg) } }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'fatal error: shutting down');
  else app.log.info({ signal }, 'shutting down');
  // Requests first (no new job is asked for), then the jobs with their grace (the app's onClose).
  await app.close();
  await closeSheetPool();
  await closeRenderPool();
  await database.close();
});

await app.listen({ host: config.host, port: config.port });
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
app.log.info(`second-classroom is serving http://${config.host}:${config.port}/ (database: ${where})`);
console.log(`\n  第二课堂 second-classroom: http://${config.host}:${config.port}/\n`);
