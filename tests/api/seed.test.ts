/**
 * The demo data (issue 2): realistic structure, about 2,000 valid students at 10001 and 200 at
 * 10002, the demo accounts, and a re-seed that is idempotent, deterministic and leaves other
 * schools alone. The start-up's data work (prepareData) seeds only an empty database and recomputes
 * the verdicts of schools a migration marked stale.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { birthdayFromId, genderFromId, isValidResidentId } from '../../common/validators/idcard.js';
import { isValidPhone } from '../../common/validators/phone.js';
import { prepareData, seedDemo } from '../../server/seed/index.js';
import { fileApp, signIn } from './helpers.js';

let firstRun: Awaited<ReturnType<typeof seedDemo>>;
const t = await fileApp();
beforeAll(async () => {
  await t.db.insertInto('schools').values({ id: 10099, name: '其他学校', firstLetter: 'Q' }).execute();
  firstRun = await seedDemo(t.db);
}, 60_000);

const count = async (table: 'students' | 'users' | 'colleges' | 'majors' | 'classes' | 'campuses', schoolId: number) =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', schoolId).executeTakeFirstOrThrow()).n);

describe('demo data', () => {
  it('has the sizes of issue 2', async () => {
    expect(await count('students', 10001)).toBe(2000);
    expect(await count('students', 10002)).toBe(200);
    expect(await count('campuses', 10001)).toBe(2);
    // 8 colleges; issue 3's seed adds sub-departments below some of them (the 院系 tree).
    const topColleges = await t.db.selectFrom('colleges').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', 10001).where('parentId', 'is', null).executeTakeFirstOrThrow();
    expect(Number(topColleges.n)).toBe(8);
    const majors = await count('majors', 10001);
    expect(majors).toBeGreaterThanOrEqual(16);
    expect(majors).toBeLessThanOrEqual(32);
    expect(await count('classes', 10001)).toBeGreaterThanOrEqual(majors * 4);
    expect(firstRun).toEqual({ schools: 2, students: 2200, staff: firstRun.staff });
  });

  it('gives every student a valid resident ID matching their birthday, gender and grade', async () => {
    const rows = await t.db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.code', 's.idNumber', 's.birthday', 's.grade', 'u.gender', 'u.name', 'u.mobile', 's.politics'])
      .execute();
    expect(rows.length).toBe(2200);
    expect(new Set(rows.map((r) => r.idNumber)).size).toBe(rows.length);
    for (const r of rows) {
      expect(isValidResidentId(r.idNumber!), r.idNumber!).toBe(true);
      expect(birthdayFromId(r.idNumber!)).toBe(r.birthday);
      expect(genderFromId(r.idNumber!)).toBe(r.gender);
      const age = Number(r.grade) - Number(r.birthday!.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(17);
      expect(age).toBeLessThanOrEqual(19);
      expect(r.code.startsWith(r.grade!)).toBe(true);
      expect(r.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      if (r.mobile) expect(isValidPhone(r.mobile)).toBe(true);
      expect([0, 1, 2, 3, 4]).toContain(r.politics);
    }
    const mobiles = rows.map((r) => r.mobile).filter(Boolean);
    expect(new Set(mobiles).size).toBe(mobiles.length);
  });

  it('names classes after their major and grade, e.g. 计算机科学与技术2101班', async () => {
    const classes = await t.db.selectFrom('classes as c').innerJoin('majors as m', 'm.id', 'c.majorId').select(['c.name', 'c.grade', 'm.name as major']).where('c.schoolId', '=', 10001).execute();
    expect(classes.map((c) => c.name)).toContain('计算机科学与技术2101班');
    for (const c of classes) expect(c.name).toMatch(new RegExp(`^${c.major}${c.grade.slice(2)}0[12]班$`));
  });

  it('has the demo accounts of the README', async () => {
    const user = (schoolId: number, username: string) =>
      t.db.selectFrom('users').selectAll().where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirstOrThrow();
    expect(await user(10001, 'admin')).toMatchObject({ isAdmin: 1, identity: 0, mobile: '13900000000' });
    expect(await user(10001, 't1001')).toMatchObject({ isAdmin: 0, identity: 0 });
    expect(await user(10001, '2021000001')).toMatchObject({ identity: 2, modL: 1, mobile: '13800000001' });
    expect(await user(10001, '2021000002')).toMatchObject({ identity: 2, modL: 0 });
    expect(await user(10002, 'admin')).toMatchObject({ isAdmin: 1 });
    await signIn(t, 10001, 'admin', 'Admin@123456');
    await signIn(t, 10001, 't1001', 'Teacher@123456');
    await signIn(t, 10001, '2021000001', 'Student@123456');
    await signIn(t, 10001, '2021000002', 'Student@123456');
    await signIn(t, 10002, 'admin', 'Admin@123456');
  });

  it('re-seeding gives the same data and leaves other schools alone', async () => {
    const snapshot = () =>
      t.db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').select(['s.code', 'u.name', 's.idNumber', 'u.mobile']).orderBy('s.schoolId').orderBy('s.code').execute();
    const before = await snapshot();
    const again = await seedDemo(t.db);
    expect(again).toEqual(firstRun);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.selectFrom('schools').select('name').where('id', '=', 10099).executeTakeFirst()).toEqual({ name: '其他学校' });
  }, 60_000);
});

describe('prepareData (start-up)', () => {
  const stale = async () => (await t.db.selectFrom('schools').select('id').where('verdictsStale', '=', true).orderBy('id').execute()).map((r) => r.id);

  it('does not seed a database with schools, and recomputes only the verdicts marked stale', async () => {
    // The seed stores its schools' verdicts; the school inserted beside it is still marked.
    expect(await stale()).toEqual([10099]);
    expect(await prepareData(t.db)).toEqual({ seeded: null, refreshed: 1 });
    expect(await stale()).toEqual([]);

    const student = await t.db.selectFrom('students').select(['userId', 'score', 'ruleMet']).where('schoolId', '=', 10002).orderBy('userId').executeTakeFirstOrThrow();
    await t.db.updateTable('students').set({ score: '999', ruleMet: !student.ruleMet }).where('userId', '=', student.userId).execute();
    await t.db.updateTable('schools').set({ verdictsStale: true }).where('id', '=', 10002).execute();
    expect(await prepareData(t.db)).toEqual({ seeded: null, refreshed: 1 });
    const after = await t.db.selectFrom('students').select(['userId', 'score', 'ruleMet']).where('userId', '=', student.userId).executeTakeFirstOrThrow();
    expect(after).toEqual(student);
    expect(await stale()).toEqual([]);
  }, 60_000);
});
