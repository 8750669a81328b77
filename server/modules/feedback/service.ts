/**
 * Feedback (issue 21 "Journals and sign tasks"; spec §2 /communist/systempal/feedback; §6 visible
 * data by permission): any signed-in user sends the school feedback (category, text, up to 3 of their
 * own image uploads, contact), at most FEEDBACK_LIMITS.perDay a China-time day — their sends are
 * serialised on their user row, so concurrent sends cannot pass the cap; they read their own with the
 * replies. Staff of 意见反馈 list, count and export the feedback of their data scope (a college
 * administrator: their college's students; staff senders have no college, so the whole school's
 * holders see them), reply and close.
 */
import type { Page } from '../../../common/envelope.js';
import {
  FEEDBACK_LIMITS, FEEDBACK_MESSAGES as M, FEEDBACK_MODULES as P, FeedbackStatus, feedbackCategoryLabels, feedbackStatusLabels,
  type FeedbackDetail, type FeedbackRow, type FeedbackStatistics,
} from '../../../common/feedback.js';
import type { FeedbackAddParams, FeedbackListParams, FeedbackReplyParams } from '../../../common/schemas/feedback.js';
import { chinaDay, dayStart, formatDateTime } from '../../../common/time.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { requireAny } from '../../protocol/moduleRoutes.js';
import { pageOffset } from '../../protocol/paging.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

export function toFeedbackRow(r: repo.FeedbackRaw): FeedbackRow {
  return {
    id: r.id, category: r.category, categoryName: feedbackCategoryLabels[r.category] ?? '', content: r.content, contact: r.contact,
    userName: r.userName, userCode: r.userCode, collegeName: r.collegeName, status: r.status, statusName: feedbackStatusLabels[r.status] ?? '',
    reply: r.reply, replyTime: formatDateTime(r.repliedAt), imageCount: r.imageIds.length, createTime: formatDateTime(r.createdAt),
  };
}

/**
 * POST /feedback/add FeedbackAddParams → {id}: any signed-in user. 10002 naming the field,
 * M.imagesTooMany, M.notImage (not the caller's image upload), M.tooMany past the daily cap.
 */
export async function sendFeedback(trx: Trx, caller: Caller, p: FeedbackAddParams, now = new Date()): Promise<{ id: number }> {
  const images = await repo.ownImages(trx, caller.schoolId, caller.userId, p.imageIds);
  if (images.length !== p.imageIds.length || images.some((f) => f.type !== 1)) throw badParams(M.notImage);
  if ((await repo.sentSince(trx, caller.schoolId, caller.userId, dayStart(chinaDay(now)))) >= FEEDBACK_LIMITS.perDay) throw badParams(M.tooMany);
  const student = await repo.collegeOf(trx, caller.schoolId, caller.userId);
  return repo.insertFeedback(trx, {
    schoolId: caller.schoolId, userId: caller.userId, collegeId: student?.collegeId ?? null, category: p.category, content: p.content,
    imageIds: p.imageIds, contact: p.contact, status: FeedbackStatus.PENDING, createdAt: now,
  });
}

/** GET /feedback/my-list {current, size} → {list: FeedbackRow[], total}: the caller's own, newest first, with the replies. */
export async function myFeedback(db: Db, caller: Caller, p: { current: number; size: number }): Promise<Page<FeedbackRow>> {
  const { rows, total } = await repo.findFeedback(db, caller.schoolId, null, { userId: caller.userId }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toFeedbackRow), total };
}

/** GET /feedback/list FeedbackListParams → {list: FeedbackRow[], total}: staff of 意见反馈, within their data scope. */
export async function listFeedback(db: Db, caller: Caller, p: FeedbackListParams): Promise<Page<FeedbackRow>> {
  await requireAny(db, caller, [P.staff]);
  const { current: _c, size: _s, ...filter } = p;
  const { rows, total } = await repo.findFeedback(db, caller.schoolId, await dataScopeOf(db, caller), filter, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toFeedbackRow), total };
}

/** GET /feedback/detail {id} → FeedbackDetail (images, who replied): the sender, or staff of 意见反馈 with it in scope; else 10002 M.notFound. */
export async function feedbackDetail(db: Db, caller: Caller, id: number): Promise<FeedbackDetail> {
  let row = await repo.findOne(db, caller.schoolId, null, id);
  if (row && row.userId !== caller.userId) {
    await requireAny(db, caller, [P.staff]).catch(() => { row = undefined; });
    if (row) row = await repo.findOne(db, caller.schoolId, await dataScopeOf(db, caller), id);
  }
  if (!row) throw badParams(M.notFound);
  const files = await repo.filesByIds(db, caller.schoolId, row.imageIds);
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    ...toFeedbackRow(row), repliedBy: row.repliedBy,
    images: row.imageIds.flatMap((fid) => { const f = byId.get(fid); return f ? [{ id: fid, name: f.name, url: FILES_URL_PREFIX + f.storageKey }] : []; }),
  };
}

/** The feedback locked, if in the caller's scope (10002 M.notFound otherwise), and not closed (10002 M.closed). */
async function lockInScope(trx: Trx, caller: Caller, id: number) {
  await requireAny(trx, caller, [P.staff]);
  const row = await repo.lockOne(trx, caller.schoolId, id);
  if (!row || !(await repo.findOne(trx, caller.schoolId, await dataScopeOf(trx, caller), id))) throw badParams(M.notFound);
  if (row.status === FeedbackStatus.CLOSED) throw badParams(M.closed);
  return row;
}

/** POST /feedback/reply {id, reply ≤1000} → {id}: 已回复 (a second reply replaces the first). 10002 M.notFound, M.closed. */
export async function replyFeedback(trx: Trx, caller: Caller, p: FeedbackReplyParams, now = new Date()): Promise<{ id: number }> {
  await lockInScope(trx, caller, p.id);
  await repo.updateFeedback(trx, caller.schoolId, p.id, { status: FeedbackStatus.REPLIED, reply: p.reply, repliedBy: caller.userId, repliedAt: now });
  return { id: p.id };
}

/** POST /feedback/close {id} → {id}: 已关闭, for good. 10002 M.notFound, M.closed. */
export async function closeFeedback(trx: Trx, caller: Caller, id: number): Promise<{ id: number }> {
  await lockInScope(trx, caller, id);
  await repo.updateFeedback(trx, caller.schoolId, id, { status: FeedbackStatus.CLOSED });
  return { id };
}

/** GET /feedback/statistics → FeedbackStatistics: counts by category and status (every one listed, 0 when none), in the caller's scope. */
export async function feedbackStatistics(db: Db, caller: Caller): Promise<FeedbackStatistics> {
  await requireAny(db, caller, [P.staff]);
  const c = await repo.counts(db, caller.schoolId, await dataScopeOf(db, caller));
  const n = (rows: { key: number; count: number }[], key: number) => rows.find((r) => r.key === key)?.count ?? 0;
  return {
    total: c.byStatus.reduce((s, r) => s + r.count, 0),
    byCategory: Object.entries(feedbackCategoryLabels).map(([k, name]) => ({ category: Number(k), name, count: n(c.byCategory, Number(k)) })),
    byStatus: Object.entries(feedbackStatusLabels).map(([k, name]) => ({ status: Number(k), name, count: n(c.byStatus, Number(k)) })),
  };
}
