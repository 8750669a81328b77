/**
 * Module and organisation analyses (issue 6; spec §2 /analysis/classif and /analysis/organization).
 * Module hours come from student_classify_hours and an activity's granted hours from
 * ledger_source_totals (both kept by the ledger in the grant's transaction), never from sums over
 * the ledger itself.
 */
import { sql } from 'kysely';
import type { ClassifyAnalysisRow, OrganizationAnalysisRow } from '../../../common/dashboard.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import { SOURCE_TYPE } from '../hours/ledger.js';
import type { Db } from '../structure/common.js';
import { activitiesIn, NOT_HELD, studentsIn, type Viewer } from './access.js';
import { organizationsIn } from './widgets.js';

/** `total` hundredths shared by `n`, rounded half up, as hours ('0.00' when n is 0). */
function average(total: number, n: number): string {
  if (n <= 0) return '0.00';
  return fromHundredths(Math.floor((2 * total + n) / (2 * n)));
}

/** GET /analysis/classify → ClassifyAnalysisRow[] per top-level module, in the tree's order. */
export async function classifyAnalysis(db: Db, v: Viewer): Promise<ClassifyAnalysisRow[]> {
  const all = await classifyRows(db, v.schoolId);
  const root = rootOf(all);
  const modules = all.filter((c) => c.parentId === 0);
  const minOf = modules.length
    ? sql.join(modules.map((m) => sql`when ${m.id}::int then ${String(m.minHours)}::numeric`), sql` `)
    : null;
  const [activities, hours, students] = await Promise.all([
    db
      .selectFrom('activities as a')
      .select(['a.classifyId', sql<number>`count(*)::int`.as('held'), sql<number>`coalesce(sum(a.enroll_count), 0)::int`.as('seats')])
      .where('a.schoolId', '=', v.schoolId)
      .where('a.isTemplate', '=', false)
      .where('a.status', 'not in', NOT_HELD)
      .where(activitiesIn(v))
      .groupBy('a.classifyId')
      .execute(),
    minOf === null
      ? Promise.resolve([])
      : db
          .selectFrom('studentClassifyHours as h')
          .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'h.userId').onRef('s.schoolId', '=', 'h.schoolId'))
          .select([
            'h.rootClassifyId',
            sql<string>`sum(h.hours)::text`.as('total'),
            sql<number>`count(*) filter (where h.hours >= case h.root_classify_id ${minOf} end)::int`.as('reached'),
          ])
          .where('h.schoolId', '=', v.schoolId)
          .where('s.status', '=', 1)
          .where(studentsIn(v))
          .groupBy('h.rootClassifyId')
          .execute(),
    db.selectFrom('students as s').select(sql<number>`count(*)::int`.as('n')).where('s.schoolId', '=', v.schoolId).where('s.status', '=', 1).where(studentsIn(v)).executeTakeFirstOrThrow(),
  ]);
  const perModule = new Map<number, { held: number; seats: number }>();
  for (const a of activities) {
    const m = root.get(a.classifyId) ?? a.classifyId;
    const acc = perModule.get(m) ?? { held: 0, seats: 0 };
    perModule.set(m, { held: acc.held + Number(a.held), seats: acc.seats + Number(a.seats) });
  }
  const byRoot = new Map(hours.map((h) => [h.rootClassifyId, h]));
  const studentCount = Number(students.n);
  return modules.map((m) => {
    const a = perModule.get(m.id) ?? { held: 0, seats: 0 };
    const h = byRoot.get(m.id);
    const total = h ? toHundredths(h.total) : 0;
    const min = toHundredths(String(m.minHours));
    return {
      classifyId: m.id,
      name: m.name,
      minHours: fromHundredths(min),
      activityCount: a.held,
      enrollCount: a.seats,
      totalHours: fromHundredths(total),
      avgHours: average(total, studentCount),
      studentCount,
      // Students without hours in the module reach it only when it has no minimum.
      reachCount: min === 0 ? studentCount : Number(h?.reached ?? 0),
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
      .where('a.status', 'not in', NOT_HELD)
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
