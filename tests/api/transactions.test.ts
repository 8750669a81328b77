/**
 * Concurrent transactions (DESIGN.md §8): PGlite is a single connection, so the dialect must hand it
 * to one transaction at a time. Concurrent transactions, some rolling back, must not see or undo
 * each other's work. The same test runs against PostgreSQL when DATABASE_URL is set. Also the one
 * transaction rule of the protocol layer: a `transactional` route commits only when its handler
 * returns, and a refusal after a write leaves nothing behind — unless the route `commitRefusals`
 * (the password routes' failure records), which keeps the writes of a refusal but not of a crash.
 */
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from '../../server/deps.js';
import { defineRoute } from '../../server/protocol/define.js';
import { badParams } from '../../server/protocol/errors.js';
import { protocolPlugin, registerRoutes } from '../../server/protocol/plugin.js';
import { call, fileApp, signInAs, type TestApp } from './helpers.js';

const t = await fileApp();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function campusNames(prefix: string) {
  const rows = await t.db.selectFrom('campuses').select('name').where('schoolId', '=', 10002).where('name', 'like', `${prefix}%`).orderBy('name').execute();
  return rows.map((r) => r.name);
}

describe('concurrent transactions', () => {
  it('a rollback undoes only its own transaction, while another commits and a plain query runs', async () => {
    const failing = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('campuses').values({ schoolId: 10002, name: 'tx-A' }).execute();
      await sleep(100); // leave room for the others to interleave
      await trx.insertInto('campuses').values({ schoolId: 10002, name: 'tx-A2' }).execute();
      throw new Error('roll back A');
    });
    const committing = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('campuses').values({ schoolId: 10002, name: 'tx-B' }).execute();
      await sleep(20);
      await trx.insertInto('campuses').values({ schoolId: 10002, name: 'tx-B2' }).execute();
    });
    const plain = t.db.insertInto('campuses').values({ schoolId: 10002, name: 'tx-C' }).execute();
    const [a, b, c] = await Promise.allSettled([failing, committing, plain]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('fulfilled');
    expect(c.status).toBe('fulfilled');
    expect(await campusNames('tx-')).toEqual(['tx-B', 'tx-B2', 'tx-C']);
  });

  it('many interleaved transactions, every other one rolling back, keep exactly the committed rows', async () => {
    const runs = Array.from({ length: 12 }, (_, i) =>
      t.db.transaction().execute(async (trx) => {
        await trx.insertInto('campuses').values({ schoolId: 10002, name: `many-${String(i).padStart(2, '0')}` }).execute();
        await sleep((i * 7) % 15);
        const seen = await trx.selectFrom('campuses').select('name').where('name', 'like', 'many-%').execute();
        if (i % 2 === 1) throw new Error(`roll back ${i}`);
        return seen.map((r) => r.name);
      }),
    );
    const results = await Promise.allSettled(runs);
    expect(results.map((r) => r.status)).toEqual(results.map((_, i) => (i % 2 === 0 ? 'fulfilled' : 'rejected')));
    const committed = Array.from({ length: 12 }, (_, i) => i).filter((i) => i % 2 === 0).map((i) => `many-${String(i).padStart(2, '0')}`);
    expect(await campusNames('many-')).toEqual(committed);
    // No transaction ever saw a row of a transaction that was later rolled back.
    for (const r of results) if (r.status === 'fulfilled') expect(r.value.every((name) => committed.includes(name))).toBe(true);
  });

  it('concurrent API requests that write (sign-ins, password changes) all complete correctly', async () => {
    const tokens = await Promise.all([signInAs(t, 'admin'), signInAs(t, 'teacher'), signInAs(t, 'admin2'), signInAs(t, 'student')]);
    const replies = await Promise.all([
      ...tokens.map((token) => call(t, 'POST', '/login', {}, token)),
      call(t, 'POST', '/modify/password', { old: 'Wrong@0000', newPass: 'Next#Pass2024', confirm: 'Next#Pass2024' }, tokens[1]),
      ...tokens.map((token) => call(t, 'GET', '/system/modules', {}, token)),
    ]);
    expect(replies.map((r) => r.code)).toEqual([0, 0, 0, 0, 20002, 0, 0, 0, 0]);
  });
});

