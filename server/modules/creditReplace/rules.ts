/**
 * 置换认定规则 (issue 21; spec §2 /system/confirmsubstitution, our reading in ROUTES.md): the school's
 * catalogue of external achievements that may count as hours — the achievement (e.g. 大学英语六级),
 * the category its hours count into, the hours, a per-student cap per academic year, whether evidence
 * is required, on/off. A rule in use is switched off rather than deleted (its requests keep it).
 */
import { CREDIT_LIMITS, CREDIT_MESSAGES as M, type CreditOptions, type CreditRuleRow } from '../../../common/creditReplace.js';
import type { Page } from '../../../common/envelope.js';
import type { CreditRuleListParams, CreditRuleSaveParams } from '../../../common/schemas/creditReplace.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { findOptionRows } from '../../db/tenant.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

const toRuleRow = (r: Awaited<ReturnType<typeof repo.findRule>> & object): CreditRuleRow => ({
  id: r.id, name: r.name, classifyId: r.classifyId, classifyName: r.classifyName, hours: r.hours, yearCap: r.yearCap,
  enabled: r.enabled, evidenceRequired: r.evidenceRequired, remarks: r.remarks, requestCount: r.requestCount,
});

/** GET /credit/replace/rule/list {current, size, name?, enabled? 0|1} → {list: CreditRuleRow[], total}: enabled first, then by id. */
export async function listRules(db: Db, caller: Caller, p: CreditRuleListParams): Promise<Page<CreditRuleRow>> {
  const { rows, total } = await repo.findRules(db, caller.schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toRuleRow) };
}

/**
 * POST /credit/replace/rule/save CreditRuleSaveParams → {id}: a new rule, or rule `id` changed (its
 * approved requests keep the hours they got). 10002 'classifyId 分类不存在' (a category below the
 * modules), M.ruleNotFound, 'yearCap 不能小于每次学时', 'name 规则名称已存在' (unique key, also under
 * concurrency: the route maps credit_replace_rules_name_uq).
 */
export async function saveRule(trx: Trx, caller: Caller, p: CreditRuleSaveParams, now = new Date()): Promise<{ id: number }> {
  if (!(await repo.classifyExists(trx, caller.schoolId, p.classifyId))) throw fieldError('classifyId', '分类不存在');
  if (p.yearCap !== undefined && Number(p.yearCap) < Number(p.hours)) throw fieldError('yearCap', '每学年上限不能小于每次置换学时');
  const values = {
    name: p.name, classifyId: p.classifyId, hours: p.hours, yearCap: p.yearCap ?? null, enabled: p.enabled,
    evidenceRequired: p.evidenceRequired, remarks: p.remarks, updatedAt: now,
  };
  if (p.id === undefined) return repo.insertRule(trx, { schoolId: caller.schoolId, ...values, createdAt: now });
  const done = await repo.updateRule(trx, caller.schoolId, p.id, values);
  if (!done.numUpdatedRows) throw badParams(M.ruleNotFound);
  return { id: p.id };
}

/** GET /credit/replace/options → CreditOptions: the enabled rules, the categories (for 其他) and 其他's hours bound. */
export async function creditOptions(db: Db, caller: Caller): Promise<CreditOptions> {
  const [rules, classifies] = await Promise.all([repo.enabledRules(db, caller.schoolId), repo.classifyChoices(db, caller.schoolId)]);
  return {
    rules: rules.map((r) => ({ id: r.id, name: r.name, classifyName: r.classifyName, hours: r.hours, yearCap: r.yearCap, evidenceRequired: r.evidenceRequired, remarks: r.remarks })),
    classifies, otherMaxHours: CREDIT_LIMITS.otherMaxHours,
  };
}

/** GET /credit/replace/filters → the staff list's choices: every rule, the terms (latest first), the colleges of the caller's scope. */
export async function creditFilters(db: Db, caller: Caller): Promise<{ rules: { id: number; name: string }[]; terms: { id: number; name: string }[]; colleges: { id: number; name: string }[] }> {
  const scope = await dataScopeOf(db, caller);
  const only = scope.kind === 'school' ? undefined : { column: 'id' as const, values: scope.kind === 'college' ? scope.collegeIds : [] };
  const [rules, terms, colleges] = await Promise.all([
    repo.findRules(db, caller.schoolId, {}, { limit: 500, offset: 0 }), repo.terms(db, caller.schoolId), findOptionRows(db, 'colleges', caller.schoolId, only),
  ]);
  return { rules: rules.rows.map((r) => ({ id: r.id, name: r.name })), terms, colleges };
}
