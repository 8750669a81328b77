/**
 * 校园动态 Moments (issue 21 "Moments"; spec §2 /communist moments show, dynamic, theme, detail;
 * ROUTES.md "Route groups III"): a campus feed of activity photos and posts by organisations (staff
 * posting on behalf of an organisation they run) and students (on the phone, module 1019). Every
 * post is reviewed before it is published (source type 33 动态审核, the to-do list opens the
 * moderation page); published posts take likes (one per user), comments and reports (one per user);
 * moderators take a post down with a reason. Themes (话题) group posts.
 */
import type { AuditHistoryItem } from './activities.js';

/** Module paths (server/seed/moduleGroups.ts 2520–2523, student 1019): each a page's address and the permission of its endpoints. */
export const MOMENT_MODULES = {
  group: '/communist/moments',
  show: '/communist/moments/show',
  dynamic: '/communist/moments/dynamic',
  theme: '/communist/moments/theme',
  mine: '/student/moments',
} as const;
/** One post's page (?id=), reached from the lists and the feed. */
export const MOMENT_DETAIL_PATH = '/communist/moments/detail';
/** Who may read the feed and a published post: the students' module and the staff pages. */
export const MOMENT_READERS = [MOMENT_MODULES.mine, MOMENT_MODULES.dynamic, MOMENT_MODULES.show] as const;
/** Who moderates (review, take-down, any comment's deletion, reports). */
export const MOMENT_MODERATORS = [MOMENT_MODULES.show] as const;

/** A post's life: 待审核 → 已发布 / 已驳回; 已发布 → 已下架. */
export const MomentStatus = { PENDING: 1, PUBLISHED: 2, REJECTED: 3, TAKEN_DOWN: 4 } as const;
export const MOMENT_STATUSES = Object.values(MomentStatus);
export const momentStatusLabels: Record<number, string> = { 1: '待审核', 2: '已发布', 3: '已驳回', 4: '已下架' };

export const MOMENT_LIMITS = { content: 1000, images: 9, comment: 200, reason: 200, themeName: 20, themeDescription: 200, sortMax: 999 } as const;

export const MOMENT_MESSAGES = {
  notFound: '动态不存在',
  themeNotFound: '话题不存在',
  themeTaken: '话题名称已存在',
  themeInUse: '该话题下已有动态，请停用而不是删除',
  themeDisabled: '参数错误: themeId 话题不存在或已停用',
  commentNotFound: '评论不存在',
  notPublished: '动态未发布或已下架',
  notYours: '只能删除自己的评论',
  alreadyReported: '您已举报过该动态',
  reportOwn: '不能举报自己的动态',
  notPublishedTakeDown: '只有已发布的动态可以下架',
  reasonRequired: '参数错误: reason 请填写原因',
  organizationRequired: '参数错误: organizationId 请选择发布组织',
  organizationNotYours: '参数错误: organizationId 只能以您负责的组织发布',
  images: '参数错误: fileIds 图片不存在或不是图片,请重新上传',
  activity: '参数错误: activityId 活动不存在',
  notImage: '参数错误: coverFileId 请上传图片',
} as const;

export interface MomentImage {
  id: number;
  url: string;
}

/** One post in the feed and the lists. */
export interface MomentRow {
  id: number;
  authorId: number;
  authorName: string;
  /** The organisation posted for (staff posts), else null (a student's own). */
  organizationId: number | null;
  organizationName: string | null;
  collegeName: string | null;
  themeId: number | null;
  themeName: string | null;
  activityId: number | null;
  activityName: string | null;
  content: string;
  images: MomentImage[];
  status: number;
  statusName: string;
  /** 驳回 reason (status 3). */
  opinion: string;
  /** 下架 reason (status 4). */
  takedownReason: string;
  likeCount: number;
  commentCount: number;
  reportCount: number;
  /** The caller liked it. */
  liked: boolean;
  /** The caller wrote it. */
  mine: boolean;
  createTime: string;
  publishTime: string | null;
}

export interface MomentComment {
  id: number;
  userId: number;
  userName: string;
  content: string;
  createTime: string;
  /** The caller may delete it (its author or a moderator). */
  canDelete: boolean;
}

export interface MomentReport {
  id: number;
  userName: string;
  reason: string;
  createTime: string;
}

export interface MomentDetail extends MomentRow {
  comments: MomentComment[];
  /** Only for moderators; [] otherwise. */
  reports: MomentReport[];
  history: AuditHistoryItem[];
  canAudit: boolean;
  canTakeDown: boolean;
}

export interface MomentTheme {
  id: number;
  name: string;
  coverFileId: number | null;
  coverUrl: string | null;
  description: string;
  sort: number;
  enabled: boolean;
  /** Published posts under it. */
  postCount: number;
}

/** GET /moments/options: what the posting form offers the caller. */
export interface MomentOptions {
  themes: { id: number; name: string }[];
  /** The organisations the caller may post for (staff); [] for students. */
  organizations: { id: number; name: string }[];
}

export interface MomentLikeResult {
  liked: boolean;
  likeCount: number;
}
