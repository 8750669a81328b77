/**
 * GET /school/students (spec §3 student list row, §7, §9 paging; DESIGN.md §4 tenant isolation):
 * paging and clamping, filters, the row shape, and that a school only ever sees its own students.
 */
import { describe, expect, it } from 'vitest';
import type { StudentRow } from '../../common/api.js';
import type { Page } from '../../common/envelope.js';
import { call, fileAppAs } from './helpers.js';
import { studentsWithNames } from './student-helpers.js';

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');

const list = (params: object, token = admin) => call<Page<StudentRow>>(t, 'GET', '/school/students', params, token);

/** Codes of the school's students with a status, in student-number order (straight from the DB). */
async function codesInDb(schoolId: number, status = 1) {
  const rows = await t.db.selectFrom('students').select('code').where('schoolId', '=', schoolId).where('status', '=', status).orderBy('code').execute();
  return rows.map((r) => r.code);
}

describe('paging', () => {
  it('pages through every normal student in student-number order', async () => {
    const all = await codesInDb(10001);
    const first = await list({ current: 1, size: 20 });
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(all.length);
    expect(first.data.list.map((r) => r.code)).toEqual(all.slice(0, 20));
    const second = await list({ current: 2, size: 20 });
    expect(second.data.list.map((r) => r.code)).toEqual(all.slice(20, 40));
    const last = Math.ceil(all.length / 20);
    expect((await list({ current: last, size: 20 })).data.list.map((r) => r.code)).toEqual(all.slice((last - 1) * 20));
    expect((await list({ current: last + 1, size: 20 })).data.list).toEqual([]);
  });

  it('defaults to page 1 of 10 and clamps sizes to 10/20/30/40, never unbounded', async () => {
    const total = (await codesInDb(10001)).length;
    expect(total).toBeGreaterThan(40);
    const sizeOf = async (params: object) => (await list(params)).data.list.length;
    expect(await sizeOf({})).toBe(10);
    expect(await sizeOf({ size: 30 })).toBe(30);
    expect(await sizeOf({ size: 25 })).toBe(20);
    expect(await sizeOf({ size: 5 })).toBe(10);
    expect(await sizeOf({ size: 100000 })).toBe(40);
    expect(await sizeOf({ size: '40', current: '1' })).toBe(40);
    expect((await list({ current: 0, size: 10 })).data.list.map((r) => r.code)).toEqual((await list({ current: 1, size: 10 })).data.list.map((r) => r.code));
    expect(await list({ size: 'all' })).toMatchObject({ code: 10002, msg: '参数错误: size 格式不正确' });
  });
});

describe('rows and filters', () => {
  it('returns the row fields of spec §3 with names resolved and totals as 2-decimal strings', async () => {
    const totals = (hours: string) => t.db.updateTable('students').set({ credit: 100, hours, score: 0 }).where('schoolId', '=', 10001).where('code', '=', '2021000001').execute();
    await totals('12.5');
    const [row] = (await list({ code: '2021000001' })).data.list;
    await totals('0');
    const db = await studentsWithNames(t).where('s.schoolId', '=', 10001).where('s.code', '=', '2021000001').executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: db.userId,
      name: db.name,
      code: '2021000001',
      gender: db.gender,
      politics: db.politics,
      campusName: db.campusName,
      collegeName: db.collegeName,
      majorName: db.majorName,
      grade: '2021',
      className: db.className,
      credit: '100.00',
      hours: '12.50',
      score: '0.00',
      status: 1,
      scoreReportModel: 1,
    });
    expect(row.className).toMatch(/^.+2101班$/);
  });

  it('filters by status (default 1), name, code, college, class and grade', async () => {
    const inactive = await codesInDb(10001, 0);
    expect((await list({ status: 0, size: 40 })).data).toMatchObject({ total: inactive.length });
    expect((await list({ status: '' })).data.total).toBe((await codesInDb(10001)).length);

    const someone = (await list({ current: 2, size: 10 })).data.list[3];
    const byName = (await list({ name: someone.name.slice(1), size: 40 })).data.list;
    expect(byName.map((r) => r.code)).toContain(someone.code);
    expect(byName.every((r) => r.name.includes(someone.name.slice(1)))).toBe(true);

    const college = await t.db.selectFrom('colleges').select(['id', 'name']).where('schoolId', '=', 10001).where('name', '=', '外国语学院').executeTakeFirstOrThrow();
    const byCollege = await list({ collegeId: college.id, size: 40 });
    const expectedInCollege = await t.db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n')).where('collegeId', '=', college.id).where('status', '=', 1).executeTakeFirstOrThrow();
    expect(byCollege.data.total).toBe(Number(expectedInCollege.n));
    expect(byCollege.data.list.every((r) => r.collegeName === '外国语学院')).toBe(true);

    const byGrade = (await list({ grade: '2023', size: 40 })).data.list;
    expect(byGrade.length).toBeGreaterThan(0);
    expect(byGrade.every((r) => r.grade === '2023' && r.code.startsWith('2023'))).toBe(true);

    expect((await list({ name: '%' })).data.total).toBe(0);
    expect((await list({ minHours: '1' })).data.total).toBe(0);
    expect((await list({ maxHours: '0' })).data.total).toBe((await codesInDb(10001)).length);
  });
});

describe('tenant isolation', () => {
  it('10002’s administrator sees exactly 10002’s students and none of 10001’s', async () => {
    const own = await codesInDb(10002);
    const env = await list({ size: 40 }, admin2);
    expect(env.data.total).toBe(own.length);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(own.length / 40); page++) seen.push(...(await list({ current: page, size: 40 }, admin2)).data.list.map((r) => r.code));
    expect(seen).toEqual(own);
    const theirs = new Set(await codesInDb(10001));
    expect(seen.some((c) => theirs.has(c))).toBe(false);
  });

  it('filtering by another school’s college, class or student number finds nothing', async () => {
    const college = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    const cls = await t.db.selectFrom('classes').select('id').where('schoolId', '=', 10001).executeTakeFirstOrThrow();
    expect((await list({ collegeId: college.id }, admin2)).data).toEqual({ list: [], total: 0 });
    expect((await list({ classId: cls.id }, admin2)).data).toEqual({ list: [], total: 0 });
    expect((await list({ code: '2021000001' }, admin2)).data).toEqual({ list: [], total: 0 });
  });
});
