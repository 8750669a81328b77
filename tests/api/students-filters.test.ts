/**
 * GET /school/students, issue 3 (spec §7 every parameter, §3 row, §9 paging; DESIGN.md §4 tenant
 * isolation; §5 permissions): each filter on its own and combined, the totals columns, paging
 * bounds, validation errors and refusals. Expected rows are computed from the database.
 */
import { describe, expect, it } from 'vitest';
import type { StudentRow } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import { call, fileAppAs, signInAs } from './helpers.js';

const { t, admin, teacher, student } = await fileAppAs('admin', 'teacher', 'student');

const list = (params: object, token = admin) => call<Page<StudentRow>>(t, 'GET', '/school/students', params, token);

/** Every matching code over all pages (size 40). */
async function allCodes(params: object, token = admin): Promise<string[]> {
  const first = await list({ ...params, size: 40, current: 1 }, token);
  expect(first.code).toBe(0);
  const codes = first.data.list.map((r) => r.code);
  for (let page = 2; page <= Math.ceil(first.data.total / 40); page++) codes.push(...(await list({ ...params, size: 40, current: page }, token)).data.list.map((r) => r.code));
  expect(codes.length).toBe(first.data.total);
  return codes;
}

/** Codes of 10001 students matching a DB predicate, in student-number order. */
async function expected(where: (q: any) => any): Promise<string[]> {
  const rows = await where(
    t.db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select('s.code')
      .where('s.schoolId', '=', 10001),
  )
    .orderBy('s.code')
    .execute();
  return rows.map((r: { code: string }) => r.code);
}

const sample = async () =>
  t.db.selectFrom('students').selectAll().where('schoolId', '=', 10001).where('status', '=', 1).orderBy('code').offset(37).limit(1).executeTakeFirstOrThrow();

