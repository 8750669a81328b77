/**
 * The route registry (DESIGN.md §5 "every endpoint declares the permission it needs"): every /api
 * endpoint is declared through defineRoute with a permission, non-public ones refuse a request
 * without a session, and an /api route registered any other way is refused at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { call, makeApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

describe('route registry', () => {
  it('lists the endpoints of issue 2, each with a permission and a schema', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /health', 'GET /common/login/verificationcode', 'GET /common/all-school', 'GET /token', 'POST /login',
        'POST /logout', 'POST /modify/password', 'POST /common/captcha/mobile', 'POST /common/modify/pwd',
        'GET /system/modules', 'GET /system/unreac/count', 'GET /system/decimal', 'GET /school/students',
      ]),
    );
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of t.app.apiRoutes) {
      expect(r.permission === 'public' || r.permission === 'session' || /^\/[\w/-]+$/.test(r.permission), `${r.path}: ${r.permission}`).toBe(true);
      expect(typeof r.schema?.safeParse).toBe('function');
      expect(r.summary.length).toBeGreaterThan(0);
    }
  });

  it('every non-public endpoint answers 10001 without a session, before reading params', async () => {
    const guarded = t.app.apiRoutes.filter((r) => r.permission !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const env = await call(t, r.method, r.path, { garbage: true }, null);
      expect(env.code, `${r.method} ${r.path}`).toBe(10001);
    }
  });

  it('every public endpoint answers without a session', async () => {
    for (const r of t.app.apiRoutes.filter((x) => x.permission === 'public')) {
      const env = await call(t, r.method, r.path, {}, null);
      expect(env.code, `${r.method} ${r.path}`).not.toBe(10001);
    }
  });

  it('refuses an /api route that bypasses the registry, and allows others', async () => {
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      expect(() => app.get('/api/rogue', async () => ({ ok: true }))).toThrow(/defineRoute/);
      expect(() => app.get('/not-api/fine', async () => ({ ok: true }))).not.toThrow();
    } finally {
      await app.close();
    }
  });
});
