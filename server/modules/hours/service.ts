/** Totals over the hours ledger (DESIGN.md §4): a student's hours per top-level module. */
import type { ClassifyAchievement } from '../../../common/classify.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import { hoursPerClassify } from './repositories/ledger.js';

/**
 * Every top-level module of the school with the student's granted hours in it (its children
 * included) and its warning value, by orderNumber: [{classifyId, classifyName, classifyHours, minHours}].
 */
export async function classifyHoursOf(db: Db, schoolId: number, userId: number): Promise<ClassifyAchievement[]> {
  const rows = await classifyRows(db, schoolId);
  const root = rootOf(rows);
  const sums = await hoursPerClassify(db, schoolId, userId);
  const perRoot = new Map<number, number>();
  for (const s of sums) {
    const r = root.get(s.classifyId) ?? s.classifyId;
    perRoot.set(r, (perRoot.get(r) ?? 0) + toHundredths(s.sum));
  }
  return rows
    .filter((r) => r.parentId === 0)
    .map((r) => ({ classifyId: r.id, classifyName: r.name, classifyHours: fromHundredths(perRoot.get(r.id) ?? 0), minHours: String(r.minHours) }));
}
