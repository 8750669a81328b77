/**
 * Likes, comments and reports of moments (校园动态; issue 21): only on published posts the caller
 * may read (service.ts visibleMoment). A like is one row per user and post (the primary key), so
 * liking twice — or eight times at once — counts once, and unliking is idempotent too; a comment
 * (≤ 200 characters) is deleted by its author or a moderator of the post; a report (举报) with a
 * reason is one per user and post (moment_reports_once_uq).
 */
import { MOMENT_MESSAGES as M, MomentStatus, type MomentLikeResult } from '../../../common/moments.js';
import type { Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import * as repo from './repository.js';
import { moderates, visibleMoment, type Caller } from './service.js';

async function publishedFor(trx: Trx, caller: Caller, id: number) {
  const { row } = await visibleMoment(trx, caller, id);
  if (row.status !== MomentStatus.PUBLISHED) throw badParams(M.notPublished);
  return row;
}

/** POST /moments/like {id, like} → MomentLikeResult {liked, likeCount}: sets the caller's like (idempotent). 10002 M.notFound, M.notPublished. */
export async function setLike(trx: Trx, caller: Caller, p: { id: number; like: boolean }): Promise<MomentLikeResult> {
  await publishedFor(trx, caller, p.id);
  if (p.like) await repo.addLike(trx, caller.schoolId, p.id, caller.userId);
  else await repo.removeLike(trx, caller.schoolId, p.id, caller.userId);
  return { liked: p.like, likeCount: await repo.likeCount(trx, caller.schoolId, p.id) };
}

/** POST /moments/comment/add {id, content ≤200} → {id}. 10002 M.notFound, M.notPublished, '参数错误: content …'. */
export async function addComment(trx: Trx, caller: Caller, p: { id: number; content: string }, now = new Date()): Promise<{ id: number }> {
  await publishedFor(trx, caller, p.id);
  return repo.insertComment(trx, { schoolId: caller.schoolId, momentId: p.id, userId: caller.userId, content: p.content, createdAt: now });
}

/** POST /moments/comment/delete {id (the comment)} → null: its author or a moderator of the post. 10002 M.commentNotFound, M.notYours. */
export async function deleteComment(trx: Trx, caller: Caller, id: number): Promise<null> {
  const comment = await repo.findComment(trx, caller.schoolId, id);
  if (!comment) throw badParams(M.commentNotFound);
  if (comment.userId !== caller.userId && !(await moderates(trx, caller, comment.momentId))) throw badParams(M.notYours);
  await repo.deleteComment(trx, caller.schoolId, id);
  return null;
}

/**
 * POST /moments/report/add {id, reason ≤200} → {id}: reports a published post to the moderators
 * (its count shows in /moments/list). 10002 M.reasonRequired, M.reportOwn, M.notFound,
 * M.notPublished, M.alreadyReported (also under concurrency: the unique key).
 */
export async function reportMoment(trx: Trx, caller: Caller, p: { id: number; reason: string }, now = new Date()): Promise<{ id: number }> {
  if (!p.reason.trim()) throw badParams(M.reasonRequired);
  const row = await publishedFor(trx, caller, p.id);
  if (row.authorId === caller.userId) throw badParams(M.reportOwn);
  const report = await repo.insertReport(trx, { schoolId: caller.schoolId, momentId: p.id, userId: caller.userId, reason: p.reason, createdAt: now });
  if (!report) throw badParams(M.alreadyReported);
  return report;
}
