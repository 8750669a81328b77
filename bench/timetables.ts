/**
 * Timetable clash detection at scale (issue 20 benchmark: "timetable clash detection for a 300-seat
 * activity against 30,000 students' timetables under 200 ms on PostgreSQL"). The 30,000-student
 * school of bench/activitySchool.ts gets, with bulk SQL, a timetable in its current term for every
 * student: 16 classes a week (Monday–Friday, two-period blocks, some odd or even weeks only) —
 * about 480,000 entries. A 300-seat activity with 300 enrolled students is planned on a busy
 * morning (Wednesday of week 3, 10:00–12:00).
 *
 * Measured, RUNS times each through app.inject: POST /timetable/clash for the activity (its enrolled
 * students) and for 300 explicit userIds; and, as the floor in the same run, the raw SQL count of
 * clashing participants (the repository's clash query, run directly). Printed: p50/p95, the ratio of
 * each endpoint's p95 to the floor's, the target (p95 ≤ 200 ms on PostgreSQL), and EXPLAIN ANALYZE of
 * the clash query.
 *
 * Run alone: `node --import tsx bench/timetables.ts` measures PostgreSQL when DATABASE_URL is set
 * (PGlite otherwise); BENCH_KEEP=1 keeps the generated school.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { encodeParams, plainCodec } from '../common/codec.js';
import { dayOfTermWeek } from '../common/timetables.js';
import type { Database } from '../server/db/types.js';
import { clashSlots } from '../server/modules/timetables/clash.js';
import { clashHits, countClashing } from '../server/modules/timetables/repository.js';
import { dropActivitySchool, insertActivity, prepareActivitySchool } from './activitySchool.js';
import { measure, type Timing } from './measure.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';

const SEATS = 300;
const RUNS = 50;
const TARGET_MS = 200;

/** Every student's week: 16 of the 20 two-period blocks of Monday–Friday (08:00, 10:00, 14:00, 16:00), chosen by student. */
async function generateTimetables(db: Kysely<Database>, schoolId: number, termId: number): Promise<number> {
  await sql`
    with blocks(b, start_minute, end_minute, p1) as (values (0, 480, 580, 1), (1, 600, 700, 3), (2, 840, 940, 5), (3, 960, 1060, 7))
    insert into timetable_entries (school_id, term_id, user_id, weekday, start_period, end_period, start_minute, end_minute, weeks, course_name, place)
    select ${schoolId}, ${termId}, s.user_id, d, b.p1, b.p1 + 1, b.start_minute, b.end_minute,
           case (s.user_id + d + b.b) % 5 when 0 then array[1,3,5,7,9,11,13,15] when 1 then array[2,4,6,8,10,12,14,16]
                else array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16] end,
           '基准课程' || ((s.user_id + d * 4 + b.b) % 40), '教学楼' || (b.b + 1)
      from students s
      cross join generate_series(1, 5) d
      cross join blocks b
     where s.school_id = ${schoolId} and s.status = 1 and (s.user_id * 7 + d * 4 + b.b) % 5 <> 0`.execute(db);
  await sql`analyze timetable_entries`.execute(db);
  return Number((await sql<{ n: string }>`select count(*) as n from timetable_entries where school_id = ${schoolId}`.execute(db)).rows[0].n);
}

async function post(app: FastifyInstance, path: string, params: object, token: string): Promise<unknown> {
  const res = await app.inject({
    method: 'POST', url: `/api${path}`, headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `params=${encodeURIComponent(encodeParams(plainCodec, params))}`,
  });
  const body = res.json() as { code: number; msg: string; data: unknown };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

export async function timetableBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<Timing[]> {
  const t0 = performance.now();
  const s = await prepareActivitySchool(db);
  const entries = await generateTimetables(db, s.schoolId, s.termId);
  const term = await db.selectFrom('terms').select(['startDate']).where('schoolId', '=', s.schoolId).where('id', '=', s.termId).executeTakeFirstOrThrow();
  const day = dayOfTermWeek(term.startDate, 3, 3);
  const [startTime, endTime] = [`${day} 10:00`, `${day} 12:00`];
  const at = (hhmm: string) => new Date(`${day}T${hhmm}:00+08:00`);
  const activityId = await insertActivity(db, s, { name: '基准课表冲突活动', status: 6, capacity: SEATS, enrollStart: at('00:00'), enrollEnd: at('08:00'), startTime: at('10:00'), endTime: at('12:00'), enrollCount: SEATS });
  // Every 95th normal student: 300 seats spread over the colleges.
  const seats = s.studentIds.filter((_, i) => i % 95 === 0).slice(0, SEATS);
  await db.insertInto('activityEnrollments').values(seats.map((userId) => ({ schoolId: s.schoolId, activityId, userId, status: 1 }))).execute();
  await sql`analyze activity_enrollments`.execute(db);
  console.log(`${label}timetable school generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${s.studentIds.length.toLocaleString('en')} students, ${entries.toLocaleString('en')} entries, ${seats.length} seats`);

  const slots = await clashSlots(db, s.schoolId, at('10:00'), at('12:00'));
  const participants = { activityId };
  const floorCount = await countClashing(db, s.schoolId, slots, participants);
  const timings: Timing[] = [];
  const floor = await measure(`${label}raw SQL clash count (floor)`, RUNS, () => countClashing(db, s.schoolId, slots, participants));
  timings.push(floor);
  let counted = -1;
  timings.push(await measure(`${label}POST /timetable/clash {activityId}`, RUNS, async () => {
    counted = ((await post(app, '/timetable/clash', { startTime, endTime, activityId }, s.adminToken)) as { count: number }).count;
  }));
  timings.push(await measure(`${label}POST /timetable/clash {userIds × ${SEATS}}`, RUNS, () => post(app, '/timetable/clash', { startTime, endTime, userIds: seats }, s.adminToken)));
  if (counted !== floorCount) throw new Error(`clash count ${counted} ≠ floor ${floorCount}`);

  const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off) select count(distinct h.user_id) from (${clashHits(s.schoolId, slots, participants)}) h`.execute(db);
  console.log(`\n${label}EXPLAIN ANALYZE of the clash query (${floorCount} of ${SEATS} participants clash):`);
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);
  console.log(`\n${label}timetable clash p95 (ms), target ≤ ${TARGET_MS} on PostgreSQL; ratio = p95 / raw-SQL floor p95:`);
  console.log('| measurement | p50 | p95 | max | ratio | ≤ target |\n|---|---:|---:|---:|---:|:---:|');
  for (const x of timings) console.log(`| ${x.name} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.max.toFixed(1)} | ${(x.p95 / floor.p95).toFixed(1)} | ${x.p95 <= TARGET_MS ? 'yes' : 'NO'} |`);
  if (!process.env.BENCH_KEEP) await dropActivitySchool(db);
  return timings;
}

if (isMain(import.meta.url)) {
  const pglite = !process.env.DATABASE_URL || process.env.BENCH_PGLITE === '1';
  await runStandalone('timetables', [...(pglite ? [PGLITE] : []), ...postgresTargets()], timetableBench);
}
