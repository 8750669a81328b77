/**
 * The student's own hours from the ledger (issue 5; DESIGN.md §4; spec §1 hours rule, §3 classify
 * achievement item): the total by term with the school's rules, and the ledger rows traced to their
 * source. Every query is the caller's rows of the caller's school, so it walks the ledger index
 * (school_id, user_id, term_id).
 */
import type { Page } from '../../../common/envelope.js';
import { rulesOf } from '../../../common/hoursRequirements.js';
import { fromHundredths, makeUpDeadline, toHundredths } from '../../../common/hoursRules.js';
import { LedgerSource, ledgerSourceLabels } from '../../../common/ledger.js';
import type { HoursRecord, StudentHoursSummary } from '../../../common/studentHome.js';
import { pageOffset } from '../../protocol/paging.js';
import * as repo from './repositories/ledger.js';
import { formatDateTime } from '../../../common/time.js';
import { requirementContext, setForGrade } from './requirements.js';
import { evaluateRow, studentSummaries } from './verdicts.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import type { Me } from '../studentHome/access.js';
import type { RecordsParams } from '../../../common/schemas/hours.js';

/** Undergraduate programmes last four years: the make-up deadline falls in the fourth (spec §1). */
const PROGRAM_YEARS = 4;

/** The bucket of ledger rows without a term (corrections and imports may have none). */
export const NO_TERM_NAME = '未分学期';

const hours = (v: string) => fromHundredths(toHundredths(v));

/**
 * GET /student/hours/summary → StudentHoursSummary: total = the sum of the caller's granted ledger
 * hours (equal to students.hours, which the ledger keeps in the same transaction); byTerm = each term
 * with ledger rows, by start date, then a '未分学期' bucket only when rows without a term exist;
 * rules = the HoursRules of the caller's cohort for the hours explanation; evaluation = the verdict
 * of common/hoursRequirements.ts over the caller's module hours (the transcript's, line by line).
 */
export async function hoursSummary(db: Db, me: Me): Promise<StudentHoursSummary> {
  const rows = await repo.hoursPerTerm(db, me.schoolId, me.userId);
  const total = rows.reduce((n, r) => n + toHundredths(r.sum), 0);
  const [ctx, [mine]] = await Promise.all([requirementContext(db, me.schoolId), studentSummaries(db, me.schoolId, { userIds: [me.userId] })]);
  const grade = mine?.grade ?? '';
  const set = setForGrade(ctx, grade);
  const enrolled = /^\d{4}/.exec(grade);
  return {
    total: fromHundredths(total),
    byTerm: rows.map((r) => ({ termId: r.termId, termName: r.termId === null ? NO_TERM_NAME : (r.name ?? ''), hours: hours(r.sum) })),
    rules: rulesOf(set, ctx.decimalPlaces),
    evaluation: evaluateRow(set, mine ?? { byModule: new Map(), postgraduate: false }, ctx.modules),
    makeUpDeadline: enrolled ? makeUpDeadline(Number(enrolled[0]), PROGRAM_YEARS, set) : '',
  };
}

/** The category and every category below it. */
function withDescendants(rows: { id: number; parentId: number }[], id: number): number[] {
  const out = new Set<number>();
  if (!rows.some((r) => r.id === id)) return [];
  out.add(id);
  // The tree is shallow and small (a school's categories); repeat until no child is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const r of rows) {
      if (out.has(r.id) || !out.has(r.parentId)) continue;
      out.add(r.id);
      grew = true;
    }
  }
  return [...out];
}

/**
 * GET /student/hours/records {current, size, classifyId?, termId?, sourceType?} → {list:
 * HoursRecord[], total}: the caller's ledger rows, newest first. classifyId takes the category and
 * its children (a top-level module: the whole module; another school's id: nothing). sourceName:
 * the activity's name (1), 'project · option' of the declaration (2), the reason (3 correction,
 * 4 import), or the source label when there is none; moduleName: the top-level module's name.
 */
export async function hoursRecords(db: Db, me: Me, p: RecordsParams): Promise<Page<HoursRecord>> {
  const classifies = await classifyRows(db, me.schoolId);
  const classifyIds = p.classifyId === undefined ? null : withDescendants(classifies, p.classifyId);
  if (classifyIds !== null && classifyIds.length === 0) return { list: [], total: 0 };
  const { rows, total } = await repo.findLedgerRecords(
    db, me.schoolId, me.userId, { termId: p.termId, sourceType: p.sourceType, classifyIds }, { limit: p.size, offset: pageOffset(p) },
  );
  const byId = new Map(classifies.map((c) => [c.id, c]));
  const root = rootOf(classifies);
  return {
    total,
    list: rows.map((r) => {
      const reason = r.reason ?? '';
      const named = r.sourceType === LedgerSource.ACTIVITY ? r.activityName : r.sourceType === LedgerSource.DECLARATION ? r.declarationName : reason;
      return {
        id: String(r.id),
        sourceType: r.sourceType,
        relationId: r.relationId === null ? null : Number(r.relationId),
        sourceName: named || (ledgerSourceLabels[r.sourceType] ?? ''),
        classifyId: r.classifyId,
        classifyName: byId.get(r.classifyId)?.name ?? '',
        moduleName: byId.get(root.get(r.classifyId) ?? r.classifyId)?.name ?? '',
        termId: r.termId,
        termName: r.termId === null ? NO_TERM_NAME : (r.termName ?? ''),
        requestedHours: hours(r.requestedHours),
        grantedHours: hours(r.grantedHours),
        reason,
        issuedAt: formatDateTime(r.issuedAt) ?? '',
      };
    }),
  };
}
