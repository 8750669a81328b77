/**
 * Params of the moments endpoints (校园动态; issue 21). A failing field replies 10002 naming it or
 * with MOMENT_MESSAGES' text. Routes: server/modules/moments/routes.ts.
 */
import { z } from 'zod';
import { MOMENT_LIMITS as L, MOMENT_STATUSES } from '../moments.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList, oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

/** POST /moments/add: the text, up to 9 images (uploaded first), an optional theme and activity; staff name the organisation. */
export const momentAddParams = z.object({
  content: limitedText('内容', L.content),
  fileIds: uploadIds(L.images, `参数错误: fileIds 图片最多${L.images}张`).optional().transform((v) => v ?? []),
  themeId: optionalInt({ min: 1 }),
  activityId: optionalInt({ min: 1 }),
  organizationId: optionalInt({ min: 1 }),
});
export type MomentAddParams = z.output<typeof momentAddParams>;

/** GET /moments/feed: published posts, newest first, optionally of one theme. */
export const momentFeedParams = z.object({ ...pageFields, themeId: optionalInt({ min: 1 }) });
export type MomentFeedParams = z.output<typeof momentFeedParams>;

export const momentPageParams = z.object({ ...pageFields });

/** GET /moments/list: the moderation list of the caller's scope. */
export const momentListParams = z.object({
  ...pageFields,
  status: optionalInt({ min: 1, max: MOMENT_STATUSES.length }),
  themeId: optionalInt({ min: 1 }),
  /** Author, organisation or text. */
  name: optionalText({ max: 50 }),
  /** 1: only posts with reports. */
  reported: optionalInt({ min: 0, max: 1 }),
});
export type MomentListParams = z.output<typeof momentListParams>;

export const momentIdParams = z.object({ id: int({ min: 1 }) });

/** POST /moments/audit: a decision on 1–100 posts; a rejection needs its reason. */
export const momentAuditParams = z.object({ ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: L.reason }) });
export type MomentAuditParams = z.output<typeof momentAuditParams>;

/** POST /moments/takedown and /moments/report/add: the post and a reason (required). */
export const momentReasonParams = z.object({ id: int({ min: 1 }), reason: limitedOptionalText('原因', L.reason) });

export const momentLikeParams = z.object({ id: int({ min: 1 }), like: flag() });

export const momentCommentParams = z.object({ id: int({ min: 1 }), content: limitedText('评论', L.comment) });

/** POST /moments/theme/save {id?, name, coverFileId?, description?, sort?, enabled}. */
export const momentThemeSaveParams = z.object({
  id: optionalInt({ min: 1 }),
  name: limitedText('话题名称', L.themeName),
  coverFileId: optionalInt({ min: 1 }),
  description: limitedOptionalText('话题简介', L.themeDescription),
  sort: optionalInt({ min: 0, max: L.sortMax }).transform((v) => v ?? 0),
  enabled: flag(),
});
export type MomentThemeSaveParams = z.output<typeof momentThemeSaveParams>;
