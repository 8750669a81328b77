/**
 * The rule verdict printed on a transcript (spec §1; issue 7), pure: the total against the
 * required hours, campus hours against the campus minimum, social practice against its minimum,
 * with the school's numbers (common/hoursRules.ts verdict). Postgraduates' hours are record-only:
 * no requirement applies and the verdict says so.
 */
import { formatHours, verdict, type HoursRules, type HoursTotals } from '../../../common/hoursRules.js';
import type { TranscriptVerdict } from '../../../common/transcripts.js';

export const POSTGRADUATE_NOTE = '研究生学时仅作记录，不计学分';

export interface VerdictOptions {
  postgraduate: boolean;
  /** The school's hours unit ('学时'); empty → '学时'. */
  hoursUnit: string;
  /** Decimal places of the figures in the lines (spec §9; the school's setting). */
  decimalPlaces: number;
}

/**
 * {met, missing}: missing lines in the order total, campus, social practice, e.g.
 * ['总学时还差 12.00 学时', '社会实践学时还差 40.00 学时']; met when none. A postgraduate:
 * {met: false, recordOnly: true, missing: ['研究生学时仅作记录，不计学分']}.
 */
export function transcriptVerdict(totals: HoursTotals, rules: HoursRules, opts: VerdictOptions): TranscriptVerdict {
  if (opts.postgraduate) return { met: false, recordOnly: true, missing: [POSTGRADUATE_NOTE] };
  const unit = opts.hoursUnit || '学时';
  const v = verdict(totals, rules);
  return { met: v.meets, recordOnly: false, missing: v.missing.map((m) => `${m.what} ${formatHours(m.hours, opts.decimalPlaces)} ${unit}`) };
}
