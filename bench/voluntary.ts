/**
 * Volunteering at 30,000 students (issue 19 "one list query fast enough for 30,000 students",
 * target p95 < 50 ms on PostgreSQL): bench/activitySchool.ts's school with 10,000 registered
 * volunteers in 20 volunteer organisations and about 60,000 service-hours records (most approved)
 * over 40 volunteer activities, then the staff list (unfiltered, by college, by name, by team) and
 * the statistics, each through app.inject. Rows are written with SQL (the services' rules are the
 * API tests' business). Run alone: `node --import tsx bench/voluntary.ts` (PostgreSQL when
 * DATABASE_URL is set); bench/features.ts runs it with the others.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/types.js';
import { rebuildServiceStats } from '../server/modules/voluntary/repository.js';
import { dropActivitySchool, insertActivity, prepareActivitySchool } from './activitySchool.js';
import { get } from './dashboard.js';
import { measure, type Timing } from './measure.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';

const RUNS = 50;
const TARGET_MS = 50;
const VOLUNTEERS = 10_000;
const TEAMS = 20;
const ACTIVITIES = 40;

export async function voluntaryBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<Timing[]> {
  const t0 = performance.now();
  const s = await prepareActivitySchool(db);
  const S = s.schoolId;
  const teams = await db.insertInto('organizations')
    .values(Array.from({ length: TEAMS }, (_, i) => ({ schoolId: S, name: `基准志愿服务队${i + 1}`, nature: 3, parentId: s.organizationId, userId: s.adminId })))
    .returning('id').execute();
  const activityIds: number[] = [];
  for (let i = 0; i < ACTIVITIES; i++) {
    const start = new Date(Date.now() - (i + 2) * 86_400_000);
    activityIds.push(await insertActivity(db, s, { name: `基准志愿活动${i + 1}`, status: 12, capacity: 2000, enrollStart: new Date(start.getTime() - 5 * 86_400_000), enrollEnd: new Date(start.getTime() - 86_400_000), startTime: start, endTime: new Date(start.getTime() + 3 * 3_600_000) }));
  }
  const volunteerIds = s.studentIds.slice(0, VOLUNTEERS);
  await sql`
    insert into volunteers (school_id, user_id, volunteer_no, organization_id, intentions, phone, status, registered_at, updated_at)
    select ${S}, u.id, 'V2026' || lpad(u.n::text, 5, '0'), (${sql.val(teams.map((t) => t.id))}::int[])[1 + u.n % ${TEAMS}], '社区服务', '13800138000', 1, now(), now()
    from unnest(${sql.val(volunteerIds)}::int[]) with ordinality as u(id, n)`.execute(db);
  // Each volunteer served on six of the activities; five in six approved.
  await sql`
    insert into volunteer_service_hours (school_id, activity_id, user_id, served_minutes, minutes, status, recorded_by, created_at, updated_at)
    select ${S}, (${sql.val(activityIds)}::int[])[1 + (u.n * 7 + k) % ${ACTIVITIES}], u.id, 60 + (u.n + k) % 180, 60 + (u.n + k) % 180,
      case when k = 0 then 1 else 2 end, ${s.adminId}, now(), now()
    from unnest(${sql.val(volunteerIds)}::int[]) with ordinality as u(id, n) cross join generate_series(0, 5) as k
    on conflict do nothing`.execute(db);
  // Statistics as autovacuum would keep them (without them the planner walks the hours by index, about 10x slower).
  // The statistics read the summary the approvals maintain; rows written here with SQL fill it at once.
  await rebuildServiceStats(db, S);
  for (const table of ['volunteers', 'volunteer_service_hours', 'volunteer_service_stats', 'activities', 'organizations', 'students', 'colleges']) await sql`analyze ${sql.table(table)}`.execute(db);
  const rows = (table: string) => db.selectFrom(table as 'volunteers').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', S).executeTakeFirstOrThrow();
  console.log(`${label}volunteering school in ${((performance.now() - t0) / 1000).toFixed(1)} s: volunteers ${(await rows('volunteers')).n.toLocaleString('en')}, service records ${(await rows('volunteer_service_hours')).n.toLocaleString('en')}`);
  const college = await db.selectFrom('colleges').select('id').where('schoolId', '=', S).orderBy('id').executeTakeFirstOrThrow();
  const calls: [string, string, object][] = [
    ['volunteer list', '/voluntary/volunteer/list', { current: 1, size: 10 }],
    ['volunteer list page 50', '/voluntary/volunteer/list', { current: 50, size: 40 }],
    ['volunteer list by college', '/voluntary/volunteer/list', { current: 1, size: 10, collegeId: college.id }],
    ['volunteer list by team', '/voluntary/volunteer/list', { current: 1, size: 10, organizationId: teams[3].id }],
    ['volunteer list by name', '/voluntary/volunteer/list', { current: 1, size: 10, name: '王' }],
    ['volunteer statistics', '/voluntary/volunteer/stats', {}],
    ['volunteer statistics of a term', '/voluntary/volunteer/stats', { termId: s.termId }],
  ];
  const timings: Timing[] = [];
  for (const [name, path, params] of calls) timings.push(await measure(`${label}${name}`, RUNS, () => get(app, path, params, s.adminToken)));
  console.log(`\n${label}volunteering p95 (ms), target ≤ ${TARGET_MS} on PostgreSQL:`);
  console.log('| endpoint | p50 | p95 | max | ≤ target |\n|---|---:|---:|---:|:---:|');
  for (const x of timings) console.log(`| ${x.name} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.max.toFixed(1)} | ${x.p95 <= TARGET_MS ? 'yes' : 'NO'} |`);
  if (!process.env.BENCH_KEEP) {
    for (const table of ['volunteer_service_stats', 'volunteer_service_hours', 'volunteers', 'activities']) await sql`delete from ${sql.table(table)} where school_id = ${S}`.execute(db);
    await dropActivitySchool(db);
  }
  return timings;
}

if (isMain(import.meta.url)) {
  const pglite = !process.env.DATABASE_URL || process.env.BENCH_PGLITE === '1';
  await runStandalone('voluntary', [...(pglite ? [PGLITE] : []), ...postgresTargets()], voluntaryBench);
}
