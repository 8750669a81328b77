/**
 * The stored verdicts (issue 13 "The rule, once"): students.score (the credit) and students.rule_met
 * are what common/hoursRequirements.ts evaluate() says of the student's ledger summary under the
 * requirement set of their cohort. They are recomputed here — never by a second copy of the rule —
 * whenever their inputs change: in the transaction that writes ledger rows (ledger.ts), when a set
 * changes (schoolParams), and once per school after a migration that marks verdicts stale. The
 * reach rates, the warning list and the dashboards count over these columns; the transcript and
 * the student's pages evaluate the same summary directly and therefore agree.
 */
import { evaluate, type Evaluation, type RequirementSet } from '../../../common/hoursRequirements.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import type { Db, Trx } from '../../db/db.js';
import { summaryModules, type SummaryModule } from './ledgerSummary.js';
import * as repo from './repositories/summaries.js';
import { requirementContext, setForGrade, type RequirementContext } from './requirements.js';

/** One student's inputs to the rule and the verdict stored today. */
export interface StudentSummaryRow {
  userId: number;
  grade: string;
  postgraduate: boolean;
  /** Hundredths per top-level module id. */
  byModule: Map<number, number>;
  score: string;
  ruleMet: boolean;
}

/**
 * The ledger summaries of the school's students (all, or `userIds`), from student_module_hours —
 * equal to the sums of their ledger rows (ledgerSummary.ts keeps them in the grant's
 * transaction). Optionally only the cohorts a predicate on the grade keeps.
 */
export async function studentSummaries(db: Db, schoolId: number, opts: { userIds?: number[]; modules?: SummaryModule[] } = {}): Promise<StudentSummaryRow[]> {
  const modules = opts.modules ?? (await summaryModules(db, schoolId));
  if (opts.userIds && opts.userIds.length === 0) return [];
  const rows = await repo.studentSummaryRows(db, schoolId, modules, opts.userIds);
  return rows.map((r) => {
    // The leading 0 keeps the array non-empty when the school has no modules.
    const values = (r.held as unknown as (number | string)[]).slice(1).map(Number);
    return {
      userId: r.userId, grade: r.grade, postgraduate: r.isPostgraduate, score: fromHundredths(toHundredths(r.score)), ruleMet: r.ruleMet,
      byModule: new Map(modules.map((m, i) => [m.id, values[i] ?? 0])),
    };
  });
}

/** evaluate() over a summary row whose module hours are hundredths. */
export function evaluateRow(set: RequirementSet, row: Pick<StudentSummaryRow, 'byModule' | 'postgraduate'>, modules: RequirementContext['modules']): Evaluation {
  const hours = new Map([...row.byModule].map(([id, h]) => [id, fromHundredths(h)]));
  return evaluate(set, { byModule: hours, postgraduate: row.postgraduate }, modules);
}

/**
 * Recomputes and stores the verdicts of the school's students (all, or `userIds`), writing only
 * those that changed. Run it inside the transaction that changed their inputs. → {changed}.
 */
export async function refreshVerdicts(db: Db, schoolId: number, userIds?: number[], ctx?: RequirementContext): Promise<{ changed: number }> {
  const context = ctx ?? (await requirementContext(db, schoolId));
  const rows = await studentSummaries(db, schoolId, { userIds });
  const changes: { userId: number; credit: string; met: boolean }[] = [];
  for (const r of rows) {
    const e = evaluateRow(setForGrade(context, r.grade), r, context.modules);
    if (e.credit !== r.score || e.met !== r.ruleMet) changes.push({ userId: r.userId, credit: e.credit, met: e.met });
  }
  await repo.writeVerdicts(db, schoolId, changes);
  return { changed: changes.length };
}

/** Recomputes every verdict of the school and clears its verdicts_stale mark, in `trx`. */
export async function refreshSchoolVerdicts(trx: Trx, schoolId: number): Promise<void> {
  await refreshVerdicts(trx, schoolId);
  await repo.clearVerdictsStale(trx, schoolId);
}

/** The schools a migration marked verdicts_stale (their verdicts are recomputed at start-up, seed/index.ts prepareData). */
export function staleVerdictSchools(db: Db): Promise<number[]> {
  return repo.staleSchoolIds(db);
}
