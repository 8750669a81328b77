/**
 * Rows shared by `npm run bench` (bench/run.ts) and `npm run bench:cluster` (bench/cluster.ts): the
 * enrollment rush and the mixed authenticated reads of issue 17's table.
 */
import { ResultCode } from '../../common/codes.js';
import type { DatabaseKind } from '../../server/db/index.js';
import { MSG } from '../../server/modules/participation/enroll.js';
import { burstFigures, burstMessages, ENROLL_ATTEMPTS, ENROLL_SEATS, runBurst } from '../enroll.js';
import type { BurstOutput } from '../enrollWorker.js';
import { apiGetPath, type Call } from './cannon.js';
import type { LoadData } from './data.js';
import type { Row } from './table.js';

export const MIXED_CONNECTIONS = 200;
const RUSH_SOCKETS = 500;

/** What the mixed reads cycle through: a student's home, hours and activity pages, and staff lists. */
export function mixedCalls(d: LoadData): Call[] {
  const students = d.readerTokens;
  const staff = [d.adminToken, d.collegeToken];
  const page = { current: 1, size: 10 };
  return [
    { path: '/student/info', tokens: students },
    { path: '/student/activity/list', tokens: students },
    { path: '/student/hours/summary', tokens: students },
    { path: '/achievement/by-classify-list', tokens: students },
    { path: '/activity/open/list', params: page, tokens: students },
    { path: '/activity/detail', params: { id: d.openActivityId }, tokens: students },
    { path: '/activity/my/list', params: page, tokens: students },
    { path: '/student/hours/records', params: page, tokens: students },
    { path: '/notice/my/unread/count', tokens: students },
    { path: '/notice/my/list', params: page, tokens: students },
    { path: '/school/students', params: page, tokens: staff },
    { path: '/activity/list', params: page, tokens: staff },
    { path: '/desk/needDealt/list', tokens: staff },
  ];
}

/** GET through the wire protocol; the envelope's data, or throws with its code and msg. */
async function apiGet<T>(baseUrl: string, path: string, params: object, token: string): Promise<T> {
  const body = (await (await fetch(`${baseUrl}${apiGetPath(path, params)}`, { headers: { authorization: token } })).json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The burst of the rush's tokens on `activityId` as a row: its rate and latencies, `isError` counting errors. */
async function burstRow(baseUrl: string, d: LoadData, activityId: number, isError: (r: BurstOutput['replies'][number]) => boolean) {
  const { replies, wallMs } = await runBurst({ baseUrl, activityId, tokens: d.rushTokens, sockets: RUSH_SOCKETS });
  const { p50, p99 } = burstFigures(replies);
  return { rps: replies.length / (wallMs / 1000), p50, p99, requests: replies.length, timeouts: 0, errors: replies.filter(isError).length };
}

/**
 * The rush's floor: the same burst (tokens, connections, body) against the hello-world process's
 * POST route (bench/load/hello.ts), which reads the body and answers a fixed refusal: the time the
 * load generator and the kernel take for it on this machine, which the rush cannot go below.
 */
export async function rushFloorRow(helloUrl: string, d: LoadData): Promise<Row> {
  return {
    name: 'rush floor', ...(await burstRow(helloUrl, d, 0, (r) => r.msg !== MSG.full)),
    note: 'the same burst against hello-world', target: '(the load generator and the kernel)',
  };
}

/**
 * The protocol's floor for the rush, measured after it: the same burst with id 0, which the
 * product refuses in its protocol layer (session, body, params; the sessions are known by then)
 * before any handler work. What no handler can go below on this machine.
 */
export async function protocolFloorRow(baseUrl: string, d: LoadData): Promise<Row> {
  return {
    name: 'rush, refused at validation', floor: 'rush floor', ...(await burstRow(baseUrl, d, 0, (r) => r.code !== ResultCode.BAD_PARAMS)),
    note: 'the same burst with id 0, after the rush', target: "(the protocol layer's own cost)",
  };
}

/** The rush row: the burst on `activityId` (enrolling, no seat taken), then the seats read back as the administrator. */
export async function rushRow(baseUrl: string, d: LoadData, activityId: number, kind: DatabaseKind): Promise<Row> {
  const { replies, wallMs } = await runBurst({ baseUrl, activityId, tokens: d.rushTokens, sockets: RUSH_SOCKETS });
  const { p50, p99 } = burstFigures(replies);
  for (const line of burstMessages(replies)) console.log(`  rush: ${line}`);
  const seats = await apiGet<{ total: number }>(baseUrl, '/activity/participants', { id: activityId, current: 1, size: 10, status: 1 }, d.adminToken);
  // A refusal other than '报名人数已满' is an error of the rush.
  const errors = replies.filter((r) => r.code !== 0 && r.msg !== MSG.full).length;
  const limit = kind === 'postgresql' ? 1000 : 5000;
  return {
    name: 'enrollment rush', floor: 'rush floor', rps: replies.length / (wallMs / 1000), p50, p99, requests: replies.length, errors, timeouts: 0,
    note: `${ENROLL_ATTEMPTS.toLocaleString('en')} students at once, ${seats.total} of ${ENROLL_SEATS} seats taken`,
    target: `exactly ${ENROLL_SEATS}, p99 < ${limit / 1000} s`, met: seats.total === ENROLL_SEATS && p99 < limit,
  };
}

