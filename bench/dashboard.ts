/**
 * Dashboards at scale (issue 6 benchmark): the 30,000-student school of bench/activitySchool.ts
 * grown, with bulk SQL (generate_series), into four years of activity — 300 teachers, 60
 * organisations with members, 20,000 activities in every status (1 in 7 college-level), about
 * 880,000 enrollments, 60,000 declarations, review tasks, and exactly 1,000,000 ledger rows
 * (completed activities, approved declarations, imports) with the students' totals and the
 * dashboard summaries rebuilt from them. Then p50/p95 of every dashboard and analysis endpoint
 * (and the existing ones the dashboard calls: /desk/needDealt/list, /activity/classify/lists,
 * /activity/classify/hoursAvg, /index/user/credit/list) over RUNS requests each through
 * app.inject — for a school-wide administrator and for a college-scope one — and a table of the
 * figures against the target (p95 ≤ 50 ms on PostgreSQL).
 *
 * `npm run bench` runs it on the configured database. Run alone, `node --import tsx bench/dashboard.ts`
 * measures PostgreSQL when DATABASE_URL is set (PGlite otherwise, or with BENCH_PGLITE=1 as well);
 * BENCH_VERBOSE=1 prints the generation steps, BENCH_KEEP=1 keeps the generated school.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { encodeParams, plainCodec } from '../common/codec.js';
import { createSession } from '../server/auth/sessions.js';
import type { Database } from '../server/db/types.js';
import { rebuildLedgerSummaries } from '../server/modules/hours/ledgerSummary.js';
import { dropActivitySchool, prepareActivitySchool, type ActivitySchool } from './activitySchool.js';
import { measure, type Timing } from './measure.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';

export const LEDGER_ROWS = 1_000_000;
const ACTIVITIES = 20_000;
const TEACHERS = 300;
const ORGANIZATIONS = 60;
const DECLARATIONS = 60_000;
const RUNS = 50;
const TARGET_MS = 50;

const count = async (db: Kysely<Database>, table: string, schoolId: number) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where school_id = ${schoolId}`.execute(db)).rows[0].n);

/** Grows the bench school into four years of activity (see the file comment); returns a college-scope token too. */
export async function prepareDashboardSchool(db: Kysely<Database>): Promise<ActivitySchool & { collegeToken: string }> {
  let t0 = performance.now();
  const step = (what: string) => {
    if (process.env.BENCH_VERBOSE) console.log(`  ${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    t0 = performance.now();
  };
  const s = await prepareActivitySchool(db);
  step('30,000 students');
  const S = s.schoolId;
  const admin = await db.selectFrom('users').select('passwordHash').where('id', '=', s.adminId).executeTakeFirstOrThrow();

  // Teachers with a college each.
  await sql`insert into users (school_id, username, name, identity, is_admin, password_hash, mod_l)
    select ${S}, 'bt' || g, '教师' || g, 0, 0, ${admin.passwordHash}, 1 from generate_series(1, ${TEACHERS}) g`.execute(db);
  await sql`insert into staff (school_id, user_id, college_id)
    select ${S}, u.id, (select id from colleges where school_id = ${S} order by id offset (u.id % 10) limit 1)
    from users u where u.school_id = ${S} and u.username like 'bt%'`.execute(db);

  step('teachers');
  // Organisations (every fifth a volunteer one) with 20–59 members each.
  await sql`insert into organizations (school_id, name, nature, parent_id, parent_ids, level)
    select ${S}, '基准组织' || g, 1 + g % 5, null, '0', 1 from generate_series(1, ${ORGANIZATIONS - 1}) g`.execute(db);
  // Students are picked by a computed position k in 0..n-1, a hash join on a constant modulus.
  const n = s.studentIds.length;
  const numbered = sql`select user_id, (row_number() over (order by user_id) - 1)::int as k from students where school_id = ${S} and status = 1`;
  await sql`with st as (${numbered})
    insert into organization_members (school_id, organization_id, user_id, is_leader)
    select ${S}, o.id, st.user_id, false
    from organizations o cross join generate_series(1, 59) m join st on st.k = (o.id * 7919 + m * 104729) % ${n}
    where o.school_id = ${S} and m <= 20 + (o.id * 13) % 40
    on conflict do nothing`.execute(db);

  step('organisations');
  // Activities from four years ago to a month ahead; the status follows the time (recent ones in every status).
  await sql`
    with t as (select array_agg(id order by id) as ids from users where school_id = ${S} and username like 'bt%'),
         o as (select array_agg(id order by id) as ids from organizations where school_id = ${S}),
         c as (select array_agg(id order by id) as ids from classifies where school_id = ${S} and parent_id <> 0),
         co as (select array_agg(id order by id) as ids from colleges where school_id = ${S}),
         g as (select g, now() + interval '30 days' - (g - 1) * ((4 * 365 + 30) * interval '1 day' / ${ACTIVITIES}) as st from generate_series(1, ${ACTIVITIES}) g)
    insert into activities (school_id, name, organization_id, classify_id, created_by, administrator_id, hours, capacity, enroll_count,
      enroll_start, enroll_end, start_time, end_time, status, step_no, qr_secret, college_id, activity_level, created_at, status_at)
    select ${S}, '基准活动' || g.g, o.ids[1 + g.g % array_length(o.ids, 1)], c.ids[1 + (g.g * 7) % array_length(c.ids, 1)],
      t.ids[1 + (g.g * 13) % array_length(t.ids, 1)], t.ids[1 + (g.g * 17) % array_length(t.ids, 1)],
      (array[1, 2, 2, 2.5, 3, 4, 6, 8])[1 + g.g % 8], 80, 0,
      g.st - interval '6 days', g.st - interval '1 day', g.st, g.st + interval '3 hours',
      case
        when g.st > now() + interval '3 days' then (array[1, 4, 5])[1 + g.g % 3]
        when g.st > now() then (array[5, 6])[1 + g.g % 2]
        when g.st + interval '3 hours' > now() then 7
        when g.st > now() - interval '20 days' then (array[8, 9, 10, 11, 12])[1 + g.g % 5]
        else (array[12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 11, 3])[1 + g.g % 20]
      end,
      0, md5(g.g::text), case when g.g % 7 = 0 then co.ids[1 + g.g % array_length(co.ids, 1)] end, case when g.g % 7 = 0 then 2 else 1 end,
      g.st - interval '10 days', g.st
    from g, t, o, c, co`.execute(db);
  await sql`update activities set step_no = 1 where school_id = ${S} and status in (1, 9)`.execute(db);

  step('activities');
  // Fresh statistics, or the planner joins the numbered students in a nested loop.
  await sql`analyze activities`.execute(db);
  await sql`analyze students`.execute(db);
  // 30–60 enrollments per activity that opened enrollment; signed in once it started.
  await sql`
    with st as (${numbered})
    insert into activity_enrollments (school_id, activity_id, user_id, status, enrolled_at, decided_at, sign_in_at, sign_way)
    select ${S}, a.id, st.user_id, 1, a.enroll_start, a.enroll_start,
      case when a.status >= 7 then a.start_time end, case when a.status >= 7 then 1 end
    from activities a cross join generate_series(1, 60) j join st on st.k = (a.id * 7919 + j * 104729) % ${n}
    where a.school_id = ${S} and a.status >= 5 and a.status <> 11 and j <= 30 + (a.id * 37) % 31`.execute(db);
  await sql`update activities a set enroll_count = e.n from (select activity_id, count(*) as n from activity_enrollments where school_id = ${S} group by activity_id) e
    where a.school_id = ${S} and a.id = e.activity_id`.execute(db);

  step('enrollments');
  // Review tasks: each activity's first review (done, or open for those under review), open report reviews.
  await sql`insert into audit_tasks (school_id, source_type, relation_id, step_no, step_count, step_name, auditor_ids, applicant_id, organization_id, task_name, applied_at, created_at, done_at, done_by, result)
    select ${S}, 1, a.id, 1, 1, '团委审核', array[${s.adminId}::int], a.created_by, a.organization_id, a.name, a.created_at, a.created_at,
      case when a.status = 1 then null else a.created_at + interval '1 day' end, case when a.status = 1 then null else ${s.adminId}::int end,
      case when a.status = 1 then null when a.status = 3 then 2 else 1 end
    from activities a where a.school_id = ${S}`.execute(db);
  await sql`insert into audit_tasks (school_id, source_type, relation_id, step_no, step_count, step_name, auditor_ids, applicant_id, organization_id, task_name, applied_at, created_at)
    select ${S}, 2, a.id, 1, 1, '结项审核', array[${s.adminId}::int], a.administrator_id, a.organization_id, a.name, a.end_time, a.end_time
    from activities a where a.school_id = ${S} and a.status = 9`.execute(db);

  step('review tasks');
  // Ledger: every participant of a completed activity.
  await sql`insert into hours_ledger (school_id, user_id, classify_id, term_id, source_type, relation_id, requested_hours, granted_hours, credit_counted, issued_by, issued_at)
    select ${S}, e.user_id, a.classify_id, null, 1, a.id, a.hours, a.hours, true, ${s.adminId}, a.end_time + interval '2 days'
    from activities a join activity_enrollments e on e.school_id = a.school_id and e.activity_id = a.id
    where a.school_id = ${S} and a.status = 12`.execute(db);

  step('activity ledger rows');
  // Declarations: 20 projects of 3 options; 70 % approved (with a ledger row), some rejected, withdrawn or pending.
  await sql`insert into declaration_projects (school_id, name, classify_id, created_by, apply_start, apply_end)
    select ${S}, '基准项目' || g, (select id from classifies where school_id = ${S} and parent_id <> 0 order by id offset (g % 10) limit 1), ${s.adminId},
      now() - interval '4 years', now() + interval '30 days' from generate_series(1, 20) g`.execute(db);
  await sql`insert into declaration_project_options (school_id, project_id, name, hours, order_no)
    select ${S}, p.id, (array['一等奖', '二等奖', '三等奖'])[k], (array[8, 5, 3])[k], k from declaration_projects p cross join generate_series(1, 3) k where p.school_id = ${S}`.execute(db);
  await sql`
    with st as (${numbered}),
         p as (select array_agg(id order by id) as ids from declaration_projects where school_id = ${S}),
         g as (select g, now() - (g * (4 * 365 * interval '1 day') / ${DECLARATIONS}) as at from generate_series(0, ${DECLARATIONS - 1}) g)
    insert into declarations (school_id, project_id, option_id, user_id, hours, granted_hours, status, audited_at, created_by, apply_time)
    select ${S}, p.ids[1 + g.g % 20], op.id, st.user_id, op.hours,
      case when x.status = 2 then op.hours end, x.status, case when x.status in (2, 3) then g.at + interval '3 days' end, st.user_id, g.at
    from g cross join p join st on st.k = g.g % ${n}
    -- Pending only for the first pass over the students: one pending declaration per student and project.
    cross join lateral (select case when g.g % 20 < 14 then 2 when g.g % 20 < 17 then 3 when g.g % 20 = 17 then 4 when g.g < ${n} then 1 else 2 end as status) x
    join declaration_project_options op on op.project_id = p.ids[1 + g.g % 20] and op.order_no = 1 + g.g % 3`.execute(db);
  await sql`insert into hours_ledger (school_id, user_id, classify_id, term_id, source_type, relation_id, requested_hours, granted_hours, credit_counted, issued_by, issued_at)
    select ${S}, d.user_id, p.classify_id, null, 2, d.id, d.hours, d.hours, true, ${s.adminId}, d.audited_at
    from declarations d join declaration_projects p on p.id = d.project_id where d.school_id = ${S} and d.status = 2`.execute(db);
  await sql`insert into audit_tasks (school_id, source_type, relation_id, step_no, step_count, step_name, auditor_ids, applicant_id, task_name, applied_at, created_at)
    select ${S}, 3, d.id, 1, 1, '申报审核', array[${s.adminId}::int], d.user_id, '申报', d.apply_time, d.apply_time
    from declarations d where d.school_id = ${S} and d.status = 1`.execute(db);

  step('declarations');
  // Imports of earlier hours fill the ledger to exactly LEDGER_ROWS: student × module, by student.
  const missing = LEDGER_ROWS - (await count(db, 'hours_ledger', S));
  if (missing < 0) throw new Error(`the generated ledger already has ${LEDGER_ROWS - missing} rows`);
  await sql`
    with st as (select user_id, row_number() over (order by user_id) - 1 as k from students where school_id = ${S}),
         m as (select id, row_number() over (order by id) - 1 as k from classifies where school_id = ${S} and parent_id = 0)
    insert into hours_ledger (school_id, user_id, classify_id, term_id, source_type, relation_id, requested_hours, granted_hours, credit_counted, issued_by, issued_at)
    select ${S}, st.user_id, m.id, null, 4, 1000 + m.k, h.v, h.v, true, ${s.adminId}, now() - interval '3 years'
    from st cross join m cross join lateral (select ((st.k * 31 + m.k * 17) % 40 + 1)::numeric as v) h
    order by st.k, m.k
    limit ${missing}`.execute(db);
  const rows = await count(db, 'hours_ledger', S);
  if (rows !== LEDGER_ROWS) throw new Error(`ledger rows: ${rows}`);

  step('imports');
  // The students' totals and the dashboard summaries, as the ledger would have kept them.
  await sql`update students s set hours = coalesce((select sum(l.granted_hours) from hours_ledger l where l.school_id = s.school_id and l.user_id = s.user_id), 0)
    where s.school_id = ${S}`.execute(db);
  await sql`update students set no_show_count = (user_id % 4), credit = 100 - (user_id % 4) * 5 where school_id = ${S} and user_id % 9 = 0`.execute(db);
  await db.transaction().execute((trx) => rebuildLedgerSummaries(trx, S));
  // What autovacuum does after a bulk load: statistics and the visibility map (index-only scans).
  await sql`vacuum analyze`.execute(db);

  step('totals, summaries, analyze');
  // A college-scope administrator of the first college.
  const college = await db.selectFrom('colleges').select('id').where('schoolId', '=', S).orderBy('id').executeTakeFirstOrThrow();
  const role = await db.insertInto('roles').values({ schoolId: S, name: '学院管理员', code: 'college_admin', dataScope: 2, scopeCollegeId: college.id }).returning('id').executeTakeFirstOrThrow();
  await sql`insert into role_modules (school_id, role_id, module_id) select ${S}, ${role.id}, id from modules where school_id is null and identity = 0`.execute(db);
  const user = await db.insertInto('users').values({ schoolId: S, username: 'college_admin', name: '学院管理员', identity: 0, isAdmin: 0, passwordHash: admin.passwordHash, modL: 1 }).returning(['id', 'schoolId']).executeTakeFirstOrThrow();
  await db.insertInto('userRoles').values({ schoolId: S, userId: user.id, roleId: role.id }).execute();
  return { ...s, collegeToken: await createSession(db, user) };
}

/** Deletes the bench school, its largest tables first (a cascade from schools checks every user against them). */
export async function dropDashboardSchool(db: Kysely<Database>, schoolId: number): Promise<void> {
  for (const table of ['declarations', 'hours_ledger', 'activity_enrollments', 'audit_tasks', 'student_module_hours', 'ledger_source_totals', 'organization_members', 'activities'])
    await sql`delete from ${sql.table(table)} where school_id = ${schoolId}`.execute(db);
  await dropActivitySchool(db);
}

/** GET through app.inject with the wire protocol; the envelope's data, or throws with its code and msg. */
export async function get(app: FastifyInstance, path: string, params: object, token: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: `/api${path}?params=${encodeURIComponent(encodeParams(plainCodec, params))}`, headers: { authorization: token } });
  const body = res.json() as { code: number; msg: string; data: unknown };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Every endpoint the dashboard and the /analysis pages call, with typical params. */
export const DASHBOARD_CALLS: [string, object][] = [
  ['/index/statistics/info', {}],
  ['/index/week/activity/count', {}],
  ['/index/activity/list', {}],
  ['/index/operator/guideHours', {}],
  ['/school/grade/partake/list', {}],
  ['/college/reach/rate/list', {}],
  ['/college/reach/rate/list', { grade: '2022' }],
  ['/index/voluntary/activity/list', {}],
  ['/index/user/credit/list', {}],
  ['/index/project/apply/list', {}],
  ['/college/activity/list', {}],
  ['/college/activity/statistic/list', {}],
  ['/index/grade/reach/rate', {}],
  ['/index/activity/status/count', {}],
  ['/activity/classify/lists', {}],
  ['/activity/classify/hoursAvg', {}],
  ['/desk/needDealt/list', {}],
  ['/analysis/warning/list', { current: 1, size: 10 }],
  ['/analysis/warning/list', { current: 100, size: 10 }],
  ['/analysis/warning/list', { current: 1, size: 10, grade: '2023', classifyId: 'MODULE' }],
  ['/analysis/warning/settings', {}],
  ['/analysis/reach/rate', { groupBy: 'college' }],
  ['/analysis/reach/rate', { groupBy: 'grade' }],
  ['/analysis/classify', {}],
  ['/analysis/organization', {}],
  ['/statistics/analysis/needDealt/list', { current: 1, size: 10 }],
];

/** The benchmark on an app over `db` (see the file comment); returns the timings. */
export async function dashboardBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<Timing[]> {
  const t0 = performance.now();
  const s = await prepareDashboardSchool(db);
  const sizes = await Promise.all(['students', 'activities', 'activity_enrollments', 'declarations', 'hours_ledger', 'student_module_hours'].map(async (t) => `${t} ${(await count(db, t, s.schoolId)).toLocaleString('en')}`));
  console.log(`${label}dashboard school generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${sizes.join(', ')}`);
  const module = await db.selectFrom('classifies').select('id').where('schoolId', '=', s.schoolId).where('parentId', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  const timings: Timing[] = [];
  for (const [who, token] of [['school', s.adminToken], ['college', s.collegeToken]] as const)
    for (const [path, params] of DASHBOARD_CALLS) {
      const p = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === 'MODULE' ? module.id : v]));
      const name = `${label}[${who}] ${path}${Object.keys(params).length ? ` ${JSON.stringify(params).replace('"MODULE"', 'm')}` : ''}`;
      timings.push(await measure(name, RUNS, () => get(app, path, p, token)));
    }
  console.log(`\n${label}dashboard p95 (ms), target ≤ ${TARGET_MS} on PostgreSQL:`);
  console.log('| endpoint | p50 | p95 | max | ≤ target |\n|---|---:|---:|---:|:---:|');
  for (const x of timings) console.log(`| ${x.name} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.max.toFixed(1)} | ${x.p95 <= TARGET_MS ? 'yes' : 'NO'} |`);
  const slow = timings.filter((x) => x.p95 > TARGET_MS);
  console.log(`${label}${timings.length - slow.length} of ${timings.length} within ${TARGET_MS} ms at p95`);
  // BENCH_KEEP=1 leaves the school in place (to look at query plans).
  if (!process.env.BENCH_KEEP) await dropDashboardSchool(db, s.schoolId);
  return timings;
}

/** Standalone: PostgreSQL when DATABASE_URL is set, PGlite otherwise (or as well with BENCH_PGLITE=1). */
if (isMain(import.meta.url)) {
  const pglite = !process.env.DATABASE_URL || process.env.BENCH_PGLITE === '1';
  await runStandalone('dashboard', [...(pglite ? [PGLITE] : []), ...postgresTargets()], dashboardBench);
}
