/**
 * The review of field applications (issue 21; spec §2 /system/field/apply/show, the to-do list of
 * /proceeding/wait; source 35). A decision covers 1–100 applications in one transaction, all or
 * nothing, the refusal naming the application. The step's auditors decide (or the fields' managers,
 * module 752, on any step), within their scope. Approving after the last step first locks the
 * field's row — approvals of one field then run one at a time, each seeing every approval committed
 * before it — and refuses when a day of the period already holds `capacity` approved applications
 * (fullMessage). A rejection needs its reason.
 */
import { FIELD_MESSAGES as M, FieldApplyStatus, type FieldAuditResult } from '../../../common/fields.js';
import type { FieldAuditParams } from '../../../common/schemas/publicityFields.js';
import type { Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { decideEach, decideReviewStep } from '../audits/subject.js';
import { FIELD_MANAGERS, holdsAny, type Caller } from './access.js';
import { applicationFor, refuseFull, SOURCE } from './applications.js';
import * as repo from './repository.js';

const STATUSES = { pending: FieldApplyStatus.PENDING, approved: FieldApplyStatus.APPROVED, rejected: FieldApplyStatus.REJECTED };

/**
 * POST /system/field/apply/audit {ids, result 'pass'|'reject', opinion?} → FieldAuditResult. 10002
 * M.applyNotFound (also outside the caller's scope), '驳回必须填写原因', '<组织> <用途>: 该事项已处理或不在审核中',
 * '<组织> <用途>: ' + fullMessage; 10003 '<…>: 您不是当前步骤的审核人'.
 */
export async function auditApplications(trx: Trx, caller: Caller, p: FieldAuditParams, now = new Date()): Promise<FieldAuditResult> {
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockApplications(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.applyNotFound);
  const named = [];
  for (const r of rows) {
    const full = await applicationFor(trx, caller, r.id);
    named.push({ ...r, name: `${full.organizationName} ${r.purpose}` });
  }
  const asAdmin = await holdsAny(trx, caller, FIELD_MANAGERS);
  return decideEach(named, async (row) => {
    // Serialises approvals per field (taken before the decision, so a concurrent approval waits here).
    const field = p.result === 'pass' ? await repo.lockField(trx, caller.schoolId, row.fieldId) : undefined;
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SOURCE, relationId: row.id, auditorId: caller.userId, asAdmin,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: STATUSES, now,
    });
    if (outcome === 'approved' && field) await refuseFull(trx, caller.schoolId, field, row.startDate, row.endDate, row.id);
    if (outcome !== 'advanced') await repo.updateApplication(trx, caller.schoolId, row.id, { status, opinion: p.opinion ?? '', decidedAt: now });
    return outcome;
  });
}
