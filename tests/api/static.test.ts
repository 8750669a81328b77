/**
 * The web app outside /api (DESIGN.md §1, spec §2 history-mode routing): files from dist/,
 * index.html for client routes, 404 for missing assets, a hint when the app is not built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DIST, makeApp, type TestApp } from './helpers.js';

let t: TestApp;
let unbuilt: TestApp;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const indexHtml = fs.readFileSync(path.join(FIXTURE_DIST, 'index.html'), 'utf8');

beforeAll(async () => {
  [t, unbuilt] = await Promise.all([makeApp(), makeApp({ config: { distDir: path.resolve('tests/fixtures/no-such-dist') } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), unbuilt.close()]);
});

describe('static web app', () => {
  it('serves index.html at / and for client routes such as /usermng/student/list', async () => {
    for (const url of ['/', '/usermng/student/list', '/login', '/stulogin?x=1', '/communist/activity/detail']) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(indexHtml);
    }
  });

  it('serves assets, and 404s a missing asset instead of returning index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('fixture asset');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('fixture index');
  });

  it('does not fall back for non-GET requests', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/usermng/student/list', headers: html });
    expect(res.statusCode).toBe(404);
  });

  it('sends a CSP that allows the app and inline styles', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('without a build, answers with a hint to run npm run build, while the API still works', async () => {
    const res = await unbuilt.app.inject({ url: '/', headers: html });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
    const health = await unbuilt.app.inject({ url: '/api/health' });
    expect(JSON.parse(health.body)).toMatchObject({ code: 0, data: { status: 'ok' } });
  });
});

describe('GET /api/health', () => {
  it('reports ok and the database kind', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, msg: '操作成功', data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' } });
  });
});
