/**
 * Issue 14 "no bad input reaches a 50000": the fuzz walk of tests/api/fuzz-helpers.ts on the demo
 * school (no session, a student, the administrator), printing how many malformed requests it sent,
 * how many replies were code 50000 (target 0) and how many were other faults (HTTP 5xx, a 10002 only
 * the database caught). It runs destructive routes with the administrator, so it goes last.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { plainCodec } from '../common/codec.js';
import { createSession } from '../server/auth/sessions.js';
import type { Database } from '../server/db/types.js';
import { describeFaults, runFuzz, serverFaultCount } from '../tests/api/fuzz-helpers.js';
import { isMain, PGLITE, postgresTargets, runStandalone } from './standalone.js';

const SCHOOL = 10001;

async function sessionOf(db: Kysely<Database>, username: string): Promise<string> {
  const user = await db.selectFrom('users').select(['id', 'schoolId']).where('schoolId', '=', SCHOOL).where('username', '=', username).executeTakeFirstOrThrow();
  return createSession(db, user);
}

export async function fuzzBench(app: FastifyInstance, db: Kysely<Database>, label = ''): Promise<void> {
  const callers = [
    { name: 'no session', token: null },
    { name: 'student', token: await sessionOf(db, '2021000001') },
    { name: 'admin', token: await sessionOf(db, 'admin') },
  ];
  const t0 = performance.now();
  const report = await runFuzz({ app, codec: plainCodec }, app.apiRoutes, callers);
  const seconds = (performance.now() - t0) / 1000;
  const replies50000 = serverFaultCount(report);
  console.log(
    `${label}fuzz: ${app.apiRoutes.length} routes × ${callers.length} callers, ${report.requests} malformed requests in ${seconds.toFixed(1)} s` +
      ` → code 50000 replies: ${replies50000} (target 0), other faults: ${report.faults.length - replies50000}`,
  );
  if (report.faults.length) console.log(describeFaults(report.faults, 4000));
}

/** Standalone: PGlite, and PostgreSQL when DATABASE_URL is set. */
if (isMain(import.meta.url)) await runStandalone('fuzz', [PGLITE, ...postgresTargets()], fuzzBench);
