/**
 * Replies remembered per node (issue 17; server/db/replyCache.ts): a `memo` route (GET
 * /school/students) answers a repeated call without running its handler while nothing it read has
 * changed; a change to a table it read — by this node or past it — is seen on the next call; each
 * caller and each set of params has its own entry; work that wrote or read what the query cache
 * cannot vouch for is never kept.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { StudentRow } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import { AUTH_CACHE_CHANNEL } from '../../server/auth/cache.js';
import { call, makeApp, signInAs } from './helpers.js';
import { addRole, addStaff, collegeIdByName, signInStaff } from './staff-helpers.js';

const t = await makeApp();
afterAll(() => t.close());
const admin = await signInAs(t, 'admin');
const replies = t.app.replyCache!;
const list = (token: string, params: object = {}) => call<Page<StudentRow>>(t, 'GET', '/school/students', { current: 1, size: 10, ...params }, token);
const delta = async (work: () => Promise<unknown>) => {
  const before = { ...replies.stats };
  await work();
  return { hits: replies.stats.hits - before.hits, misses: replies.stats.misses - before.misses };
};

describe('GET /school/students from the reply cache', () => {
  it('answers a repeated call without running the handler, with the same data', async () => {
    const first = await list(admin);
    expect(first.code).toBe(0);
    let again: Awaited<ReturnType<typeof list>> | undefined;
    expect(await delta(async () => (again = await list(admin)))).toEqual({ hits: 1, misses: 0 });
    expect(again!.data).toEqual(first.data);
    // Other params: their own entry.
    expect(await delta(() => list(admin, { current: 2 }))).toEqual({ hits: 0, misses: 1 });
  });

  it('sees a change to a table it read on the next call', async () => {
    const before = await list(admin);
    const row = before.data.list[0];
    await t.db.updateTable('users').set({ name: '改名测试' }).where('schoolId', '=', 10001).where('id', '=', row.id).execute();
    const after = await list(admin);
    expect(after.data.list[0].name).toBe('改名测试');
    // Written past this node's Kysely (another node, psql): seen once the notification arrives.
    await sql`update users set name = '再改一次' where school_id = 10001 and id = ${row.id}`.execute(t.db);
    await expect.poll(async () => (await list(admin)).data.list[0].name, { timeout: 2000 }).toBe('再改一次');
  });

  it('serves nothing made before a change of roles, grants or sessions (the auth cache’s generation)', async () => {
    await list(admin);
    expect(await delta(() => list(admin))).toEqual({ hits: 1, misses: 0 });
    await sql`select pg_notify(${AUTH_CACHE_CHANNEL}, 'sc:10001')`.execute(t.db);
    await expect.poll(async () => (await delta(() => list(admin))).misses, { timeout: 2000 }).toBe(1);
  });

  it('keeps each caller apart: a college administrator sees only their college', async () => {
    const collegeId = await collegeIdByName(t, 10001, '计算机学院');
    const role = await addRole(t, admin, { name: '缓存测试学院', permission: '500,501', dataScope: 2, scopeCollegeId: collegeId });
    await addStaff(t, admin, { code: 'rc9001', roleIds: [role.id] });
    const college = await signInStaff(t, 10001, 'rc9001');
    const theirs = await list(college);
    const all = await list(admin);
    expect(theirs.data.total).toBeLessThan(all.data.total);
    expect((await list(college)).data.total).toBe(theirs.data.total);
  });

  it('never keeps work that wrote or read what the query cache cannot vouch for', async () => {
    const before = replies.stats.unkept;
    await replies.run('test:write', async () => {
      await t.db.selectFrom('schools').select('id').execute();
      await t.db.updateTable('schools').set({ name: sql`name` }).where('id', '=', 10001).execute();
      return 1;
    });
    await replies.run('test:time', () => t.db.selectFrom('schools').select(sql<Date>`now()`.as('now')).execute());
    expect(replies.stats.unkept - before).toBe(2);
    expect(await delta(() => replies.run('test:time', async () => 2))).toEqual({ hits: 0, misses: 1 });
  });

  it("answers the student's home and activity lists from memory too, and sees what changes them", async () => {
    const student = await signInAs(t, 'student');
    const info = () => call<{ userId: number; name: string }>(t, 'GET', '/student/info', {}, student);
    const page = { current: 1, size: 10 };
    for (const read of [info, () => call(t, 'GET', '/activity/my/list', page, student), () => call(t, 'GET', '/activity/open/list', page, student),
      () => call(t, 'GET', '/student/hours/summary', {}, student), () => call(t, 'GET', '/student/activity/list', {}, student), () => call(t, 'GET', '/achievement/by-classify-list', {}, student)]) {
      expect((await read()).code).toBe(0);
      expect(await delta(read)).toEqual({ hits: 1, misses: 0 });
    }
    const me = (await info()).data;
    await t.db.updateTable('users').set({ name: '缓存改名学生' }).where('id', '=', me.userId).execute();
    expect((await info()).data.name).toBe('缓存改名学生');
  });

  it('remembers work that names what it reads until one of those tables changes (remember)', async () => {
    const names = () => replies.remember('test:remember', ['schools'], async () => (await t.db.selectFrom('schools').select('name').where('id', '=', 10001).executeTakeFirstOrThrow()).name);
    const first = await names();
    expect(await delta(names)).toEqual({ hits: 1, misses: 0 });
    // A table it does not name: still served.
    await t.db.updateTable('terms').set({ name: sql`name` }).where('schoolId', '=', 10001).execute();
    expect(await delta(names)).toEqual({ hits: 1, misses: 0 });
    await t.db.updateTable('schools').set({ name: '记忆改名学校' }).where('id', '=', 10001).execute();
    expect(await names()).toBe('记忆改名学校');
    await t.db.updateTable('schools').set({ name: first }).where('id', '=', 10001).execute();
  });

  it('runs the work of callers missing together once (remember), and again after a change', async () => {
    let runs = 0;
    const count = () =>
      replies.remember('test:together', ['schools'], async () => {
        runs++;
        return (await t.db.selectFrom('schools').select('id').where('id', '=', 10001).execute()).length;
      });
    const shared = replies.stats.shared;
    expect(await Promise.all(Array.from({ length: 20 }, count))).toEqual(Array(20).fill(1));
    expect(runs).toBe(1);
    expect(replies.stats.shared - shared).toBe(19);
    await t.db.updateTable('schools').set({ name: sql`name` }).where('id', '=', 10001).execute();
    // The change lands while a run is on its way: callers after it do not share that run.
    const before = count();
    await t.db.updateTable('schools').set({ name: sql`name` }).where('id', '=', 10001).execute();
    await Promise.all([before, count()]);
    expect(runs).toBe(3);
  });

  it('records a piece of work that outlives another begun with it (the context stays on while any work records)', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // The long one reads schools after the short one has ended (and with it, perhaps, the context).
    const long = replies.run('test:long', async () => {
      await gate;
      return (await t.db.selectFrom('schools').select('id').where('id', '=', 10001).execute()).length;
    });
    await replies.run('test:short', () => t.db.selectFrom('terms').select('id').limit(1).execute());
    release();
    expect(await long).toBe(1);
    // Kept with what it read: served again, then dropped by a change to schools.
    expect(await delta(() => replies.run('test:long', async () => 0))).toEqual({ hits: 1, misses: 0 });
    await t.db.updateTable('schools').set({ name: sql`name` }).where('id', '=', 10001).execute();
    expect(await delta(() => replies.run('test:long', async () => 0))).toEqual({ hits: 0, misses: 1 });
  });
});
