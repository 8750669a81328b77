/**
 * Approving a declaration for good (issue 5): status 2 with its auditor and time, and its hours
 * written to the ledger (hours/ledger.ts grantHours, source type 2, relation id = the declaration)
 * under the highest-level-once rule — per student and project the ledger receives
 * max(0, option hours − hours already granted for the student's other approved declarations of the
 * project), so a student's total for a project is its highest approved level: a lower level after
 * a higher one adds nothing, a higher one after a lower one adds the difference. The term cap of
 * the project's category still applies; grantedHours keeps what the ledger actually received.
 * Used by the last review step, the import and the demo seed, always inside the caller's
 * transaction (the rows it reads are those of that transaction, so a batch holding two
 * declarations of one student sees the first one's grant).
 */
import { DeclarationStatus } from '../../../common/declarations.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { formatDateTime } from '../../../common/time.js';
import { termOf } from '../terms/service.js';
import { grantHours } from '../hours/ledger.js';
import { LedgerSource } from '../../../common/ledger.js';
import { PointsSource } from '../../../common/points.js';
import { earnPoints } from '../points/ledger.js';
import type { Trx } from '../../db/db.js';
import * as repo from './repositories/declarations.js';

export interface ApprovalSubject {
  id: number;
  schoolId: number;
  userId: number;
  projectId: number;
  /** The option's hours as declared. */
  hours: string;
  termId: number | null;
}

/**
 * The highest-level-once rule in one line: what approving a level worth `levelHours` adds when the
 * student's other approvals of the same thing already received `alreadyGranted` (hundredths) —
 * the difference, never below 0. Also the rule of competition results (innovation/review.ts).
 */
export const highestLevelTopUp = (levelHours: string, alreadyGranted: number): number => Math.max(0, toHundredths(levelHours) - alreadyGranted);

/** Hours the ledger already holds for the student's other approved declarations of the project (hundredths). */
async function grantedForProject(trx: Trx, d: ApprovalSubject): Promise<number> {
  return toHundredths(await repo.grantedForProject(trx, d.schoolId, d.userId, d.projectId, d.id));
}

/** The term the hours count in: the declaration's, else the term holding `now`'s day (null when none does). */
export async function termFor(trx: Trx, schoolId: number, termId: number | null, now: Date): Promise<number | null> {
  if (termId !== null) return termId;
  return (await termOf(trx, schoolId, formatDateTime(now)!.slice(0, 10)))?.id ?? null;
}

/**
 * Marks the declaration approved by `by` at `now` (with the opinion, when given) and writes its
 * ledger row by the highest-level-once rule; resolves to the hours granted ('0.00' when a level at
 * least as high was already granted). The caller has locked the declaration row.
 */
export async function approveDeclaration(trx: Trx, d: ApprovalSubject, classifyId: number, by: number, opinion: string, now: Date): Promise<string> {
  const want = highestLevelTopUp(d.hours, await grantedForProject(trx, d));
  const termId = await termFor(trx, d.schoolId, d.termId, now);
  if (want > 0)
    await grantHours(trx, {
      schoolId: d.schoolId, issuedBy: by, sourceType: LedgerSource.DECLARATION, relationId: d.id, classifyId, termId,
      grants: [{ userId: d.userId, hours: fromHundredths(want) }], issuedAt: now,
    });
  // 活力值 by the school's rule (issue 21), once per declaration.
  await earnPoints(trx, { schoolId: d.schoolId, source: PointsSource.DECLARATION, relationId: d.id, grants: [{ userId: d.userId, hours: fromHundredths(want) }], createdBy: by, at: now });
  const ledger = await repo.ledgerGrant(trx, d.schoolId, d.userId, d.id);
  const granted = fromHundredths(ledger !== undefined ? toHundredths(ledger) : 0);
  await repo.updateDeclaration(trx, d.schoolId, d.id, { status: DeclarationStatus.APPROVED, grantedHours: granted, auditedBy: by, auditedAt: now, termId, ...(opinion ? { opinion } : {}) });
  return granted;
}
