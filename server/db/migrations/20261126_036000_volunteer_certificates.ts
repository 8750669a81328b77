/**
 * Issue 19 leftovers (volunteering):
 *  - volunteer_certificates: a volunteer's record and certificate (志愿服务证明) as issued — the
 *    content (volunteer, organisation, approved records, total hours) and its verification code,
 *    an HMAC like a transcript's (server/modules/transcripts/code.ts), unique like transcripts.code
 *    so /verify/{code} finds it from the code alone.
 *  - volunteer_service_stats: the approved service hours summed per team, college and term (the
 *    statistics page, issue 19 bench line "under 50 ms p95 at 30,000 students"): one row per
 *    (dimension 1 team / 2 college / 3 term, key, term_id — 0 for all terms) with the volunteers who
 *    served and their minutes, maintained by the approval in its own transaction
 *    (server/modules/voluntary/stats.ts addApproved); filled here from the approved records.
 * Every key includes school_id (Citus, migration 20261126_013500).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('volunteer_certificates')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('volunteer_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('volunteer_certificates_pkey', ['school_id', 'id'])
    .addUniqueConstraint('volunteer_certificates_code_uq', ['code', 'school_id'])
    .addForeignKeyConstraint('volunteer_certificates_volunteer_fk', ['school_id', 'volunteer_id'], 'volunteers', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('volunteer_certificates_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('volunteer_service_stats')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('dimension', 'smallint', (c) => c.notNull())
    .addColumn('key', 'integer', (c) => c.notNull())
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('volunteers', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('volunteer_service_stats_pkey', ['school_id', 'dimension', 'term_id', 'key'])
    .addCheckConstraint('volunteer_service_stats_dimension_ck', sql`dimension in (1, 2, 3)`)
    .execute();
  // The approved records so far (status 2), each user counted once per row; college as of now.
  await sql`
    with h as (
      select h.school_id, h.user_id, h.minutes, a.organization_id as org, coalesce(a.term_id, 0) as term, coalesce(s.college_id, 0) as college
      from volunteer_service_hours h
      join activities a on a.school_id = h.school_id and a.id = h.activity_id
      left join students s on s.school_id = h.school_id and s.user_id = h.user_id
      where h.status = 2
    )
    insert into volunteer_service_stats (school_id, dimension, key, term_id, volunteers, minutes)
    select school_id, 1, org, 0, count(distinct user_id), sum(minutes) from h group by school_id, org
    union all select school_id, 1, org, term, count(distinct user_id), sum(minutes) from h where term <> 0 group by school_id, org, term
    union all select school_id, 2, college, 0, count(distinct user_id), sum(minutes) from h group by school_id, college
    union all select school_id, 2, college, term, count(distinct user_id), sum(minutes) from h where term <> 0 group by school_id, college, term
    union all select school_id, 3, term, 0, count(distinct user_id), sum(minutes) from h where term <> 0 group by school_id, term`.execute(db);
  await db.schema.createIndex('volunteer_certificates_volunteer_ix').on('volunteer_certificates').columns(['school_id', 'volunteer_id', 'issued_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('volunteer_service_stats').execute();
  await db.schema.dropTable('volunteer_certificates').execute();
}
