/**
 * GET /project/apply/detail (issue 5; spec §2 /communist/project/apply/detail, the dashboard's
 * student awards link): one declaration with its description, the project's evidence rule, the
 * attachments, the review history and what the caller may do (canAudit, canWithdraw).
 *
 * Readers: the student who declared it; staff holding '/communist/project/apply' whose data scope
 * holds the student; an auditor of its open review step. Anyone else 10003; an id that is not of
 * the caller's school 10002 '申报不存在'.
 */
import { SourceType, type AuditHistoryItem, type UploadedFile } from '../../../common/activities.js';
import { DeclarationStatus, type DeclarationDetail } from '../../../common/declarations.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { scopeCondition } from '../students/scope.js';
import type { Db } from '../../db/db.js';
import { APPLY_LIST_MODULE } from './access.js';
import { DECLARATION_NOT_FOUND } from './apply.js';
import { toDeclarationRow } from './rows.js';
import { auditHistory } from '../audits/history.js';
import * as repo from './repositories/declarations.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Chinese names of the history actions of a declaration. */
export const declarationActionLabels: Record<string, string> = {
  create: '提交申报',
  approveStep: '审核通过',
  reject: '审核驳回',
  withdraw: '撤回申报',
  import: '后台导入',
};

/** The declaration's history, oldest first. */
export function declarationHistory(db: Db, schoolId: number, id: number): Promise<AuditHistoryItem[]> {
  return auditHistory(db, schoolId, [SourceType.DECLARATION], id, (action) => declarationActionLabels[action] ?? action);
}

/** The declaration's evidence files in order. */
async function attachmentsOf(db: Db, schoolId: number, id: number): Promise<UploadedFile[]> {
  const rows = await repo.attachmentRows(db, schoolId, id);
  return rows.map((r) => ({ id: r.fileId ?? 0, url: r.url, name: r.name, type: r.type as UploadedFile['type'], size: r.size }));
}

/** True when staff with the declaration list's module see this student in their data scope. */
async function listReaderOf(db: Db, caller: Caller, studentId: number): Promise<boolean> {
  if (!(await hasPermission(db, caller, APPLY_LIST_MODULE))) return false;
  return repo.studentInScope(db, caller.schoolId, studentId, scopeCondition(await dataScopeOf(db, caller)));
}

/** GET /project/apply/detail {id} → DeclarationDetail (see the file comment for who may read it). */
export async function declarationDetail(db: Db, caller: Caller, id: number): Promise<DeclarationDetail> {
  const row = await repo.findDeclarationDetail(db, caller.schoolId, id);
  if (!row) throw badParams(DECLARATION_NOT_FOUND);
  const task = await repo.openTask(db, caller.schoolId, id);
  const owner = row.userId === caller.userId;
  const canAudit = !!task && task.auditorIds.includes(caller.userId);
  if (!owner && !canAudit && !(await listReaderOf(db, caller, row.userId))) throw noPermission('您没有查看该申报的权限');
  return {
    ...toDeclarationRow(row),
    description: row.description,
    evidence: row.evidence,
    attachments: await attachmentsOf(db, caller.schoolId, id),
    history: await declarationHistory(db, caller.schoolId, id),
    stepName: task?.stepName ?? '',
    canAudit,
    canWithdraw: owner && row.status === DeclarationStatus.PENDING,
  };
}
