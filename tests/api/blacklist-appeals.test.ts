/**
 * Blacklist appeals (issue 4; spec §4 "Blacklist appeals are approved (removed from the blacklist)
 * or rejected with a reason"): a student appeals only their own entry in force, one pending appeal
 * per entry; the audit task (source type 4) goes to the holders of the appeal-audit module; reject
 * needs an opinion; pass removes the entry ('申诉通过'); batches run in one transaction and name the
 * student on failure; history is recorded; an administrator's removal closes a pending appeal;
 * tenant isolation and permission refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppealItem, AppealRow, MyBlacklist } from '../../common/blacklist.js';
import type { Page } from '../../common/envelope.js';
import { appealAuditorIds } from '../../server/modules/blacklist/appeals.js';
import { isBlacklisted } from '../../server/modules/blacklist/integrity.js';
import { call, fileAppAs } from './helpers.js';
import { cleanStudents, entriesOf, sessionFor } from './blacklist-helpers.js';
import { grantOnly } from './structure-helpers.js';

const S = 10001;
type Student = { userId: number; code: string; name: string; token: string; entryId: number };
let A: Student, B: Student, C: Student, D: Student, E: Student;

const { t, admin, admin2, teacher: auditor } = await fileAppAs('admin', 'admin2', 'teacher');
beforeAll(async () => {
  const people = await cleanStudents(t, S, 5, 30);
  [A, B, C, D, E] = await Promise.all(
    people.map(async (p, i) => {
      const token = await sessionFor(t, S, p.userId);
      if (i === 3) return { ...p, token, entryId: 0 };
      const env = await call<{ id: number }>(t, 'POST', '/blacklist/add', { userId: p.userId, reason: '多次无故缺席' }, admin);
      expect(env.code).toBe(0);
      return { ...p, token, entryId: env.data.id };
    }),
  );
});

const my = (s: Student) => call<MyBlacklist>(t, 'GET', '/blacklist/my', {}, s.token);
const appeal = (s: Student, id = s.entryId, reason = '当天生病住院,有医院证明') => call<AppealItem>(t, 'POST', '/blacklist/appeal', { id, reason }, s.token);
const list = (token: string, params: object = {}) => call<Page<AppealRow>>(t, 'GET', '/blacklist/appeal/list', { current: 1, size: 40, ...params }, token);
const audit = (token: string, ids: number[], result: string, opinion?: string) => call<{ done: number }>(t, 'POST', '/blacklist/appeal/audit', { ids, result, opinion }, token);
const openTask = (appealId: number) =>
  t.db.selectFrom('auditTasks').selectAll().where('sourceType', '=', 4).where('relationId', '=', appealId).where('doneAt', 'is', null).executeTakeFirst();
const history = (appealId: number) =>
  t.db.selectFrom('auditRecords').select(['action', 'actorId', 'opinion']).where('sourceType', '=', 4).where('relationId', '=', appealId).orderBy('id').execute();
const userIdOf = async (username: string) => (await t.db.selectFrom('users').select('id').where('schoolId', '=', S).where('username', '=', username).executeTakeFirstOrThrow()).id;

describe('the student side', () => {
  it('shows a student only their own entry, and nothing to one who is not blacklisted', async () => {
    const env = await my(A);
    expect(env.code).toBe(0);
    expect(env.data.active).toMatchObject({ id: A.entryId, reason: '多次无故缺席', appealStatus: null, canAppeal: true });
    expect(env.data).toMatchObject({ appeals: [], credit: '100.00', noShowCount: 0 });
    expect((await my(D)).data).toMatchObject({ active: null, appeals: [] });
  });

  it("refuses an appeal of someone else's entry, a blank reason, and a second pending appeal", async () => {
    expect(await appeal(A, B.entryId)).toMatchObject({ code: 10002, msg: '黑名单记录不存在' });
    expect(await appeal(D, A.entryId)).toMatchObject({ code: 10002, msg: '黑名单记录不存在' });
    expect(await appeal(A, A.entryId, '  ')).toMatchObject({ code: 10002, msg: '请填写申诉理由' });
    const first = await appeal(A);
    expect(first).toMatchObject({ code: 0, data: { blacklistId: A.entryId, status: 1, statusName: '待审核' } });
    expect(await appeal(A)).toMatchObject({ code: 10002, msg: '该记录已有待审核的申诉,请耐心等待' });
    expect((await my(A)).data.active).toMatchObject({ appealStatus: 1, canAppeal: false });
  });

  it('opens an audit task of source type 4 for the holders of the appeal-audit module and records the appeal', async () => {
    const appealId = (await my(A)).data.appeals[0].id;
    const task = await openTask(appealId);
    expect(task).toMatchObject({ schoolId: S, stepNo: 1, stepCount: 1, stepName: '黑名单申诉审核', applicantId: A.userId, taskName: `${A.name}的黑名单申诉` });
    const expected = await appealAuditorIds(t.db, S);
    expect(task!.auditorIds).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining([await userIdOf('admin'), await userIdOf('t1001')]));
    expect(expected).not.toContain(A.userId);
    expect(await history(appealId)).toEqual([{ action: 'appeal', actorId: A.userId, opinion: '当天生病住院,有医院证明' }]);
  });
});

describe('auditing appeals', () => {
  it('lists pending appeals with the student and the waiting time', async () => {
    const env = await list(auditor, { status: 1 });
    expect(env.code).toBe(0);
    const row = env.data.list.find((r) => r.userId === A.userId)!;
    expect(row).toMatchObject({ code: A.code, name: A.name, blacklistReason: '多次无故缺席', status: 1, auditorName: '' });
    expect(row.taskId).toBeGreaterThan(0);
    expect(row.waitTime).toMatch(/^已等待/);
  });

  it('requires an opinion to reject, then rejects: the entry stays and the student may appeal again', async () => {
    const appealId = (await my(A)).data.appeals[0].id;
    expect(await audit(auditor, [appealId], 'reject')).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    expect(await audit(auditor, [appealId], 'reject', '证明材料不足')).toEqual(expect.objectContaining({ code: 0, data: { done: 1 } }));
    const mine = (await my(A)).data;
    expect(mine.appeals[0]).toMatchObject({ id: appealId, status: 3, statusName: '已驳回', opinion: '证明材料不足' });
    expect(mine.active).toMatchObject({ id: A.entryId, appealStatus: 3, canAppeal: true });
    expect(await isBlacklisted(t.db, S, A.userId)).toBe(true);
    expect(await openTask(appealId)).toBeUndefined();
    expect((await history(appealId)).map((h) => [h.action, h.opinion])).toEqual([['appeal', '当天生病住院,有医院证明'], ['reject', '证明材料不足']]);
    expect(await audit(auditor, [appealId], 'pass')).toMatchObject({ code: 10002, msg: `${A.name}: 该申诉已处理` });
  });

  it('passes a batch in one transaction: both entries are removed with the reason 申诉通过', async () => {
    const a2 = (await appeal(A, A.entryId, '补充了医院证明')).data.id;
    const b1 = (await appeal(B)).data.id;
    expect(await audit(auditor, [a2, b1], 'pass', '情况属实')).toMatchObject({ code: 0, data: { done: 2 } });
    for (const s of [A, B]) {
      const [entry] = await entriesOf(t, s.userId);
      expect(entry).toMatchObject({ removedReason: '申诉通过', removedBy: await userIdOf('t1001') });
      expect(await isBlacklisted(t.db, S, s.userId)).toBe(false);
      expect((await my(s)).data.active).toBeNull();
    }
    expect((await list(admin, { status: 2 })).data.list.map((r) => r.id)).toEqual(expect.arrayContaining([a2, b1]));
    expect((await list(admin, { status: 2 })).data.list.find((r) => r.id === b1)).toMatchObject({ auditorName: '王建国', opinion: '情况属实' });
  });

  it('rolls the whole batch back when one appeal fails, naming its student', async () => {
    const c1 = (await appeal(C)).data.id;
    const doneA = (await my(A)).data.appeals[0].id;
    expect(await audit(auditor, [c1, doneA], 'pass')).toMatchObject({ code: 10002, msg: `${A.name}: 该申诉已处理` });
    expect((await my(C)).data.active).toMatchObject({ appealStatus: 1 });
    expect(await openTask(c1)).toBeDefined();
    expect(await isBlacklisted(t.db, S, C.userId)).toBe(true);
  });

  it('closes a pending appeal when an administrator removes the entry', async () => {
    const c1 = (await my(C)).data.appeals[0].id;
    expect(await call(t, 'POST', '/blacklist/remove', { id: C.entryId, reason: '核实后误录' }, admin)).toMatchObject({ code: 0 });
    expect((await my(C)).data.appeals[0]).toMatchObject({ id: c1, status: 2 });
    expect(await openTask(c1)).toBeUndefined();
    expect((await history(c1)).map((h) => h.action)).toEqual(['appeal', 'withdraw']);
  });
});

describe('refusals', () => {
  it('keeps schools apart: another school neither lists nor audits the appeal', async () => {
    const e1 = (await appeal(E)).data.id;
    expect((await list(admin2)).data.list.map((r) => r.id)).not.toContain(e1);
    expect(await audit(admin2, [e1], 'pass')).toMatchObject({ code: 10002, msg: '申诉不存在' });
    expect(await openTask(e1)).toBeDefined();
  });

  it('refuses students and staff without the appeal-audit module (10003)', async () => {
    const e1 = (await my(E)).data.appeals[0].id;
    expect((await list(E.token)).code).toBe(10003);
    expect((await audit(E.token, [e1], 'pass')).code).toBe(10003);
    expect((await call(t, 'POST', '/blacklist/appeal', { id: E.entryId, reason: 'x' }, admin)).code).toBe(10003);
    await grantOnly(t, S, 't1002', ['/communist/activity']);
    const other = await sessionFor(t, S, await userIdOf('t1002'));
    expect((await list(other)).code).toBe(10003);
    expect((await audit(other, [e1], 'pass')).code).toBe(10003);
  });

  it('refuses a holder of the module who is not among the task\'s auditors and lacks the whole-school scope', async () => {
    const e1 = (await my(E)).data.appeals[0].id;
    const roleId = await grantOnly(t, S, 't1003', ['/proceeding/wait/blacklist/apply/auditing']);
    await t.db.updateTable('roles').set({ dataScope: 3 }).where('id', '=', roleId).execute();
    const late = await sessionFor(t, S, await userIdOf('t1003'));
    // The organisation scope of someone leading nothing sees no student's appeal.
    expect(await audit(late, [e1], 'pass')).toMatchObject({ code: 10002, msg: '申诉不存在' });
    // A college scope holding the student's college: in scope, but not an auditor of the task.
    const college = await t.db.selectFrom('students').select('collegeId').where('userId', '=', E.userId).executeTakeFirstOrThrow();
    await t.db.updateTable('roles').set({ dataScope: 2, scopeCollegeId: college.collegeId }).where('id', '=', roleId).execute();
    expect(await audit(late, [e1], 'pass')).toMatchObject({ code: 10003, msg: `${E.name}: 您不是当前步骤的审核人` });
    await t.db.updateTable('roles').set({ dataScope: 1 }).where('id', '=', roleId).execute();
    // With the whole-school scope they may act even though the task predates their role.
    expect(await audit(late, [e1], 'pass')).toMatchObject({ code: 0, data: { done: 1 } });
  });
});
