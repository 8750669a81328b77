/**
 * Tiered warnings (issue 13 预警配置; spec §2 /system/classify/warn, /analysis/warning/list; §3 classify
 * achievement item): each warned student's level against the pace of their year (common/warningTiers.ts)
 * for several cohorts, requirement sets and hours at the thresholds; the level filter; the export's
 * 预警等级 column; the tiers in GET/POST /analysis/warning/settings with their validation and
 * refusals; the student's own GET /student/warning/level; another school's isolation; and, over the
 * whole demo, the SQL filter agreeing with the pure function for every student.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarningRow, WarningSettings } from '../../common/dashboard.js';
import type { Page } from '../../common/envelope.js';
import { toHundredths } from '../../common/hoursRules.js';
import { chinaToday } from '../../common/terms.js';
import { academicYearStart, expectedPace, paceHours, warningLevel, type StudentWarningLevel, type WarningTiers } from '../../common/warningTiers.js';
import { requirementContext, setForGrade } from '../../server/modules/hours/requirements.js';
import { makeStaff, makeStudents } from './activity-fixture.js';
import { grant, moduleIdOf } from './dashboard-helpers.js';
import { call, fileAppAs, makeApp, signInAs, type TestApp } from './helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

const S = 10001;
/** This academic year's entrants (computed like the server, so the file holds every year). */
const Y = academicYearStart(new Date());

let prefix: string;

/**
 * The students of this file: cohort, hours and the level and pace expected under the default tiers
 * (60 / 30). Cohort Y is under a set of its own (300 hours over 3 years: 100 in year 1); older
 * cohorts under the base set (200 over 3: 133.33 in year 2, 200 past year 3).
 */
const CASES = [
  { key: 'A', grade: String(Y), hours: '29.99', level: 'red', expected: '100.00' },
  { key: 'B', grade: String(Y), hours: '30.00', level: 'yellow', expected: '100.00' },
  { key: 'C', grade: String(Y), hours: '59.99', level: 'yellow', expected: '100.00' },
  { key: 'C2', grade: String(Y), hours: '60.00', level: null, expected: '100.00' },
  { key: 'D', grade: String(Y - 1), hours: '39.99', level: 'red', expected: '133.33' },
  { key: 'E', grade: String(Y - 1), hours: '40.00', level: 'yellow', expected: '133.33' },
  { key: 'F', grade: String(Y - 1), hours: '79.99', level: 'yellow', expected: '133.33' },
  { key: 'F2', grade: String(Y - 1), hours: '80.00', level: null, expected: '133.33' },
  { key: 'G', grade: String(Y - 5), hours: '119.99', level: 'yellow', expected: '200.00' },
  { key: 'H', grade: String(Y - 5), hours: '59.99', level: 'red', expected: '200.00' },
  { key: 'G2', grade: String(Y - 5), hours: '120.00', level: null, expected: '200.00' },
  // A postgraduate under a record-only set, and a student without a cohort: no pace, no level.
  { key: 'P', grade: String(Y - 1), hours: '0', level: null, expected: null, postgraduate: true },
  { key: 'N', grade: null, hours: '0', level: null, expected: null },
] as const;
type Key = (typeof CASES)[number]['key'];
const students = new Map<Key, { userId: number; code: string; token: string }>();
const codesOf = (keys: Key[]) => keys.map((k) => students.get(k)!.code).sort();

const list = async (params: object, token = admin) => {
  const env = await call<Page<WarningRow>>(t, 'GET', '/analysis/warning/list', { current: 1, size: 40, ...params }, token);
  expect(env.code, env.msg).toBe(0);
  return env.data;
};
const settings = async (token = admin) => {
  const env = await call<WarningSettings>(t, 'GET', '/analysis/warning/settings', {}, token);
  expect(env.code, env.msg).toBe(0);
  return env.data;
};
const postTiers = (tiers: unknown, token = admin) => call<WarningSettings>(t, 'POST', '/analysis/warning/settings', { tiers }, token);

