/**
 * Params of the transcript endpoints (issue 7).
 * Routes: /transcript/{preview,issue,list,revoke,pdf}, /student/transcript/{preview,issue,list},
 *  /verify/info.
 */
import { z } from 'zod';
import { int, optionalInt, optionalText, text } from './fields.js';
import { pageFields } from './paging.js';

/** GET /transcript/preview, POST /transcript/issue {userId}. */
export const userParams = z.object({ userId: int({ min: 1, message: '请选择学生' }) });

/** GET /transcript/pdf {id}. */
export const idParams = z.object({ id: int({ min: 1 }) });

/** GET /transcript/list {current, size, userId?, name? (student name or number, partial)}. */
export const listParams = z.object({
  ...pageFields,
  userId: optionalInt({ min: 1 }),
  name: optionalText({ max: 50 }),
});
export type ListParams = z.output<typeof listParams>;

/** GET /student/transcript/list {current, size}. */
export const ownListParams = z.object({ ...pageFields });

/** POST /transcript/revoke {id, reason}. */
export const revokeParams = z.object({
  id: int({ min: 1 }),
  reason: text({ message: '请填写撤销原因', max: 200 }),
});

/** GET /verify/info {code}: with or without dashes, any case. */
export const verifyParams = z.object({ code: text({ message: '请输入验证码', max: 64 }) });
