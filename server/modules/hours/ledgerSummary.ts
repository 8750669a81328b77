/**
 * The summaries of the hours ledger that the dashboards read (issue 6: "summary tables kept in the
 * same transaction as the ledger"; migration 20261121_008000_dashboard):
 *  - student_module_hours: per student, the granted hours of each top-level module in integer
 *    hundredths, in the column m<slot> of the module (module_slots; m1 … m16). Modules past the
 *    16th have no column: reads sum the ledger for them (moduleHundredths);
 *  - ledger_source_totals: Σ granted hours and ledger rows per (source type, relation id).
 * server/modules/hours/ledger.ts calls `addToLedgerSummaries` right after it inserts ledger rows,
 * in the same transaction (the students are already locked), so each summary always equals the
 * sum of the ledger rows behind it. A category never changes its parent (classify/tree.ts), so a
 * row's module is fixed; a module's slot is given on first use and never reused.
 */
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { rootOf } from '../classify/tree.js';
import type { Db, Trx } from '../../db/db.js';
import * as repo from './repositories/summaries.js';

export { MODULE_COLUMNS } from './repositories/summaries.js';

/** The module's slot, given now (the next free one) when it has none. */
export async function slotOf(trx: Trx, schoolId: number, rootClassifyId: number): Promise<number> {
  const found = await repo.findSlot(trx, schoolId, rootClassifyId);
  if (found !== undefined) return found;
  await repo.claimSlot(trx, schoolId, rootClassifyId);
  return (await repo.findSlot(trx, schoolId, rootClassifyId))!;
}

import type { SummaryModule } from './repositories/summaries.js';

export type { SummaryModule };

/** The school's top-level modules in the tree's order, with their slots and categories. */
export async function summaryModules(db: Db, schoolId: number): Promise<SummaryModule[]> {
  const [rows, slots] = await Promise.all([repo.classifyTreeRows(db, schoolId), repo.moduleSlotRows(db, schoolId)]);
  const slotOfRoot = new Map(slots.map((r) => [r.rootClassifyId, r.slot]));
  const root = rootOf(rows);
  return rows
    .filter((r) => r.parentId === 0)
    .map((m) => ({
      id: m.id, name: m.name, minHundredths: toHundredths(m.minHours), slot: slotOfRoot.get(m.id),
      categoryIds: rows.filter((r) => root.get(r.id) === m.id).map((r) => r.id),
    }));
}

export interface SummaryInput {
  schoolId: number;
  classifyId: number;
  sourceType: number;
  /** null for a correction without a relation (then no source total is kept). */
  relationId: number | null;
  /** The ledger rows just written: student and granted hundredths (negative for a correction). */
  rows: { userId: number; hundredths: number }[];
}

/**
 * Adds ledger rows just inserted to both summaries. Call inside the transaction that inserted them,
 * after the students were locked, so concurrent grants to a student are serialised.
 */
export async function addToLedgerSummaries(trx: Trx, input: SummaryInput): Promise<void> {
  if (input.rows.length === 0) return;
  const root = await repo.rootClassifyOf(trx, input.schoolId, input.classifyId);
  if (root === null) return;
  const slot = await slotOf(trx, input.schoolId, root);
  // User-id order: the lock order of the students' rows.
  const rows = [...input.rows].sort((a, b) => a.userId - b.userId);
  if (slot <= repo.MODULE_COLUMNS) await repo.addModuleHours(trx, input.schoolId, slot, rows);
  if (input.relationId === null) return;
  const total = rows.reduce((sum, r) => sum + r.hundredths, 0);
  await repo.addSourceTotal(trx, input.schoolId, input.sourceType, input.relationId, fromHundredths(total), rows.length);
}

/**
 * Recomputes both summaries of one school from its ledger (for bulk loads that bypass grantHours,
 * e.g. the benchmark's generated ledger). Run it in a transaction.
 */
export async function rebuildLedgerSummaries(trx: Trx, schoolId: number): Promise<void> {
  for (const id of await repo.rootClassifyIds(trx, schoolId)) await slotOf(trx, schoolId, id);
  await repo.rebuildSummaries(trx, schoolId);
}
