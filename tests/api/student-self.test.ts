/**
 * The student's own data (issue 5; spec §3 student info, student activity summary, classify
 * achievement item; §7 GET /student/info, /v1/student/info, /student/activity/list,
 * /achievement/by-classify-list; GET /student/hours/summary and /student/hours/records).
 *
 * A fresh student gets activities (attended or not, in and out of social practice), approved and
 * other declarations, and ledger rows of every source type written through grantHours /
 * correctHours; every figure the endpoints answer is checked against sums the test computes from
 * its own fixture table. Then who may call: staff and modL-0 students are refused, a userId in the
 * params does not reach another student, and a student of another school sees only their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassifyAchievement } from '../../common/classify.js';
import type { Page } from '../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../common/hoursRules.js';
import type { HoursRecord, StudentActivitySummary, StudentHoursSummary, StudentInfo } from '../../common/studentHome.js';
import { correctHours, grantHours } from '../../server/modules/hours/ledger.js';
import { LEDGER_SOURCE_MAX, LedgerSource } from '../../common/ledger.js';
import { classifyIdOf, createActivity, enrollStudents, makeStudents, tokenFor, userIdOf } from './activity-fixture.js';
import { call, fileApp, signInAs } from './helpers.js';
import { ok } from './structure-helpers.js';

const S = 10001;
const S2 = 10002;
const ENDPOINTS = ['/student/info', '/v1/student/info', '/student/activity/list', '/achievement/by-classify-list', '/student/hours/summary', '/student/hours/records'];

let me: { userId: number; token: string };
let other: { userId: number; token: string };
let idle: { userId: number; token: string };
let far: { userId: number; token: string };

/** What the test wrote to the ledger for `me`, in writing order, with what each row should read as. */
interface Written {
  sourceType: number;
  sourceName: string;
  classify: string;
  module: string;
  term: string | null;
  hours: string;
}
const written: Written[] = [];

/** The activities of `me`: whether they count as attended, and whether they are social practice. */
const activities: { name: string; classify: string; attended: boolean; practice: boolean }[] = [];

