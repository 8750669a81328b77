/**
 * `npm run seed`: migrates the configured database and re-creates the demo data (idempotent).
 * Uses the same environment as the server (DATABASE_URL or DATA_DIR).
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from './index.js';
import { storageFor } from '../modules/files/storage.js';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase(config);
try {
  await migrateToLatest(database.db);
  const summary = await seedDemo(database.db, { storage: storageFor(config) });
  const where = database.kind === 'pglite' ? `${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Seeded ${summary.schools} schools, ${summary.students} students and ${summary.staff} staff into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
