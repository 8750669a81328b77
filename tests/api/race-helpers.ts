/**
 * The race-case helpers of tests/api/races*.test.ts (issue 14, defect 4): RACERS copies of one POST
 * fired at once, and the verdict that exactly one won while the others were refused with 10002,
 * never 50000.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Envelope } from '../../common/envelope.js';
import { call, type TestApp } from './helpers.js';

export const RACERS = 8;

/** RACERS copies of one POST at once (`params(i)` may vary per copy); the envelopes in order. */
export function race(t: TestApp, token: string, path: string, params: (i: number) => object): Promise<Envelope<unknown>[]> {
  return Promise.all(Array.from({ length: RACERS }, (_, i) => call(t, 'POST', path, params(i), token)));
}

/** Exactly one reply 0; every other one 10002 with one of `refusals`; so none 50000. */
export function expectOneWinner(replies: Envelope<unknown>[], refusals: string[]) {
  const seen = replies.map((r) => `${r.code} ${r.msg}`);
  expect(replies.filter((r) => r.code === 0), seen.join('\n')).toHaveLength(1);
  for (const r of replies.filter((x) => x.code !== 0)) expect(refusals, seen.join('\n')).toContain(r.msg);
  expect(replies.every((r) => r.code === 0 || r.code === 10002), seen.join('\n')).toBe(true);
}

/** The number a `select count(*) as n` query answers. */
export const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await q.executeTakeFirstOrThrow()).n);
export const n = sql<number>`count(*)`.as('n');
