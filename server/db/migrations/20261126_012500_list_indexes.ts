/**
 * Issue 17 "Indexes for every list filter": what the EXPLAIN of each list query in `npm run bench`
 * (bench/load/explain.ts, a school of 30,000 students and 20,000 activities on PostgreSQL) showed
 * missing. Each leads with school_id (every query is scoped by it; Citus distributes by it).
 *  - activities_school_created_by_ix: the data scope "of my college / organisations, or created by
 *    me" (activities/repositories/activities.ts scopeCondition) and the sponsorId filter read the
 *    whole table without it (a BitmapOr with activities_school_college_ix / _org_ix with it).
 *  - activities_open_list_ix: the student's open list (participation/repositories/activities.ts
 *    findOpenActivities: statuses 4–7, enrolling first, then by start time) in its own order, so the
 *    page's ten rows are read first and joined alone, instead of a parallel scan of every activity
 *    and a sort. Partial on the statuses and ordered by (status = 5): the query states both as
 *    literals, so a prepared statement's generic plan can use it too.
 *  - audit_tasks_open_order_ix: the open review tasks in arrival order (audits/repository.ts, the
 *    to-do page /statistics/analysis/needDealt/list), read ten at a time instead of every open task
 *    joined with every applicant and sorted.
 * Filters left without an index, and why: a name "contains" ('%王%', students, activities) needs
 * pg_trgm; the warning list and the unfiltered declaration counts read every student by design.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('activities_school_created_by_ix').on('activities').columns(['school_id', 'created_by']).execute();
  await sql`create index activities_open_list_ix on activities (school_id, (status = 5) desc, start_time, id)
    where not is_template and status in (4, 5, 6, 7)`.execute(db);
  await sql`create index audit_tasks_open_order_ix on audit_tasks (school_id, created_at, id) where done_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['audit_tasks_open_order_ix', 'activities_open_list_ix', 'activities_school_created_by_ix']) await db.schema.dropIndex(name).execute();
}
