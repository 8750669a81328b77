/**
 * The fuzz walk of issue 14 ("no bad input reaches a 50000"): every registered route, with each
 * caller given, receives the malformed shapes of the issue in every parameter its zod schema
 * declares (nested keys too), a multipart body without a boundary and a NUL in a key name. The
 * walk records every reply that is code 50000 or an HTTP status ≥ 500, and every 10002 that only
 * the database's refusal produced (DATA_EXCEPTION_MESSAGE: a schema let the value through).
 *
 * It depends on nothing but the app and the codec (no vitest), so a benchmark can run it and print
 * the figure of issue 14 with serverFaultCount(report).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { encodeParams, type Codec } from '../../common/codec.js';
import { DATA_EXCEPTION_MESSAGE } from '../../server/protocol/dbErrors.js';
import type { AnyRoute } from '../../server/protocol/define.js';

/** One malformed value and how the failure message names it. */
export interface BadValue {
  label: string;
  value: unknown;
}

/** The shapes that reached 50000 before issue 14, and their near relatives. */
export const BAD_VALUES: readonly BadValue[] = [
  { label: '2^31 (number)', value: 2_147_483_648 },
  { label: '2^31 (digits)', value: '2147483648' },
  { label: '-2^31-1', value: -2_147_483_649 },
  { label: 'smallint + 1', value: 32_768 },
  { label: 'NUL in a string', value: 'a\u0000b' },
  { label: 'zero date', value: '0000-00-00' },
  { label: 'February 30th', value: '2026-02-30' },
  { label: 'year 0 with a time', value: '0000-01-01 00:00' },
  { label: 'id list [2^31]', value: [2_147_483_648] },
  { label: "id list '1,2^31'", value: '1,2147483648' },
];

/**
 * Keys many endpoints read. A z.object drops keys it does not declare, so for a route these are
 * sent (together, once per shape) only when its schema does not declare them.
 */
export const COMMON_KEYS = ['id', 'ids', 'userId', 'userIds', 'current', 'size', 'startTime', 'endTime', 'startDate', 'endDate', 'schoolId', 'name'];

export type Path = (string | number)[];

/**
 * Every parameter path a zod schema declares: the keys of its objects, through optional, pipes,
 * transforms' inputs, unions and arrays (an array element is path index 0).
 */
export function schemaPaths(schema: z.ZodType, depth = 0): Path[] {
  if (depth > 6) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.entries(shape).flatMap(([key, child]) => [[key], ...schemaPaths(child, depth + 1).map((p) => [key, ...p])]);
    }
    case 'array':
      return schemaPaths(def.element as z.ZodType, depth + 1).map((p) => [0, ...p]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return schemaPaths(def.innerType as z.ZodType, depth + 1);
    case 'pipe':
      return dedupe([...schemaPaths(def.in as z.ZodType, depth + 1), ...schemaPaths(def.out as z.ZodType, depth + 1)]);
    case 'union':
      return dedupe((def.options as z.ZodType[]).flatMap((o) => schemaPaths(o, depth + 1)));
    case 'intersection':
      return dedupe([...schemaPaths(def.left as z.ZodType, depth + 1), ...schemaPaths(def.right as z.ZodType, depth + 1)]);
    default:
      return [];
  }
}

function dedupe(paths: Path[]): Path[] {
  const seen = new Map(paths.map((p) => [p.join('.'), p]));
  return [...seen.values()];
}

/** A params object with `value` at `path` ({items: [{userId: v}]} for ['items', 0, 'userId']). */
export function paramsAt(path: Path, value: unknown): Record<string, unknown> {
  const build = (i: number): unknown => {
    if (i === path.length) return value;
    const key = path[i];
    return typeof key === 'number' ? [build(i + 1)] : { [key]: build(i + 1) };
  };
  return build(0) as Record<string, unknown>;
}

export interface Caller {
  name: string;
  /** Session token; null for no session. */
  token: string | null;
}

export interface Fault {
  caller: string;
  route: string;
  key: string;
  value: string;
  status: number;
  code: number | null;
  msg: string;
}

