/**
 * 学分置换 endpoints (issue 21 "Route groups III"; spec §2 /communist/credit/replace/list, /proceeding/
 * wait credit replacement audit, /wait/replace, /system/confirmsubstitution; §6 permissions). All
 * scoped to the session's school and the caller's data scope; every write runs in one transaction.
 * Errors: 10002 naming the field or CREDIT_MESSAGES, 10003 without the module. Services: rules.ts
 * (the catalogue), service.ts (requests and their review); the export job: export.ts.
 */
import { CREDIT_EXPORT_FILE, CREDIT_MESSAGES as M, CREDIT_PATHS as P } from '../../../common/creditReplace.js';
import type { JobStarted } from '../../../common/jobs.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/creditReplace.js';
import { dataScopeOf } from '../../auth/scope.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { holdsAny, moduleRead, moduleWrite, requireAny } from '../../protocol/moduleRoutes.js';
import { creditExportJob } from './export.js';
import { creditFilters, creditOptions, listRules, saveRule } from './rules.js';
import { auditRequest, creditStatistics, listRequests, myRequests, requestDetail, submitRequest } from './service.js';

/** Staff who read requests: the records list and the review queue. */
const STAFF = [P.list, P.auditing];

export const creditReplaceRoutes: AnyRoute[] = [
  /** GET /credit/replace/rule/list {current, size, name?, enabled? 0|1} → {list: CreditRuleRow[], total} (spec §2 /system/confirmsubstitution). */
  moduleRead('/credit/replace/rule/list', 'The school’s 置换认定规则.', [P.rules], s.creditRuleListParams, listRules),
  /**
   * POST /credit/replace/rule/save {id?, name ≤30, classifyId, hours (0 < h ≤ 20, 2 places), yearCap?
   * (≥ hours, ≤ 200; absent: no cap), enabled, evidenceRequired, remarks? ≤200} → {id}. 10002
   * 'name 规则名称已存在' (unique per school, also under concurrency).
   */
  moduleWrite('/credit/replace/rule/save', 'Adds or changes a 置换认定规则.', [P.rules], s.creditRuleSaveParams, saveRule,
    { credit_replace_rules_name_uq: { field: 'name', message: M.ruleNameTaken } }),
  /** GET /credit/replace/options → CreditOptions (enabled rules, categories for 其他, 其他's hours bound): the student's form. */
  moduleRead('/credit/replace/options', 'Choices of the credit replacement form.', [P.mine, P.rules, ...STAFF], noParams, creditOptions),
  /** GET /credit/replace/filters → {rules, terms, colleges}: the staff list's filter choices (colleges of the caller's scope). */
  moduleRead('/credit/replace/filters', 'Filter choices of the credit replacement list.', STAFF, noParams, creditFilters),
  /**
   * POST /credit/replace/add {ruleId? | (classifyId, hours ≤4) for 其他, name ≤60, achievedOn
   * 'YYYY-MM-DD' (not after today), issuer ≤60, certificateNo ≤40, remarks? ≤500, fileIds? ≤9 own
   * uploads (required by the rule, and for 其他)} → {id}: a student's request, under review.
   */
  moduleWrite('/credit/replace/add', 'A student asks that an achievement count as hours (reviewed).', [P.mine], s.creditAddParams, submitRequest,
    { credit_replace_requests_same_uq: { field: 'certificateNo', message: M.duplicate } }),
  /** GET /credit/replace/my-list {current, size} → {list: CreditRequestRow[], total}: the caller's own requests, newest first. */
  moduleRead('/credit/replace/my-list', 'The caller’s own credit replacement requests.', [P.mine], s.creditMyListParams, myRequests),
  /** GET /credit/replace/list {current, size, status?, collegeId?, ruleId? (0: 其他), termId?, name?} → {list: CreditRequestRow[], total}: within the caller's scope. */
  moduleRead('/credit/replace/list', 'Credit replacement requests in the caller’s data scope.', STAFF, s.creditListParams, listRequests),
  /** GET /credit/replace/detail {id} → CreditRequestDetail: the owner, or staff with it in scope; else 10002 '学分置换申请不存在'. */
  defineRoute({
    method: 'GET', path: '/credit/replace/detail', summary: 'One credit replacement request with its evidence and review history.', permission: 'session', schema: s.creditIdParams,
    handler: async ({ deps, session, params }) => requestDetail(deps.db, session, params.id, await holdsAny(deps.db, session, STAFF)),
  }),
  /** GET /credit/replace/statistics {status?, collegeId?, ruleId?, termId?, name?} → CreditStatistics (counts by status; approved count and hours per rule). */
  moduleRead('/credit/replace/statistics', 'Counts and granted hours of credit replacements by rule.', STAFF, s.creditFilterParams, creditStatistics),
  /**
   * POST /credit/replace/audit {id, result 'pass'|'reject', opinion? (required to reject)} →
   * {status, grantedHours}: approval grants the hours once (ledger source 11), within the rule's yearly cap.
   */
  moduleWrite('/credit/replace/audit', 'Approves or rejects a credit replacement request.', [P.auditing], s.creditAuditParams, auditRequest),
  /** GET /credit/replace/export {status?, collegeId?, ruleId?, termId?, name?} → {id} of a 'credit-replace-export' job (学分置换记录.xlsx). */
  defineRoute({
    method: 'GET', path: '/credit/replace/export', summary: 'Exports the credit replacement records as xlsx, as a job.', permission: 'session', schema: s.creditFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await requireAny(deps.db, session, STAFF);
      const scope = await dataScopeOf(deps.db, session);
      return { id: await deps.jobs.enqueue(creditExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: CREDIT_EXPORT_FILE }, { filter: params, scope }) };
    },
  }),
];
