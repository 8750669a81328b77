/**
 * Params of the punishment and hours-adjustment endpoints (issue 21; spec §2 /communist/punishment,
 * /communist/count, plus, sub). A failing field replies 10002 naming it. Routes:
 * server/modules/punishments/routes.ts, server/modules/adjustments/routes.ts.
 */
import { z } from 'zod';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_LIMITS as AL, ADJUSTMENT_STATUSES } from '../adjustments.js';
import { PUNISHMENT_LEVELS, PUNISHMENT_LIMITS as L } from '../punishments.js';
import { PASS_OR_REJECT } from '../review.js';
import { oneOf } from './audits.js';
import { int, limitedText, MALFORMED, optionalInt, optionalText, uploadIds, wire } from './fields.js';
import { pageFields } from './paging.js';
import { day, money } from './practice.js';

export const idParams = z.object({ id: int({ min: 1 }) });

/** GET /punishment/list filters (also /punishment/cancel/list with status). */
export const punishmentListParams = z.object({
  ...pageFields,
  /** Student name or number (contains). */
  name: optionalText({ max: 50 }),
  level: optionalInt({ min: 1, max: PUNISHMENT_LEVELS.length }),
  status: optionalInt({ min: 1, max: 2 }),
});
export type PunishmentListParams = z.output<typeof punishmentListParams>;

const punishmentFields = {
  level: int({ min: 1, max: PUNISHMENT_LEVELS.length }),
  reason: limitedText('处分原因', L.reason),
  punishedOn: day('punishedOn'),
  documentNo: limitedText('处分文号', L.documentNo),
  fileIds: uploadIds(L.files, `证明材料最多${L.files}个`).optional().transform((v) => v ?? []),
};

/** POST /punishment/add: the student by number (学号). */
export const punishmentAddParams = z.object({ studentCode: limitedText('学号', 30), ...punishmentFields });
export type PunishmentAddParams = z.output<typeof punishmentAddParams>;

/** POST /punishment/edit: everything but the student. */
export const punishmentEditParams = z.object({ id: int({ min: 1 }), ...punishmentFields });
export type PunishmentEditParams = z.output<typeof punishmentEditParams>;

/** POST /punishment/cancel {id, reason}. */
export const punishmentCancelParams = z.object({ id: int({ min: 1 }), reason: limitedText('撤销原因', L.cancelReason, { message: '请填写撤销原因' }) });

/** Students' numbers (学号): an array or a comma/space/newline separated string, duplicates dropped, 1–max. */
const studentCodes = (max: number) =>
  wire<string[] | string>({ type: ['array', 'string'], items: { type: 'string' } }).transform((v, ctx): string[] => {
    const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/[\s,，、;；]+/) : v == null ? [] : null;
    if (parts === null) {
      ctx.addIssue({ code: 'custom', message: MALFORMED });
      return z.NEVER;
    }
    const out = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
    if (out.length === 0) {
      ctx.addIssue({ code: 'custom', message: '参数错误: studentCodes 请填写学生学号' });
      return z.NEVER;
    }
    if (out.length > max || out.some((c) => c.length > 30)) {
      ctx.addIssue({ code: 'custom', message: `参数错误: studentCodes 一次最多${max}名学生` });
      return z.NEVER;
    }
    return out;
  });

/** POST /adjustment/add. */
export const adjustmentAddParams = z.object({
  direction: oneOf(ADJUSTMENT_DIRECTIONS),
  studentCodes: studentCodes(AL.students),
  classifyId: int({ min: 1 }),
  termId: int({ min: 1 }),
  hours: money(`参数错误: hours 学时须为大于0且不超过${AL.maxHours}的数(最多两位小数)`, AL.maxHours, true),
  reason: limitedText('调整原因', AL.reason),
  fileIds: uploadIds(AL.files, `证明材料最多${AL.files}个`).optional().transform((v) => v ?? []),
});
export type AdjustmentAddParams = z.output<typeof adjustmentAddParams>;

/** GET /adjustment/list and /adjustment/export filters. */
export const adjustmentFilterParams = z.object({
  direction: optionalInt({ min: 1, max: 2 }),
  status: optionalInt({ min: 1, max: ADJUSTMENT_STATUSES.length }),
  /** A student's name or number, or words of the reason (contains). */
  name: optionalText({ max: 50 }),
});
export type AdjustmentFilter = z.output<typeof adjustmentFilterParams>;
export const adjustmentListParams = adjustmentFilterParams.extend(pageFields);
export type AdjustmentListParams = z.output<typeof adjustmentListParams>;

/** POST /adjustment/audit {id, result 'pass'|'reject', opinion? (required to reject)}. */
export const adjustmentAuditParams = z.object({ id: int({ min: 1 }), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: 500 }) });
export type AdjustmentAuditParams = z.output<typeof adjustmentAuditParams>;
