/**
 * Dashboard figures by module (spec §2 admin dashboard pie chart 第二课堂活动比率 and radar chart
 * 各类型活动平均 with 平均学时 / 最高学时; spec §7 GET /activity/classify/lists and /hoursAvg).
 * Every top-level module of the school appears, in the tree's order, also with zero.
 */
import type { ClassifyCount, ClassifyHoursAvg } from '../../../common/activities.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import type { Db } from '../structure/common.js';

/** Statuses of activities that passed the first review (4–10, 12). */
const APPROVED = [4, 5, 6, 7, 8, 9, 10, 12];

async function modulesOf(db: Db, schoolId: number) {
  const rows = await classifyRows(db, schoolId);
  return { modules: rows.filter((r) => r.parentId === 0), root: rootOf(rows) };
}

/** GET /activity/classify/lists → [{name, classifyCount}]: activities per module, not templates, not rejected (3) or refused (11). */
export async function classifyCounts(db: Db, schoolId: number): Promise<ClassifyCount[]> {
  const { modules, root } = await modulesOf(db, schoolId);
  const rows = await db
    .selectFrom('activities')
    .select(['classifyId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('schoolId', '=', schoolId)
    .where('isTemplate', '=', false)
    .where('status', 'not in', [3, 11])
    .groupBy('classifyId')
    .execute();
  const counts = new Map<number, number>();
  for (const r of rows) {
    const m = root.get(r.classifyId) ?? r.classifyId;
    counts.set(m, (counts.get(m) ?? 0) + Number(r.n));
  }
  return modules.map((m) => ({ name: m.name, classifyCount: counts.get(m.id) ?? 0 }));
}

/**
 * GET /activity/classify/hoursAvg → [{name, avgHours, maxHours}] (decimal strings, 2 places): per
 * module over its completed activities (status 12); a module with none completed uses its approved
 * activities (statuses 4–10, 12); '0.00' when it has none.
 */
export async function classifyHoursAvg(db: Db, schoolId: number): Promise<ClassifyHoursAvg[]> {
  const { modules, root } = await modulesOf(db, schoolId);
  const rows = await db
    .selectFrom('activities')
    .select(['classifyId', 'status', 'hours'])
    .where('schoolId', '=', schoolId)
    .where('isTemplate', '=', false)
    .where('status', 'in', APPROVED)
    .execute();
  const byModule = new Map<number, { completed: number[]; approved: number[] }>();
  for (const r of rows) {
    const m = root.get(r.classifyId) ?? r.classifyId;
    const bucket = byModule.get(m) ?? { completed: [], approved: [] };
    // Hundredths as integers: exact sums of numeric(8,2) values.
    const cents = Math.round(Number(r.hours) * 100);
    bucket.approved.push(cents);
    if (r.status === 12) bucket.completed.push(cents);
    byModule.set(m, bucket);
  }
  return modules.map((m) => {
    const b = byModule.get(m.id);
    const set = b ? (b.completed.length ? b.completed : b.approved) : [];
    if (!set.length) return { name: m.name, avgHours: '0.00', maxHours: '0.00' };
    const sum = set.reduce((x, y) => x + y, 0);
    return { name: m.name, avgHours: (sum / set.length / 100).toFixed(2), maxHours: (Math.max(...set) / 100).toFixed(2) };
  });
}
