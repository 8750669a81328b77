/**
 * Feedback (意见反馈, issue 21 "Journals and sign tasks"; spec §2 /communist/systempal/feedback): any
 * signed-in user — students on the phone (module 1020 /student/feedback) — sends the school a
 * category, a text ≤ 1000, up to 3 images and an optional contact; staff of 意见反馈 list them within
 * their data scope (a college administrator: their college's students), reply (the sender sees the
 * reply on their page), close, count by category and export. A user sends at most
 * FEEDBACK_LIMITS.perDay a day (China time).
 */

export const FEEDBACK_MODULES = { staff: '/communist/systempal/feedback', mine: '/student/feedback' } as const;

/** 功能建议, 问题反馈, 投诉, 其他. */
export const FEEDBACK_CATEGORIES = [1, 2, 3, 4] as const;
export const feedbackCategoryLabels: Record<number, string> = { 1: '功能建议', 2: '问题反馈', 3: '投诉', 4: '其他' };

/** 待处理 → 已回复 → 已关闭 (closing also straight from 待处理). */
export const FeedbackStatus = { PENDING: 1, REPLIED: 2, CLOSED: 3 } as const;
export const FEEDBACK_STATUSES = Object.values(FeedbackStatus);
export const feedbackStatusLabels: Record<number, string> = { 1: '待处理', 2: '已回复', 3: '已关闭' };

export const FEEDBACK_LIMITS = { content: 1000, images: 3, contact: 50, reply: 1000, perDay: 5 } as const;

export const FEEDBACK_MESSAGES = {
  notFound: '反馈不存在',
  tooMany: `每天最多提交${FEEDBACK_LIMITS.perDay}条反馈,请明天再试`,
  imagesTooMany: `参数错误: imageIds 图片最多${FEEDBACK_LIMITS.images}张`,
  notImage: '参数错误: imageIds 只能上传图片,请重新上传',
  closed: '该反馈已关闭',
} as const;

export interface FeedbackRow {
  id: number;
  category: number;
  categoryName: string;
  content: string;
  contact: string;
  userName: string;
  /** 学号 or 工号 ('' for staff without one). */
  userCode: string;
  collegeName: string | null;
  status: number;
  statusName: string;
  reply: string;
  replyTime: string | null;
  imageCount: number;
  createTime: string;
}

export interface FeedbackDetail extends FeedbackRow {
  images: { id: number; name: string; url: string }[];
  repliedBy: string | null;
}

/** GET /feedback/statistics: counts by category and by status, in the caller's scope. */
export interface FeedbackStatistics {
  total: number;
  byCategory: { category: number; name: string; count: number }[];
  byStatus: { status: number; name: string; count: number }[];
}
