/**
 * The timetable demo of 示范大学 (server/seed/timetables.ts): a week of classes for the first demo
 * students and t1001 in the term of the clock, odd/even weeks included, shown by the student's
 * /timetable/mine and counted by the clash check; none elsewhere (written again: seed-twice.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ClashResult, TimetableWeek } from '../../common/timetables.js';
import { call, demoApp, signIn, signInAs } from './helpers.js';

const S = 10001;
// Friday 2026-11-20, week 12 of 2026-2027学年第一学期 (week 1 holds Tuesday 2026-09-01).
const NOW = new Date('2026-11-20T06:30:00Z');
const { t } = await demoApp(NOW);
const termId = (await t.db.selectFrom('terms').select('id').where('schoolId', '=', S).where('name', '=', '2026-2027学年第一学期').executeTakeFirstOrThrow()).id;
const count = async (schoolId: number) => (await t.db.selectFrom('timetableEntries').select('id').where('schoolId', '=', schoolId).execute()).length;

describe('the timetable demo', () => {
  it('gives the demo student a week of classes, without the odd-week ones in an even week', async () => {
    const token = await signIn(t, S, '2021000001', 'Student@123456');
    const mine = (await call<TimetableWeek>(t, 'GET', '/timetable/mine', { termId, week: 12 }, token)).data;
    const courses = mine.entries.map((e) => e.courseName);
    expect(courses).toContain('高等数学');
    expect(courses).toContain('程序设计基础');
    expect(courses).not.toContain('线性代数');
    expect((await call<TimetableWeek>(t, 'GET', '/timetable/mine', { termId, week: 11 }, token)).data.entries.map((e) => e.courseName)).toContain('线性代数');
  });

  it('makes the clash check count the demo students on Monday morning', async () => {
    const admin = await signInAs(t, 'admin');
    const r = (await call<ClashResult>(t, 'POST', '/timetable/clash', { startTime: '2026-11-16 08:30', endTime: '2026-11-16 09:00' }, admin)).data;
    // Every demo student with classes and in normal status (the eligible ones) has 高等数学 then.
    const normal = await t.db.selectFrom('students').select('userId').where('schoolId', '=', S).where('status', '=', 1).where('code', 'in', ['2021000001', '2021000002', '2021000003', '2021000004', '2021000005', '2021000006']).execute();
    expect(r.basis).toBe('eligible');
    expect(r.count).toBe(normal.length);
    expect(r.count).toBeGreaterThanOrEqual(4);
  });

  it('writes nothing for other schools', async () => {
    expect(await count(S)).toBeGreaterThan(40);
    expect(await count(10002)).toBe(0);
  });
});
