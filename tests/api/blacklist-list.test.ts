/**
 * The blacklist page and the credit ranking (issue 4 "Integrity and blacklist"; spec §3 credit
 * row): add (validation, already listed, another school's student), list with its filters and
 * states (active, expired, removed), remove with a reason, GET /index/user/credit/list (lowest
 * credit first, the caller's data scope), tenant isolation and permission refusal.
 */
import { describe, expect, it } from 'vitest';
import type { BlacklistRow, CreditRow } from '../../common/blacklist.js';
import type { Page } from '../../common/envelope.js';
import { applyNoShows } from '../../server/modules/blacklist/integrity.js';
import { call, fileAppAs, signIn } from './helpers.js';
import { cleanStudents, endedActivity, sessionFor } from './blacklist-helpers.js';
import { grantOnly } from './structure-helpers.js';

const S = 10001;

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');
const pool = await cleanStudents(t, S, 8, 50);

const list = (token: string, params: object = {}) => call<Page<BlacklistRow>>(t, 'GET', '/blacklist/list', { current: 1, size: 40, ...params }, token);
const add = (token: string, params: object) => call<{ id: number }>(t, 'POST', '/blacklist/add', params, token);
const remove = (token: string, params: object) => call<null>(t, 'POST', '/blacklist/remove', params, token);
const credit = (token: string) => call<CreditRow[]>(t, 'GET', '/index/user/credit/list', {}, token);

