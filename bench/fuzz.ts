/**
 * Issue 14 "no bad input reaches a 50000": the fuzz walk of tests/api/fuzz-helpers.ts on the demo
 * school (no session, a student, the administrator), printing how many requests it sent, how many
 * replies were code 50000 (target 0) and how many were other faults (HTTP 5xx, a 10002 only the
 * database caught). It runs destructive routes with the administrator, so it goes last.
 */
import type { FastifyInstance } from 'fastify';
import { plainCodec } from '../common/codec.js';
import { describeFaults, runFuzz, serverFaultCount } from '../tests/api/fuzz-helpers.js';

async function token(app: FastifyInstance, captcha: string, username: string, password: string): Promise<string> {
  const get = async (path: string, params: object) => {
    const res = await app.inject({ method: 'GET', url: `/api${path}?params=${encodeURIComponent(JSON.stringify(params))}` });
    const env = res.json() as { code: number; data: Record<string, string>; msg: string };
    if (env.code !== 0) throw new Error(`${path}: ${env.code} ${env.msg}`);
    return env.data;
  };
  const { uuid } = await get('/common/login/verificationcode', {});
  return (await get('/token', { uuid, schoolId: 10001, username, password, captcha })).access_token;
}

export async function fuzzBench(app: FastifyInstance, captcha: string): Promise<void> {
  const callers = [
    { name: 'no session', token: null },
    { name: 'student', token: await token(app, captcha, '2021000001', 'Student@123456') },
    { name: 'admin', token: await token(app, captcha, 'admin', 'Admin@123456') },
  ];
  const t0 = performance.now();
  const report = await runFuzz({ app, codec: plainCodec }, app.apiRoutes, callers);
  const seconds = (performance.now() - t0) / 1000;
  const replies50000 = serverFaultCount(report);
  console.log(
    `fuzz: ${app.apiRoutes.length} routes × ${callers.length} callers, ${report.requests} malformed requests in ${seconds.toFixed(1)} s` +
      ` → code 50000 replies: ${replies50000} (target 0), other faults: ${report.faults.length - replies50000}`,
  );
  if (report.faults.length) console.log(describeFaults(report.faults, 4000));
}
