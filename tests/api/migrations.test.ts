/** Migrations (DESIGN.md §4): every `down` undoes its `up`, and migrating again restores the schema. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateDownAll, migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations/index.js';
import { fileApp } from './helpers.js';

const t = await fileApp();

async function tables(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(t.db);
  return rows.map((r) => r.name);
}

describe('migrations', () => {
  it('are named by timestamp, in order', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const n of names) expect(n).toMatch(/^\d{8}_\d{6}_[a-z_]+$/);
  });

  it('go down to an empty schema and up again, and every tenant table has school_id', async () => {
    const before = await tables();
    expect(before).toEqual(expect.arrayContaining(['schools', 'users', 'students', 'roles', 'user_roles', 'modules', 'role_modules', 'sessions', 'captchas', 'sms_codes', 'sms_messages', 'sign_in_failures', 'campuses', 'colleges', 'majors', 'classes']));
    const { rows } = await sql<{ table: string }>`select table_name as "table" from information_schema.columns where table_schema = 'public' and column_name = 'school_id'`.execute(t.db);
    const withSchool = new Set(rows.map((r) => r.table));
    for (const table of before.filter((n) => !['schools', 'captchas'].includes(n))) expect(withSchool.has(table), table).toBe(true);

    await migrateDownAll(t.db);
    expect(await tables()).toEqual([]);
    expect(await migrateToLatest(t.db)).toEqual(Object.keys(migrations));
    expect(await tables()).toEqual(before);
    // Every migration down and up again: about 25 s on a quiet machine, twice that beside a full suite.
  }, 120_000);
});
