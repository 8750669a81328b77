/**
 * `npm run serve` / `npm start`: reads the configuration, opens the database, runs the migrations,
 * seeds the demo data when there is no school yet, starts the activity scheduler, and listens
 * (DESIGN.md §3).
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { prepareData } from './seed/index.js';
import { startScheduler } from './modules/participation/schedule.js';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ db: database.db, config, dbKind: database.kind, signals: database });

const applied = await migrateToLatest(database.db);
if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
// The demo data when there is no school yet; verdicts a migration marked stale, recomputed once (issue 13).
const { seeded, refreshed } = await prepareData(database.db);
if (seeded) app.log.info(seeded, 'no school yet: demo data created');
if (refreshed) app.log.info({ schools: refreshed }, 'hours verdicts recomputed');
if (config.captchaTestCode)
  app.log.warn('CAPTCHA_TEST_CODE is set: sign-in accepts a fixed captcha. Use it for automated tests only, never in production.');
if (config.smsLogText)
  app.log.warn('SMS_LOG_TEXT is set: SMS texts, verification codes included, are written to the log. Use it for demos only.');
if (config.codec === 'plain') app.log.info('protocol codec: plain');
else app.log.info('protocol codec: aes');

// The activity lifecycle by time (issue 4): every 30 s, unref'd, errors logged; stopped on shutdown.
const scheduler = startScheduler(database.db, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await scheduler.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL';
app.log.info(`second-classroom is serving http://${config.host}:${config.port}/ (database: ${where})`);
console.log(`\n  第二课堂 second-classroom: http://${config.host}:${config.port}/\n`);
