/**
 * Moments endpoints (校园动态; issue 21 "Moments"; spec §2 /communist/moments show, dynamic, theme,
 * detail; §5 image uploads; §6 visible data by permission). All scoped to the session's school;
 * every write runs in one transaction. Modules: /student/moments (students: feed, post, like,
 * comment, report), /communist/moments/dynamic (staff feed, posting for an organisation),
 * /communist/moments/show (moderation: review, take-down, reports; within the data scope),
 * /communist/moments/theme (themes). Errors: 10002 naming the field or MOMENT_MESSAGES' text,
 * 10003 without the module. Services: service.ts, interact.ts, themes.ts.
 */
import * as s from '../../../common/schemas/moments.js';
import { noParams } from '../../../common/schemas/fields.js';
import { MOMENT_MESSAGES as M, MOMENT_MODERATORS, MOMENT_MODULES as P, MOMENT_READERS } from '../../../common/moments.js';
import type { AnyRoute } from '../../protocol/define.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import { addComment, deleteComment, reportMoment, setLike } from './interact.js';
import { addMoment, auditMoments, momentDetail, momentFeed, momentOptions, listMoments, myMoments, takeDown } from './service.js';
import { deleteTheme, listThemes, saveTheme } from './themes.js';

const THEMES = [P.theme];

export const momentRoutes: AnyRoute[] = [
  /** GET /moments/options → MomentOptions {themes (enabled), organizations the caller may post for ([] for students)}. */
  moduleRead('/moments/options', 'Themes and organisations for the posting form.', [P.mine, P.dynamic], noParams, (db, se) => momentOptions(db, se)),
  /**
   * POST /moments/add {content ≤1000, fileIds? ≤9 own images (POST /upload/image: gif/jpeg/png ≤3 MB),
   * themeId? (enabled), activityId?, organizationId (staff: one they run)} → {id}: waits for review
   * (to-do source 33 动态审核). Students with /student/moments, staff with /communist/moments/dynamic.
   */
  moduleWrite('/moments/add', 'Posts a moment; it is published after review.', [P.mine, P.dynamic], s.momentAddParams, (db, se, p) => addMoment(db, se, p)),
  /** GET /moments/feed {current, size, themeId?} → {list: MomentRow[], total}: published posts of the school, newest first. */
  moduleRead('/moments/feed', 'The published posts, newest first.', MOMENT_READERS, s.momentFeedParams, (db, se, p) => momentFeed(db, se, p)),
  /** GET /moments/my-list {current, size} → {list: MomentRow[], total}: the caller's own posts in every status, with 驳回/下架 reasons. */
  moduleRead('/moments/my-list', 'The caller’s own posts with their status.', [P.mine, P.dynamic], s.momentPageParams, (db, se, p) => myMoments(db, se, p)),
  /** GET /moments/list {current, size, status? 1–4, themeId?, name?, reported? 1} → {list: MomentRow[] (reportCount), total}: moderation, in the caller's data scope. */
  moduleRead('/moments/list', 'Posts of the caller’s data scope for moderation.', MOMENT_MODERATORS, s.momentListParams, (db, se, p) => listMoments(db, se, p)),
  /** GET /moments/detail {id} → MomentDetail: published for readers, own, or moderated; else 10002 动态不存在. */
  moduleRead('/moments/detail', 'One post with its images, comments and (for moderators) reports.', MOMENT_READERS, s.momentIdParams, (db, se, p) => momentDetail(db, se, p.id)),
  /** POST /moments/audit {ids, result 'pass'|'reject', opinion? (required to reject)} → {count, approved, advanced, rejected}: all or nothing. */
  moduleWrite('/moments/audit', 'Passes or rejects posts waiting for review, in batch.', MOMENT_MODERATORS, s.momentAuditParams, (db, se, p) => auditMoments(db, se, p)),
  /** POST /moments/takedown {id, reason ≤200} → null: 已下架, out of the feed; the author sees the reason. */
  moduleWrite('/moments/takedown', 'Takes a published post down with a reason.', MOMENT_MODERATORS, s.momentReasonParams, (db, se, p) => takeDown(db, se, p)),
  /** POST /moments/like {id, like true|false} → {liked, likeCount}: idempotent; one like per user and post. */
  moduleWrite('/moments/like', 'Likes or unlikes a published post.', MOMENT_READERS, s.momentLikeParams, (db, se, p) => setLike(db, se, p)),
  /** POST /moments/comment/add {id, content ≤200} → {id}: on a published post. */
  moduleWrite('/moments/comment/add', 'Comments on a published post.', MOMENT_READERS, s.momentCommentParams, (db, se, p) => addComment(db, se, p)),
  /** POST /moments/comment/delete {id (the comment)} → null: its author or a moderator of the post. */
  moduleWrite('/moments/comment/delete', 'Deletes a comment.', MOMENT_READERS, s.momentIdParams, (db, se, p) => deleteComment(db, se, p.id)),
  /** POST /moments/report/add {id, reason ≤200} → {id}: 举报 a published post, once per user (10002 您已举报过该动态). */
  moduleWrite('/moments/report/add', 'Reports a published post to the moderators.', MOMENT_READERS, s.momentReasonParams, (db, se, p) => reportMoment(db, se, p), { moment_reports_once_uq: { message: M.alreadyReported } }),

  /** GET /moments/theme/list → MomentTheme[] (cover url, postCount), display order. 动态话题. */
  moduleRead('/moments/theme/list', 'Every theme of moments.', THEMES, noParams, (db, se) => listThemes(db, se)),
  /** POST /moments/theme/save {id?, name ≤20 (unique), coverFileId? (an image), description? ≤200, sort? 0–999, enabled} → {id}. */
  moduleWrite('/moments/theme/save', 'Adds or changes a theme.', THEMES, s.momentThemeSaveParams, (db, se, p) => saveTheme(db, se, p), { moment_themes_name_uq: { message: M.themeTaken } }),
  /** POST /moments/theme/delete {id} → null; 10002 该话题下已有动态 when posts use it. */
  moduleWrite('/moments/theme/delete', 'Deletes a theme without posts.', THEMES, s.momentIdParams, (db, se, p) => deleteTheme(db, se, p.id)),
];
