/**
 * Module and organisation analyses (issue 6; spec §2 /analysis/classif and /analysis/organization).
 * Module hours come from student_classify_hours and an activity's granted hours from
 * ledger_source_totals (both kept by the ledger in the grant's transaction), never from sums over
 * the ledger itself.
 */
import type { ClassifyAnalysisRow, OrganizationAnalysisRow } from '../../../common/dashboard.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import type { Db } from '../../db/db.js';
import type { Viewer } from './access.js';
import { summaryModules } from '../hours/ledgerSummary.js';
import { heldByClassify, heldByOrganization } from './repositories/activities.js';
import { moduleTotals, organizationRows } from './repositories/students.js';
import { organizationsIn } from './widgets.js';

/** `total` hundredths shared by `n`, rounded half up, as hours ('0.00' when n is 0). */
function average(total: number, n: number): string {
  if (n <= 0) return '0.00';
  return fromHundredths(Math.floor((2 * total + n) / (2 * n)));
}

/**
 * GET /analysis/classify → ClassifyAnalysisRow[] per top-level module, in the tree's order: one
 * pass over the held activities and one over the students in scope with their module hours.
 */
export async function classifyAnalysis(db: Db, v: Viewer): Promise<ClassifyAnalysisRow[]> {
  const modules = await summaryModules(db, v.schoolId);
  const moduleOf = new Map(modules.flatMap((m) => m.categoryIds.map((id) => [id, m.id] as const)));
  // Per module: Σ hundredths and how many reach the minimum, as columns t<i> and r<i>.
  const [activities, students] = await Promise.all([heldByClassify(db, v), moduleTotals(db, v, modules)]);
  const held = new Map<number, { held: number; seats: number }>();
  for (const a of activities) {
    const m = moduleOf.get(a.classifyId) ?? a.classifyId;
    const acc = held.get(m) ?? { held: 0, seats: 0 };
    held.set(m, { held: acc.held + Number(a.held), seats: acc.seats + Number(a.seats) });
  }
  const studentCount = Number(students.n);
  return modules.map((m, i) => {
    const a = held.get(m.id) ?? { held: 0, seats: 0 };
    const total = Number(students[`t${i}`]);
    return {
      classifyId: m.id,
      name: m.name,
      minHours: fromHundredths(m.minHundredths),
      activityCount: a.held,
      enrollCount: a.seats,
      totalHours: fromHundredths(total),
      avgHours: average(total, studentCount),
      studentCount,
      reachCount: Number(students[`r${i}`]),
    };
  });
}

/**
 * GET /analysis/organization → OrganizationAnalysisRow[]: every organisation in scope with its held
 * activities in scope, their seats taken and the hours their completion granted; by activityCount,
 * then id.
 */
export async function organizationAnalysis(db: Db, v: Viewer): Promise<OrganizationAnalysisRow[]> {
  const only = organizationsIn(v);
  if (only && only.length === 0) return [];
  const [organizations, activities] = await Promise.all([organizationRows(db, v.schoolId, only), heldByOrganization(db, v)]);
  const byOrg = new Map(activities.map((a) => [a.organizationId, a]));
  return organizations
    .map((o) => {
      const a = byOrg.get(o.id);
      return {
        id: o.id, name: o.name, nature: o.nature, activityCount: Number(a?.held ?? 0), enrollCount: Number(a?.seats ?? 0),
        totalHours: fromHundredths(a ? toHundredths(a.hours) : 0),
      };
    })
    .sort((x, y) => y.activityCount - x.activityCount || x.id - y.id);
}
