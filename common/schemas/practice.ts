/**
 * Params of the social practice endpoints (issue 19 "Social practice"; spec §2 /society, /society1,
 * /practice). A failing field replies 10002 naming it, or with PRACTICE_MESSAGES' own text.
 * Routes: /practice/form/options, /practice/add, /practice/update, /practice/list, /practice/export,
 *  /practice/my/list, /practice/detail, /practice/audit/list, /practice/audit, /practice/journal/add,
 *  /practice/finish, /practice/statistics, /practice/statistics/export.
 */
import { z } from 'zod';
import { PRACTICE_LIMITS, PRACTICE_MESSAGES, PRACTICE_STATUSES } from '../practice.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList } from './audits.js';
import { int, isCalendarDate, limitedText, MALFORMED, optionalDay, optionalInt, optionalText, REQUIRED, text, uploadIds, wire, wireJson, type WireScalar } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

const L = PRACTICE_LIMITS;

/** A required day 'YYYY-MM-DD', else '参数错误: <field> 日期格式应为 yyyy-MM-dd'. */
export const day = (field: string) =>
  text({ max: 10 }).refine(isCalendarDate, { message: `参数错误: ${field} 日期格式应为 yyyy-MM-dd` }).meta({ type: 'string', format: 'date' });

/** A decimal with at most two places within [0, max] (`positive`: above 0), else `message`. */
export const money = (message: string, max: number, positive = false) =>
  wire<WireScalar>({ type: ['string', 'number'], pattern: '^\\d{1,6}(\\.\\d{1,2})?$', maximum: max }).transform((v, ctx): string => {
    if (v === undefined || v === null || String(v).trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const s = String(v).trim();
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(s) || Number(s) > max || (positive && Number(s) <= 0)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return s;
  });

/** Students' numbers (学号): an array or a comma/space separated string, duplicates dropped; at most the member limit. */
const codeList = wire<string[] | string>({ type: ['array', 'string'], items: { type: 'string' } }).transform((v, ctx): string[] => {
  const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/[\s,，、]+/) : v == null ? [] : null;
  if (parts === null) {
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }
  const codes = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
  if (codes.length > L.members - 1 || codes.some((c) => c.length > 30)) {
    ctx.addIssue({ code: 'custom', message: `参数错误: memberCodes 队员最多${L.members - 1}人` });
    return z.NEVER;
  }
  return codes;
});

/** The proposal form (add and update). */
export const practiceFields = {
  name: limitedText('项目名称', L.name),
  classifyId: int({ min: 1 }),
  termId: int({ min: 1 }),
  destination: limitedText('实践地点', L.destination),
  startDate: day('startDate'),
  endDate: day('endDate'),
  advisorId: int({ min: 1 }),
  /** Staff proposing for a team name its leader by 学号; a student proposing is the leader. */
  leaderCode: optionalText({ max: 30 }),
  memberCodes: codeList.optional().transform((v) => v ?? []),
  plan: limitedText('实践方案', L.plan),
  budget: money('参数错误: budget 预算须为不超过999999.99的金额', L.budgetMax),
  safetyPledge: flag(),
};

function checkPractice(v: { startDate: string; endDate: string; safetyPledge: boolean }, ctx: z.RefinementCtx) {
  if (v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: PRACTICE_MESSAGES.dateOrder });
  if (!v.safetyPledge) ctx.addIssue({ code: 'custom', path: ['safetyPledge'], message: PRACTICE_MESSAGES.pledge });
}

export const practiceAddParams = z.object(practiceFields).superRefine(checkPractice);
export type PracticeAddParams = z.output<typeof practiceAddParams>;
export const practiceUpdateParams = z.object({ id: int({ min: 1 }), ...practiceFields }).superRefine(checkPractice);
export type PracticeUpdateParams = z.output<typeof practiceUpdateParams>;

export const practiceIdParams = z.object({ id: int({ min: 1 }) });

/** Filters of the project list and its export. */
export const practiceFilterFields = {
  name: optionalText({ max: 50 }),
  status: optionalInt({ min: 1, max: Math.max(...PRACTICE_STATUSES) }),
  type: optionalInt({ min: 1, max: 3 }),
  termId: optionalInt({ min: 1 }),
  collegeId: optionalInt({ min: 1 }),
  destination: optionalText({ max: 50 }),
  startDate: optionalDay('startDate'),
  endDate: optionalDay('endDate'),
};
export const practiceFilterParams = z.object(practiceFilterFields);
export type PracticeFilter = z.output<typeof practiceFilterParams>;
export const practiceListParams = z.object({ ...pageFields, ...practiceFilterFields });
export type PracticeListParams = z.output<typeof practiceListParams>;

export const practiceMyListParams = z.object({ ...pageFields, status: optionalInt({ min: 1, max: Math.max(...PRACTICE_STATUSES) }) });
export type PracticeMyListParams = z.output<typeof practiceMyListParams>;

const stage = wire<string>(wireJson.oneOf(['project', 'finish'])).transform((v, ctx): 'project' | 'finish' => {
  if (v === 'project' || v === 'finish') return v;
  ctx.addIssue({ code: 'custom', message: v === undefined || v === null || v === '' ? REQUIRED : MALFORMED });
  return z.NEVER;
});
const decision = wire<string>(wireJson.oneOf(PASS_OR_REJECT)).transform((v, ctx): 'pass' | 'reject' => {
  if (v === 'pass' || v === 'reject') return v;
  ctx.addIssue({ code: 'custom', message: v === undefined || v === null || v === '' ? REQUIRED : MALFORMED });
  return z.NEVER;
});

export const practiceAuditListParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 }).refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED }).meta(wireJson.oneOf(['mine', 'all'], true)),
});
export type PracticeAuditListParams = z.output<typeof practiceAuditListParams>;

export const practiceAuditParams = z.object({ stage, ids: idList(), result: decision, opinion: optionalText({ max: 500 }) });
export type PracticeAuditParams = z.output<typeof practiceAuditParams>;

export const journalAddParams = z.object({
  projectId: int({ min: 1 }),
  content: limitedText('日志内容', L.journal),
  fileIds: uploadIds(L.files, `照片最多${L.files}张`).optional().transform((v) => v ?? []),
});
export type JournalAddParams = z.output<typeof journalAddParams>;

export const finishParams = z.object({
  id: int({ min: 1 }),
  report: limitedText('结项报告', L.report),
  fileIds: uploadIds(L.files, `附件最多${L.files}个`).optional().transform((v) => v ?? []),
  /** Hours each member asks for (the term cap applies when they are granted). */
  hours: money(PRACTICE_MESSAGES.hoursRange, L.hoursMax, true),
});
export type FinishParams = z.output<typeof finishParams>;

export const practiceStatsParams = z.object({ termId: optionalInt({ min: 1 }), type: optionalInt({ min: 1, max: 3 }), academicYear: optionalInt({ min: 2000, max: 2100 }) });
export type PracticeStatsParams = z.output<typeof practiceStatsParams>;
