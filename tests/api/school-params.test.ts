/**
 * 参数设置 and 诚信设置 (issue 13; spec §1 hours rule, §2 /system/setparams, /system/sethonest): the
 * requirement sets per cohort, the preview of a change against the stored verdicts, the save that
 * recomputes them in the same transaction (and what the transcript and the student then say), cohort
 * versions that leave older cohorts alone, units, integrity parameters, the change log, bad input
 * (10002 naming the field), refusals (10003, other schools) and concurrent saves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequirementSet } from '../../common/hoursRequirements.js';
import type { Page } from '../../common/envelope.js';
import type { RuleChangeRow, RulePreview, RuleSaved, SchoolParams } from '../../common/schoolParams.js';
import type { IntegrityParams } from '../../common/schemas/schoolParams.js';
import type { StudentHoursSummary } from '../../common/studentHome.js';
import type { TranscriptContent } from '../../common/transcripts.js';
import { classifyIdOf, makeStaff, makeStudents } from './activity-fixture.js';
import { grant } from './dashboard-helpers.js';
import { call, fileAppAs, signInAs } from './helpers.js';
import { fail, ok } from './structure-helpers.js';

const S = 10001;
/** Students of this file: [0] 2021 with 250 h (150 campus, 52 social practice, 48 volunteering); [1] 2021 with 80 + 100; [2] 2024 like [0]. */
let base: RequirementSet;

const params = (token = admin) => ok<SchoolParams>(t, 'GET', '/system/setparams', {}, token);
const verdictOf = async (userId: number) => {
  const r = await t.db.selectFrom('students').select(['score', 'ruleMet']).where('userId', '=', userId).executeTakeFirstOrThrow();
  return { met: r.ruleMet, credit: Number(r.score) };
};

const { t, admin, admin2 } = await fileAppAs('admin', 'admin2');
const people = await makeStudents(t, S, 3);
beforeAll(async () => {
  await t.db.updateTable('students').set({ grade: '2021' }).where('userId', 'in', [people[0].userId, people[1].userId]).execute();
  await t.db.updateTable('students').set({ grade: '2024' }).where('userId', '=', people[2].userId).execute();
  const [theory, survey, volunteer] = await Promise.all([classifyIdOf(t, S, '理论学习'), classifyIdOf(t, S, '社会调研'), classifyIdOf(t, S, '志愿服务')]);
  const pick = (...i: number[]) => i.map((k) => people[k]);
  await grant(t, S, theory, 930001, pick(0, 2).map((p) => ({ userId: p.userId, hours: '150' })).concat({ userId: people[1].userId, hours: '80' }), 4);
  await grant(t, S, survey, 930002, pick(0, 2).map((p) => ({ userId: p.userId, hours: '52' })).concat({ userId: people[1].userId, hours: '100' }), 4);
  await grant(t, S, volunteer, 930003, pick(0, 2).map((p) => ({ userId: p.userId, hours: '48' })), 4);
  base = (await params()).sets[0];
});

describe('GET /system/setparams', () => {
  it('has the base set of spec §1 over the school’s modules, the units and the cohorts', async () => {
    const p = await params();
    const names = new Map(p.modules.map((m) => [m.id, m.name]));
    expect(p.sets).toHaveLength(1);
    expect(p.sets[0]).toMatchObject({ fromGrade: 0, requiredHours: 200, requiredCredits: 2, campusMinHours: 80, socialPracticeMinHours: 100, creditYears: 3, makeUpMonth: 5, postgraduateRecordOnly: true, moduleMinimums: [] });
    expect(p.sets[0].campusClassifyIds.map((id) => names.get(id))).toEqual(['思想素养', '创新创业', '技能特长', '文化活动', '成长记录']);
    expect(p.sets[0].socialPracticeClassifyIds.map((id) => names.get(id))).toEqual(['社会实践']);
    expect(p.units).toEqual({ hoursUnit: '学时', waysConvert: 1, decimalPlaces: 2, city: '武汉' });
    expect(p.cohorts.map((c) => c.grade)).toContain('2024');
    expect(p.cohorts.every((c) => c.fromGrade === 0 && c.students > 0)).toBe(true);
  });

  it('stores the verdict of the rule: 250 hours with 52 social practice is not met and earns no credit', async () => {
    expect(await verdictOf(people[0].userId)).toEqual({ met: false, credit: 0 });
    expect(await verdictOf(people[1].userId)).toEqual({ met: false, credit: 0 });
  });
});

