/**
 * Issue 17: query results cached per API node (server/db/queryCache.ts), kept right by the
 * 'table_change' triggers' NOTIFY (migration 20261126_016000) and by the node's own commits.
 * Two apps on one database play two nodes, as in auth-cache.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { call, makeApp, signInAs } from './helpers.js';
import { kyselyForPGlite, kyselyForPostgres, pgliteOf } from '../../server/db/index.js';
import type { Notifications } from '../../server/db/notify.js';
import { within } from './within.js';
import { behindTheNodes } from './nodes.js';

const a = await makeApp();
const b = await makeApp({ shareDb: a });
afterAll(async () => {
  await b.close();
  await a.close();
});

const STUDENTS = '/school/students';
const page = { current: 1, size: 10 };
type StudentPage = { total: number; list: { id: number; name: string; code: string }[] };

const firstStudent = async (node: typeof a, token: string) => (await call<StudentPage>(node, 'GET', STUDENTS, page, token)).data.list[0];

describe('query results cached per node', () => {
  it('answers a repeated list from memory, and shows a change made past both nodes within 1 s', async () => {
    const token = await signInAs(a, 'admin');
    const first = await firstStudent(b, token);
    // From memory: the query cache's entries, or the reply the list route remembers (replyCache.ts).
    const fromMemory = () => b.queryCache.stats.hits + (b.app.replyCache?.stats.hits ?? 0);
    const hits = fromMemory();
    expect(await firstStudent(b, token)).toEqual(first);
    expect(fromMemory()).toBeGreaterThan(hits);

    await behindTheNodes(a, `update users set name = '缓存甲' where id = ${first.id}`);
    expect(await within(1000, async () => (await firstStudent(b, token)).name === '缓存甲')).toBe(true);
    expect((await firstStudent(a, token)).name).toBe('缓存甲');
  });

  it("sees this node's own committed write at once, without waiting for the notification", async () => {
    const token = await signInAs(a, 'admin');
    const first = await firstStudent(a, token);
    await firstStudent(a, token); // cached
    await a.db.updateTable('users').set({ name: '缓存乙' }).where('id', '=', first.id).execute();
    expect((await firstStudent(a, token)).name).toBe('缓存乙');
  });

  it('forgets at once what a delete on this node removed through ON DELETE CASCADE, before any notification', async () => {
    // A node whose notifications never arrive: only its own bookkeeping can keep it right.
    const node = pgliteOf(a.db) ? kyselyForPGlite(pgliteOf(a.db)!) : kyselyForPostgres(a.config.databaseUrl!, 2);
    const silent: Notifications = { live: true, listen: async () => () => {}, close: async () => {} };
    const detach = await node.queryCache.attach(silent);
    try {
      const db = node.db;
      const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').where('schoolId', '=', 10001).executeTakeFirstOrThrow();
      const { id } = await db
        .insertInto('notices')
        .values({ schoolId: 10001, title: '缓存通知', content: '内容', audience: 'all', status: 0, createdBy: admin.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reads = () => db.selectFrom('noticeReads').select('userId').where('noticeId', '=', id).execute();
      await db.insertInto('noticeReads').values({ schoolId: 10001, noticeId: id, userId: admin.id }).execute();
      expect(await reads()).toHaveLength(1);
      expect(await reads()).toHaveLength(1); // now from memory
      await db.deleteFrom('notices').where('id', '=', id).execute();
      expect(await reads()).toEqual([]);
    } finally {
      detach();
      if (!pgliteOf(a.db)) await node.close();
    }
  });

  it('keeps a copy: a caller changing the rows it got does not change what the next caller gets', async () => {
    const read = () => a.db.selectFrom('schools').select(['id', 'name']).where('id', '=', 10001).execute();
    const rows = await read();
    rows[0].name = '改过的';
    expect((await read())[0].name).not.toBe('改过的');
  });

  it('sends a read asked by many callers at once to the database once, each caller getting its own rows', async () => {
    const cache = a.queryCache!;
    const read = () => a.db.selectFrom('schools').select(['id', 'name']).where('id', '=', 10002).where('name', '<>', '单飞').execute();
    const before = { ...cache.stats };
    const results = await Promise.all(Array.from({ length: 20 }, read));
    expect(cache.stats.misses - before.misses).toBe(1);
    expect(cache.stats.shared - before.shared).toBe(19);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    results[0][0].name = '改过的';
    expect(results[1][0].name).not.toBe('改过的');
  });

  it('does not keep a look-up of many keys at once (a batch of requests), but keeps one of a few', async () => {
    const cache = a.queryCache!;
    const byIds = (ids: number[]) => a.db.selectFrom('schools').select('id').where(sql<boolean>`id = any(${ids}::int[])`).execute();
    const many = Array.from({ length: 100 }, (_, i) => 10001 + i);
    const before = { ...cache.stats };
    await byIds(many);
    await byIds(many);
    expect(cache.stats.hits - before.hits).toBe(0);
    await byIds([10001, 10002]);
    await byIds([10001, 10002]);
    expect(cache.stats.hits - before.hits).toBe(1);
  });

  it('does not hand a running read to a caller who asks after a write to a table it reads, nor after it landed', async () => {
    const cache = a.queryCache!;
    const tables = ['schools'];
    let land!: (r: { rows: unknown[] }) => void;
    const running = new Promise<{ rows: unknown[] }>((resolve) => (land = resolve));
    const key = `flight-test-${Date.now()}`;
    cache.fly(key, cache.snapshot(tables), running);
    expect(cache.flight(key, cache.snapshot(tables))).toBeDefined();
    expect(cache.flight(key, cache.snapshot(['users']))).toBeUndefined();
    cache.bumpWritten(tables);
    expect(cache.flight(key, cache.snapshot(tables))).toBeUndefined();
    // A read begun after the write flies under the new versions; once it lands, nobody joins it.
    const after = new Promise<{ rows: unknown[] }>((resolve) => setTimeout(() => resolve({ rows: [{ name: '写后' }] }), 10));
    cache.fly(key, cache.snapshot(tables), after);
    expect(await cache.flight(key, cache.snapshot(tables))).toEqual({ rows: [{ name: '写后' }] });
    expect(cache.flight(key, cache.snapshot(tables))).toBeUndefined();
    land({ rows: [] });
  });

  it('a transaction reads its own uncommitted writes, and a rolled-back write is never served', async () => {
    const token = await signInAs(a, 'admin');
    const { id, name } = await firstStudent(a, token);
    const nameOf = (db: typeof a.db) => db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    await nameOf(a.db);
    await expect(
      a.db.transaction().execute(async (trx) => {
        expect((await nameOf(trx)).name).toBe(name);
        await trx.updateTable('users').set({ name: '未提交' }).where('id', '=', id).execute();
        expect((await nameOf(trx)).name).toBe('未提交');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await nameOf(a.db)).name).toBe(name);
    expect((await firstStudent(a, token)).name).toBe(name);
  });

  it('lets the event loop read sockets while a queue of statements is served (PGlite runs them in this thread)', async () => {
    let done = 0;
    // Not cached (time): each goes to the database, queued behind the others on PGlite's one
    // connection; together they take longer than the driver's slice between polls.
    const n = 300;
    const all = Promise.all(Array.from({ length: n }, () => sql`select now()`.execute(a.db).then(() => done++)));
    const whenPolled = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await all;
    expect(done).toBe(n);
    expect(whenPolled).toBeLessThan(n);
  });

  it('caches only plain reads of watched tables', () => {
    const tables = (q: { compile(): Parameters<typeof a.queryCache.analyse>[0] }) => a.queryCache.analyse(q.compile()).tables;
    const db = a.db;
    expect(tables(db.selectFrom('activities as x').select('x.id').where('x.schoolId', '=', 1))).toEqual(['activities']);
    expect(tables(db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').select(['s.code', 'u.name']))).toEqual(['students', 'users']);
    // A table named only inside a raw fragment counts too.
    expect(tables(db.selectFrom('activities as x').select(sql<number>`(select count(*) from activity_enrollments e where e.activity_id = x.id)`.as('n')))).toEqual(['activities', 'activity_enrollments']);
    // A CTE's name is not a table.
    expect(tables(db.with('open', (q) => q.selectFrom('activities').select('id').where('status', '=', 5)).selectFrom('open').selectAll())).toEqual(['activities']);
    // Nor is one a raw fragment defines for itself.
    const up = sql<string>`(with recursive up(id, parent_id) as (select c.id, c.parent_id from classifies c where c.id = x.classify_id union all select p.id, p.parent_id from classifies p join up on p.id = up.parent_id) select up.id from up limit 1)`;
    expect(tables(db.selectFrom('activities as x').select(up.as('root')))).toEqual(['activities', 'classifies']);
    // Never: time, locks, raw statements, writes, sequences, tables without the trigger.
    expect(tables(db.selectFrom('activities').select(sql<Date>`now()`.as('t')))).toBeNull();
    expect(tables(db.selectFrom('activities').where('endTime', '<', sql<Date>`current_timestamp`).select('id'))).toBeNull();
    expect(tables(db.selectFrom('activities').select('id').forUpdate())).toBeNull();
    expect(tables(db.updateTable('activities').set({ status: 5 }).where('id', '=', 1))).toBeNull();
    expect(a.queryCache.analyse(sql`select id from activities`.compile(db)).tables).toBeNull();
    expect(tables(db.selectFrom('kysely_migration' as never).select(sql`1`.as('one')))).toBeNull();
  });

  it('every table of the schema carries the trigger that tells the nodes of its changes', async () => {
    const { rows } = await sql<{ relname: string }>`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'kysely_migration%'
         and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'table_change')`.execute(a.db);
    expect(rows.map((r) => r.relname)).toEqual([]);
  });
});
