/**
 * Figures by college and grade (issue 6; spec §2 reach-rate chart, §3 college row and grade, §7
 * GET /school/grade/partake/list, /college/reach/rate/list, /college/activity/list,
 * /college/activity/statistic/list; the /analysis reach rates). A student reaches the requirement
 * when their stored verdict students.rule_met is true — what common/hoursRequirements.ts evaluate()
 * says of them under their cohort's set, kept by hours/verdicts.ts (issue 13). One pass over the
 * students in scope, so these stay fast at 30,000 students.
 */
import type { CollegeReachRate, CollegeRow, GradeOption, ReachGroupBy, ReachRateRow } from '../../../common/dashboard.js';
import { dayStart, dayEnd } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { rate, type Viewer } from './access.js';
import { heldByCollege } from './repositories/activities.js';
import * as repo from './repositories/students.js';

/** GET /school/grade/partake/list → GradeOption[]: the grades of the students in scope, ascending. */
export async function gradeOptions(db: Db, v: Viewer): Promise<GradeOption[]> {
  const grades = await repo.gradesInScope(db, v);
  return grades.map((g) => ({ id: g, name: `${g}级` }));
}

/** Students in scope (status 1) and how many meet the requirement, per college id (of `grade` when given). */
async function reachByCollege(db: Db, v: Viewer, grade?: string) {
  const rows = await repo.reachByCollege(db, v, grade);
  return new Map(rows.map((r) => [r.collegeId, { students: Number(r.students), reached: Number(r.reached) }]));
}

/**
 * GET /college/reach/rate/list {grade?} → CollegeReachRate[]: every college with students in
 * scope, the share of its students of the grade (all grades without one) meeting the requirement.
 */
export async function collegeReachRates(db: Db, v: Viewer, grade?: string): Promise<CollegeReachRate[]> {
  const [colleges, counts] = await Promise.all([repo.collegesInScope(db, v), reachByCollege(db, v, grade)]);
  return colleges.map((c) => {
    const n = counts.get(c.id) ?? { students: 0, reached: 0 };
    return { id: c.id, name: c.name, grade: grade ?? '', studentCount: n.students, reachCount: n.reached, reachRate: rate(n.reached, n.students) };
  });
}

/**
 * GET /analysis/reach/rate {groupBy} → ReachRateRow[]: reach rates of the students in scope by
 * college (colleges with students, school order) or by grade (ascending).
 */
export async function reachRates(db: Db, v: Viewer, groupBy: ReachGroupBy): Promise<ReachRateRow[]> {
  if (groupBy === 'college') {
    return (await collegeReachRates(db, v)).map(({ id, name, studentCount, reachCount, reachRate }) => ({ id, name, studentCount, reachCount, reachRate }));
  }
  const rows = await repo.reachByGrade(db, v);
  return rows.map((r) => ({
    id: r.grade!, name: `${r.grade}级`, studentCount: Number(r.students), reachCount: Number(r.reached), reachRate: rate(Number(r.reached), Number(r.students)),
  }));
}

/** The current term's [start, end) (the term holding today, China time), or null when none does. */
async function currentTerm(db: Db, schoolId: number, now: Date): Promise<{ from: Date; to: Date } | null> {
  const term = await repo.termHolding(db, schoolId, now);
  if (!term) return null;
  return { from: dayStart(term.startDate), to: dayEnd(term.endDate) };
}

/**
 * GET /college/activity/list (all time) and /college/activity/statistic/list (`term`: activities
 * starting in the current term; none when no term holds today) → CollegeRow[]: per college with
 * students in scope, its college-level activities in scope and the reach rate of its students.
 */
export async function collegeRows(db: Db, v: Viewer, opts: { term: boolean; now?: Date }): Promise<CollegeRow[]> {
  const term = opts.term ? await currentTerm(db, v.schoolId, opts.now ?? new Date()) : null;
  const [colleges, reach, activities] = await Promise.all([
    repo.collegesInScope(db, v),
    reachByCollege(db, v),
    opts.term && !term ? Promise.resolve([]) : heldByCollege(db, v, term),
  ]);
  const byCollege = new Map(activities.map((r) => [r.collegeId, r]));
  return colleges.map((c) => {
    const a = byCollege.get(c.id);
    const n = reach.get(c.id) ?? { students: 0, reached: 0 };
    return {
      id: c.id, name: c.name, activityCount: Number(a?.held ?? 0), enrollCount: Number(a?.seats ?? 0), waitFinishCount: Number(a?.waitFinish ?? 0),
      reachRate: rate(n.reached, n.students),
    };
  });
}
