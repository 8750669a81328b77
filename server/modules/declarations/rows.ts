/**
 * The declaration row (spec §3 self-declaration row: userName, code, projectName, optionName,
 * category, relateActivityName, hours, status, type, auditor, applyTime; common/declarations.ts
 * DeclarationRow), shared by the staff list and its export, the student's own list, the review
 * queue and the detail, mapped from the rows of repositories/declarations.ts declarationRowSelect.
 */
import { declarationStatusLabel, type DeclarationRow } from '../../../common/declarations.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { formatMinute } from '../../../common/time.js';
import type { DeclarationRowRaw } from './repositories/declarations.js';

/** Two-decimal hours from a numeric column ('12.5' → '12.50'). */
export const hours2 = (v: string): string => fromHundredths(toHundredths(v));

/** One raw row → the wire DeclarationRow (hours '4.00', applyTime 'YYYY-MM-DD HH:mm' in China Standard Time). */
export function toDeclarationRow(r: DeclarationRowRaw): DeclarationRow {
  return {
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    code: r.code,
    collegeName: r.collegeName,
    className: r.className,
    projectId: r.projectId,
    projectName: r.projectName,
    optionId: r.optionId,
    optionName: r.optionName,
    category: r.category,
    relateActivityId: r.relateActivityId,
    relateActivityName: r.relateActivityName,
    hours: hours2(r.hours),
    grantedHours: r.grantedHours === null ? null : hours2(r.grantedHours),
    status: r.status,
    statusName: declarationStatusLabel(r.status),
    type: r.type,
    auditor: r.auditor,
    applyTime: formatMinute(r.applyTime),
    opinion: r.opinion,
  };
}
