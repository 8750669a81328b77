/**
 * Module and organisation analyses (issue 6; spec §2 /analysis/classif and /analysis/organization).
 * Module hours come from student_classify_hours and an activity's granted hours from
 * ledger_source_totals (both kept by the ledger in the grant's transaction), never from sums over
 * the ledger itself.
 */
import { sql } from 'kysely';
import type { ClassifyAnalysisRow, OrganizationAnalysisRow } from '../../../common/dashboard.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { SOURCE_TYPE } from '../hours/ledger.js';
import type { Db } from '../../db/db.js';
import { activitiesIn, HELD, studentsIn, type Viewer } from './access.js';
import { moduleHundredths, summaryModules } from '../hours/ledgerSummary.js';
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
  const perModule = modules.flatMap((m, i) => [
    sql<string>`coalesce(sum(${moduleHundredths(m)}), 0)::text`.as(`t${i}`),
    sql<number>`(count(*) filter (where ${moduleHundredths(m)} >= ${sql.lit(m.minHundredths)}))::int`.as(`r${i}`),
  ]);
  const [activities, students] = await Promise.all([
    db
      .selectFrom('activities as a')
      .select(['a.classifyId', sql<number>`count(*)::int`.as('held'), sql<number>`coalesce(sum(a.enroll_count), 0)::int`.as('seats')])
      .where('a.schoolId', '=', v.schoolId)
      .where('a.isTemplate', '=', false)
      .where('a.status', 'in', HELD)
      .where(activitiesIn(v))
      .groupBy('a.classifyId')
      .execute(),
    db
      .selectFrom('students as s')
      .leftJoin('studentModuleHours as h', (j) => j.onRef('h.schoolId', '=', 's.schoolId').onRef('h.userId', '=', 's.userId'))
      .select([sql<number>`count(*)::int`.as('n'), ...perModule])
      .where('s.schoolId', '=', v.schoolId)
      .where('s.status', '=', 1)
      .where(studentsIn(v))
      .executeTakeFirstOrThrow() as Promise<Record<string, string | number>>,
  ]);
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
  const [organizations, activities] = await Promise.all([
    db
      .selectFrom('organizations as o')
      .select(['o.id', 'o.name', 'o.nature'])
      .where('o.schoolId', '=', v.schoolId)
      .$if(only !== null, (q) => q.where('o.id', 'in', only!))
      .execute(),
    db
      .selectFrom('activities as a')
      .leftJoin('ledgerSourceTotals as lt', (j) =>
        j.onRef('lt.schoolId', '=', 'a.schoolId').on('lt.sourceType', '=', SOURCE_TYPE.activity).onRef('lt.relationId', '=', 'a.id'),
      )
      .select([
        'a.organizationId',
        sql<number>`count(*)::int`.as('held'),
        sql<number>`coalesce(sum(a.enroll_count), 0)::int`.as('seats'),
        sql<string>`coalesce(sum(lt.hours), 0)::text`.as('hours'),
      ])
      .where('a.schoolId', '=', v.schoolId)
      .where('a.isTemplate', '=', false)
      .where('a.status', 'in', HELD)
      .where(activitiesIn(v))
      .groupBy('a.organizationId')
      .execute(),
  ]);
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