const { t, admin } = await fileAppAs('admin');
beforeAll(async () => {
  await t.db
    .insertInto('hoursRequirementSets')
    .values({ schoolId: S, fromGrade: Y, requiredHours: '300', creditYears: 3, campusClassifyIds: '[]', socialPracticeClassifyIds: '[]', moduleMinimums: '[]' })
    .execute();
  const made = await makeStudents(t, S, CASES.length);
  prefix = made.length ? (await t.db.selectFrom('students').select('code').where('userId', '=', made[0].userId).executeTakeFirstOrThrow()).code.slice(0, 7) : '';
  const volunteering = await moduleIdOf(t, S, '志愿公益');
  for (const [i, c] of CASES.entries()) {
    const { userId, token } = made[i];
    const { code } = await t.db
      .updateTable('students')
      .set({ grade: c.grade, isPostgraduate: 'postgraduate' in c ? c.postgraduate : false })
      .where('userId', '=', userId)
      .returning('code')
      .executeTakeFirstOrThrow();
    students.set(c.key, { userId, code, token });
    if (toHundredths(c.hours) > 0) await grant(t, S, volunteering, 930_000 + i, [{ userId, hours: c.hours }]);
  }
});

describe('levels on the warning list', () => {
  it('gives each student the level and the pace of their year, under their cohort’s set', async () => {
    const page = await list({ code: prefix });
    // Everyone here is short of the requirement, so everyone is listed, with or without a level.
    expect(page.total).toBe(CASES.length);
    const byCode = new Map(page.list.map((r) => [r.code, r]));
    for (const c of CASES) {
      const row = byCode.get(students.get(c.key)!.code)!;
      expect([c.key, row.level, row.expectedHours], c.key).toEqual([c.key, c.level, c.expected]);
    }
    expect(byCode.get(students.get('A')!.code)).toMatchObject({ hours: '29.99', requiredHours: '300.00' });
  });

  it('keeps exactly one level when asked, alone or with the other filters', async () => {
    expect((await list({ code: prefix, level: 'red' })).list.map((r) => r.code).sort()).toEqual(codesOf(['A', 'D', 'H']));
    expect((await list({ code: prefix, level: 'yellow' })).list.map((r) => r.code).sort()).toEqual(codesOf(['B', 'C', 'E', 'F', 'G']));
    const redOfYear = await list({ code: prefix, level: 'red', grade: String(Y - 1) });
    expect([redOfYear.total, redOfYear.list.map((r) => r.code)]).toEqual([1, codesOf(['D'])]);
    // With a module: the students short in it that also have the level.
    const idea = await moduleIdOf(t, S, '思想素养');
    expect((await list({ code: prefix, level: 'yellow', classifyId: idea })).total).toBe(5);
  });

  it('refuses a level that is not red or yellow (10002 naming the field)', async () => {
    for (const level of ['orange', 'RED', 'yellowish', 3]) {
      const env = await call(t, 'GET', '/analysis/warning/list', { current: 1, size: 10, level }, admin);
      expect([env.code, env.msg], String(level)).toEqual([10002, '参数错误: level 格式不正确']);
      const exp = await call(t, 'GET', '/analysis/warning/export', { level }, admin);
      expect([exp.code, exp.msg]).toEqual([10002, '参数错误: level 格式不正确']);
    }
  });

  it('exports the level of each row in a 预警等级 column, with the level filter', async () => {
    const start = await call<{ id: string }>(t, 'GET', '/analysis/warning/export', { code: prefix }, admin);
    expect(start.code, start.msg).toBe(0);
    const job = await waitJob<{ rows: number }>(t, start.data.id, admin);
    expect(job).toMatchObject({ status: 'done', result: { rows: CASES.length } });
    const rows = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    const column = rows[0].indexOf('预警等级');
    expect(column).toBe(rows[0].length - 1);
    const label = { red: '红色预警', yellow: '黄色预警' } as const;
    const byCode = new Map(rows.slice(1).map((r) => [r[0], r[column] ?? '']));
    for (const c of CASES) expect([c.key, byCode.get(students.get(c.key)!.code)]).toEqual([c.key, c.level ? label[c.level] : '']);

    const red = await call<{ id: string }>(t, 'GET', '/analysis/warning/export', { code: prefix, level: 'red' }, admin);
    const redJob = await waitJob<{ rows: number }>(t, red.data.id, admin);
    const redRows = await readSheet((await getFile(t, '/jobs/download', { id: redJob.id }, admin)).rawPayload);
    expect(redRows.slice(1).map((r) => [r[0], r[column]]).sort()).toEqual(codesOf(['A', 'D', 'H']).map((c) => [c, '红色预警']));
  });
});