describe('each §7 filter', () => {
  it('campusId, collegeId, majorId, classId and grade each select exactly the matching normal students', async () => {
    const s = await sample();
    for (const [key, value] of [['campusId', s.campusId], ['collegeId', s.collegeId], ['majorId', s.majorId], ['classId', s.classId], ['grade', s.grade]] as const) {
      const column = `s.${key}` as const;
      const want = await expected((q) => q.where(column, '=', value).where('s.status', '=', 1));
      expect(want.length, key).toBeGreaterThan(0);
      expect(await allCodes({ [key]: value }), key).toEqual(want);
    }
  });

  it('combines college, major and grade with AND', async () => {
    const s = await sample();
    const want = await expected((q) => q.where('s.collegeId', '=', s.collegeId).where('s.majorId', '=', s.majorId).where('s.grade', '=', s.grade).where('s.status', '=', 1));
    expect(await allCodes({ collegeId: s.collegeId, majorId: s.majorId, grade: s.grade })).toEqual(want);
    // A major of another college: nothing.
    const other = await t.db.selectFrom('majors').select('id').where('schoolId', '=', 10001).where('collegeId', '!=', s.collegeId!).executeTakeFirstOrThrow();
    expect((await list({ collegeId: s.collegeId, majorId: other.id })).data).toEqual({ list: [], total: 0 });
  });

  it('name is a contains match; code is a prefix (or exact) match; wildcards are literal', async () => {
    const s = await sample();
    const user = await t.db.selectFrom('users').select('name').where('id', '=', s.userId).executeTakeFirstOrThrow();
    const part = user.name.slice(-1);
    expect(await allCodes({ name: part })).toEqual(await expected((q) => q.where('u.name', 'like', `%${part}%`).where('s.status', '=', 1)));
    expect((await list({ code: s.code })).data.list.map((r) => r.code)).toEqual([s.code]);
    const prefix = s.code.slice(0, 7);
    expect(await allCodes({ code: prefix })).toEqual(await expected((q) => q.where('s.code', 'like', `${prefix}%`).where('s.status', '=', 1)));
    // Not a contains match: the middle of a number finds nothing.
    expect((await list({ code: s.code.slice(3) })).data.total).toBe(0);
    expect((await list({ code: '2021_' })).data.total).toBe(0);
  });

  it('status defaults to 1 (正常) and selects any §3 status', async () => {
    await t.db.updateTable('students').set({ status: 3 }).where('schoolId', '=', 10001).where('code', 'in', ['2021000010', '2021000011']).execute();
    expect(await allCodes({ status: 3 })).toEqual(await expected((q) => q.where('s.status', '=', 3)));
    expect(await allCodes({ status: 3 })).toEqual(expect.arrayContaining(['2021000010', '2021000011']));
    expect(await allCodes({})).toEqual(await expected((q) => q.where('s.status', '=', 1)));
    expect(await list({ status: 7 })).toMatchObject({ code: 10002, msg: '参数错误: status 格式不正确' });
  });

  it('hours, credit and score ranges are inclusive and read the student totals', async () => {
    const codes = ['2022000003', '2022000004', '2022000005', '2022000006'];
    const totals = [
      { hours: '12.50', credit: '95.00', score: '1.50' },
      { hours: '30.00', credit: '80.00', score: '2.00' },
      { hours: '45.25', credit: '100.00', score: '3.25' },
      { hours: '200.00', credit: '60.00', score: '8.00' },
    ];
    for (const [i, code] of codes.entries())
      await t.db.updateTable('students').set({ ...totals[i], status: 1 }).where('schoolId', '=', 10001).where('code', '=', code).execute();
    expect(await allCodes({ minHours: '12.5', maxHours: '45.25' })).toEqual(codes.slice(0, 3));
    expect(await allCodes({ minHours: 30 })).toEqual(['2022000004', '2022000005', '2022000006']);
    expect(await allCodes({ minCredit: '80', maxCredit: '99' })).toEqual(['2022000003', '2022000004']);
    expect(await allCodes({ minScore: '2', maxScore: '3.25' })).toEqual(['2022000004', '2022000005']);
    expect(await allCodes({ minHours: 1, maxCredit: 90, minScore: 2 })).toEqual(['2022000004', '2022000006']);
    const [row] = (await list({ code: '2022000005' })).data.list;
    expect(row).toMatchObject({ hours: '45.25', credit: '100.00', score: '3.25' });
    expect(await list({ minHours: 'lots' })).toMatchObject({ code: 10002, msg: '参数错误: minHours 格式不正确' });
  });
});

describe('paging bounds and validation', () => {
  it('an empty page past the end, page sizes clamped, malformed ids refused with the field named', async () => {
    const { total } = (await list({})).data;
    expect((await list({ current: Math.ceil(total / 10) + 1 })).data).toEqual({ list: [], total });
    expect((await list({ size: 1000 })).data.list.length).toBe(40);
    expect(await list({ collegeId: 'abc' })).toMatchObject({ code: 10002, msg: '参数错误: collegeId 格式不正确' });
    expect(await list({ classId: -3 })).toMatchObject({ code: 10002, msg: '参数错误: classId 格式不正确' });
    expect(await list({ current: 'x' })).toMatchObject({ code: 10002, msg: '参数错误: current 格式不正确' });
  });
});

describe('permissions and tenant isolation', () => {
  it('a teacher with 学生列表 may list; a student may not (10003); no session is 10001', async () => {
    expect((await list({}, teacher)).code).toBe(0);
    expect(await list({}, student)).toMatchObject({ code: 10003 });
    expect(await call(t, 'GET', '/school/students', {}, null)).toMatchObject({ code: 10001 });
  });

  it('10002 sees its own students only, whatever the filter', async () => {
    const admin2 = await signInAs(t, 'admin2');
    const own = await t.db.selectFrom('students').select('code').where('schoolId', '=', 10002).where('status', '=', 1).orderBy('code').execute();
    expect(await allCodes({}, admin2)).toEqual(own.map((r) => r.code));
    const s = await sample();
    for (const filter of [{ majorId: s.majorId }, { campusId: s.campusId }, { grade: '2021', code: '2021000' }])
      expect((await list(filter, admin2)).data.list.every((r) => own.some((o) => o.code === r.code))).toBe(true);
  });
});
