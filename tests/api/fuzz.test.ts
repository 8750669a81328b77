/**
 * Issue 14 "no bad input reaches a 50000": every route of the registry, called with no session, a
 * student's and an administrator's session, receives the malformed shapes of the issue (integers
 * past int4 and smallint, NUL in strings and key names, zero and impossible dates, id lists with
 * 2^31, a multipart body without a boundary) in every key its schema declares. No reply may be
 * code 50000 or an HTTP 5xx, nor the generic 10002 of a database data exception (a schema let the
 * value through). Destructive routes are walked too, with the administrator: bad input must be
 * refused before any write. What is sent and what is only sampled: fuzz-helpers.ts runFuzz.
 */
import { describe, expect, it } from 'vitest';
import { admittedCount, describeFaults, runFuzz, schemaPaths } from './fuzz-helpers.js';
import { fileApp, signInAs } from './helpers.js';

const t = await fileApp();

describe('fuzz: malformed input on every route', () => {
  it('finds the keys of nested schemas', () => {
    const route = t.app.apiRoutes.find((r) => r.method === 'POST' && r.path === '/analysis/warning/settings');
    expect(route).toBeDefined();
    const paths = schemaPaths(route!.schema).map((p) => p.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['items', 'items.0.classifyId', 'items.0.minHours', 'tiers', 'tiers.yellowPercent']));
  });

  it('answers no request with 50000, an HTTP 5xx or a 10002 only the database caught', { timeout: 180_000 }, async () => {
    const callers = [
      { name: 'no session', token: null },
      { name: 'student', token: await signInAs(t, 'student') },
      { name: 'admin', token: await signInAs(t, 'admin') },
    ];
    const routes = t.app.apiRoutes;
    const before = Object.fromEntries(await Promise.all(callers.map(async (c) => [c.name, await admittedCount(t, routes, c)] as const)));
    const report = await runFuzz(t, routes, callers);
    expect(report.requests).toBeGreaterThan(routes.length * callers.length * 10);
    // Every caller was walked with the access it started with: no session on the public routes only,
    // the student on its own, the admin on all staff routes (no session or permission lost on the way).
    expect(report.admitted).toEqual(before);
    expect(before['no session']).toBe(routes.filter((r) => r.permission === 'public').length);
    expect(before.admin).toBeGreaterThan(routes.length * 0.9);
    expect(report.faults.length, describeFaults(report.faults)).toBe(0);
  });
});
