/**
 * Rule changes at scale (issue 13 benchmark): the 30,000-student school of bench/activitySchool.ts
 * given a ledger of 7 imports per student (210,000 rows, every module, hours varied so that some
 * students meet the rule and others miss it by different requirements) and its summaries, then:
 *  - the floor: the raw SQL read of every student's module hours (what any evaluation must read);
 *  - POST /system/setparams/preview of a lower social-practice minimum (every verdict re-evaluated
 *    and compared with the stored one; target: under 2 s on PostgreSQL);
 *  - POST /system/setparams/save of the same (evaluate, write the changed verdicts, log), then back.
 * Each figure is printed with its ratio to the floor.
 *
 * `npm run bench` runs it on the configured database. Alone, `node --import tsx bench/rules.ts`
 * measures PostgreSQL when DATABASE_URL is set, PGlite otherwise (or with BENCH_PGLITE=1 as well).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RulePreview, SchoolParams } from '../common/schoolParams.js';
import type { Database } from '../server/db/types.js';
import { rebuildLedgerSummaries } from '../server/modules/hours/ledgerSummary.js';
import { refreshVerdicts } from '../server/modules/hours/verdicts.js';
import { dropActivitySchool, prepareActivitySchool } from './activitySchool.js';
import { measure } from './measure.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';
import { apiData } from './api.js';

const RUNS = 5;
const TARGET_MS = 2000;

/** The token comes second here. */
const call = <T>(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, params: object) => apiData<T>(app, method, url, params, token);

export async function rulesBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<void> {
  const s = await prepareActivitySchool(db);
  const S = s.schoolId;
  try {
    // 7 imports per student, one per module: 1–40 hours, social practice 20–120, so verdicts differ.
    await sql`
      with st as (select user_id, row_number() over (order by user_id) - 1 as k from students where school_id = ${S}),
           m as (select id, module_kind, row_number() over (order by id) - 1 as k from classifies where school_id = ${S} and parent_id = 0)
      insert into hours_ledger (school_id, user_id, classify_id, term_id, source_type, relation_id, requested_hours, granted_hours, credit_counted, issued_by, issued_at)
      select ${S}, st.user_id, m.id, null, 4, 2000 + m.k, h.v, h.v, true, ${s.adminId}, now() - interval '1 year'
      from st cross join m cross join lateral (
        select (case when m.module_kind = 'socialPractice' then 20 + (st.k * 37) % 101 else (st.k * 31 + m.k * 17) % 40 + 1 end)::numeric as v) h`.execute(db);
    await sql`update students s set hours = coalesce((select sum(l.granted_hours) from hours_ledger l where l.school_id = s.school_id and l.user_id = s.user_id), 0)
      where s.school_id = ${S}`.execute(db);
    await db.transaction().execute(async (trx) => {
      await rebuildLedgerSummaries(trx, S);
      await refreshVerdicts(trx, S);
    });
    await sql`analyze`.execute(db);
    const students = Number((await sql<{ n: string }>`select count(*) as n from students where school_id = ${S}`.execute(db)).rows[0].n);
    const met = Number((await sql<{ n: string }>`select count(*) as n from students where school_id = ${S} and rule_met`.execute(db)).rows[0].n);
    console.log(`${label}rules: ${students.toLocaleString('en')} students, ${met.toLocaleString('en')} meeting the rule`);

    const floor = await measure(`${label}floor: raw SQL read of every student's module hours`, RUNS, () =>
      sql`select s.user_id, s.grade, s.is_postgraduate, s.score, s.rule_met, h.* from students s
        left join student_module_hours h on h.school_id = s.school_id and h.user_id = s.user_id where s.school_id = ${S}`.execute(db), 1);
    const params = await call<SchoolParams>(app, s.adminToken, 'GET', '/system/setparams', {});
    const base = params.sets[0];
    const lower = { ...base, socialPracticeMinHours: 60 };
    let preview: RulePreview | undefined;
    const p = await measure(`${label}POST /system/setparams/preview`, RUNS, async () => {
      preview = await call<RulePreview>(app, s.adminToken, 'POST', '/system/setparams/preview', { set: lower });
    }, 1);
    console.log(`${label}  the preview: ${preview!.changed.toLocaleString('en')} verdicts would change (${preview!.gained} gained, ${preview!.lost} lost)`);
    let flip = false;
    const save = await measure(`${label}POST /system/setparams/save (and back)`, RUNS * 2, async () => {
      flip = !flip;
      await call(app, s.adminToken, 'POST', '/system/setparams/save', { set: flip ? lower : base });
    }, 0);
    const ratio = (ms: number) => (ms / floor.p50).toFixed(1);
    console.log(`${label}rules: preview p50 ${p.p50.toFixed(0)} ms = ${ratio(p.p50)}× the floor; save p50 ${save.p50.toFixed(0)} ms = ${ratio(save.p50)}× the floor`);
    console.log(`${label}rules: preview p95 ${p.p95.toFixed(0)} ms against the target of ${TARGET_MS} ms: ${p.p95 <= TARGET_MS ? 'met' : 'MISSED'}`);
  } finally {
    await dropActivitySchool(db);
  }
}

if (isMain(import.meta.url)) {
  const targets = postgresTargets();
  await runStandalone('rules', targets.length && !process.env.BENCH_PGLITE ? targets : [...targets, PGLITE], rulesBench);
}
