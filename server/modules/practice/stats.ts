/**
 * Practice statistics (issue 19; spec §2 /society/practice/analysis, /society/practice/statistical/list,
 * /society1/practice): projects, distinct participants and hours granted by college (the member's
 * college when they joined), destination, type and term, plus totals and counts by status, over
 * the projects of an optional term, type or academic year; participants count 人次 (a student on two
 * projects counts twice). Hours are the ledger's granted hours as
 * kept on the members' rows (after the term cap).
 */
import { practiceStatusLabels, practiceTypeLabels, type PracticeStatLine, type PracticeStats } from '../../../common/practice.js';
import type { PracticeStatsParams } from '../../../common/schemas/practice.js';
import type { Db } from '../../db/db.js';
import * as repo from './repository.js';
import type { DataScope } from '../../auth/scope.js';

/** The lines of one dimension, most projects first (then by name), named by `nameOf`. */
function linesOf(rows: repo.StatsRow[], dim: repo.StatsDimension, nameOf: (key: string) => string): PracticeStatLine[] {
  return rows
    .filter((r) => r.dim === dim)
    .map((r) => ({ key: r.key, name: nameOf(r.key), projects: r.projects, members: r.members, hours: r.hours }))
    .sort((a, b) => b.projects - a.projects || a.name.localeCompare(b.name, 'zh-CN'));
}

/** GET /practice/statistics {termId?, type?, academicYear?} → PracticeStats over the projects in `scope` (the leader's college or organisation): two aggregate queries (repository.ts statsRows) and the names of colleges and terms. */
export async function practiceStats(db: Db, schoolId: number, scope: DataScope, p: PracticeStatsParams): Promise<PracticeStats> {
  const [rows, names] = await Promise.all([repo.statsRows(db, schoolId, scope, p), repo.statsNames(db, schoolId)]);
  const total = rows.find((r) => r.dim === 'total');
  return {
    totals: { projects: total?.projects ?? 0, completed: total?.completed ?? 0, pending: total?.pending ?? 0, members: total?.members ?? 0, hours: total?.hours ?? '0' },
    byStatus: linesOf(rows, 'status', (k) => practiceStatusLabels[Number(k)] ?? k),
    byCollege: linesOf(rows, 'college', (k) => names.colleges.get(k) ?? '未分配院系'),
    byDestination: linesOf(rows, 'destination', (k) => k),
    byType: linesOf(rows, 'type', (k) => practiceTypeLabels[Number(k)] ?? k),
    byTerm: linesOf(rows, 'term', (k) => names.terms.get(k) ?? k),
  };
}
