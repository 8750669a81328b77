/**
 * Dashboard figures by module (spec §2 admin dashboard pie chart 第二课堂活动比率 and radar chart
 * 各类型活动平均 with 平均学时 / 最高学时; spec §7 GET /activity/classify/lists and /hoursAvg).
 * Every top-level module of the school appears, in the tree's order, also with zero. Only the
 * activities within the caller's data scope count (repositories/activities.ts scopeCondition, as GET /activity/list).
 */
import type { ClassifyCount, ClassifyHoursAvg } from '../../../common/activities.js';
import type { DataScope } from '../../auth/scope.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import { countByClassify, hoursByClassify } from './repositories/activities.js';

/** Whose activities count: the caller's school and data scope (the whole school by default). */
export interface StatsCaller {
  schoolId: number;
  userId: number;
  scope?: DataScope;
}
const scopeOf = (c: StatsCaller): DataScope => c.scope ?? { kind: 'school' };

/** Statuses of activities that passed the first review (4–10, 12). */
const APPROVED = [4, 5, 6, 7, 8, 9, 10, 12];

async function modulesOf(db: Db, schoolId: number) {
  const rows = await classifyRows(db, schoolId);
  return { modules: rows.filter((r) => r.parentId === 0), root: rootOf(rows) };
}

/** GET /activity/classify/lists → [{name, classifyCount}]: activities per module, not templates, not rejected (3) or refused (11). */
export async function classifyCounts(db: Db, caller: StatsCaller): Promise<ClassifyCount[]> {
  const { modules, root } = await modulesOf(db, caller.schoolId);
  const rows = await countByClassify(db, caller.schoolId, scopeOf(caller), caller.userId);
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
export async function classifyHoursAvg(db: Db, caller: StatsCaller): Promise<ClassifyHoursAvg[]> {
  const { modules, root } = await modulesOf(db, caller.schoolId);
  // Per category and completed-or-not: how many, Σ and max hours in hundredths (exact integers).
  const rows = await hoursByClassify(db, caller.schoolId, APPROVED, scopeOf(caller), caller.userId);
  type Acc = { n: number; sum: number; max: number };
  const add = (acc: Acc | undefined, r: { n: number; sum: string; max: number }): Acc =>
    acc ? { n: acc.n + r.n, sum: acc.sum + Number(r.sum), max: Math.max(acc.max, r.max) } : { n: r.n, sum: Number(r.sum), max: r.max };
  const byModule = new Map<number, { completed?: Acc; approved?: Acc }>();
  for (const r of rows) {
    const m = root.get(r.classifyId) ?? r.classifyId;
    const bucket = byModule.get(m) ?? {};
    bucket.approved = add(bucket.approved, r);
    if (r.completed) bucket.completed = add(bucket.completed, r);
    byModule.set(m, bucket);
  }
  return modules.map((m) => {
    const b = byModule.get(m.id);
    const set = b?.completed ?? b?.approved;
    if (!set) return { name: m.name, avgHours: '0.00', maxHours: '0.00' };
    return { name: m.name, avgHours: (set.sum / set.n / 100).toFixed(2), maxHours: (set.max / 100).toFixed(2) };
  });
}
