/**
 * The one rule, seen from every side (issue 13 "the same numbers on every endpoint"): over the whole
 * demo school — seeded as `npm start` seeds it, activities, declarations and the dashboard demo
 * included — each student's transcript (GET /transcript/preview's content, built for all at once),
 * their 我的学时 summary (GET /student/hours/summary's evaluation), the stored verdict (students.score
 * and rule_met), the warning list (GET /analysis/warning/list) and the dashboard's reach rates (GET
 * /college/reach/rate/list, /analysis/reach/rate) agree line by line; then again after a rule change
 * in 参数设置.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeReachRate, ReachRateRow, WarningRow } from '../../common/dashboard.js';
import type { Page } from '../../common/envelope.js';
import type { SchoolParams } from '../../common/schoolParams.js';
import type { TranscriptContent } from '../../common/transcripts.js';
import { seedDemo } from '../../server/seed/index.js';
import { hoursSummary } from '../../server/modules/hours/studentHours.js';
import { buildTranscriptContents } from '../../server/modules/transcripts/content.js';
import { makeApp, signInAs, type TestApp } from './helpers.js';
import { ok } from './structure-helpers.js';

const S = 10001;
const NOW = new Date('2026-11-20T06:30:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeApp();
  await seedDemo(t.db, { activities: true, now: NOW });
  admin = await signInAs(t, 'admin');
}, 180_000);
afterAll(() => t.close());

interface Student {
  userId: number;
  status: number;
  collegeId: number | null;
  grade: string | null;
  score: string;
  ruleMet: boolean;
}

async function everyone(): Promise<{ students: Student[]; transcripts: Map<number, TranscriptContent> }> {
  const students = (await t.db.selectFrom('students').select(['userId', 'status', 'collegeId', 'grade', 'score', 'ruleMet']).where('schoolId', '=', S).orderBy('userId').execute()) as Student[];
  const transcripts = await buildTranscriptContents(t.db, S, students.map((s) => s.userId), NOW);
  return { students, transcripts };
}

async function warningList(): Promise<Map<number, WarningRow>> {
  const out = new Map<number, WarningRow>();
  for (let current = 1; ; current++) {
    const page = await ok<Page<WarningRow>>(t, 'GET', '/analysis/warning/list', { current, size: 40 }, admin);
    for (const r of page.list) out.set(r.userId, r);
    if (page.list.length < 40) return out;
  }
}

async function expectAgreement() {
  const { students, transcripts } = await everyone();
  expect(students.length).toBeGreaterThan(1500);
  expect(transcripts.size).toBe(students.length);
  const met = students.filter((s) => transcripts.get(s.userId)!.verdict.met);
  // A demo worth checking has students on both sides.
  expect(met.length).toBeGreaterThan(0);
  expect(met.length).toBeLessThan(students.length);

  // The stored verdict is the transcript's.
  for (const s of students) {
    const c = transcripts.get(s.userId)!;
    expect([s.ruleMet, Number(s.score)], `student ${s.userId}`).toEqual([c.verdict.met, Number(c.score)]);
    expect(Number(c.score) > 0).toBe(c.verdict.met);
    expect(c.verdict.missing.length).toBe(c.verdict.met ? 0 : c.verdict.recordOnly ? 1 : c.requirements!.filter((l) => !l.met).length);
  }

  // 我的学时 says what the transcript says, line by line: every met student, every 4th one with hours, some without.
  const withHours = students.filter((s) => transcripts.get(s.userId)!.records.length > 0);
  expect(withHours.length).toBeGreaterThan(100);
  const sample = new Set([...met, ...withHours.filter((_, i) => i % 4 === 0), ...students.slice(0, 10)]);
  for (const s of sample) {
    const c = transcripts.get(s.userId)!;
    const mine = await hoursSummary(t.db, { schoolId: S, userId: s.userId });
    expect(mine.total).toBe(c.totalHours);
    expect(mine.evaluation.lines).toEqual(c.requirements);
    expect([mine.evaluation.met, mine.evaluation.credit]).toEqual([c.verdict.met, c.score]);
  }

  // The warning list holds every normal student who does not meet the requirement, with the transcript's shortfalls.
  const warned = await warningList();
  for (const s of students.filter((x) => x.status === 1)) {
    const c = transcripts.get(s.userId)!;
    const row = warned.get(s.userId);
    if (!c.verdict.met) expect(row, `student ${s.userId} is not on the warning list`).toBeDefined();
    if (row) {
      expect(row.met).toBe(c.verdict.met);
      expect(row.shortfalls.map((x) => `${x.label}还差 ${x.hours} 学时`)).toEqual(c.verdict.recordOnly ? [] : c.verdict.missing);
      expect(row.hours).toBe(c.totalHours);
    }
  }

  // The dashboard's reach rates count the same students.
  const normal = students.filter((s) => s.status === 1);
  const byCollege = await ok<CollegeReachRate[]>(t, 'GET', '/college/reach/rate/list', {}, admin);
  for (const r of byCollege) {
    const mine = normal.filter((s) => s.collegeId === r.id);
    expect([r.studentCount, r.reachCount], r.name).toEqual([mine.length, mine.filter((s) => transcripts.get(s.userId)!.verdict.met).length]);
  }
  const byGrade = await ok<ReachRateRow[]>(t, 'GET', '/analysis/reach/rate', { groupBy: 'grade' }, admin);
  for (const r of byGrade) {
    const mine = normal.filter((s) => s.grade === r.id);
    expect(r.reachCount, r.name).toBe(mine.filter((s) => transcripts.get(s.userId)!.verdict.met).length);
  }
  return { met: met.length };
}

describe('one rule behind every verdict, over the whole demo school', () => {
  let before: { met: number };
  it('the transcript, 我的学时, the stored verdict, the warning list and the reach rates agree', async () => {
    before = await expectAgreement();
  }, 120_000);

  it('and still agree after 参数设置 lowers the social-practice minimum', async () => {
    const params = await ok<SchoolParams>(t, 'GET', '/system/setparams', {}, admin);
    await ok(t, 'POST', '/system/setparams/save', { set: { ...params.sets[0], socialPracticeMinHours: 10 } }, admin);
    const after = await expectAgreement();
    expect(after.met).toBeGreaterThan(before.met);
  }, 180_000);
});