describe('changing the social-practice minimum', () => {
  it('previews the change without writing: who gains, who loses, a sample with their shortfalls', async () => {
    const preview = await ok<RulePreview>(t, 'POST', '/system/setparams/preview', { set: { ...base, socialPracticeMinHours: 50 } }, admin);
    expect(preview.gained).toBeGreaterThanOrEqual(2);
    expect(preview.lost).toBe(0);
    expect(preview.changed).toBe(preview.gained + preview.lost);
    const codes = preview.sample.map((r) => r.userId);
    expect(codes).toEqual(expect.arrayContaining([people[0].userId, people[2].userId]));
    const mine = preview.sample.find((r) => r.userId === people[0].userId)!;
    expect(mine).toMatchObject({ grade: '2021', before: { met: false, credit: '0.00' }, after: { met: true, credit: '2.00' }, shortfalls: [] });
    expect(preview.governed).toBeGreaterThan(100);
    expect(await verdictOf(people[0].userId)).toEqual({ met: false, credit: 0 });
  });

  it('exports every affected student as xlsx through a job', async () => {
    const start = await call<{ id: string }>(t, 'GET', '/system/setparams/preview/export', { set: { ...base, socialPracticeMinHours: 50 } }, admin);
    expect(start.code, start.msg).toBe(0);
    const { waitJob } = await import('./student-helpers.js');
    const job = await waitJob<{ rows: number }>(t, start.data.id, admin);
    expect(job).toMatchObject({ status: 'done', hasFile: true });
    expect(job.result!.rows).toBeGreaterThanOrEqual(2);
  });

  it('saves: every stored verdict follows in the same call; the transcript and the student page say the same', async () => {
    const saved = await ok<RuleSaved>(t, 'POST', '/system/setparams/save', { set: { ...base, socialPracticeMinHours: 50 } }, admin);
    expect(saved.set).toMatchObject({ id: base.id, fromGrade: 0, socialPracticeMinHours: 50 });
    expect(saved.changed).toBeGreaterThanOrEqual(2);
    expect(await verdictOf(people[0].userId)).toEqual({ met: true, credit: 2 });
    const transcript = await ok<TranscriptContent>(t, 'GET', '/transcript/preview', { userId: people[0].userId }, admin);
    expect(transcript).toMatchObject({ score: '2.00', verdict: { met: true, missing: [] } });
    const summary = await ok<StudentHoursSummary>(t, 'GET', '/student/hours/summary', {}, people[0].token);
    expect(summary.evaluation).toMatchObject({ met: true, credit: '2.00', shortfalls: [] });
    expect(summary.evaluation.lines).toEqual(transcript.requirements);
    expect(summary.rules.socialPracticeMinHours).toBe(50);
  });

  it('records the change: who, when, the fields before and after, how many verdicts changed', async () => {
    const log = await ok<Page<RuleChangeRow>>(t, 'GET', '/system/setparams/changes', { current: 1, size: 10 }, admin);
    expect(log.list[0]).toMatchObject({ target: 'requirement', fromGrade: 0, changes: [{ field: 'socialPracticeMinHours', before: 100, after: 50 }] });
    expect(log.list[0].changedByName.length).toBeGreaterThan(0);
    expect(log.list[0].changedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(log.list[0].affected).toBeGreaterThanOrEqual(2);
  });
});

describe('a set for new cohorts', () => {
  let newer: RequirementSet;
  it('applies from its grade on and never rewrites an older cohort’s verdict', async () => {
    const saved = await ok<RuleSaved>(t, 'POST', '/system/setparams/save', { set: { ...base, id: 0, fromGrade: 2024, socialPracticeMinHours: 100 } }, admin);
    newer = saved.set;
    expect(newer.id).toBeGreaterThan(base.id);
    expect(await verdictOf(people[0].userId)).toEqual({ met: true, credit: 2 });
    expect(await verdictOf(people[2].userId)).toEqual({ met: false, credit: 0 });
    const p = await params();
    expect(p.sets.map((s) => s.fromGrade)).toEqual([0, 2024]);
    expect(p.cohorts.find((c) => c.grade === '2024')?.fromGrade).toBe(2024);
    const transcript = await ok<TranscriptContent>(t, 'GET', '/transcript/preview', { userId: people[2].userId }, admin);
    expect(transcript.verdict.missing).toEqual(['社会实践学时还差 48.00 学时']);
  });

  it('refuses a second set for the same grade, and the base set cannot be moved or removed', async () => {
    expect(await fail(t, 'POST', '/system/setparams/save', { set: { ...base, id: 0, fromGrade: 2024 } }, admin)).toMatchObject({ code: 10002, msg: '参数错误: set.fromGrade 已有从 2024 级起的规则' });
    expect(await fail(t, 'POST', '/system/setparams/save', { set: { ...base, fromGrade: 2020 } }, admin)).toMatchObject({ code: 10002, msg: expect.stringContaining('参数错误: set.fromGrade') });
    expect(await fail(t, 'POST', '/system/setparams/delete', { id: base.id }, admin)).toMatchObject({ code: 10002, msg: '参数错误: id 基础规则不能删除' });
  });

  it('removing it gives its cohorts back to the set before it', async () => {
    expect(await ok<{ changed: number }>(t, 'POST', '/system/setparams/delete', { id: newer.id }, admin)).toMatchObject({ changed: expect.any(Number) });
    expect(await verdictOf(people[2].userId)).toEqual({ met: true, credit: 2 });
    const log = await ok<Page<RuleChangeRow>>(t, 'GET', '/system/setparams/changes', { current: 1, size: 10, target: 'requirement-delete' }, admin);
    expect(log.list[0]).toMatchObject({ fromGrade: 2024, changes: expect.arrayContaining([{ field: 'fromGrade', before: 2024, after: null }]) });
  });

  it('eight identical adds at once make one set, the others a clear 10002', async () => {
    const set = { ...base, id: 0, fromGrade: 2027 };
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(t, 'POST', '/system/setparams/save', { set }, admin)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code === 10002 && r.msg === '参数错误: set.fromGrade 已有从 2027 级起的规则')).toHaveLength(7);
    const rows = await t.db.selectFrom('hoursRequirementSets').select('id').where('schoolId', '=', S).where('fromGrade', '=', 2027).execute();
    expect(rows).toHaveLength(1);
    await ok(t, 'POST', '/system/setparams/delete', { id: rows[0].id }, admin);
  });
});

