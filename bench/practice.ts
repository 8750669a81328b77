/**
 * Practice analysis at scale (issue 19 benchmark): the 30,000-student school of
 * bench/activitySchool.ts given, with bulk SQL, 6,000 practice projects over its terms (a team of
 * five students each: 30,000 member rows, every status, twenty destinations, completed teams
 * with granted hours). Then p50/p95 of GET /practice/statistics (the query behind
 * /society/practice/analysis, statistical/list and /society1/practice) for the whole school, one
 * academic year and one type, over RUNS requests each through app.inject, against the target
 * (p95 ≤ 50 ms on PostgreSQL).
 *
 * Run alone: `node --import tsx bench/practice.ts` measures PostgreSQL when DATABASE_URL is set
 * (PGlite otherwise); BENCH_KEEP=1 keeps the generated school.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { encodeParams, plainCodec } from '../common/codec.js';
import type { Database } from '../server/db/types.js';
import { dropActivitySchool, prepareActivitySchool } from './activitySchool.js';
import { measure, type Timing } from './measure.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';

const PROJECTS = 6_000;
const TEAM = 5;
const RUNS = 50;
const TARGET_MS = 50;
const CITIES = ['湖北恩施', '贵州遵义', '江西井冈山', '湖南长沙', '浙江杭州', '四川凉山', '云南大理', '陕西延安', '甘肃定西', '广西百色',
  '河南兰考', '安徽金寨', '福建宁德', '河北阜平', '山西吕梁', '重庆巫山', '青海玉树', '西藏林芝', '宁夏固原', '新疆喀什'];

/** Writes the projects and their teams straight into the database (see the file comment). */
async function generatePractice(db: Kysely<Database>, schoolId: number, adminId: number, studentIds: number[]): Promise<void> {
  const classify = await db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('name', '=', '暑期社会实践').executeTakeFirstOrThrow();
  await sql`
    with t as (select id, kind, start_date, row_number() over (order by id) - 1 as k, count(*) over () as n from terms where school_id = ${schoolId}),
         s as (select user_id, college_id, row_number() over (order by code) - 1 as k from students where school_id = ${schoolId} and status = 1)
    insert into practice_projects (id, school_id, name, leader_id, college_id, advisor_id, classify_id, term_id, type, destination, start_date, end_date,
                                   plan, budget, safety_pledge, status, requested_hours, created_by)
    select g, ${schoolId}, '基准实践队' || g, s.user_id, s.college_id, ${adminId}, ${classify.id}, t.id, t.kind, (${CITIES}::text[])[1 + g % ${CITIES.length}],
           t.start_date + 1, t.start_date + 8, '基准方案', 1000, true, 1 + g % 6, case when g % 6 = 5 then 16 end, s.user_id
      from generate_series(1, ${PROJECTS}) g
      join s on s.k = ((g - 1) * ${TEAM}) % ${studentIds.length}
      join t on t.k = g % t.n`.execute(db);
  await sql`
    insert into practice_members (school_id, project_id, user_id, role, college_id, requested_hours, granted_hours)
    select p.school_id, p.id, st.user_id, case when m = 0 then 1 else 2 end, st.college_id, p.requested_hours, case when p.status = 6 then 16 end
      from practice_projects p
      cross join generate_series(0, ${TEAM - 1}) m
      join (select user_id, college_id, row_number() over (order by code) - 1 as k from students where school_id = ${schoolId} and status = 1) st
        on st.k = ((p.id - 1) * ${TEAM} + m) % ${studentIds.length}
     where p.school_id = ${schoolId}
    on conflict do nothing`.execute(db);
  await sql`select setval(pg_get_serial_sequence('practice_projects', 'id'), greatest((select max(id) from practice_projects), 1))`.execute(db);
  await sql`analyze practice_projects`.execute(db);
  await sql`analyze practice_members`.execute(db);
}

async function get(app: FastifyInstance, path: string, params: object, token: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url: `/api${path}?params=${encodeURIComponent(encodeParams(plainCodec, params))}`, headers: { authorization: token } });
  const body = res.json() as { code: number; msg: string; data: unknown };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

export async function practiceBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<Timing[]> {
  const t0 = performance.now();
  const s = await prepareActivitySchool(db);
  await generatePractice(db, s.schoolId, s.adminId, s.studentIds);
  const members = Number((await sql<{ n: string }>`select count(*) as n from practice_members where school_id = ${s.schoolId}`.execute(db)).rows[0].n);
  console.log(`${label}practice school generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${s.studentIds.length.toLocaleString('en')} students, ${PROJECTS.toLocaleString('en')} projects, ${members.toLocaleString('en')} members`);
  const timings: Timing[] = [];
  for (const params of [{}, { academicYear: 2025 }, { type: 2 }])
    timings.push(await measure(`${label}/practice/statistics ${JSON.stringify(params)}`, RUNS, () => get(app, '/practice/statistics', params, s.adminToken)));
  console.log(`\n${label}practice analysis p95 (ms), target ≤ ${TARGET_MS} on PostgreSQL:`);
  console.log('| endpoint | p50 | p95 | max | ≤ target |\n|---|---:|---:|---:|:---:|');
  for (const x of timings) console.log(`| ${x.name} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.max.toFixed(1)} | ${x.p95 <= TARGET_MS ? 'yes' : 'NO'} |`);
  if (!process.env.BENCH_KEEP) await dropActivitySchool(db);
  return timings;
}

if (isMain(import.meta.url)) {
  const pglite = !process.env.DATABASE_URL || process.env.BENCH_PGLITE === '1';
  await runStandalone('practice', [...(pglite ? [PGLITE] : []), ...postgresTargets()], practiceBench);
}
