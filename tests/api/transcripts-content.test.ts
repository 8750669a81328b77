/**
 * Transcript content (issue 7; spec §1 hours rule, §3 school waysConvert / hoursUnit, §9 decimal
 * places): figures equal the ledger (hours granted through grantHours / correctHours, expected
 * numbers computed here), the records behind them, the rule verdict, 学分 vs 分数, postgraduates,
 * the batched builder, and who may preview (permission, data scope, tenant isolation).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptContent } from '../../common/transcripts.js';
import { buildTranscriptContents } from '../../server/modules/transcripts/content.js';
import { makeStaff, tokenFor } from './activity-fixture.js';
import { fileAppAs } from './helpers.js';
import { studentsWithNames } from './student-helpers.js';
import { fail, ok } from './structure-helpers.js';
import { correct, grantFromActivity, grantFromDeclaration, studentsOf } from './transcripts-fixture.js';

const S = 10001;
let alice: { userId: number; code: string; name: string };
let bob: { userId: number; code: string; name: string };
let carol: { userId: number; code: string; name: string };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

const { t, admin, teacher, admin2 } = await fileAppAs('admin', 'teacher', 'admin2');
beforeAll(async () => {
  [alice, bob, carol] = await studentsOf(t, S, 3, 40);
  // Alice: volunteering 10 (activity), innovation 8.5 (declaration), social practice 30 (activity), ideology +2.25 (correction).
  await grantFromActivity(t, S, '社区助老志愿服务', { classify: '志愿服务', hours: '10' }, [alice.userId]);
  await grantFromDeclaration(t, S, '全国大学生数学竞赛', '省级一等奖', { classify: '学科竞赛', hours: '8.5' }, alice.userId);
  await grantFromActivity(t, S, '乡村振兴调研', { classify: '社会调研', hours: '30' }, [alice.userId]);
  await correct(t, S, alice.userId, '理论学习', '2.25', '补录讲座学时');
  // Bob reaches every minimum: 90 campus (skills), 100 social practice, 10 volunteering = 200.
  await grantFromActivity(t, S, '技能训练营', { classify: '技能培训', hours: '90' }, [bob.userId]);
  await grantFromActivity(t, S, '暑期支教', { classify: '社会调研', hours: '100' }, [bob.userId]);
  await grantFromActivity(t, S, '校园志愿活动', { classify: '志愿服务', hours: '10' }, [bob.userId]);
});

const preview = (userId: number, token = admin) => ok<TranscriptContent>(t, 'GET', '/transcript/preview', { userId }, token);
const moduleHours = (c: TranscriptContent) => Object.fromEntries(c.byClassify.map((m) => [m.classifyName, [m.hours, m.minHours, m.met]]));

describe('GET /transcript/preview: content equals the ledger', () => {
  it('gives the student, hours per module against each minimum, the total and every record', async () => {
    const c = await preview(alice.userId);
    const profile = await studentsWithNames(t).where('s.userId', '=', alice.userId).executeTakeFirstOrThrow();
    const politics = ['群众', '共青团员', '中共党员', '民主党派', '中共预备党员'][profile.politics] ?? '群众';
    expect(c.student).toEqual({
      userId: alice.userId, name: profile.name, code: profile.code, gender: profile.gender, collegeName: profile.collegeName,
      majorName: profile.majorName, className: profile.className, grade: profile.grade, politics,
    });
    expect(c.school).toMatchObject({ id: S, name: '示范大学', hoursUnit: '学时', waysConvert: 1, decimalPlaces: 2 });
    expect(c.school.logo).toMatch(/^data:image\//);
    // Module minimums of the requirement set (none in the demo rule), never the warning values (issue 13).
    expect(moduleHours(c)).toEqual({
      思想素养: ['2.25', '0.00', true],
      创新创业: ['8.50', '0.00', true],
      技能特长: ['0.00', '0.00', true],
      社会实践: ['30.00', '0.00', true],
      志愿公益: ['10.00', '0.00', true],
      文化活动: ['0.00', '0.00', true],
      成长记录: ['0.00', '0.00', true],
    });
    expect(c.totalHours).toBe('50.75');
    const stored = await t.db.selectFrom('students').select(['hours', 'score']).where('userId', '=', alice.userId).executeTakeFirstOrThrow();
    expect(Number(stored.hours)).toBe(50.75);
    expect(c.score).toBe('0.00');
    expect(c.scoreUnit).toBe('学分');
    expect(c.records).toEqual([
      { sourceType: 1, sourceName: '社区助老志愿服务', classifyName: '志愿服务', hours: '10.00', termName: '2023-2024学年第一学期', date: today() },
      { sourceType: 2, sourceName: '全国大学生数学竞赛 · 省级一等奖', classifyName: '学科竞赛', hours: '8.50', termName: '2023-2024学年第一学期', date: today() },
      { sourceType: 1, sourceName: '乡村振兴调研', classifyName: '社会调研', hours: '30.00', termName: '2023-2024学年第一学期', date: today() },
      { sourceType: 3, sourceName: '补录讲座学时', classifyName: '理论学习', hours: '2.25', termName: '2023-2024学年第一学期', date: today() },
    ]);
    expect(c.issueDate).toBe(today());
  });

  it('says what is missing: 200 − 50.75 total, 80 − 10.75 campus (innovation + ideology), 100 − 30 social practice', async () => {
    const c = await preview(alice.userId);
    expect(c.verdict).toEqual({ met: false, recordOnly: false, missing: ['总学时还差 149.25 学时', '校园活动学时还差 69.25 学时', '社会实践学时还差 70.00 学时'] });
    expect(c.requirements?.map((l) => [l.label, l.required, l.earned, l.met])).toEqual([
      ['总学时', '200.00', '50.75', false],
      ['校园活动学时', '80.00', '10.75', false],
      ['社会实践学时', '100.00', '30.00', false],
    ]);
  });

  it('shows a module minimum the school set, lists it when unmet, and the credit stays 0 until it is met', async () => {
    const skills = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).where('parentId', '=', 0).where('name', '=', '技能特长').executeTakeFirstOrThrow();
    const culture = await t.db.selectFrom('classifies').select('id').where('schoolId', '=', S).where('parentId', '=', 0).where('name', '=', '文化活动').executeTakeFirstOrThrow();
    await t.db.updateTable('hoursRequirementSets').set({ moduleMinimums: JSON.stringify([{ classifyId: skills.id, minHours: 20 }, { classifyId: culture.id, minHours: 10 }]) }).where('schoolId', '=', S).execute();
    try {
      const c = await preview(bob.userId);
      expect(moduleHours(c)['技能特长']).toEqual(['90.00', '20.00', true]);
      expect(moduleHours(c)['文化活动']).toEqual(['0.00', '10.00', false]);
      expect(c.verdict).toEqual({ met: false, recordOnly: false, missing: ['文化活动学时还差 10.00 学时'] });
      expect(c.score).toBe('0.00');
    } finally {
      await t.db.updateTable('hoursRequirementSets').set({ moduleMinimums: '[]' }).where('schoolId', '=', S).execute();
    }
  });

  it('meets the requirement at 200 hours with both minima, and the credits follow', async () => {
    const c = await preview(bob.userId);
    expect(c.totalHours).toBe('200.00');
    expect(c.verdict).toEqual({ met: true, recordOnly: false, missing: [] });
    expect(c.score).toBe('2.00');
    expect(moduleHours(c)['技能特长']).toEqual(['90.00', '0.00', true]);
    expect(moduleHours(c)['社会实践']).toEqual(['100.00', '0.00', true]);
    expect(c.requirements?.every((l) => l.met)).toBe(true);
  });

  it('a student with no hours: zeros everywhere, no records, the whole requirement missing', async () => {
    const c = await preview(carol.userId);
    expect(c.totalHours).toBe('0.00');
    expect(c.records).toEqual([]);
    // No module minimums in the demo rule: every module row shows 0.00 required (never the warning value).
    expect(c.byClassify.every((m) => m.hours === '0.00' && m.minHours === '0.00' && m.met)).toBe(true);
    expect(c.score).toBe('0.00');
    expect(c.verdict.missing).toEqual(['总学时还差 200.00 学时', '校园活动学时还差 80.00 学时', '社会实践学时还差 100.00 学时']);
  });

  it('uses 分数 when waysConvert is 3 and 学分 otherwise; the lines follow the decimal places and the hours unit', async () => {
    await t.db.updateTable('schools').set({ waysConvert: 3, decimalPlaces: 1, hoursUnit: '课时' }).where('id', '=', S).execute();
    try {
      const c = await preview(alice.userId);
      expect(c.scoreUnit).toBe('分数');
      expect(c.school).toMatchObject({ waysConvert: 3, decimalPlaces: 1, hoursUnit: '课时' });
      // 149.25 → 149.3 and 69.25 → 69.3 (half up); the stored figures keep two decimals.
      expect(c.verdict.missing).toEqual(['总学时还差 149.3 课时', '校园活动学时还差 69.3 课时', '社会实践学时还差 70.0 课时']);
      expect(c.totalHours).toBe('50.75');
    } finally {
      await t.db.updateTable('schools').set({ waysConvert: 1, decimalPlaces: 2, hoursUnit: '学时' }).where('id', '=', S).execute();
    }
    expect((await preview(alice.userId)).scoreUnit).toBe('学分');
  });

  it("follows the school's own rules (a lower requirement)", async () => {
    await t.db.updateTable('hoursRequirementSets').set({ requiredHours: 50, campusMinHours: 10, socialPracticeMinHours: 30 }).where('schoolId', '=', S).execute();
    try {
      expect((await preview(alice.userId)).verdict).toEqual({ met: true, recordOnly: false, missing: [] });
    } finally {
      await t.db.updateTable('hoursRequirementSets').set({ requiredHours: 200, campusMinHours: 80, socialPracticeMinHours: 100 }).where('schoolId', '=', S).execute();
    }
  });

  it("a postgraduate's hours are record-only", async () => {
    await t.db.updateTable('students').set({ isPostgraduate: true }).where('userId', '=', bob.userId).execute();
    try {
      const c = await preview(bob.userId);
      expect(c.verdict).toEqual({ met: false, recordOnly: true, missing: ['研究生学时仅作记录，不计学分'] });
      expect(c.totalHours).toBe('200.00');
    } finally {
      await t.db.updateTable('students').set({ isPostgraduate: false }).where('userId', '=', bob.userId).execute();
    }
  });
});

describe('buildTranscriptContents', () => {
  it('builds many students at once, equal to one at a time, skipping other schools and unknown ids', async () => {
    const other = (await studentsOf(t, 10002, 1))[0];
    const many = await buildTranscriptContents(t.db, S, [alice.userId, bob.userId, carol.userId, other.userId, 99_999_999]);
    expect([...many.keys()].sort()).toEqual([alice.userId, bob.userId, carol.userId].sort());
    expect(many.get(alice.userId)).toEqual(await preview(alice.userId));
    expect(many.get(bob.userId)).toEqual(await preview(bob.userId));
    expect((await buildTranscriptContents(t.db, 10002, [alice.userId])).size).toBe(0);
  });
});

describe('who may preview', () => {
  it('staff with the student list (指导教师) may; a student may not', async () => {
    expect((await preview(alice.userId, teacher)).totalHours).toBe('50.75');
    const student = await tokenFor(t, S, carol.userId);
    expect((await fail(t, 'GET', '/transcript/preview', { userId: alice.userId }, student)).code).toBe(10003);
  });

  it("another school's student is 学生不存在 (10002), both ways", async () => {
    expect(await fail(t, 'GET', '/transcript/preview', { userId: alice.userId }, admin2)).toMatchObject({ code: 10002, msg: '学生不存在' });
    const other = (await studentsOf(t, 10002, 1))[0];
    expect(await fail(t, 'GET', '/transcript/preview', { userId: other.userId }, admin)).toMatchObject({ code: 10002, msg: '学生不存在' });
  });

  it('staff out of data scope get 10003; staff without either module get 10003', async () => {
    const aliceCollege = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', alice.userId).executeTakeFirstOrThrow()).collegeId;
    const elsewhere = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '!=', aliceCollege!).orderBy('id').executeTakeFirstOrThrow();
    const scoped = await makeStaff(t, S, ['/usermng/export/transcript/list'], 2, elsewhere.id);
    expect((await fail(t, 'GET', '/transcript/preview', { userId: alice.userId }, scoped.token)).code).toBe(10003);
    const inScope = await makeStaff(t, S, ['/usermng/export/transcript/list'], 2, aliceCollege);
    expect((await preview(alice.userId, inScope.token)).totalHours).toBe('50.75');
    const nobody = await makeStaff(t, S, ['/communist/activity']);
    expect((await fail(t, 'GET', '/transcript/preview', { userId: alice.userId }, nobody.token)).code).toBe(10003);
  });

  it('GET /student/transcript/preview gives the caller their own content; staff 10003', async () => {
    const mine = await ok<TranscriptContent>(t, 'GET', '/student/transcript/preview', { userId: bob.userId }, await tokenFor(t, S, alice.userId));
    expect(mine.student.userId).toBe(alice.userId);
    expect(mine).toEqual(await preview(alice.userId));
    expect((await fail(t, 'GET', '/student/transcript/preview', {}, admin)).code).toBe(10003);
  });
});