describe('the student’s own level', () => {
  it('is the list’s level, with the total, the pace, the year and the tiers', async () => {
    const env = await call<StudentWarningLevel>(t, 'GET', '/student/warning/level', {}, students.get('D')!.token);
    expect(env.code, env.msg).toBe(0);
    expect(env.data).toEqual({ level: 'red', expectedHours: '133.33', totalHours: '39.99', yearOfStudy: 2, creditYears: 3, yellowPercent: 60, redPercent: 30 });
    for (const c of CASES) {
      const mine = await call<StudentWarningLevel>(t, 'GET', '/student/warning/level', {}, students.get(c.key)!.token);
      expect([c.key, mine.data.level, mine.data.expectedHours]).toEqual([c.key, c.level, c.expected]);
    }
    const none = await call<StudentWarningLevel>(t, 'GET', '/student/warning/level', {}, students.get('N')!.token);
    expect(none.data).toMatchObject({ level: null, expectedHours: null, yearOfStudy: null, totalHours: '0.00' });
  });

  it('is for students only (10003 for staff)', async () => {
    const env = await call(t, 'GET', '/student/warning/level', {}, admin);
    expect([env.code, env.msg]).toEqual([10003, '仅限学生使用']);
    expect((await call(t, 'GET', '/student/warning/level', {}, null)).code).toBe(10001);
  });
});

