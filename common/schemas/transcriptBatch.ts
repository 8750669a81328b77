/**
 * Params of the batch transcript endpoints (issue 7; spec §2 /usermng/export/transcript/list).
 * POST /transcript/batch takes exactly one way of choosing the students (TranscriptBatchInput):
 * collegeId | majorId | classId | grade | userIds (1–5,000 ids, an array or '3,5,8').
 * Routes: POST /transcript/batch, /export/transcript/list, /transcript/batch/download.
 */
import { z } from 'zod';
import { optionalInt, optionalText, text, wireJson } from './fields.js';
import { pageFields } from './paging.js';

export const MAX_BATCH_USER_IDS = 5000;
export const SELECTORS = ['collegeId', 'majorId', 'classId', 'grade', 'userIds'] as const;
export const SELECTOR_MISSING = `参数错误: 请在 ${SELECTORS.join('、')} 中指定一项`;
/** Two or more selectors given: the message names them. */
export const selectorsTogether = (given: string[]) => `参数错误: ${given.join('、')} 只能指定其中一项`;

/** userIds: an array of ids or '3,5,8'; absent/blank → undefined; 1–5,000 positive integers. */
const userIdList = () =>
  z
    .unknown()
    .transform((v, ctx): number[] | undefined => {
      if (v === undefined || v === null || v === '') return undefined;
      const parts = Array.isArray(v) ? v.map(String) : typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : null;
      const ids = parts?.map((s) => s.trim()).filter((s) => s !== '');
      if (!ids || !ids.every((s) => /^\d{1,9}$/.test(s) && Number(s) > 0)) {
        ctx.addIssue({ code: 'custom', message: '参数错误: userIds 格式不正确' });
        return z.NEVER;
      }
      if (ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: '参数错误: userIds 不能为空' });
        return z.NEVER;
      }
      if (ids.length > MAX_BATCH_USER_IDS) {
        ctx.addIssue({ code: 'custom', message: `参数错误: userIds 最多 ${MAX_BATCH_USER_IDS} 个` });
        return z.NEVER;
      }
      return [...new Set(ids.map(Number))];
    })
    .optional()
    .meta({ ...wireJson.ids, description: `1–${MAX_BATCH_USER_IDS} ids` });

export const batchParams = z
  .object({
    collegeId: optionalInt({ min: 1 }),
    majorId: optionalInt({ min: 1 }),
    classId: optionalInt({ min: 1 }),
    grade: optionalText({ max: 10 }).refine((g) => g === undefined || /^\d{4}$/.test(g), { message: '参数错误: grade 格式不正确' }),
    userIds: userIdList(),
  })
  .superRefine((p, ctx) => {
    const given = SELECTORS.filter((k) => p[k] !== undefined);
    if (given.length === 0) ctx.addIssue({ code: 'custom', message: SELECTOR_MISSING, path: [] });
    if (given.length > 1) ctx.addIssue({ code: 'custom', message: selectorsTogether(given), path: [] });
  });
export type BatchParams = z.output<typeof batchParams>;

export const batchListParams = z.object({ ...pageFields });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BATCH_NOT_FOUND = '批次不存在';

/** {id}: a batch id (uuid); anything else reads as an unknown batch. */
export const batchIdParams = z.object({
  id: text({ max: 36 }).refine((v) => UUID.test(v), { message: BATCH_NOT_FOUND }),
});
