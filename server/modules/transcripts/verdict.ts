/**
 * The verdict a transcript prints (spec §1; issues 7 and 13), from the one evaluation of
 * common/hoursRequirements.ts: every unmet requirement as a Chinese line with the hours still
 * missing, in the evaluation's order (total, campus, social practice, then module minimums).
 * Postgraduates under a record-only set: no requirement applies and the verdict says so.
 */
import type { Evaluation } from '../../../common/hoursRequirements.js';
import { formatHours } from '../../../common/hoursRules.js';
import type { TranscriptVerdict } from '../../../common/transcripts.js';

export const POSTGRADUATE_NOTE = '研究生学时仅作记录，不计学分';

export interface VerdictOptions {
  /** The school's hours unit ('学时'); empty → '学时'. */
  hoursUnit: string;
  /** Decimal places of the figures in the lines (spec §9; the school's setting). */
  decimalPlaces: number;
}

/**
 * {met, missing}: e.g. ['总学时还差 12.00 学时', '社会实践学时还差 40.00 学时']; met when none. A
 * record-only postgraduate: {met: false, recordOnly: true, missing: ['研究生学时仅作记录，不计学分']}.
 */
export function transcriptVerdict(e: Evaluation, opts: VerdictOptions): TranscriptVerdict {
  if (e.recordOnly) return { met: false, recordOnly: true, missing: [POSTGRADUATE_NOTE] };
  const unit = opts.hoursUnit || '学时';
  return { met: e.met, recordOnly: false, missing: e.shortfalls.map((s) => `${s.label}还差 ${formatHours(s.hours, opts.decimalPlaces)} ${unit}`) };
}