const get = <T>(path: string, token: string, params: object = {}) => ok<T>(t, 'GET', path, params, token);
const sum = (hours: string[]) => fromHundredths(hours.reduce((n, h) => n + toHundredths(h), 0));
const termIdOf = async (name: string, schoolId = S) =>
  (await t.db.selectFrom('terms').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;

async function grant(schoolId: number, userId: number, g: { sourceType: 1 | 2 | 4; relationId: number; classify: string; term: string; hours: string; reason?: string }) {
  const classifyId = await classifyIdOf(t, schoolId, g.classify);
  const termId = await termIdOf(g.term, schoolId);
  await t.db.transaction().execute((trx) =>
    grantHours(trx, { schoolId, issuedBy: null, sourceType: g.sourceType, relationId: g.relationId, classifyId, termId, reason: g.reason, grants: [{ userId, hours: g.hours }] }));
}

/** A declaration project with one option and a declaration of `userId` in `status`; its id. */
async function declare(userId: number, project: string, option: string, status: number, classify = '荣誉表彰', hours = '3.25'): Promise<number> {
  const admin = await userIdOf(t, S, 'admin');
  const classifyId = await classifyIdOf(t, S, classify);
  const p = await t.db.insertInto('declarationProjects')
    .values({ schoolId: S, name: project, classifyId, organizationId: null, flowTemplateId: null, applyStart: new Date(Date.now() - 86_400_000), applyEnd: new Date(Date.now() + 86_400_000), createdBy: admin })
    .returning('id').executeTakeFirstOrThrow();
  const o = await t.db.insertInto('declarationProjectOptions').values({ schoolId: S, projectId: p.id, name: option, hours }).returning('id').executeTakeFirstOrThrow();
  const d = await t.db.insertInto('declarations')
    .values({ schoolId: S, projectId: p.id, optionId: o.id, userId, hours, status, createdBy: userId, grantedHours: status === 2 ? hours : null })
    .returning('id').executeTakeFirstOrThrow();
  return d.id;
}

/** An activity of `classify` that `userIds` joined, with the enrollment options; recorded for `me`. */
async function activity(name: string, classify: string, practice: boolean, enroll: Parameters<typeof enrollStudents>[3], attended: boolean, userIds = [me.userId]) {
  const a = await createActivity(t, { status: 12, name, classifyId: await classifyIdOf(t, S, classify), hours: '4' });
  await enrollStudents(t, a, userIds, enroll);
  if (userIds.includes(me.userId)) activities.push({ name, classify, attended, practice });
  return a;
}

const t = await fileApp();
beforeAll(async () => {
  [me, other, idle] = await makeStudents(t, S, 3);
  [far] = await makeStudents(t, S2, 1);

  // A child of 社会实践 whose own kind says otherwise: the top-level module decides (rootOf).
  const practiceRoot = await classifyIdOf(t, S, '社会实践');
  await t.db.insertInto('classifies').values({ schoolId: S, parentId: practiceRoot, name: '实践基地', moduleKind: 'culture', capGroup: null, campus: true }).execute();

  const a1 = await activity('社区敬老志愿服务', '志愿服务', false, { signedIn: true }, true, [me.userId, other.userId]);
  const a2 = await activity('乡村振兴社会调研', '社会调研', true, { signedIn: true }, true, [me.userId, other.userId]);
  const a3 = await activity('暑期支教', '暑期社会实践', true, { signedIn: true, signWay: 2 }, true); // back-filled attendance counts
  await activity('实践基地参访', '实践基地', true, { signedIn: true }, true);
  await activity('未签到的调研', '社会调研', true, {}, false); // a seat, no sign-in
  await activity('取消报名的讲座', '讲座报告', false, { status: 3, signedIn: true }, false); // cancelled
  await activity('待抽签的实践', '暑期社会实践', true, { status: 2 }, false); // no seat
  await activity('他人的实践', '社会调研', true, { signedIn: true }, false, [other.userId]);

  // Ledger rows of `me`, in writing order (each its own transaction: issued_at grows).
  const add = async (w: Written, write: () => Promise<unknown>) => {
    await write();
    written.push(w);
  };
  await add({ sourceType: 1, sourceName: '社区敬老志愿服务', classify: '志愿服务', module: '志愿公益', term: '2023-2024学年第一学期', hours: '6.50' },
    () => grant(S, me.userId, { sourceType: 1, relationId: a1.id, classify: '志愿服务', term: '2023-2024学年第一学期', hours: '6.5' }));
  await add({ sourceType: 1, sourceName: '乡村振兴社会调研', classify: '社会调研', module: '社会实践', term: '2022-2023学年第二学期', hours: '8.00' },
    () => grant(S, me.userId, { sourceType: 1, relationId: a2.id, classify: '社会调研', term: '2022-2023学年第二学期', hours: '8' }));
  await add({ sourceType: 1, sourceName: '暑期支教', classify: '暑期社会实践', module: '社会实践', term: '2022-2023学年暑期', hours: '12.00' },
    () => grant(S, me.userId, { sourceType: 1, relationId: a3.id, classify: '暑期社会实践', term: '2022-2023学年暑期', hours: '12' }));
  const honour = await declare(me.userId, '全国大学生数学竞赛', '国家级一等奖', 2);
  await add({ sourceType: 2, sourceName: '全国大学生数学竞赛 · 国家级一等奖', classify: '荣誉表彰', module: '成长记录', term: '2023-2024学年第一学期', hours: '3.25' },
    () => grant(S, me.userId, { sourceType: 2, relationId: honour, classify: '荣誉表彰', term: '2023-2024学年第一学期', hours: '3.25' }));
  const volunteer = await declare(me.userId, '优秀志愿者', '校级', 2, '志愿服务', '2');
  await add({ sourceType: 2, sourceName: '优秀志愿者 · 校级', classify: '志愿服务', module: '志愿公益', term: '2023-2024学年第一学期', hours: '2.00' },
    () => grant(S, me.userId, { sourceType: 2, relationId: volunteer, classify: '志愿服务', term: '2023-2024学年第一学期', hours: '2' }));
  await declare(me.userId, '校园歌手大赛', '三等奖', 1); // pending: no honour yet
  await declare(me.userId, '演讲比赛', '优秀奖', 3); // rejected
  await add({ sourceType: 3, sourceName: '更正: 志愿服务时长重复计入', classify: '志愿服务', module: '志愿公益', term: null, hours: '-1.50' },
    async () => {
      const classifyId = await classifyIdOf(t, S, '志愿服务');
      await t.db.transaction().execute((trx) =>
        correctHours(trx, { schoolId: S, issuedBy: null, userId: me.userId, classifyId, termId: null, delta: '-1.5', reason: '更正: 志愿服务时长重复计入' }));
    });
  for (let i = 1; i <= 6; i++) {
    await add({ sourceType: 4, sourceName: `历史数据导入第${i}批`, classify: '理论学习', module: '思想素养', term: '2021-2022学年第一学期', hours: '1.25' },
      () => grant(S, me.userId, { sourceType: 4, relationId: 9000 + i, classify: '理论学习', term: '2021-2022学年第一学期', hours: '1.25', reason: `历史数据导入第${i}批` }));
  }

  // `other` has rows and honours of their own; none may show in `me`'s figures.
  await grant(S, other.userId, { sourceType: 1, relationId: a1.id, classify: '志愿服务', term: '2023-2024学年第一学期', hours: '6.5' });
  await grant(S, other.userId, { sourceType: 1, relationId: a2.id, classify: '社会调研', term: '2023-2024学年第一学期', hours: '5' });
  await declare(other.userId, '挑战杯', '省级二等奖', 2);
}, 60_000);

describe('GET /student/info and /v1/student/info', () => {
  it("answer the caller's own profile with the names of their college, major and class", async () => {
    const info = await get<StudentInfo>('/student/info', me.token);
    const row = await t.db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId')
      .leftJoin('colleges as co', 'co.id', 's.collegeId').leftJoin('majors as mj', 'mj.id', 's.majorId').leftJoin('classes as cl', 'cl.id', 's.classId')
      .select(['u.name', 's.code', 's.grade', 'co.name as college', 'mj.name as major', 'cl.name as klass'])
      .where('s.userId', '=', me.userId).executeTakeFirstOrThrow();
    expect(row.college && row.major && row.klass).toBeTruthy();
    expect(info).toMatchObject({
      userId: me.userId, name: row.name, code: row.code, grade: row.grade,
      departmentName: row.college, majorName: row.major, className: row.klass, scoreUnit: '学分',
    });
    // The ledger keeps students.hours: the sum of every row written for `me`.
    expect(info.hours).toBe(sum(written.map((w) => w.hours)));
  });

  it('/v1/student/info answers exactly the same', async () => {
    expect(await get<StudentInfo>('/v1/student/info', me.token)).toEqual(await get<StudentInfo>('/student/info', me.token));
    expect(await get<StudentInfo>('/v1/student/info', other.token)).toEqual(await get<StudentInfo>('/student/info', other.token));
  });

  it("names the score unit from the school's waysConvert: 3 → 分数, otherwise 学分", async () => {
    expect((await get<StudentInfo>('/student/info', far.token)).scoreUnit).toBe('学分');
    await t.db.updateTable('schools').set({ waysConvert: 3 }).where('id', '=', S2).execute();
    try {
      expect((await get<StudentInfo>('/student/info', far.token)).scoreUnit).toBe('分数');
      expect((await get<StudentInfo>('/student/info', me.token)).scoreUnit).toBe('学分');
    } finally {
      await t.db.updateTable('schools').set({ waysConvert: 1 }).where('id', '=', S2).execute();
    }
  });
});

describe('GET /student/activity/list', () => {
  it('counts attended activities, the social-practice ones among them, and approved declarations', async () => {
    const attended = activities.filter((a) => a.attended);
    expect(await get<StudentActivitySummary>('/student/activity/list', me.token)).toEqual({
      activityCount: attended.length,
      praCount: attended.filter((a) => a.practice).length,
      honorCount: 2,
    });
    expect(attended.length).toBe(4);
  });

  it("counts the other student's own: three attended (two of them practice), one honour", async () => {
    expect(await get<StudentActivitySummary>('/student/activity/list', other.token)).toEqual({ activityCount: 3, praCount: 2, honorCount: 1 });
  });

  it('is all zeros for a student who has done nothing yet', async () => {
    expect(await get<StudentActivitySummary>('/student/activity/list', idle.token)).toEqual({ activityCount: 0, praCount: 0, honorCount: 0 });
  });
});

describe('GET /achievement/by-classify-list', () => {
  it('gives each of the seven modules in order with the hours of its categories and its warning value', async () => {
    const list = await get<ClassifyAchievement[]>('/achievement/by-classify-list', me.token);
    const modules = await t.db.selectFrom('classifies').select(['id', 'name', 'minHours']).where('schoolId', '=', S).where('parentId', '=', 0).orderBy('orderNumber').execute();
    expect(list.map((c) => c.classifyName)).toEqual(['思想素养', '创新创业', '技能特长', '社会实践', '志愿公益', '文化活动', '成长记录']);
    for (const m of modules) {
      const c = list.find((x) => x.classifyId === m.id)!;
      expect(c.classifyHours, m.name).toBe(sum(written.filter((w) => w.module === m.name).map((w) => w.hours)));
      expect(Number(c.minHours)).toBe(Number(m.minHours));
    }
    expect(list.find((c) => c.classifyName === '志愿公益')!.classifyHours).toBe('7.00'); // 6.5 + 2 − 1.5
  });
});

describe('GET /student/hours/summary', () => {
  it('totals the ledger by term in date order, the rows without a term last as 未分学期', async () => {
    const s = await get<StudentHoursSummary>('/student/hours/summary', me.token);
    expect(s.total).toBe(sum(written.map((w) => w.hours)));
    const hoursRow = await t.db.selectFrom('students').select('hours').where('userId', '=', me.userId).executeTakeFirstOrThrow();
    expect(toHundredths(s.total)).toBe(toHundredths(String(hoursRow.hours)));
    const terms = [...new Set(written.map((w) => w.term))];
    const dated = await t.db.selectFrom('terms').select(['id', 'name', 'startDate']).where('schoolId', '=', S).where('name', 'in', terms.filter((x) => x !== null)).orderBy('startDate').execute();
    expect(s.byTerm).toEqual([
      ...dated.map((d) => ({ termId: d.id, termName: d.name, hours: sum(written.filter((w) => w.term === d.name).map((w) => w.hours)) })),
      { termId: null, termName: '未分学期', hours: '-1.50' },
    ]);
    expect(s.byTerm.map((b) => b.termName)).toEqual(['2021-2022学年第一学期', '2022-2023学年第二学期', '2022-2023学年暑期', '2023-2024学年第一学期', '未分学期']);
  });

  it('has no 未分学期 bucket when every row has a term, and is zero with no rows', async () => {
    expect((await get<StudentHoursSummary>('/student/hours/summary', other.token)).byTerm.map((b) => [b.termName, b.hours])).toEqual([['2023-2024学年第一学期', '11.50']]);
    const none = await get<StudentHoursSummary>('/student/hours/summary', idle.token);
    expect([none.total, none.byTerm]).toEqual(['0.00', []]);
  });

  it("carries the school's own rules, for the hours explanation", async () => {
    expect((await get<StudentHoursSummary>('/student/hours/summary', me.token)).rules).toMatchObject({ requiredHours: 200, campusMinHours: 80, socialPracticeMinHours: 100, creditYears: 3 });
    await t.db.updateTable('hoursRequirementSets').set({ campusMinHours: '90', requiredHours: '180' }).where('schoolId', '=', S2).execute();
    expect((await get<StudentHoursSummary>('/student/hours/summary', far.token)).rules).toMatchObject({ requiredHours: 180, campusMinHours: 90 });
    expect((await get<StudentHoursSummary>('/student/hours/summary', me.token)).rules.requiredHours).toBe(200);
  });
});

describe('GET /student/hours/records', () => {
  const records = (params: object = {}, token = me.token) => get<Page<HoursRecord>>('/student/hours/records', token, params);

  it('lists every row newest first, traced to its source, module and term', async () => {
    const page = await records({ size: 40 });
    expect(page.total).toBe(written.length);
    const expected = [...written].reverse();
    expect(page.list.map((r) => [r.sourceType, r.sourceName, r.classifyName, r.moduleName, r.termName, r.grantedHours])).toEqual(
      expected.map((w) => [w.sourceType, w.sourceName, w.classify, w.module, w.term ?? '未分学期', w.hours]),
    );
    const correction = page.list.find((r) => r.sourceType === 3)!;
    expect(correction).toMatchObject({ termId: null, reason: '更正: 志愿服务时长重复计入', requestedHours: '-1.50', relationId: null });
    const activity = page.list.find((r) => r.sourceName === '社区敬老志愿服务')!;
    const a1 = await t.db.selectFrom('activities').select('id').where('name', '=', '社区敬老志愿服务').executeTakeFirstOrThrow();
    expect(activity.relationId).toBe(a1.id);
    expect(activity.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('pages: 10 a page, the second page holds the rest, no row twice', async () => {
    const p1 = await records({ current: 1, size: 10 });
    const p2 = await records({ current: 2, size: 10 });
    expect(p1.list.length).toBe(10);
    expect(p2.list.length).toBe(written.length - 10);
    expect(new Set([...p1.list, ...p2.list].map((r) => r.id)).size).toBe(written.length);
  });

  it('filters by a top-level module (its categories included), a category, a term and a source type', async () => {
    const names = (p: Page<HoursRecord>) => p.list.map((r) => r.sourceName).sort();
    const pick = (f: (w: Written) => boolean) => written.filter(f).map((w) => w.sourceName).sort();
    expect(names(await records({ size: 40, classifyId: await classifyIdOf(t, S, '社会实践') }))).toEqual(pick((w) => w.module === '社会实践'));
    expect(names(await records({ size: 40, classifyId: await classifyIdOf(t, S, '志愿服务') }))).toEqual(pick((w) => w.classify === '志愿服务'));
    expect(names(await records({ size: 40, termId: await termIdOf('2023-2024学年第一学期') }))).toEqual(pick((w) => w.term === '2023-2024学年第一学期'));
    expect(names(await records({ size: 40, sourceType: 2 }))).toEqual(pick((w) => w.sourceType === 2));
    const both = await records({ size: 40, sourceType: 1, classifyId: await classifyIdOf(t, S, '社会实践') });
    expect(names(both)).toEqual(pick((w) => w.sourceType === 1 && w.module === '社会实践'));
    expect(both.total).toBe(2);
  });

  it('refuses a malformed filter with 10002 naming the field', async () => {
    const env = await call(t, 'GET', '/student/hours/records', { sourceType: LEDGER_SOURCE_MAX + 1 }, me.token);
    expect(env.code).toBe(10002);
    expect(env.msg).toContain('sourceType');
  });
});

describe('who may call', () => {
  it('refuses staff with 10003 仅限学生使用, even a school administrator', async () => {
    const admin = await signInAs(t, 'admin');
    for (const path of ENDPOINTS) {
      const env = await call(t, 'GET', path, {}, admin);
      expect([path, env.code, env.msg]).toEqual([path, 10003, '仅限学生使用']);
    }
  });

  it('refuses a student who has not changed the initial password (modL 0)', async () => {
    const fresh = await t.db.selectFrom('users').select('id').where('schoolId', '=', S).where('username', '=', '2021000002').where('modL', '=', 0).executeTakeFirstOrThrow();
    const token = await tokenFor(t, S, fresh.id);
    for (const path of ENDPOINTS) {
      const env = await call(t, 'GET', path, {}, token);
      expect([path, env.code, env.msg]).toEqual([path, 10003, '请先修改初始密码']);
    }
  });

  it('answers 10001 without a session', async () => {
    for (const path of ENDPOINTS) expect((await call(t, 'GET', path, {}, null)).code).toBe(10001);
  });

  it("never reaches another student's data through a userId in the params", async () => {
    const asked = { userId: other.userId, id: other.userId, code: 'x' };
    expect((await get<StudentInfo>('/student/info', me.token, asked)).userId).toBe(me.userId);
    expect((await get<StudentInfo>('/v1/student/info', me.token, asked)).userId).toBe(me.userId);
    expect(await get<StudentActivitySummary>('/student/activity/list', idle.token, asked)).toEqual({ activityCount: 0, praCount: 0, honorCount: 0 });
    expect((await get<ClassifyAchievement[]>('/achievement/by-classify-list', idle.token, asked)).every((c) => c.classifyHours === '0.00')).toBe(true);
    expect((await get<StudentHoursSummary>('/student/hours/summary', idle.token, asked)).total).toBe('0.00');
    expect(await get<Page<HoursRecord>>('/student/hours/records', idle.token, asked)).toEqual({ list: [], total: 0 });
  });

  it("keeps schools apart: another school's student sees only their own, and ids of this school find nothing", async () => {
    const info = await get<StudentInfo>('/student/info', far.token);
    const college = await t.db.selectFrom('students as s').innerJoin('colleges as c', 'c.id', 's.collegeId').select(['c.name', 'c.schoolId']).where('s.userId', '=', far.userId).executeTakeFirstOrThrow();
    expect([info.departmentName, college.schoolId]).toEqual([college.name, S2]);
    expect(await get<StudentActivitySummary>('/student/activity/list', far.token)).toEqual({ activityCount: 0, praCount: 0, honorCount: 0 });
    expect(await get<Page<HoursRecord>>('/student/hours/records', far.token)).toEqual({ list: [], total: 0 });

    // A row of school 10002 whose relation id happens to be an activity id of 10001: the name stays in 10001.
    const a1 = await t.db.selectFrom('activities').select('id').where('name', '=', '社区敬老志愿服务').executeTakeFirstOrThrow();
    await grant(S2, far.userId, { sourceType: 1, relationId: a1.id, classify: '志愿服务', term: '2023-2024学年第一学期', hours: '3' });
    const rows = await get<Page<HoursRecord>>('/student/hours/records', far.token);
    expect(rows.list.map((r) => [r.sourceName, r.moduleName, r.grantedHours])).toEqual([['活动', '志愿公益', '3.00']]);
    expect((await get<StudentHoursSummary>('/student/hours/summary', far.token)).total).toBe('3.00');
    // A category id of school 10001 as the filter finds nothing in 10002.
    expect(await get<Page<HoursRecord>>('/student/hours/records', far.token, { classifyId: await classifyIdOf(t, S, '志愿服务') })).toEqual({ list: [], total: 0 });
    // …and 10001's figures did not move.
    expect((await get<StudentHoursSummary>('/student/hours/summary', me.token)).total).toBe(sum(written.map((w) => w.hours)));
    expect((await get<Page<HoursRecord>>('/student/hours/records', me.token, { size: 40 })).total).toBe(written.length);
  });
});
