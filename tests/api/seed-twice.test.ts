/**
 * Writing the whole demo again for the same clock gives the same data (the seed is idempotent and
 * deterministic; README "npm run seed"): every table has as many rows per school as before, every
 * column that is not a generated id, a reference to one, a database-clock time or a value drawn at
 * random holds the same values, and the demo read by names (activities and who enrolled,
 * declarations) is unchanged. One re-seed for every feature's demo, instead of one per feature
 * file (npm test's time).
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_SEED_NOW } from './db.js';
import { demoApp } from './helpers.js';

const S = 10001;
const { t, seed } = await demoApp(DEMO_SEED_NOW);

/** Columns whose values legitimately change when the demo is written again. */
const changes = (column: string) =>
  column === 'id' ||
  /_(id|ids|by)$/.test(column) ||
  // Written by the database clock (defaults), not by the seed's clock.
  ['created_at', 'updated_at', 'update_time', 'issued_at', 'joined_at'].includes(column) ||
  // Drawn at random: salted password hashes, QR and sign-in secrets, pick-up codes, certificate
  // numbers, and the statistics key that embeds ids.
  ['password_hash', 'qr_secret', 'pick_code', 'sign_code', 'certificate_no', 'key'].includes(column);

/** Per table: row count per school (or in all), and a digest of each stable column's values. */
async function fingerprint(): Promise<Record<string, string>> {
  const columns = await sql<{ tableName: string; columnName: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb using (table_schema, table_name)
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE' and c.table_name not like 'kysely%'
    order by 1, 2`.execute(t.db);
  const byTable = new Map<string, string[]>();
  for (const { tableName, columnName } of columns.rows) byTable.set(tableName, [...(byTable.get(tableName) ?? []), columnName]);
  const out: Record<string, string> = {};
  for (const [table, cols] of byTable) {
    const perSchool = cols.includes('school_id')
      ? sql<{ g: string; n: string }>`select school_id::text as g, count(*)::text as n from ${sql.table(table)} group by 1 order by 1`
      : sql<{ g: string; n: string }>`select 'all' as g, count(*)::text as n from ${sql.table(table)}`;
    out[`${table} rows`] = (await perSchool.execute(t.db)).rows.map((r) => `${r.g}:${r.n}`).join(' ');
    const stable = cols.filter((c) => !changes(c));
    if (stable.length === 0) continue;
    const digests = stable.map((c) => sql`md5(coalesce(string_agg(${sql.ref(c)}::text, '|' order by ${sql.ref(c)}::text), '∅'))`);
    const row = (await sql<Record<string, string>>`select ${sql.join(digests)} from ${sql.table(table)}`.execute(t.db)).rows[0];
    Object.values(row).forEach((digest, i) => (out[`${table}.${stable[i]}`] = digest));
  }
  return out;
}

/** The demo read by names, across the references whose ids change. */
const byNames = async () => ({
  activities: await t.db.selectFrom('activities as a')
    .select(['a.name', 'a.status', 'a.startTime', 'a.capacity', 'a.enrollCount', 'a.hours', 'a.qrSecret', 'a.lotterySeed'])
    .where('a.schoolId', '=', S).orderBy('a.id').execute(),
  enrolled: await t.db.selectFrom('activityEnrollments as e').innerJoin('students as s', 's.userId', 'e.userId').innerJoin('activities as a', 'a.id', 'e.activityId')
    .select(['a.name', 's.code', 'e.status', 'e.signInAt', 'e.noShow']).where('e.schoolId', '=', S).orderBy('a.name').orderBy('s.code').execute(),
  declarations: await t.db.selectFrom('declarations as d').innerJoin('students as s', 's.userId', 'd.userId').innerJoin('declarationProjects as p', 'p.id', 'd.projectId')
    .select(['p.name', 's.code', 'd.status', 'd.type', 'd.hours', 'd.grantedHours', 'd.applyTime', 'd.opinion'])
    .where('d.schoolId', '=', S).orderBy('p.name').orderBy('s.code').orderBy('d.applyTime').execute(),
});

describe('the demo written twice for the same clock', () => {
  it('has the same rows in every table and the same data by names', async () => {
    const before = { tables: await fingerprint(), names: await byNames() };
    // The demo covers every feature: a table left empty would check nothing.
    const empty = Object.entries(before.tables).filter(([k, v]) => k.endsWith(' rows') && v === 'all:0').map(([k]) => k);
    expect(empty.length).toBeLessThan(Object.keys(before.tables).filter((k) => k.endsWith(' rows')).length / 4);
    expect(before.names.activities.length).toBeGreaterThan(30);
    await seed();
    const after = { tables: await fingerprint(), names: await byNames() };
    expect(after.names).toEqual(before.names);
    expect(after.tables).toEqual(before.tables);
  }, 120_000);
});