describe('adding and removing', () => {
  it('validates the student, the reason and the days, and refuses a second entry in force', async () => {
    const [a] = pool;
    expect(await add(admin, { userId: a.userId, reason: '' })).toMatchObject({ code: 10002, msg: '请填写原因' });
    expect(await add(admin, { reason: '缺席' })).toMatchObject({ code: 10002, msg: '请选择学生' });
    expect(await add(admin, { userId: a.userId, reason: '缺席', days: 0 })).toMatchObject({ code: 10002, msg: '参数错误: days 格式不正确' });
    expect(await add(admin2, { userId: a.userId, reason: '缺席' })).toMatchObject({ code: 10002, msg: '学生不存在' });
    const env = await add(admin, { userId: a.userId, reason: '缺席', days: 30 });
    expect(env.code).toBe(0);
    expect(await add(admin, { userId: a.userId, reason: '缺席' })).toMatchObject({ code: 10002, msg: '该学生已在黑名单中' });
    const row = (await list(admin, { code: a.code })).data.list[0];
    expect(row).toMatchObject({ id: env.data.id, userId: a.userId, name: a.name, reason: '缺席', noShowCount: 0, active: true, removedAt: null, appealStatus: null });
    expect(row.collegeName).not.toBe('');
    const days = (Date.parse(row.endsAt.replace(' ', 'T') + ':00+08:00') - Date.parse(row.startedAt.replace(' ', 'T') + ':00+08:00')) / 86_400_000;
    expect(days).toBe(30);
  });

  it('uses the school\'s blacklist_days by default', async () => {
    const b = pool[1];
    await add(admin, { userId: b.userId, reason: '屡次缺席' });
    const e = await t.db.selectFrom('blacklist').select(['startedAt', 'endsAt']).where('userId', '=', b.userId).executeTakeFirstOrThrow();
    expect((e.endsAt.getTime() - e.startedAt.getTime()) / 86_400_000).toBe(90);
  });

  it('removes an entry with a reason, once; another school cannot', async () => {
    const b = pool[1];
    const id = (await list(admin, { code: b.code })).data.list[0].id;
    expect(await remove(admin2, { id, reason: '误录' })).toMatchObject({ code: 10002, msg: '黑名单记录不存在' });
    expect(await remove(admin, { id, reason: '' })).toMatchObject({ code: 10002, msg: '请填写原因' });
    expect(await remove(admin, { id, reason: '误录' })).toMatchObject({ code: 0, data: null });
    expect(await remove(admin, { id, reason: '误录' })).toMatchObject({ code: 10002, msg: '该记录已移出黑名单' });
    const row = (await list(admin, { code: b.code })).data.list[0];
    expect(row).toMatchObject({ active: false, removedReason: '误录', removedByName: '系统管理员' });
    expect(row.removedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('GET /blacklist/list', () => {
  it('filters by state, name and code, newest first', async () => {
    const c = pool[2];
    const past = new Date(Date.now() - 200 * 86_400_000);
    await t.db.insertInto('blacklist').values({ schoolId: S, userId: c.userId, reason: '往年记录', startedAt: past, endsAt: new Date(past.getTime() + 90 * 86_400_000) }).execute();
    const ids = (rows: BlacklistRow[]) => rows.map((r) => r.userId);
    expect(ids((await list(admin, { status: 'active' })).data.list)).toEqual(expect.arrayContaining([pool[0].userId]));
    expect(ids((await list(admin, { status: 'active' })).data.list)).not.toContain(c.userId);
    expect(ids((await list(admin, { status: 'expired' })).data.list)).toContain(c.userId);
    expect(ids((await list(admin, { status: 'removed' })).data.list)).toContain(pool[1].userId);
    expect(ids((await list(admin, { status: 'removed' })).data.list)).not.toContain(pool[0].userId);
    expect((await list(admin, { status: 'gone' })).code).toBe(10002);
    const byName = await list(admin, { name: c.name });
    expect(byName.data.list.every((r) => r.name.includes(c.name))).toBe(true);
    expect(ids(byName.data.list)).toContain(c.userId);
    const all = (await list(admin)).data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    const starts = all.list.map((r) => r.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('keeps schools apart and refuses students and staff without the module', async () => {
    expect(ids10002((await list(admin2)).data.list)).toEqual(true);
    const student = await sessionFor(t, S, pool[7].userId);
    expect((await list(student)).code).toBe(10003);
    expect((await add(student, { userId: pool[7].userId, reason: 'x' })).code).toBe(10003);
    await grantOnly(t, S, 't1004', ['/communist/activity']);
    const teacher = await signIn(t, S, 't1004', 'Teacher@123456');
    expect((await list(teacher)).code).toBe(10003);
    expect((await remove(teacher, { id: 1, reason: 'x' })).code).toBe(10003);
  });
});

/** True when no row of another school shows up for 10002's administrator. */
function ids10002(rows: BlacklistRow[]): boolean {
  return rows.every((r) => !pool.some((p) => p.userId === r.userId));
}

describe('GET /index/user/credit/list', () => {
  it('ranks the lowest credit first with the no-show count, at most 10', async () => {
    const [, , , d, e] = pool;
    for (let i = 0; i < 2; i++) {
      const id = await endedActivity(t, S, { absent: i === 0 ? [d.userId, e.userId] : [d.userId] });
      await t.db.transaction().execute((trx) => applyNoShows(trx, S, id));
    }
    const env = await credit(admin);
    expect(env.code).toBe(0);
    expect(env.data.length).toBeLessThanOrEqual(10);
    const mine = env.data.filter((r) => r.userCode === d.code || r.userCode === e.code);
    expect(mine).toEqual([
      { userName: d.name, userCode: d.code, credit: '90.00', unFaithNumdo: 2 },
      { userName: e.name, userCode: e.code, credit: '95.00', unFaithNumdo: 1 },
    ]);
    const credits = env.data.map((r) => Number(r.credit));
    expect([...credits].sort((x, y) => x - y)).toEqual(credits);
    expect(env.data.every((r) => Number(r.credit) < 100 || r.unFaithNumdo > 0)).toBe(true);
  });

  it('follows the data scope and the school, and needs the dashboard module', async () => {
    const cs = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('name', '=', '计算机学院').executeTakeFirstOrThrow();
    const clean = await cleanStudents(t, S, 60, 60);
    const colleges = await t.db.selectFrom('students').select(['userId', 'collegeId']).where('userId', 'in', clean.map((c) => c.userId)).execute();
    const collegeOf = new Map(colleges.map((r) => [r.userId, r.collegeId]));
    const inside = clean.find((c) => collegeOf.get(c.userId) === cs.id)!;
    const outside = clean.find((c) => collegeOf.get(c.userId) !== cs.id)!;
    for (let i = 0; i < 3; i++) {
      const id = await endedActivity(t, S, { absent: [inside.userId, outside.userId] });
      await t.db.transaction().execute((trx) => applyNoShows(trx, S, id));
    }
    const adminCodes = (await credit(admin)).data.map((r) => r.userCode);
    expect(adminCodes).toEqual(expect.arrayContaining([inside.code, outside.code]));
    const college = await signIn(t, S, 'c1001', 'College@123456');
    const codes = (await credit(college)).data.map((r) => r.userCode);
    expect(codes).toContain(inside.code);
    expect(codes).not.toContain(outside.code);
    expect((await credit(admin2)).data.every((r) => !clean.some((p) => p.code === r.userCode))).toBe(true);
    expect((await credit(await sessionFor(t, S, pool[7].userId))).code).toBe(10003);
  });
});
