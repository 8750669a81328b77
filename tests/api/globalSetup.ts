/**
 * Runs once before the API tests: migrates and seeds a small fixture (FIXTURE_SIZES), then shares
 * it — a PGlite data-directory dump in a temp file, or a PostgreSQL template database when
 * DATABASE_URL is set — for tests/api/db.ts to clone per test app. A second copy has the whole demo
 * (activities and every feature's data) written over it for DEMO_SEED_NOW, for demoApp.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyForPGlite, kyselyForPostgres, pgliteOptions } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemo } from '../../server/seed/index.js';
import { adminQuery, DEMO_SEED_NOW, FIXTURE_SIZES, withDatabase } from './db.js';

const DEMO_SEED = { ...FIXTURE_SIZES, activities: true, now: DEMO_SEED_NOW };

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
    const demo = `${template}_demo`;
    await adminQuery(url, `drop database if exists "${demo}" with (force)`);
    await adminQuery(url, `create database "${demo}" template "${template}"`);
    const demoDb = kyselyForPostgres(withDatabase(url, demo), 2);
    await seedDemo(demoDb.db, DEMO_SEED);
    await demoDb.close();
    project.provide('apiDb', { kind: 'postgresql', url, template });
    project.provide('apiDemoDb', { kind: 'postgresql', url, template: demo });
    return async () => {
      await adminQuery(url, `drop database if exists "${demo}" with (force)`);
      await adminQuery(url, `drop database if exists "${template}" with (force)`);
    };
  }
  const client = new PGlite(pgliteOptions());
  const opened = kyselyForPGlite(client);
  await migrateToLatest(opened.db);
  await seedDemo(opened.db, FIXTURE_SIZES);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sc-api-'));
  const dumpFile = path.join(dir, 'fixture.tar');
  await fs.writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDemo(opened.db, DEMO_SEED);
  const demoFile = path.join(dir, 'demo.tar');
  await fs.writeFile(demoFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await opened.close();
  project.provide('apiDb', { kind: 'pglite', dumpFile });
  project.provide('apiDemoDb', { kind: 'pglite', dumpFile: demoFile });
  return async () => {
    await fs.rm(path.dirname(dumpFile), { recursive: true, force: true });
  };
}
