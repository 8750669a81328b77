/**
 * Issue 13, 学期设置 (spec §2 /system/term):
 *  - terms.academic_year: the starting calendar year of the term's academic year (2025 for
 *    2025-2026学年), backfilled from the start date: August–December → that year, January–July →
 *    the year before (common/terms.ts academicYearOf);
 *  - terms_no_overlap: no two terms of a school share a day, enforced by the database whatever the
 *    concurrency. The school is compared as a one-point int4range so that the constraint needs only
 *    the built-in GiST range operator classes (no btree_gist, which PGlite does not ship).
 *
 * Rows that already overlap would make the constraint fail to build; the migration then stops and
 * names them rather than guessing which term to drop.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('terms').addColumn('academic_year', 'smallint').execute();
  await sql`
    update terms set academic_year = case when extract(month from start_date) >= 8
      then extract(year from start_date)::int else extract(year from start_date)::int - 1 end`.execute(db);
  await db.schema.alterTable('terms').alterColumn('academic_year', (c) => c.setNotNull()).execute();
  await db.schema.createIndex('terms_school_year_ix').on('terms').columns(['school_id', 'academic_year']).execute();

  const { rows } = await sql<{ schoolId: number; a: string; b: string }>`
    select x.school_id as "schoolId", x.name as a, y.name as b from terms x
      join terms y on y.school_id = x.school_id and y.id > x.id and y.start_date <= x.end_date and y.end_date >= x.start_date
     order by x.school_id, x.start_date limit 20`.execute(db);
  if (rows.length)
    throw new Error(
      `terms overlap; change or delete one of each pair before migrating: ${rows.map((r) => `school ${r.schoolId}: 「${r.a}」/「${r.b}」`).join('; ')}`,
    );
  await sql`
    alter table terms add constraint terms_no_overlap exclude using gist (
      int4range(school_id, school_id, '[]') with &&,
      daterange(start_date, end_date, '[]') with &&
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table terms drop constraint if exists terms_no_overlap`.execute(db);
  await db.schema.dropIndex('terms_school_year_ix').ifExists().execute();
  await db.schema.alterTable('terms').dropColumn('academic_year').execute();
}
