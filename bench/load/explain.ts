/**
 * `EXPLAIN` of each list query (issue 17 "Indexes for every list filter; EXPLAIN of each list query
 * in the benchmark output"), following the code: the real routes run in this process (app.inject)
 * over the bench school on PostgreSQL with realistic filters, a Kysely plugin records the SQL each
 * request compiles (the repository's query exactly, parameters included), and every SELECT of a
 * page or a count (`limit` / `count(*)`) is run again under EXPLAIN (ANALYZE, COSTS OFF). The
 * plan is printed; a Seq Scan on a table of 10,000 rows or more is flagged, and the other queries
 * of the request (session, permissions, look-ups) are checked for such scans too.
 */
import type { FastifyInstance } from 'fastify';
import {
  CompiledQuery, PostgresQueryCompiler, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs,
  type QueryResult, type RootOperationNode, type UnknownRow,
} from 'kysely';
import type { Database } from '../../server/db/types.js';
import { apiGetPath } from './cannon.js';
import type { LoadData } from './data.js';

/** Tables at least this big must not be read whole by a list. */
const BIG_TABLE_ROWS = 10_000;

/** Records the SQL of every SELECT run through it while `recording` is on. */
class SqlRecorder implements KyselyPlugin {
  recording = false;
  readonly queries: CompiledQuery[] = [];
  readonly #compiler = new PostgresQueryCompiler();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording && (node.kind === 'SelectQueryNode' || node.kind === 'RawNode')) {
      const compiled = this.#compiler.compileQuery(node, queryId);
      if (/^\s*(select|with)\b/i.test(compiled.sql)) this.queries.push(compiled);
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

type Caller = 'admin' | 'college' | 'student';

/** The list endpoints and the filters users set on them; `ID`, `COLLEGE`, `MODULE` are filled from the data. */
const LIST_CALLS: [Caller, string, object][] = [
  ['admin', '/school/students', { current: 1, size: 10 }],
  ['admin', '/school/students', { current: 1, size: 10, collegeId: 'COLLEGE', grade: '2022' }],
  ['admin', '/school/students', { current: 1, size: 10, name: '王' }],
  ['admin', '/school/students', { current: 1, size: 10, minHours: '50', maxHours: '120', status: 1 }],
  ['college', '/school/students', { current: 1, size: 10 }],
  ['admin', '/activity/list', { current: 1, size: 10 }],
  ['admin', '/activity/list', { current: 1, size: 10, status: 12, classify: 'MODULE' }],
  ['college', '/activity/list', { current: 1, size: 10 }],
  ['admin', '/activity/participants', { id: 'ID', current: 1, size: 10 }],
  ['admin', '/project/apply/list', { current: 1, size: 10 }],
  ['admin', '/project/apply/list', { current: 1, size: 10, status: 1, collegeId: 'COLLEGE' }],
  ['admin', '/declare/audit/list', { current: 1, size: 10 }],
  ['admin', '/desk/needDealt/list', {}],
  ['admin', '/statistics/analysis/needDealt/list', { current: 1, size: 10 }],
  ['admin', '/analysis/warning/list', { current: 1, size: 10 }],
  ['admin', '/blacklist/list', { current: 1, size: 10 }],
  ['admin', '/transcript/list', { current: 1, size: 10 }],
  ['admin', '/export/transcript/list', { current: 1, size: 10 }],
  ['admin', '/system/employees', { current: 1, size: 10 }],
  ['admin', '/organization/list', { current: 1, size: 10 }],
  ['student', '/activity/open/list', { current: 1, size: 10 }],
  ['student', '/activity/my/list', { current: 1, size: 10 }],
  ['student', '/student/hours/records', { current: 1, size: 10 }],
  ['student', '/notice/my/list', { current: 1, size: 10 }],
];

/** Plan lines left out of the output: memory, cache and heap-fetch details. */
const DETAIL = /^\s*(Cache Key|Cache Mode|Hits:|Heap Fetches|Heap Blocks|Batches|Buckets|Sort Method|Worker \d+: +Sort Method|Rows Removed by Index Recheck)/;

/** The plan's lines without the planner's estimates and DETAIL, and the tables it reads whole. */
async function explain(db: Kysely<Database>, q: CompiledQuery): Promise<{ lines: string[]; seqScans: string[] }> {
  const result = await db.executeQuery(CompiledQuery.raw(`explain (analyze, costs off) ${q.sql}`, [...q.parameters]));
  const lines = result.rows.map((r) => String(Object.values(r as object)[0])).filter((l) => !DETAIL.test(l));
  const seqScans = lines.flatMap((l) => [...l.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]));
  return { lines, seqScans };
}

/** Row counts of the tables (pg_class estimates, fresh after the bench's VACUUM ANALYZE). */
async function tableSizes(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.executeQuery<{ relname: string; reltuples: number }>(
    CompiledQuery.raw(`select relname, reltuples::bigint as reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`),
  );
  return new Map(rows.rows.map((r) => [r.relname, Number(r.reltuples)]));
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/**
 * Prints the EXPLAIN of every list query (see the file comment) and returns how many read a big
 * table whole. `build` makes the in-process app over the recording database.
 */
export async function explainLists(db: Kysely<Database>, data: LoadData, build: (db: Kysely<Database>) => Promise<FastifyInstance>): Promise<number> {
  const recorder = new SqlRecorder();
  const app = await build(db.withPlugin(recorder));
  const sizes = await tableSizes(db);
  const tokens: Record<Caller, string> = { admin: data.adminToken, college: data.collegeToken, student: data.readerTokens[0] };
  const fill: Record<string, number> = { ID: data.busyActivityId, COLLEGE: data.collegeId, MODULE: data.moduleId };
  const big = (table: string) => (sizes.get(table) ?? 0) >= BIG_TABLE_ROWS;
  let flagged = 0;
  try {
    for (const [caller, path, template] of LIST_CALLS) {
      const params = Object.fromEntries(Object.entries(template).map(([k, v]) => [k, typeof v === 'string' && v in fill ? fill[v] : v]));
      recorder.queries.length = 0;
      recorder.recording = true;
      const res = await app.inject({ method: 'GET', url: apiGetPath(path, params), headers: { authorization: tokens[caller] } });
      recorder.recording = false;
      const body = res.json() as { code: number; msg: string };
      console.log(`\n## GET ${path} ${JSON.stringify(params)} as ${caller}${body.code === 0 ? '' : ` — REFUSED ${body.code} ${body.msg}`}`);
      const seen = new Set<string>();
      for (const q of recorder.queries) {
        if (seen.has(q.sql)) continue;
        seen.add(q.sql);
        // A page (limit … offset) or its total; the session and permission look-ups are the other queries.
        const isList = /\boffset\b|count\(\*\)/i.test(q.sql);
        const { lines, seqScans } = await explain(db, q);
        const bigScans = [...new Set(seqScans.filter(big))];
        flagged += bigScans.length ? 1 : 0;
        const flag = bigScans.length ? `  ⚠ Seq Scan on ${bigScans.map((t) => `${t} (${sizes.get(t)!.toLocaleString('en')} rows)`).join(', ')}` : '';
        if (!isList) {
          if (flag) console.log(`  (another query of the request)${flag}\n    ${oneLine(q.sql).slice(0, 300)}`);
          continue;
        }
        console.log(`  ${oneLine(q.sql).slice(0, 400)}${flag}`);
        for (const l of lines) console.log(`    ${l}`);
      }
    }
  } finally {
    await app.close();
  }
  return flagged;
}
