/**
 * Params of the flow template endpoints (issue 4 "Review processes").
 * Routes: /system/flow/* (flow templates), /flow/template/detail, /flow/auditor/options.
 */
import { z } from 'zod';
import { FLOW_KINDS, FLOW_MAX_STEPS, FLOW_NAME_MAX, FLOW_REMARKS_MAX, FLOW_STEP_NAME_MAX } from '../flows.js';
import { int, limitedOptionalText, limitedText, MALFORMED, optionalInt, optionalText, wire, wireJson, type WireIds } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

const KIND_MAX = Math.max(...FLOW_KINDS);
const kind = int({ min: 1, max: KIND_MAX, message: '请选择流程类型' }).refine((k) => FLOW_KINDS.includes(k), '请选择流程类型');

/** GET /flow/template/list. */
export const flowListParams = z.object({
  ...pageFields,
  kind: optionalInt({ min: 1, max: KIND_MAX }),
  name: optionalText({ max: 50 }),
});
export type FlowListParams = z.output<typeof flowListParams>;

/** GET /flow/template/detail, POST /flow/template/delete. */
export const flowIdParams = z.object({ id: int({ min: 1 }) });

/** userIds: [1, 2] or '1,2'; absent → []. */
const userIds = wire<WireIds | null>({ ...wireJson.ids, description: 'up to 50 ids' }).transform((v, ctx): number[] => {
  if (v === undefined || v === null || v === '') return [];
  const parts = Array.isArray(v) ? v : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : null;
  const ids = (parts ?? [null]).map((p) => String(p).trim()).filter(Boolean);
  if (!ids.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0) || ids.length > 50) {
    ctx.addIssue({ code: 'custom', message: MALFORMED });
    return z.NEVER;
  }
  return [...new Set(ids.map(Number))];
});

const step = z.object({
  name: limitedText('步骤名称', FLOW_STEP_NAME_MAX, { message: '请输入步骤名称' }),
  auditorType: int({ min: 1, max: 3, message: '请选择审核人类型' }),
  roleId: optionalInt({ min: 1 }),
  userIds: userIds.optional().transform((v) => v ?? []),
});
export type FlowStepInput = z.output<typeof step>;

/** POST /flow/template/add | update: the template and all its steps, in order. */
export const flowInputParams = z
  .object({
    id: optionalInt({ min: 1 }),
    name: limitedText('流程名称', FLOW_NAME_MAX, { message: '请输入流程名称' }),
    kind,
    remarks: limitedOptionalText('备注', FLOW_REMARKS_MAX),
    enabled: flag().optional(),
    steps: wire<z.input<typeof step>[]>().transform((v, ctx): unknown[] => {
      if (!Array.isArray(v) || v.length === 0) {
        ctx.addIssue({ code: 'custom', message: '流程至少需要一个审核步骤' });
        return z.NEVER;
      }
      if (v.length > FLOW_MAX_STEPS) {
        ctx.addIssue({ code: 'custom', message: `流程最多${FLOW_MAX_STEPS}个审核步骤` });
        return z.NEVER;
      }
      return v;
    }).pipe(z.array(step)),
  })
  .superRefine((v, ctx) => {
    v.steps.forEach((s, i) => {
      if (s.auditorType === 1 && s.roleId === undefined)
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'roleId'], message: `第${i + 1}步请选择审核角色` });
      if (s.auditorType === 3 && s.userIds.length === 0)
        ctx.addIssue({ code: 'custom', path: ['steps', i, 'userIds'], message: `第${i + 1}步请选择审核人` });
    });
  });
export type FlowInputParams = z.output<typeof flowInputParams>;
