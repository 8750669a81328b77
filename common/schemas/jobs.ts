/**
 * Params of the job endpoints (issue 3 contract (d)): a job is named by its UUID.
 * Routes: /jobs/status, /jobs/download, /jobs/list.
 */
import { z } from 'zod';
import { optionalText, text } from './fields.js';
import { pageFields } from './paging.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /jobs/status and /jobs/download {id}. */
export const jobIdParams = z.object({
  id: text({ max: 36 }).refine((v) => UUID.test(v), { message: '参数错误: id 格式不正确' }),
});

/** GET /jobs/list {current, size, kind?}: the caller's own jobs. */
export const jobListParams = z.object({ ...pageFields, kind: optionalText({ max: 40 }) });