describe('defineRoute({ transactional: true })', () => {
  const schema = z.object({ name: z.string(), refuse: z.boolean().optional(), crash: z.boolean().optional() });
  /** Adds a campus of school 10002, then refuses when asked: the write must not survive the refusal. */
  const routes = [
    defineRoute({
      method: 'POST', path: '/test/tx/campus', summary: 'test route', permission: 'public', schema, transactional: true,
      constraints: { campuses_school_name_uq: { field: 'name', message: '已存在同名校区' } },
      handler: async ({ db, params }) => {
        await db.insertInto('campuses').values({ schoolId: 10002, name: params.name }).execute();
        if (params.refuse) throw badParams('测试: 已回滚');
        return { inTransaction: db.isTransaction };
      },
    }),
    defineRoute({
      method: 'POST', path: '/test/kept/campus', summary: 'test route', permission: 'public', schema, transactional: true, commitRefusals: true,
      handler: async ({ db, params }) => {
        await db.insertInto('campuses').values({ schoolId: 10002, name: params.name }).execute();
        if (params.refuse) throw badParams('测试: 已提交');
        if (params.crash) throw new Error('crash after a write');
        return { inTransaction: db.isTransaction };
      },
    }),
    defineRoute({
      method: 'POST', path: '/test/plain/campus', summary: 'test route', permission: 'public', schema,
      handler: async ({ db, params }) => {
        await db.insertInto('campuses').values({ schoolId: 10002, name: params.name }).execute();
        if (params.refuse) throw badParams('测试: 未回滚');
        return { inTransaction: db.isTransaction };
      },
    }),
  ];
  let small: TestApp;
  beforeAll(async () => {
    const app = Fastify();
    await app.register(formbody);
    const deps = { db: t.db, dbKind: 'pglite', config: t.config, codec: t.codec, sms: null } as unknown as AppDeps;
    await app.register(protocolPlugin, { deps });
    registerRoutes(app, deps, routes);
    await app.ready();
    small = { ...t, app };
  });
  afterAll(() => small.app.close());

  it('hands the handler a transaction, commits it on success and rolls it back on a refusal', async () => {
    expect(await call(small, 'POST', '/test/tx/campus', { name: 'rt-kept' })).toMatchObject({ code: 0, data: { inTransaction: true } });
    expect(await call(small, 'POST', '/test/tx/campus', { name: 'rt-refused', refuse: true })).toMatchObject({ code: 10002, msg: '测试: 已回滚' });
    expect(await campusNames('rt-')).toEqual(['rt-kept']);
  });

  it('maps a listed constraint broken inside the transaction to 10002 naming the field', async () => {
    expect(await call(small, 'POST', '/test/tx/campus', { name: 'rt-kept' })).toMatchObject({ code: 10002, msg: '参数错误: name 已存在同名校区' });
    expect(await campusNames('rt-')).toEqual(['rt-kept']);
  });

  it('with commitRefusals, commits what a refused handler wrote before replying the refusal, but rolls back a crash', async () => {
    expect(await call(small, 'POST', '/test/kept/campus', { name: 'kr-kept' })).toMatchObject({ code: 0, data: { inTransaction: true } });
    expect(await call(small, 'POST', '/test/kept/campus', { name: 'kr-refused', refuse: true })).toMatchObject({ code: 10002, msg: '测试: 已提交' });
    expect(await call(small, 'POST', '/test/kept/campus', { name: 'kr-crashed', crash: true })).toMatchObject({ code: 50000 });
    expect(await campusNames('kr-')).toEqual(['kr-kept', 'kr-refused']);
  });

  it('refuses to register commitRefusals without transactional', () => {
    const app = Fastify();
    const route = defineRoute({ method: 'POST', path: '/test/bad', summary: 'test route', permission: 'public', schema, commitRefusals: true, handler: () => null });
    expect(() => registerRoutes(app, {} as AppDeps, [route])).toThrow('commitRefusals needs transactional');
  });

  it('leaves a route without the flag on the plain handle, so what it wrote before a refusal stays', async () => {
    expect(await call(small, 'POST', '/test/plain/campus', { name: 'pl-first' })).toMatchObject({ code: 0, data: { inTransaction: false } });
    expect(await call(small, 'POST', '/test/plain/campus', { name: 'pl-recorded', refuse: true })).toMatchObject({ code: 10002, msg: '测试: 未回滚' });
    expect(await campusNames('pl-')).toEqual(['pl-first', 'pl-recorded']);
  });
});