describe('bad input', () => {
  it('names the field', async () => {
    const p = await params();
    const social = p.sets[0].socialPracticeClassifyIds[0];
    const campus = p.sets[0].campusClassifyIds[0];
    const child = await classifyIdOf(t, S, '理论学习');
    const cases: [Partial<RequirementSet> | Record<string, unknown>, string][] = [
      [{ requiredHours: 0 }, '参数错误: set.requiredHours 格式不正确'],
      [{ requiredHours: '12.345' }, '参数错误: set.requiredHours 格式不正确'],
      [{ campusMinHours: 'abc' }, '参数错误: set.campusMinHours 格式不正确'],
      [{ campusMinHours: 201 }, '参数错误: set.campusMinHours 不能大于总学时要求'],
      [{ creditYears: 9 }, '参数错误: set.creditYears 格式不正确'],
      [{ makeUpMonth: 13 }, '参数错误: set.makeUpMonth 格式不正确'],
      [{ fromGrade: 99 }, '参数错误: set.fromGrade 格式不正确'],
      [{ fromGrade: 2147483648 }, '参数错误: set.fromGrade 格式不正确'],
      [{ socialPracticeClassifyIds: [social, campus] }, '参数错误: set.socialPracticeClassifyIds 不能与校园活动的模块重复'],
      [{ campusClassifyIds: [child] }, '参数错误: set.campusClassifyIds.0 只能选择一级模块'],
      [{ campusClassifyIds: [] }, '参数错误: set.campusClassifyIds 请选择计入校园活动的模块'],
      [{ campusClassifyIds: 'x' }, '参数错误: set.campusClassifyIds 格式不正确'],
      [{ moduleMinimums: [{ classifyId: campus, minHours: 10 }, { classifyId: campus, minHours: 5 }] }, '参数错误: set.moduleMinimums.1.classifyId 重复'],
      [{ moduleMinimums: [{ classifyId: campus, minHours: 300 }] }, '参数错误: set.moduleMinimums.0.minHours 不能大于总学时要求'],
      [{ postgraduateRecordOnly: 'maybe' }, '参数错误: set.postgraduateRecordOnly 格式不正确'],
      [{ id: 99_999_999 }, '参数错误: set.id 规则不存在'],
    ];
    for (const [change, msg] of cases) {
      for (const path of ['/system/setparams/preview', '/system/setparams/save']) {
        const env = await call(t, 'POST', path, { set: { ...p.sets[0], ...change } }, admin);
        expect([env.code, env.msg], `${path} ${JSON.stringify(change)}`).toEqual([10002, msg]);
      }
    }
    expect((await params()).sets).toEqual(p.sets);
    expect(await fail(t, 'POST', '/system/setparams/units', { hoursUnit: 'a\u0000b', waysConvert: 1, decimalPlaces: 2 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: hoursUnit 格式不正确' });
    expect(await fail(t, 'POST', '/system/setparams/units', { hoursUnit: '学时', waysConvert: 2, decimalPlaces: 2 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: waysConvert 格式不正确' });
    expect(await fail(t, 'POST', '/system/sethonest', { creditStart: 100, noShowPenalty: 5, noShowLimit: 0, blacklistDays: 90 }, admin)).toMatchObject({ code: 10002, msg: '参数错误: noShowLimit 格式不正确' });
  });
});

describe('units and integrity', () => {
  it('saves the units and the integrity parameters, each recorded', async () => {
    await ok(t, 'POST', '/system/setparams/units', { hoursUnit: '课时', waysConvert: 3, decimalPlaces: 1, city: ' 合肥 ' }, admin);
    // The city reaches the sign-in's profile: the shell's location detection (spec §4).
    expect((await ok<{ schoolCity: string }>(t, 'POST', '/login', {}, admin)).schoolCity).toBe('合肥');
    expect((await fail(t, 'POST', '/system/setparams/units', { hoursUnit: '课时', waysConvert: 3, decimalPlaces: 1, city: '城'.repeat(21) }, admin)).msg).toContain('city');
    const transcript = await ok<TranscriptContent>(t, 'GET', '/transcript/preview', { userId: people[0].userId }, admin);
    expect(transcript.scoreUnit).toBe('分数');
    expect(transcript.school).toMatchObject({ hoursUnit: '课时', decimalPlaces: 1 });
    await ok(t, 'POST', '/system/setparams/units', { hoursUnit: '学时', waysConvert: 1, decimalPlaces: 2 }, admin);

    expect(await ok<IntegrityParams>(t, 'GET', '/system/sethonest', {}, admin)).toEqual({ creditStart: 100, noShowPenalty: 5, noShowLimit: 3, blacklistDays: 90 });
    expect(await ok<IntegrityParams>(t, 'POST', '/system/sethonest', { creditStart: 90, noShowPenalty: 2.5, noShowLimit: 4, blacklistDays: 60 }, admin)).toEqual({ creditStart: 90, noShowPenalty: 2.5, noShowLimit: 4, blacklistDays: 60 });
    const rules = await t.db.selectFrom('schoolRules').select(['noShowLimit', 'blacklistDays']).where('schoolId', '=', S).executeTakeFirstOrThrow();
    expect(rules).toEqual({ noShowLimit: 4, blacklistDays: 60 });
    const log = await ok<Page<RuleChangeRow>>(t, 'GET', '/system/setparams/changes', { current: 1, size: 10 }, admin);
    expect(log.list.slice(0, 3).map((r) => r.target)).toEqual(['integrity', 'units', 'units']);
    expect(log.list[0].changes).toEqual([
      { field: 'creditStart', before: 100, after: 90 },
      { field: 'noShowPenalty', before: 5, after: 2.5 },
      { field: 'noShowLimit', before: 3, after: 4 },
      { field: 'blacklistDays', before: 90, after: 60 },
    ]);
  });
});

describe('who may', () => {
  it('refuses students and staff without the module; another school sees and changes only its own', async () => {
    const student = await signInAs(t, 'student');
    const clerk = await makeStaff(t, S, ['/system/classify']);
    for (const token of [student, clerk.token]) {
      expect((await fail(t, 'GET', '/system/setparams', {}, token)).code).toBe(10003);
      expect((await fail(t, 'POST', '/system/setparams/save', { set: base }, token)).code).toBe(10003);
      expect((await fail(t, 'GET', '/system/sethonest', {}, token)).code).toBe(10003);
      expect((await fail(t, 'GET', '/system/setparams/changes', {}, token)).code).toBe(10003);
    }
    const theirs = await params(admin2);
    expect(theirs.sets[0].id).not.toBe(base.id);
    expect(await fail(t, 'POST', '/system/setparams/save', { set: { ...theirs.sets[0], id: base.id } }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: set.id 规则不存在' });
    expect(await fail(t, 'POST', '/system/setparams/delete', { id: base.id }, admin2)).toMatchObject({ code: 10002, msg: '参数错误: id 规则不存在' });
    expect((await ok<Page<RuleChangeRow>>(t, 'GET', '/system/setparams/changes', {}, admin2)).total).toBe(0);
    const onlyHonest = await makeStaff(t, S, ['/system/sethonest']);
    expect((await call(t, 'GET', '/system/sethonest', {}, onlyHonest.token)).code).toBe(0);
    expect((await call(t, 'GET', '/system/setparams', {}, onlyHonest.token)).code).toBe(10003);
  });
});
