/**
 * Params of the evaluation endpoints (issue 21 "Evaluations"; spec §2 /communist/evaluate/*).
 * A failing field replies 10002 naming it, or with EVALUATION_MESSAGES' own text.
 * Routes: server/modules/evaluations/routes.ts.
 */
import { z } from 'zod';
import { APPLY_STATUSES, EVALUATION_LIMITS as L, EVALUATION_MESSAGES as M } from '../evaluations.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList, oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, MALFORMED, optionalInt, optionalText, wire } from './fields.js';
import { pageFields } from './paging.js';
import { day } from './practice.js';
import { flag } from './structureFields.js';

const id = () => int({ min: 1 });

/** The criteria (评价要点) of a project: an array, or one per line; blanks dropped, 1–10 of at most 50 characters. */
const criteria = wire<string[] | string>({ type: ['array', 'string'], items: { type: 'string' } }).transform((v, ctx): string[] => {
  const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/\r?\n/) : null;
  if (parts === null) {
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }
  const out = [...new Set(parts.map((s) => s.trim()).filter(Boolean))];
  if (!out.length || out.length > L.criteria || out.some((c) => c.length > L.criterion)) {
    ctx.addIssue({ code: 'custom', message: `参数错误: criteria 请填写1–${L.criteria}条评价要点，每条不超过${L.criterion}个字` });
    return z.NEVER;
  }
  return out;
});

export const evaluationIdParams = z.object({ id: id() });

/** POST /evaluate/add: a student's rating. */
export const rateParams = z.object({
  activityId: id(),
  score: int({ min: 1, max: 5, message: '参数错误: score 请选择1–5星' }),
  comment: limitedOptionalText('评价内容', L.comment),
});
export type RateParams = z.output<typeof rateParams>;

/** POST /evaluate/hide: hide (or show again) a comment. */
export const hideParams = z.object({ id: id(), hidden: flag() });
export type HideParams = z.output<typeof hideParams>;

/** What narrows the ratings and the statistics (scope is added by the server). */
const filterFields = {
  organizationId: optionalInt({ min: 1 }),
  projectId: optionalInt({ min: 1 }),
  name: optionalText({ max: 50 }),
};
export const evaluationListParams = z.object({ ...pageFields, ...filterFields, activityId: optionalInt({ min: 1 }), maxScore: optionalInt({ min: 1, max: 5 }) });
export type EvaluationListParams = z.output<typeof evaluationListParams>;

export const statisticsParams = z.object({ by: oneOf(['organization', 'organiser'] as const), ...filterFields });
export type StatisticsParams = z.output<typeof statisticsParams>;
export const activityScoreParams = z.object({ ...pageFields, ...filterFields });
export type ActivityScoreParams = z.output<typeof activityScoreParams>;

/** POST /evaluate/project/save: new without id. */
export const projectSaveParams = z.object({
  id: optionalInt({ min: 1 }),
  name: limitedText('名称', L.projectName),
  description: limitedOptionalText('说明', L.description),
  criteria,
  startDate: day('startDate'),
  endDate: day('endDate'),
  enabled: flag().optional().transform((v) => v ?? true),
}).superRefine((v, ctx) => {
  if (v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.dateOrder });
});
export type ProjectSaveParams = z.output<typeof projectSaveParams>;
export const projectListParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), enabled: flag().optional() });
export type ProjectListParams = z.output<typeof projectListParams>;

/** POST /evaluate/apply/add: an organisation asks to take part in a project. */
export const applyAddParams = z.object({ projectId: id(), organizationId: id(), reason: limitedText('申请理由', L.reason) });
export type ApplyAddParams = z.output<typeof applyAddParams>;
export const applyListParams = z.object({ ...pageFields, projectId: optionalInt({ min: 1 }), status: optionalInt({ min: 1, max: APPLY_STATUSES.length }), name: optionalText({ max: 50 }) });
export type ApplyListParams = z.output<typeof applyListParams>;

export const applyQueueParams = z.object({
  ...pageFields,
  name: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 }).refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED }),
});
export type ApplyQueueParams = z.output<typeof applyQueueParams>;
export const applyAuditParams = z.object({ ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: 500 }) });
export type ApplyAuditParams = z.output<typeof applyAuditParams>;
