/**
 * Runs once before the API tests: migrates and seeds a small fixture (FIXTURE_SIZES), then shares
 * it — a PGlite data-directory dump in a temp file, or a PostgreSQL template database when
 * DATABASE_URL is set — for tests/api/db.ts to clone per test app.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyForPGlite, kyselyForPostgres, pgliteOptions } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';
import { adminQuery, FIXTURE_SIZES, withDatabase } from './db.js';

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `sc_test_${process.pid}`;
    await adminQuery(url, `drop database if exists "${template}" with (force)`);
    await adminQuery(url, `create database "${template}"`);
    const opened = kyselyForPostgres(withDatabase(url, template), 2);
    await migrateToLatest(opened.db);
    await seedDemo(opened.db, FIXTURE_SIZES);
    await opened.close();
    project.provide('apiDb', { kind: 'postgresql', url, template });
    return async () => {
      await adminQuery(url, `drop database if exists "${template}" with (force)`);
    };
  }
  const client = new PGlite(pgliteOptions());
  const opened = kyselyForPGlite(client);
  await migrateToLatest(opened.db);
  await seedDemo(opened.db, FIXTURE_SIZES);
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'sc-api-')), 'fixture.tar');
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await opened.close();
  project.provide('apiDb', { kind: 'pglite', dumpFile });
  return async () => {
    await fs.rm(path.dirname(dumpFile), { recursive: true, force: true });
  };
}