describe('the tiers in the warning settings', () => {
  it('are 60 / 30 by default, with the paces of the cohorts now at school', async () => {
    const s = await settings();
    expect(s.tiers).toEqual({ yellowPercent: 60, redPercent: 30 });
    expect(s.paces.map((p) => [p.grade, p.yearOfStudy, p.requiredHours, p.expectedHours])).toEqual([
      [String(Y), 1, '300.00', '100.00'],
      [String(Y - 1), 2, '200.00', '133.33'],
      [String(Y - 2), 3, '200.00', '200.00'],
    ]);
  });

  it('refuse bad tiers naming the field, and change nothing', async () => {
    const before = await settings();
    const cases: [unknown, string][] = [
      [{ yellowPercent: 0, redPercent: 30 }, '参数错误: tiers.yellowPercent 格式不正确'],
      [{ yellowPercent: 101, redPercent: 30 }, '参数错误: tiers.yellowPercent 格式不正确'],
      [{ yellowPercent: '60.5', redPercent: 30 }, '参数错误: tiers.yellowPercent 格式不正确'],
      [{ yellowPercent: 60, redPercent: -1 }, '参数错误: tiers.redPercent 格式不正确'],
      [{ yellowPercent: 60 }, '参数错误: tiers.redPercent 不能为空'],
      [{ yellowPercent: 60, redPercent: 60 }, '参数错误: tiers.redPercent 须小于黄色预警比例'],
      [{ yellowPercent: 50, redPercent: 70 }, '参数错误: tiers.redPercent 须小于黄色预警比例'],
      ['60/30', '参数错误: tiers 格式不正确'],
    ];
    for (const [tiers, msg] of cases) {
      const env = await postTiers(tiers);
      expect([env.code, env.msg], JSON.stringify(tiers)).toEqual([10002, msg]);
    }
    // Neither items nor tiers; and a bad item refuses good tiers with it.
    expect((await call(t, 'POST', '/analysis/warning/settings', {}, admin)).msg).toBe('参数错误: items 不能为空');
    const mixed = await call(t, 'POST', '/analysis/warning/settings', { items: [{ classifyId: 999_999, minHours: '1' }], tiers: { yellowPercent: 90, redPercent: 10 } }, admin);
    expect([mixed.code, mixed.msg]).toEqual([10002, '参数错误: items.0.classifyId 只能选择一级模块']);
    expect(await settings()).toEqual(before);
  });

  it('change on their own or with the module values, and the levels follow', async () => {
    const env = await postTiers({ yellowPercent: '80', redPercent: 45 });
    expect(env.code, env.msg).toBe(0);
    expect(env.data.tiers).toEqual({ yellowPercent: 80, redPercent: 45 });
    expect(env.data.items).toEqual((await settings()).items);
    // Red below 45 / 60 / 90 and yellow below 80 / 106.67 / 160 for the paces 100 / 133.33 / 200.
    expect((await list({ code: prefix, level: 'red' })).list.map((r) => r.code).sort()).toEqual(codesOf(['A', 'B', 'D', 'E', 'H']));
    expect((await list({ code: prefix, level: 'yellow' })).list.map((r) => r.code).sort()).toEqual(codesOf(['C', 'C2', 'F', 'F2', 'G', 'G2']));
    const mine = await call<StudentWarningLevel>(t, 'GET', '/student/warning/level', {}, students.get('F2')!.token);
    expect(mine.data).toMatchObject({ level: 'yellow', yellowPercent: 80, redPercent: 45 });

    const idea = await moduleIdOf(t, S, '思想素养');
    const both = await call<WarningSettings>(t, 'POST', '/analysis/warning/settings', { items: [{ classifyId: idea, minHours: '25' }], tiers: { yellowPercent: 60, redPercent: 30 } }, admin);
    expect(both.code, both.msg).toBe(0);
    expect([both.data.tiers, both.data.items.find((i) => i.classifyId === idea)!.minHours]).toEqual([{ yellowPercent: 60, redPercent: 30 }, '25.00']);
  });

  it('are changed by 预警配置 and 预警设置 holders only, read by the warning list’s, refused to others (10003)', async () => {
    const config = await makeStaff(t, S, ['/system/classify/warn']);
    const setting = await makeStaff(t, S, ['/analysis/warningSetting']);
    const reader = await makeStaff(t, S, ['/analysis/warning']);
    const dashboardOnly = await makeStaff(t, S, ['/dashboard']);
    const student = students.get('A')!.token;
    for (const who of [config, setting]) expect((await postTiers({ yellowPercent: 70, redPercent: 35 }, who.token)).code).toBe(0);
    expect((await settings(reader.token)).tiers).toEqual({ yellowPercent: 70, redPercent: 35 });
    for (const token of [reader.token, dashboardOnly.token, student]) {
      const env = await postTiers({ yellowPercent: 90, redPercent: 80 }, token);
      expect(env.code).toBe(10003);
    }
    for (const token of [dashboardOnly.token, student]) {
      expect((await call(t, 'GET', '/analysis/warning/settings', {}, token)).code).toBe(10003);
      expect((await call(t, 'GET', '/analysis/warning/list', { level: 'red' }, token)).code).toBe(10003);
    }
    expect((await settings()).tiers).toEqual({ yellowPercent: 70, redPercent: 35 });
    expect((await postTiers({ yellowPercent: 60, redPercent: 30 })).code).toBe(0);
  });

  it('belong to one school: another school’s change and list never reach this one', async () => {
    const other = await signInAs(t, 'admin2');
    expect((await settings(other)).tiers).toEqual({ yellowPercent: 60, redPercent: 30 });
    const env = await postTiers({ yellowPercent: 95, redPercent: 90 }, other);
    expect([env.code, env.data.tiers]).toEqual([0, { yellowPercent: 95, redPercent: 90 }]);
    expect((await settings()).tiers).toEqual({ yellowPercent: 60, redPercent: 30 });
    const rules = await t.db.selectFrom('schoolRules').select(['schoolId', 'warnYellowPercent', 'warnRedPercent']).where('schoolId', 'in', [S, 10002]).orderBy('schoolId').execute();
    expect(rules).toEqual([{ schoolId: S, warnYellowPercent: 60, warnRedPercent: 30 }, { schoolId: 10002, warnYellowPercent: 95, warnRedPercent: 90 }]);
    // Their red list holds their own students only, and none of this file's.
    const theirs = await list({ level: 'red', size: 40 }, other);
    const ours = new Set(CASES.map((c) => students.get(c.key)!.userId));
    expect(theirs.list.some((r) => ours.has(r.userId))).toBe(false);
    expect((await list({ code: prefix, level: 'red' }, other)).total).toBe(0);
    // The database refuses what the API would: red at or above yellow.
    await expect(sql`update school_rules set warn_red_percent = 95 where school_id = 10002`.execute(t.db)).rejects.toThrow();
  });
});

