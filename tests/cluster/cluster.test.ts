/**
 * Issue 17, "Many nodes": three API nodes on one PostgreSQL behind HAProxy, started as `npm run
 * cluster` starts them (ops/cluster.ts). What a school running several nodes relies on: a session
 * made on one node is good on every node; a logout on one is seen by all within 1 s; an export
 * whose node is killed with -9 is finished by another; an enrollment rush spread over the nodes
 * seats exactly the capacity.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { JobView } from '../../common/jobs.js';
import { kyselyForPostgres, type OpenDatabase } from '../../server/db/index.js';
import type { Database } from '../../server/db/types.js';
import { startCluster, type Cluster } from '../../ops/cluster.js';
import { freePort } from '../../ops/node.js';
import { runPostgres, type RunPostgres } from '../../ops/postgres.js';
import { insertActivity, sessionsFor, type ActivitySchool } from '../../bench/activitySchool.js';
import { burstMessages, runBurst } from '../../bench/enroll.js';
import { adminQuery, withDatabase } from '../api/db.js';
import { apiCall, apiOk, apiSignIn } from '../e2e/api.js';
import { within } from '../api/within.js';

const CAPTCHA = 'CLSTR';
const SCHOOL = 10001;

let pg: RunPostgres;
let url: string;
let dataDir: string;
let cluster: Cluster;
let database: OpenDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  const given = await runPostgres();
  if (typeof given === 'string') throw new Error(`the many-node test needs PostgreSQL: ${given}`);
  pg = given;
  const name = `sc_cluster_${randomBytes(4).toString('hex')}`;
  await adminQuery(pg.url, `create database ${name}`);
  url = withDatabase(pg.url, name);
  dataDir = mkdtempSync(join(tmpdir(), 'sc-cluster-test-'));
  cluster = await startCluster({
    nodes: 3,
    port: await freePort(),
    databaseUrl: url,
    dataDir,
    // A lost node's job is taken over after 10 s without its heartbeat (the least allowed).
    env: { CAPTCHA_TEST_CODE: CAPTCHA, LOG_LEVEL: 'warn', JOB_HEARTBEAT_SECONDS: '10' },
  });
  database = kyselyForPostgres(url, 4);
  db = database.db;
});

afterAll(async () => {
  await cluster?.stop();
  await database?.close();
  if (url) await adminQuery(pg.url, `drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await pg?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const codeOn = async (baseUrl: string, token: string) => (await apiCall(baseUrl, token, 'GET', '/system/decimal')).code;

describe('sessions across nodes', () => {
  it('a sign-in through the balancer is good on every node', async () => {
    const token = await apiSignIn(cluster.baseUrl, CAPTCHA, 'admin', 'Admin@123456', SCHOOL);
    for (const n of cluster.nodes) expect(await codeOn(n.baseUrl, token), n.name).toBe(0);
  });

  it('a logout on one node is refused by every other node within 1 s', async () => {
    const token = await apiSignIn(cluster.baseUrl, CAPTCHA, 'admin', 'Admin@123456', SCHOOL);
    for (const n of cluster.nodes) expect(await codeOn(n.baseUrl, token)).toBe(0); // each node now holds it
    const [first, ...others] = cluster.nodes;
    expect((await apiCall(first.baseUrl, token, 'POST', '/logout')).code).toBe(0);
    for (const n of others) expect(await within(1000, async () => (await codeOn(n.baseUrl, token)) === 10001), n.name).toBe(true);
  });
});

describe('jobs across nodes', () => {
  it('an export whose node is killed with -9 is finished by another node', async () => {
    const token = await apiSignIn(cluster.baseUrl, CAPTCHA, 'admin', 'Admin@123456', SCHOOL);
    const victim = cluster.nodes[1];
    const { id } = await apiOk<{ id: string }>(victim.baseUrl, token, 'POST', '/school/student/export', {});
    await victim.kill();
    let job: JobView | undefined;
    const finished = await within(90_000, async () => {
      job = await apiOk<JobView>(cluster.baseUrl, token, 'GET', '/jobs/status', { id });
      return job.status === 'done' || job.status === 'failed';
    });
    expect(finished, JSON.stringify(job)).toBe(true);
    expect(job).toMatchObject({ status: 'done', hasFile: true });
    const file = await fetch(`${cluster.baseUrl}/api/jobs/download?params=${encodeURIComponent(JSON.stringify({ id }))}`, {
      headers: { authorization: JSON.stringify({ token, platform: 3, timestamp: Date.now() }) },
    });
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe('enrollment across nodes', () => {
  it('a rush of distinct students spread over the nodes seats exactly the capacity', async () => {
    const seats = 60;
    const admin = await db.selectFrom('users').select('id').where('schoolId', '=', SCHOOL).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const pick = async (table: 'organizations' | 'classifies' | 'flowTemplates' | 'terms') =>
      (await db.selectFrom(table).select('id').where('schoolId', '=', SCHOOL).orderBy('id').executeTakeFirstOrThrow()).id;
    const students = await db
      .selectFrom('students as s')
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
      .select('s.userId')
      .where('s.schoolId', '=', SCHOOL)
      .where('s.status', '=', 1)
      .where('u.modL', '=', 1)
      .orderBy('s.code')
      .limit(600)
      .execute();
    const school: ActivitySchool = {
      schoolId: SCHOOL, adminId: admin.id, adminToken: '', organizationId: await pick('organizations'), classifyId: await pick('classifies'),
      reportFlowId: await pick('flowTemplates'), termId: await pick('terms'), studentIds: students.map((s) => s.userId),
    };
    const now = Date.now();
    const activityId = await insertActivity(db, school, {
      name: '多节点报名', status: 5, capacity: seats, enrollStart: new Date(now - 3_600_000), enrollEnd: new Date(now + 86_400_000),
      startTime: new Date(now + 2 * 86_400_000), endTime: new Date(now + 2 * 86_400_000 + 7_200_000),
    });
    const tokens = await sessionsFor(db, SCHOOL, school.studentIds, 8);
    const { replies } = await runBurst({ baseUrl: cluster.baseUrl, activityId, tokens, sockets: 200 });
    const messages = burstMessages(replies);
    expect(replies.filter((r) => r.code === 0).length, messages.join('\n')).toBe(seats);
    const taken = await db.selectFrom('activityEnrollments').select((eb) => eb.fn.countAll<number>().as('n')).where('activityId', '=', activityId).where('status', '=', 1).executeTakeFirstOrThrow();
    const activity = await db.selectFrom('activities').select('enrollCount').where('id', '=', activityId).executeTakeFirstOrThrow();
    expect(Number(taken.n)).toBe(seats);
    expect(activity.enrollCount).toBe(seats);
    // Everyone else heard that it is full, and nobody got an error.
    expect(replies.every((r) => r.code === 0 || r.msg === '报名人数已满'), messages.join('\n')).toBe(true);
  });
});
