/**
 * The hours ledger (DESIGN.md §4; spec §1 hours rule): idempotent grants (twice, and a retry after
 * a failed transaction), term caps (campus culture 30 per term, summer practice 20), requested and
 * granted hours kept, postgraduates without credit, corrections as new rows, the students' totals
 * in the same transaction and in GET /school/students, GET /hours/student/classify with tenant
 * isolation and permission refusal.
 */
import { describe, expect, it } from 'vitest';
import type { StudentRow } from '../../common/api.js';
import type { ClassifyAchievement } from '../../common/classify.js';
import type { Page } from '../../common/envelope.js';
import { correctHours, grantHours, type GrantInput } from '../../server/modules/hours/ledger.js';
import { LedgerSource } from '../../common/ledger.js';
import { fileAppAs, signInAs } from './helpers.js';
import { fail, grantOnly, ok } from './structure-helpers.js';

const S = 10001;

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');
const students = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', S).orderBy('userId').offset(10).limit(12).execute();

async function classifyId(name: string, schoolId = S) {
  return (await t.db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}
async function termId(name: string) {
  return (await t.db.selectFrom('terms').select('id').where('schoolId', '=', S).where('name', '=', name).executeTakeFirstOrThrow()).id;
}
const grant = (input: Omit<GrantInput, 'schoolId' | 'issuedBy'>) => t.db.transaction().execute((trx) => grantHours(trx, { schoolId: S, issuedBy: null, ...input }));
/** One student's grant of `hours` from the source `relationId` (an activity unless `sourceType` says otherwise). */
const grantOne = (userId: number, relationId: number, classifyId: number, termId: number, hours: number | string, sourceType: GrantInput['sourceType'] = LedgerSource.ACTIVITY) =>
  grant({ sourceType, relationId, classifyId, termId, grants: [{ userId, hours }] });
const ledger = (userId: number) => t.db.selectFrom('hoursLedger').selectAll().where('schoolId', '=', S).where('userId', '=', userId).orderBy('id').execute();
async function totals(userId: number) {
  const r = await t.db.selectFrom('students').select(['hours', 'score']).where('userId', '=', userId).executeTakeFirstOrThrow();
  return { hours: Number(r.hours), score: Number(r.score) };
}

describe('grantHours', () => {
  it('is idempotent: issuing twice writes one row per student and counts hours once', async () => {
    const [a, b, c] = students;
    const input = { sourceType: LedgerSource.ACTIVITY, relationId: 101, classifyId: await classifyId('志愿服务'), termId: await termId('2023-2024学年第一学期'), grants: [a, b, c].map((s) => ({ userId: s.userId, hours: '6.5' })) } as const;
    expect(await grant(input)).toEqual({ granted: 3, alreadyIssued: 0, capped: 0 });
    expect(await grant(input)).toEqual({ granted: 0, alreadyIssued: 3, capped: 0 });
    for (const s of [a, b, c]) {
      expect((await ledger(s.userId)).map((r) => [r.sourceType, Number(r.relationId), r.grantedHours])).toEqual([[1, 101, '6.50']]);
      expect((await totals(s.userId)).hours).toBe(6.5);
    }
  });

  it('leaves nothing behind when the surrounding transaction fails, and a retry grants once', async () => {
    const [, , , d, e] = students;
    const input = { sourceType: LedgerSource.ACTIVITY, relationId: 102, classifyId: await classifyId('志愿服务'), termId: await termId('2023-2024学年第一学期'), grants: [d, e].map((s) => ({ userId: s.userId, hours: 4 })) } as const;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await grantHours(trx, { schoolId: S, issuedBy: null, ...input });
        throw new Error('report approval failed after the grant');
      }),
    ).rejects.toThrow('report approval failed');
    expect(await ledger(d.userId)).toEqual([]);
    expect((await totals(d.userId)).hours).toBe(0);
    expect(await grant(input)).toEqual({ granted: 2, alreadyIssued: 0, capped: 0 });
    expect(await grant(input)).toEqual({ granted: 0, alreadyIssued: 2, capped: 0 });
    expect((await ledger(e.userId)).length).toBe(1);
    expect((await totals(e.userId)).hours).toBe(4);
  });

  it('caps campus culture at 30 hours per term, keeping requested and granted hours', async () => {
    const s = students[5];
    const [culture, lectures] = await Promise.all(['校园文化', '讲座报告'].map((name) => classifyId(name)));
    const term = await termId('2023-2024学年第二学期');
    expect(await grantOne(s.userId, 201, culture, term, 20)).toEqual({ granted: 1, alreadyIssued: 0, capped: 0 });
    // Another category of the same cap group shares the cap.
    expect(await grantOne(s.userId, 202, lectures, term, 15)).toEqual({ granted: 1, alreadyIssued: 0, capped: 1 });
    expect(await grantOne(s.userId, 203, culture, term, 3, LedgerSource.DECLARATION)).toEqual({ granted: 1, alreadyIssued: 0, capped: 1 });
    // A new term starts from zero.
    await grantOne(s.userId, 204, culture, await termId('2024-2025学年第一学期'), 12);
    expect((await ledger(s.userId)).map((r) => [r.requestedHours, r.grantedHours])).toEqual([['20.00', '20.00'], ['15.00', '10.00'], ['3.00', '0.00'], ['12.00', '12.00']]);
    expect((await totals(s.userId)).hours).toBe(42);
  });

  it('caps summer and winter social practice at 20 per term; regular-term practice is uncapped', async () => {
    const s = students[6];
    const practice = await classifyId('暑期社会实践');
    const [summer, winter, regular] = await Promise.all(['2023-2024学年暑期', '2023-2024学年寒假', '2022-2023学年第一学期'].map(termId));
    await grantOne(s.userId, 301, practice, summer, 15);
    expect(await grantOne(s.userId, 302, practice, summer, '7.25')).toMatchObject({ capped: 1 });
    await grantOne(s.userId, 303, practice, winter, 25);
    await grantOne(s.userId, 304, practice, regular, 45);
    expect((await ledger(s.userId)).map((r) => r.grantedHours)).toEqual(['15.00', '5.00', '20.00', '45.00']);
    expect((await totals(s.userId)).hours).toBe(85);
  });

  it('stays within the cap when grants to one student run concurrently', async () => {
    const s = students[7];
    const culture = await classifyId('文体竞赛');
    const term = await termId('2022-2023学年第二学期');
    await Promise.all([401, 402, 403, 404].map((relationId) => grantOne(s.userId, relationId, culture, term, 10)));
    const rows = await ledger(s.userId);
    expect(rows.length).toBe(4);
    expect(rows.reduce((n, r) => n + Number(r.grantedHours), 0)).toBe(30);
    expect(rows.every((r) => r.requestedHours === '10.00')).toBe(true);
  });

  it('records postgraduates without credit; others get the credits once every requirement is met (issue 13)', async () => {
    const [pg, ug] = [students[8], students[9]];
    await t.db.updateTable('students').set({ isPostgraduate: true }).where('userId', '=', pg.userId).execute();
    const input = { sourceType: LedgerSource.IMPORT, relationId: 501, classifyId: await classifyId('社会调研'), termId: await termId('2022-2023学年第一学期'), grants: [pg, ug].map((s) => ({ userId: s.userId, hours: 210 })) } as const;
    await grant(input);
    expect((await ledger(pg.userId)).map((r) => r.creditCounted)).toEqual([false]);
    expect((await ledger(ug.userId)).map((r) => r.creditCounted)).toEqual([true]);
    expect(await totals(pg.userId)).toEqual({ hours: 210, score: 0 });
    // 210 hours, all social practice: the total is reached but not the 80 campus hours, so no credit.
    expect(await totals(ug.userId)).toEqual({ hours: 210, score: 0 });
    await grant({ sourceType: LedgerSource.IMPORT, relationId: 502, classifyId: await classifyId('理论学习'), termId: null, grants: [pg, ug].map((s) => ({ userId: s.userId, hours: 80 })) });
    expect(await totals(ug.userId)).toEqual({ hours: 290, score: 2 });
    expect(await totals(pg.userId)).toEqual({ hours: 290, score: 0 });
    const met = await t.db.selectFrom('students').select(['userId', 'ruleMet']).where('userId', 'in', [pg.userId, ug.userId]).execute();
    expect(Object.fromEntries(met.map((r) => [r.userId, r.ruleMet]))).toEqual({ [pg.userId]: false, [ug.userId]: true });
  });

  it('refuses unknown students, categories and terms of another school, and duplicates', async () => {
    const other = await t.db.selectFrom('students').select('userId').where('schoolId', '=', 10002).executeTakeFirstOrThrow();
    const base = { sourceType: LedgerSource.ACTIVITY, relationId: 601, classifyId: await classifyId('志愿服务'), termId: await termId('2023-2024学年第一学期') } as const;
    await expect(grant({ ...base, grants: [{ userId: other.userId, hours: 1 }] })).rejects.toThrow('学生不存在');
    await expect(grant({ ...base, classifyId: await classifyId('志愿服务', 10002), grants: [{ userId: students[0].userId, hours: 1 }] })).rejects.toThrow('分类不存在');
    await expect(grant({ ...base, grants: [{ userId: students[0].userId, hours: 1 }, { userId: students[0].userId, hours: 2 }] })).rejects.toThrow('同一学生只能出现一次');
    expect(await t.db.selectFrom('hoursLedger').select('id').where('relationId', '=', 601).execute()).toEqual([]);
  });
});