describe('over the whole demo', () => {
  let demo: TestApp;
  let demoAdmin: string;
  beforeAll(async () => {
    // The whole demo as globalSetup wrote it once (for DEMO_SEED_NOW), not written again here.
    demo = await makeApp({ demo: true });
    demoAdmin = await signInAs(demo, 'admin');
    // A second set so that the cohorts' paces differ: 4 credit years from the 2024 cohort on.
    await demo.db
      .insertInto('hoursRequirementSets')
      .values({ schoolId: S, fromGrade: 2024, requiredHours: '240', creditYears: 4, campusClassifyIds: '[]', socialPracticeClassifyIds: '[]', moduleMinimums: '[]' })
      .execute();
  }, 180_000);
  afterAll(() => demo.close());

  /** Every row of a filtered list, page by page. */
  const everyRow = async (params: object) => {
    const rows: WarningRow[] = [];
    for (let current = 1; ; current++) {
      const env = await call<Page<WarningRow>>(demo, 'GET', '/analysis/warning/list', { ...params, current, size: 40 }, demoAdmin);
      expect(env.code, env.msg).toBe(0);
      rows.push(...env.data.list);
      if (rows.length >= env.data.total || env.data.list.length === 0) return rows;
    }
  };

  for (const tiers of [{ yellowPercent: 60, redPercent: 30 }, { yellowPercent: 95, redPercent: 70 }] as WarningTiers[]) {
    it(`filters exactly the students the pure function puts at each level (${tiers.yellowPercent} / ${tiers.redPercent})`, async () => {
      expect((await call(demo, 'POST', '/analysis/warning/settings', { tiers }, demoAdmin)).code).toBe(0);
      const ctx = await requirementContext(demo.db, S);
      const today = chinaToday();
      const all = await demo.db
        .selectFrom('students')
        .select(['userId', 'grade', 'isPostgraduate', sql<string>`hours::text`.as('hours')])
        .where('schoolId', '=', S)
        .where('status', '=', 1)
        .execute();
      const expected = { red: new Set<number>(), yellow: new Set<number>() };
      const paces = new Map<number, string | null>();
      for (const s of all) {
        const pace = expectedPace(setForGrade(ctx, s.grade), s.grade, today, s.isPostgraduate);
        paces.set(s.userId, paceHours(pace));
        const level = warningLevel(toHundredths(s.hours), pace, tiers);
        if (level) expected[level].add(s.userId);
      }
      // The demo has both levels and students without one.
      expect(expected.red.size).toBeGreaterThan(0);
      expect(expected.yellow.size).toBeGreaterThan(0);
      expect(expected.red.size + expected.yellow.size).toBeLessThan(all.length);
      for (const level of ['red', 'yellow'] as const) {
        const rows = await everyRow({ level });
        expect(new Set(rows.map((r) => r.userId))).toEqual(expected[level]);
        expect(rows.every((r) => r.level === level && r.expectedHours === paces.get(r.userId))).toBe(true);
      }
      // Unfiltered, every listed row carries the pure function's level, and every student with a level is listed.
      const listed = await everyRow({});
      for (const r of listed) expect(r.level === null ? null : expected[r.level].has(r.userId), r.code).toBe(r.level === null ? null : true);
      const levelled = new Set(listed.filter((r) => r.level).map((r) => r.userId));
      expect(levelled).toEqual(new Set([...expected.red, ...expected.yellow]));
    }, 120_000);
  }
});
