/**
 * Test databases. globalSetup migrates and seeds a small fixture once; every test app gets its own
 * copy: PGlite loads the dumped data directory into a fresh in-memory instance; with DATABASE_URL a
 * PostgreSQL database is created from the template database and dropped afterwards.
 */
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { kyselyForPGlite, kyselyForPostgres, pgliteOptions, type OpenDatabase } from '../../server/db/index.js';

export type ApiDbInfo =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgresql'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiDb: ApiDbInfo;
    /** The fixture with the whole demo written over it for DEMO_SEED_NOW (demoApp's common case). */
    apiDemoDb: ApiDbInfo;
  }
}

/**
 * The clock most seed tests write the demo for: globalSetup seeds the demo for it once, and
 * demoApp(DEMO_SEED_NOW) clones that copy instead of seeding again in every file (npm test's time).
 */
export const DEMO_SEED_NOW = new Date('2026-11-20T06:30:00Z');

/** The small fixture globalSetup seeds (students per school), without the activity demo (seed-activities.test.ts). */
export const FIXTURE_SIZES = { students: { 10001: 120, 10002: 30 }, teachers: { 10001: 4, 10002: 2 }, activities: false };

/** `url` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends OpenDatabase {
  /**
   * What another API node would open on the same database (issue 17's many-node tests). On
   * PostgreSQL its own Kysely, pool, notifications and write watch; on PGlite, one process's single
   * connection, the same ones (two Kysely instances would interleave their transactions on it).
   * Closing it leaves this one open.
   */
  anotherNode(): OpenDatabase & { url?: string };
  /** Its address, on PostgreSQL. */
  url?: string;
}

/** A fresh copy of the fixture database (with its address on PostgreSQL). */
export async function cloneFixture(info: ApiDbInfo): Promise<TestDatabase> {
  if (info.kind === 'pglite') {
    const blob = new Blob([await fs.readFile(info.dumpFile)]);
    const client = new PGlite(pgliteOptions({ loadDataDir: blob }));
    await client.waitReady;
    const opened = kyselyForPGlite(client);
    return { ...opened, anotherNode: () => ({ ...opened, close: async () => {} }) };
  }
  const name = `${info.template}_c${randomBytes(4).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(info.url, `create database "${name}" template "${info.template}"`);
      break;
    } catch (e) {
      // Two clones of one template at the same instant can collide; try again shortly.
      if (attempt >= 10) throw e;
      await new Promise((r) => setTimeout(r, 200 + attempt * 100));
    }
  }
  const url = withDatabase(info.url, name);
  const opened = kyselyForPostgres(url, 4);
  return {
    ...opened,
    anotherNode: () => ({ ...kyselyForPostgres(url, 4), url }),
    url,
    async close() {
      await opened.close();
      await adminQuery(info.url, `drop database if exists "${name}" with (force)`);
    },
  };
}