describe('correctHours', () => {
  it('adds a correction row with its reason and never changes the original row', async () => {
    const s = students[0];
    const before = await ledger(s.userId);
    const volunteer = await classifyId('志愿服务');
    await t.db.transaction().execute((trx) => correctHours(trx, { schoolId: S, issuedBy: null, userId: s.userId, classifyId: volunteer, termId: null, delta: '-1.5', reason: '重复登记,扣回' }));
    const after = await ledger(s.userId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ sourceType: 3, grantedHours: '-1.50', requestedHours: '-1.50', reason: '重复登记,扣回' });
    expect((await totals(s.userId)).hours).toBe(5);
    const correct = (delta: string, reason: string) => t.db.transaction().execute((trx) => correctHours(trx, { schoolId: S, issuedBy: null, userId: s.userId, classifyId: volunteer, termId: null, delta, reason }));
    await expect(correct('2', '  ')).rejects.toThrow('reason 不能为空');
    await expect(correct('-50', '扣过头')).rejects.toThrow('更正后学时不能为负数');
    expect((await ledger(s.userId)).length).toBe(after.length);
  });
});

describe('totals on the wire', () => {
  it('shows the granted hours in GET /school/students', async () => {
    const s = students[5];
    const page = await ok<Page<StudentRow>>(t, 'GET', '/school/students', { current: 1, size: 10, code: s.code }, admin);
    const row = page.list.find((r) => r.code === s.code)!;
    expect(Number(row.hours)).toBe((await totals(s.userId)).hours);
    expect(Number(row.hours)).toBe(42);
  });

  it('GET /hours/student/classify sums the ledger per module with the warning values', async () => {
    const s = students[5];
    const list = await ok<ClassifyAchievement[]>(t, 'GET', '/hours/student/classify', { userId: s.userId }, admin);
    expect(list.map((r) => r.classifyName)).toEqual(['思想素养', '创新创业', '技能特长', '社会实践', '志愿公益', '文化活动', '成长记录']);
    expect(list.find((r) => r.classifyName === '文化活动')).toMatchObject({ classifyHours: '42.00', minHours: '30.00' });
    expect(list.filter((r) => r.classifyName !== '文化活动').every((r) => r.classifyHours === '0.00')).toBe(true);
    const a = students[0];
    const own = await ok<ClassifyAchievement[]>(t, 'GET', '/hours/student/classify', { userId: a.userId }, admin);
    expect(own.find((r) => r.classifyName === '志愿公益')!.classifyHours).toBe('5.00');
  });

  it('keeps schools apart and refuses staff without the student list module or outside their scope', async () => {
    const s = students[5];
    expect(await fail(t, 'GET', '/hours/student/classify', { userId: s.userId }, admin2)).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect(await fail(t, 'GET', '/hours/student/classify', { userId: 'abc' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: userId 格式不正确' });
    const student = await signInAs(t, 'student');
    expect((await fail(t, 'GET', '/hours/student/classify', { userId: s.userId }, student)).code).toBe(10003);
    await grantOnly(t, S, 't1001', ['/system/classify']);
    const teacher = await signInAs(t, 'teacher');
    expect((await fail(t, 'GET', '/hours/student/classify', { userId: s.userId }, teacher)).code).toBe(10003);
    // With the module but a college scope that does not hold the student's college.
    const { collegeId } = await t.db.selectFrom('students').select('collegeId').where('userId', '=', s.userId).executeTakeFirstOrThrow();
    const otherCollege = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', collegeId!).executeTakeFirstOrThrow();
    const roleId = await grantOnly(t, S, 't1001', ['/usermng/student/list']);
    await t.db.updateTable('roles').set({ dataScope: 2, scopeCollegeId: otherCollege.id }).where('id', '=', roleId).execute();
    expect(await fail(t, 'GET', '/hours/student/classify', { userId: s.userId }, teacher)).toMatchObject({ code: 10003, msg: '暂无权限！该学生不在您的数据范围内' });
    await t.db.updateTable('roles').set({ scopeCollegeId: collegeId }).where('id', '=', roleId).execute();
    expect((await ok<ClassifyAchievement[]>(t, 'GET', '/hours/student/classify', { userId: s.userId }, teacher)).length).toBe(7);
  });
});