export interface FuzzReport {
  /** Requests sent. */
  requests: number;
  /** Shapes an admitted caller was not sent: refused by the route's schema, or a handler input already sent. */
  skipped: number;
  /** Replies with code 50000, an HTTP 5xx, or a 10002 only the database produced. */
  faults: Fault[];
  /** Per caller, the routes whose session and permission check it passed (it got the full walk there). */
  admitted: Record<string, number>;
}

interface Target {
  app: FastifyInstance;
  codec: Codec;
}

function authorization(codec: Codec, token: string | null): Record<string, string> {
  return token ? { authorization: codec.encode(JSON.stringify({ token, platform: 3, timestamp: Date.now() })) } : {};
}

function sendParams(t: Target, route: AnyRoute, params: unknown, token: string | null): Promise<LightMyRequestResponse> {
  const encoded = encodeURIComponent(encodeParams(t.codec, params));
  const headers = authorization(t.codec, token);
  if (route.method === 'GET') return t.app.inject({ method: 'GET', url: `/api${route.path}?params=${encoded}`, headers });
  return t.app.inject({
    method: 'POST',
    url: `/api${route.path}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `params=${encoded}`,
  });
}

/** A multipart body whose Content-Type names no boundary. */
function sendUnboundedMultipart(t: Target, route: AnyRoute, token: string | null): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method,
    url: `/api${route.path}`,
    headers: { ...authorization(t.codec, token), 'content-type': 'multipart/form-data' },
    payload: '--x\r\nContent-Disposition: form-data; name="params"\r\n\r\n{}\r\n--x--\r\n',
  });
}

/** The reply's code: the envelope's (plain or codec-encoded), or null for a file or a non-envelope. */
function replyCode(t: Target, res: LightMyRequestResponse): { code: number | null; msg: string } {
  for (const decode of [(s: string) => s, (s: string) => t.codec.decode(s)]) {
    try {
      const env = JSON.parse(decode(res.body)) as { code?: unknown; msg?: unknown };
      if (typeof env.code === 'number') return { code: env.code, msg: String(env.msg ?? '') };
    } catch {
      /* not this encoding */
    }
  }
  return { code: null, msg: '' };
}

const show = (v: unknown) => JSON.stringify(v).replace(/\\u0000/g, '\\0');

/** Codes authorize() answers before any params are read: no session, no permission. */
const REFUSED = new Set([10001, 10003]);

/**
 * What the route's schema makes of params as the server decodes them (JSON round trip), without a
 * request: the handler's input as JSON, or null when the schema refuses them.
 */
function handlerInput(route: AnyRoute, params: unknown): string | null {
  const parsed = route.schema.safeParse(JSON.parse(JSON.stringify(params)));
  return parsed.success ? JSON.stringify(parsed.data) ?? 'undefined' : null;
}

/**
 * Walks `routes` (the registry) with every caller and every malformed shape; `/logout` is walked
 * last so it ends no session the walk still uses.
 *
 * Each request costs a session and a permission lookup, so the walk sends what can reach a handler
 * and samples what cannot (it stays within the time of one test file):
 * - The first request of a route and caller puts NUL in a key name. The protocol checks the session
 *   and the permission before it reads params, so a 10001/10003 reply means the caller is refused
 *   whatever the params say; such a caller then gets each shape once, in all keys at the same time.
 * - An admitted caller gets, key by key, every shape the route's schema accepts (those reach the
 *   NUL check and the handler, where a 50000 would come from) and the first shape it refuses (the
 *   protocol must answer it with 10002, not fail). The other refused shapes, and accepted shapes
 *   that hand the handler exactly the input an earlier one did (e.g. keys the schema drops), are
 *   counted in `skipped`, not sent.
 */
export async function runFuzz(t: Target, routes: readonly AnyRoute[], callers: readonly Caller[]): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, skipped: 0, faults: [], admitted: Object.fromEntries(callers.map((c) => [c.name, 0])) };
  const ordered = [...routes].sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));
  for (const route of ordered) {
    const declared = schemaPaths(route.schema);
    const topKeys = new Set(declared.map((p) => String(p[0])));
    const undeclared = COMMON_KEYS.filter((k) => !topKeys.has(k));
    const perKey: (Case & { input: string | null })[] = [];
    const together: Case[] = [];
    const add = (key: string, params: unknown) => perKey.push({ key, params, input: handlerInput(route, params) });
    for (const bad of BAD_VALUES) {
      for (const path of declared) add(path.join('.'), paramsAt(path, bad.value));
      if (undeclared.length > 0) add(undeclared.join('|'), Object.fromEntries(undeclared.map((k) => [k, bad.value])));
      const all = [...declared.filter((p) => p.length === 1).map((p) => String(p[0])), ...undeclared];
      together.push({ key: all.join('|'), params: Object.fromEntries(all.map((k) => [k, bad.value])) });
    }
    // Every accepted shape with a handler input not seen yet, and per key the first refused shape.
    const sampled = new Set<string>();
    const inputs = new Set<string>();
    const admitted = [
      NUL_IN_KEY,
      ...perKey.filter((c) =>
        c.input === null ? !sampled.has(c.key) && !!sampled.add(c.key) : !inputs.has(c.input) && !!inputs.add(c.input),
      ),
    ];
    const countedOut = perKey.length + 1 - admitted.length;
    for (const caller of callers) {
      const check = (res: LightMyRequestResponse, key: string, value: string): number | null => {
        report.requests++;
        const { code, msg } = replyCode(t, res);
        if (code === 50000 || res.statusCode >= 500 || msg === DATA_EXCEPTION_MESSAGE)
          report.faults.push({ caller: caller.name, route: `${route.method} ${route.path}`, key, value, status: res.statusCode, code, msg });
        return code;
      };
      const first = check(await sendParams(t, route, NUL_KEY.params, caller.token), NUL_KEY.key, show(NUL_KEY.params));
      const refused = first !== null && REFUSED.has(first);
      if (!refused) {
        report.skipped += countedOut;
        report.admitted[caller.name]++;
      }
      for (const c of refused ? together : admitted) check(await sendParams(t, route, c.params, caller.token), c.key, show(c.params));
      check(await sendUnboundedMultipart(t, route, caller.token), '(body)', 'multipart/form-data without a boundary');
    }
  }
  return report;
}

interface Case {
  key: string;
  params: unknown;
}

/**
 * How many of `routes` admit `caller` (pass its session and permission check), by the same NUL-key
 * probe the walk starts with. Taken before the walk, it shows the walk did not lose a session or a
 * permission on the way (a destructive route hit by an accepted value would).
 */
export async function admittedCount(t: Target, routes: readonly AnyRoute[], caller: Caller): Promise<number> {
  let n = 0;
  for (const route of routes) {
    const { code } = replyCode(t, await sendParams(t, route, NUL_KEY.params, caller.token));
    if (code === null || !REFUSED.has(code)) n++;
  }
  return n;
}

/** A key that is NUL alone, and one with NUL inside a common name. */
const NUL_KEY: Case = { key: '\\0 (a NUL key)', params: { '\u0000': 'x' } };
const NUL_IN_KEY: Case = { key: 'id\\0 (NUL in a key name)', params: { 'id\u0000': 1 } };

/** The faults as lines a failure message can show: caller, route, key, value, status and code. */
export function describeFaults(faults: readonly Fault[], max = 2000): string {
  const lines = faults.slice(0, max).map((f) => `${f.caller} ${f.route} ${f.key}=${f.value} → HTTP ${f.status} code ${f.code} ${f.msg}`);
  if (faults.length > max) lines.push(`… and ${faults.length - max} more`);
  return lines.join('\n');
}

/** The figure issue 14's benchmark prints: replies of the walk with code 50000. */
export function serverFaultCount(report: FuzzReport): number {
  return report.faults.filter((f) => f.code === 50000).length;
}
