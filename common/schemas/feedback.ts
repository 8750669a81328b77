/**
 * Params of the feedback endpoints (issue 21; spec §2 /communist/systempal/feedback). A failing field
 * replies 10002 naming it. Routes: server/modules/feedback/routes.ts.
 */
import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS as L, FEEDBACK_MESSAGES as M, FEEDBACK_STATUSES } from '../feedback.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';

export const feedbackAddParams = z.object({
  category: int({ min: 1, max: FEEDBACK_CATEGORIES.length, message: '参数错误: category 请选择反馈类型' }),
  content: limitedText('反馈内容', L.content),
  imageIds: uploadIds(L.images, M.imagesTooMany).optional().transform((v) => v ?? []),
  contact: limitedOptionalText('联系方式', L.contact),
});
export type FeedbackAddParams = z.output<typeof feedbackAddParams>;

export const feedbackListParams = z.object({
  ...pageFields,
  category: optionalInt({ min: 1, max: FEEDBACK_CATEGORIES.length }),
  status: optionalInt({ min: 1, max: FEEDBACK_STATUSES.length }),
  keyword: optionalText({ max: 50 }),
});
export type FeedbackListParams = z.output<typeof feedbackListParams>;

export const myFeedbackParams = z.object({ ...pageFields });
export const feedbackIdParams = z.object({ id: int({ min: 1 }) });
export const feedbackReplyParams = z.object({ id: int({ min: 1 }), reply: limitedText('回复内容', L.reply) });
export type FeedbackReplyParams = z.output<typeof feedbackReplyParams>;
