/**
 * The review of volunteer service hours (issue 19; source type 7, the school's flow of kind 7, in
 * /voluntary/practice/examine/list beside the volunteer activities' review): the queue of open
 * steps and the batch decision. Approval after the last step grants the counted minutes as hours
 * (two decimals) into the ledger — source 5 志愿服务, relation = the record, the classify 志愿服务
 * of 志愿公益, the activity's term — so they reach the student's hours and transcript, once — and
 * into the statistics summary (stats.ts addApproved).
 */
import { SourceType } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { PassOrReject } from '../../../common/review.js';
import { LedgerSource } from '../../../common/ledger.js';
import { formatDateTime } from '../../../common/time.js';
import { minutesToHours, ServiceHoursStatus, VOLUNTEER_MSG, type ServiceHoursQueueRow } from '../../../common/voluntary.js';
import type { PageParams } from '../../../common/schemas/paging.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { ApiError, badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { isActivityAdmin } from '../activities/access.js';
import { findActivity } from '../activities/repositories/activities.js';
import { REJECT_REASON_MESSAGE } from '../audits/first.js';
import { decideReviewStep } from '../audits/subject.js';
import { grantHours } from '../hours/ledger.js';
import * as repo from './repository.js';
import { addApproved } from './stats.js';
import { toServiceRow } from './rows.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
/** POST /voluntary/hours/audit's params (the activity review's firstAuditParams). */
type AuditParams = { ids: number[]; result: PassOrReject; opinion?: string };
const SOURCE = SourceType.VOLUNTEER_HOURS;
const STATUSES = { pending: ServiceHoursStatus.PENDING, approved: ServiceHoursStatus.APPROVED, rejected: ServiceHoursStatus.REJECTED };

/**
 * GET /voluntary/hours/audit/list {current, size, name?, scope?} → {list: ServiceHoursQueueRow[],
 * total}: the records whose open step the caller audits ('mine'), or every open one ('all', activity
 * administrators only: 10003 '只有活动管理员可以查看全部待审核事项'). Oldest first.
 */
export async function serviceHoursQueue(db: Db, caller: Caller, p: PageParams & { name?: string; scope?: string }): Promise<Page<ServiceHoursQueueRow>> {
  const all = p.scope === 'all';
  if (all && !(await isActivityAdmin(db, caller))) throw noPermission('只有活动管理员可以查看全部待审核事项');
  const { rows, total } = await repo.findServiceQueue(db, caller.schoolId, { sourceType: SOURCE, auditorId: all ? null : caller.userId, name: p.name }, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({ ...toServiceRow(r), taskId: r.taskId, stepName: r.stepName, stepNo: r.stepNo, stepCount: r.stepCount, applyTime: formatDateTime(r.appliedAt)! })),
  };
}

/** Decides one record's open step and, on approval, grants its hours. */
async function decideOne(trx: Trx, caller: Caller, id: number, p: AuditParams, asAdmin: boolean, now: Date): Promise<void> {
  const h = await repo.findServiceRow(trx, caller.schoolId, id, true);
  if (!h) throw badParams(`${VOLUNTEER_MSG.hoursUnknown}(编号${id})`);
  const [row] = await repo.findServiceRecords(trx, caller.schoolId, [id]);
  try {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, auditorId: caller.userId, asAdmin, decision: p.result,
      opinion: p.opinion ?? '', fromStatus: h.status, statuses: STATUSES, now,
    });
    await repo.updateServiceRow(trx, caller.schoolId, id, { status, reason: outcome === 'rejected' ? (p.opinion ?? '') : h.reason, updatedAt: now });
    if (outcome !== 'approved') return;
    const classifyId = await repo.findServiceClassify(trx, caller.schoolId);
    if (classifyId === undefined) throw badParams('未配置志愿公益模块，请先在「模块分类」中添加');
    const a = (await findActivity(trx, caller.schoolId, h.activityId))!;
    await grantHours(trx, {
      schoolId: caller.schoolId, issuedBy: caller.userId, sourceType: LedgerSource.VOLUNTEER, relationId: id, classifyId, termId: a.termId,
      reason: `志愿服务：${a.name}`, grants: [{ userId: h.userId, hours: minutesToHours(h.minutes) }], issuedAt: now,
    });
    // After grantHours locked the student: two approvals of one volunteer count them once.
    await addApproved(trx, caller.schoolId, id);
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.code, `${row!.activityName} · ${row!.name}: ${e.message}`, e.data);
    throw e;
  }
}

/**
 * POST /voluntary/hours/audit {ids, result, opinion?} → {done}: every record decided or none (one
 * transaction; ids ascending). 10002/10003 naming the record when its step is not open or not the caller's.
 */
export async function auditServiceHours(trx: Trx, caller: Caller, p: AuditParams, now = new Date()): Promise<{ done: number }> {
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams(REJECT_REASON_MESSAGE);
  const asAdmin = await isActivityAdmin(trx, caller);
  const ids = [...p.ids].sort((x, y) => x - y);
  for (const id of ids) await decideOne(trx, caller, id, p, asAdmin, now);
  return { done: ids.length };
}
