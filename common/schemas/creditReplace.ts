/**
 * Params of the 学分置换 endpoints (issue 21; spec §2 credit/replace, /system/confirmsubstitution). A
 * failing field replies 10002 naming it. Routes: server/modules/creditReplace/routes.ts.
 */
import { z } from 'zod';
import { CREDIT_LIMITS as L, CREDIT_MESSAGES as M, CREDIT_STATUSES } from '../creditReplace.js';
import { PASS_OR_REJECT } from '../review.js';
import { oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';
import { day, money } from './practice.js';
import { flag } from './structureFields.js';

const label = (field: string, name: string) => `参数错误: ${field} ${name}`;
const hoursOf = (field: string, max: number) => money(`参数错误: ${field} 学时须为大于0且不超过${max}的数(最多两位小数)`, max, true);

/** POST /credit/replace/rule/save: a new rule (no id) or the rule `id` changed. */
export const creditRuleSaveParams = z.object({
  id: optionalInt({ min: 1 }),
  name: limitedText(label('name', '规则名称'), L.ruleName),
  classifyId: int({ min: 1 }),
  hours: hoursOf('hours', L.maxHours),
  /** Per student and academic year; absent: no cap. */
  yearCap: hoursOf('yearCap', 200).optional(),
  enabled: flag(),
  evidenceRequired: flag(),
  remarks: limitedOptionalText(label('remarks', '说明'), L.remarks),
});
export type CreditRuleSaveParams = z.output<typeof creditRuleSaveParams>;

export const creditRuleListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), enabled: optionalInt({ min: 0, max: 1 }) });
export type CreditRuleListParams = z.output<typeof creditRuleListParams>;

/** POST /credit/replace/add: a rule's id, or none (其他) with a category and the hours proposed. */
export const creditAddParams = z.object({
  ruleId: optionalInt({ min: 1 }),
  classifyId: optionalInt({ min: 1 }),
  hours: money(M.otherNeedsHours, L.otherMaxHours, true).optional(),
  name: limitedText(label('name', '成果名称'), L.name),
  achievedOn: day('achievedOn'),
  issuer: limitedText(label('issuer', '颁发单位'), L.issuer),
  certificateNo: limitedText(label('certificateNo', '证书编号'), L.certificateNo),
  remarks: limitedOptionalText(label('remarks', '说明'), L.reason),
  fileIds: uploadIds(L.files, `参数错误: fileIds 证明材料最多${L.files}个`).optional().transform((v) => v ?? []),
}).superRefine((v, ctx) => {
  if (v.ruleId !== undefined) return;
  if (v.classifyId === undefined) ctx.addIssue({ code: 'custom', path: ['classifyId'], message: M.otherNeedsClassify });
  if (v.hours === undefined) ctx.addIssue({ code: 'custom', path: ['hours'], message: M.otherNeedsHours });
});
export type CreditAddParams = z.output<typeof creditAddParams>;

/** Staff list, statistics and export filters. */
export const creditFilterParams = z.object({
  status: optionalInt({ min: 1, max: CREDIT_STATUSES.length }),
  collegeId: optionalInt({ min: 1 }),
  /** 0: 其他. */
  ruleId: optionalInt({ min: 0 }),
  termId: optionalInt({ min: 1 }),
  /** A student's name or number, or words of the achievement (contains). */
  name: optionalText({ max: 50 }),
});
export type CreditFilter = z.output<typeof creditFilterParams>;
export const creditListParams = creditFilterParams.extend(pageFields);
export type CreditListParams = z.output<typeof creditListParams>;

export const creditMyListParams = z.object({ ...pageFields });
export const creditIdParams = z.object({ id: int({ min: 1 }) });

/** POST /credit/replace/audit {id, result, opinion? (required to reject)}. */
export const creditAuditParams = z.object({ id: int({ min: 1 }), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: L.opinion }) });
export type CreditAuditParams = z.output<typeof creditAuditParams>;
