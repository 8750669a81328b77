/**
 * Moments (校园动态; issue 21; spec §2 /communist/moments; §6 visible data by permission): a post
 * by a student (module /student/moments) or by staff for an organisation they run goes into the
 * school's flow of source 33 (动态审核) and is published once approved; the feed shows published
 * posts, newest first; moderators (module /communist/moments/show) see the posts of their data scope
 * (a college administrator: their college's), decide reviews and take posts down with a reason; an
 * author sees their own posts with their status and the reasons. Likes, comments and reports:
 * interact.ts; themes: themes.ts.
 */
import type { Page } from '../../../common/envelope.js';
import {
  MOMENT_MESSAGES as M, MOMENT_MODERATORS, MOMENT_MODULES as P, MOMENT_READERS, MomentStatus, momentStatusLabels,
  type MomentDetail, type MomentOptions, type MomentRow,
} from '../../../common/moments.js';
import type { MomentAddParams, MomentAuditParams, MomentFeedParams, MomentListParams } from '../../../common/schemas/moments.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { formatDateTime } from '../../../common/time.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { holdsAny, requireAny } from '../../protocol/moduleRoutes.js';
import { pageOffset } from '../../protocol/paging.js';
import { launchableOrganizations } from '../activities/access.js';
import { auditHistory } from '../audits/history.js';
import { decideEach, decideReviewStep, submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { isStudent } from '../practice/access.js';
import * as repo from './repository.js';

export type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;
const ACTIONS: Record<string, string> = { submit: '发布动态', approveStep: '审核通过', reject: '驳回' };
const STATUSES = { pending: MomentStatus.PENDING, approved: MomentStatus.PUBLISHED, rejected: MomentStatus.REJECTED };

/** The rows as MomentRow, their images resolved to urls. */
export async function toRows(db: Db, caller: Caller, raws: repo.MomentRaw[]): Promise<MomentRow[]> {
  const files = await repo.filesByIds(db, caller.schoolId, [...new Set(raws.flatMap((r) => r.fileIds))]);
  const byId = new Map(files.map((f) => [f.id, f.storageKey]));
  return raws.map((r) => ({
    id: r.id, authorId: r.authorId, authorName: r.authorName, organizationId: r.organizationId, organizationName: r.organizationName, collegeName: r.collegeName,
    themeId: r.themeId, themeName: r.themeName, activityId: r.activityId, activityName: r.activityName, content: r.content,
    images: r.fileIds.flatMap((id) => (byId.has(id) ? [{ id, url: FILES_URL_PREFIX + byId.get(id)! }] : [])),
    status: r.status, statusName: momentStatusLabels[r.status] ?? '', opinion: r.opinion, takedownReason: r.takedownReason,
    likeCount: r.likeCount, commentCount: r.commentCount, reportCount: r.reportCount, liked: r.liked, mine: r.authorId === caller.userId,
    createTime: formatDateTime(r.createdAt), publishTime: formatDateTime(r.publishedAt),
  }));
}

/** The organisations the caller may post for: every active one for a school-wide moderator or poster, else those they run. */
async function postableOrganizations(db: Db, caller: Caller) {
  const whole = !isStudent(caller) && (await dataScopeOf(db, caller)).kind === 'school';
  return repo.organizationsByIds(db, caller.schoolId, whole ? null : await launchableOrganizations(db, caller));
}

/** GET /moments/options → MomentOptions: the enabled themes and the organisations the caller may post for. */
export async function momentOptions(db: Db, caller: Caller): Promise<MomentOptions> {
  await requireAny(db, caller, [P.mine, P.dynamic]);
  const [themes, organizations] = await Promise.all([repo.findThemes(db, caller.schoolId, true), isStudent(caller) ? [] : postableOrganizations(db, caller)]);
  return { themes: themes.map((t) => ({ id: t.id, name: t.name })), organizations: organizations.map((o) => ({ id: o.id, name: o.name })) };
}

/**
 * POST /moments/add MomentAddParams → {id}: the post waits for review (to-do source 33). A student
 * (module /student/moments) posts as themself; staff (module /communist/moments/dynamic) for an
 * organisation they run (organizationId required). 10002 M.organizationRequired,
 * M.organizationNotYours, M.images (not the caller's uploaded images), M.themeDisabled, M.activity,
 * or the flow's '未配置…流程' when the school has none.
 */
export async function addMoment(trx: Trx, caller: Caller, p: MomentAddParams, now = new Date()): Promise<{ id: number }> {
  const student = isStudent(caller);
  await requireAny(trx, caller, [student ? P.mine : P.dynamic]);
  let collegeId: number | null = null;
  let organization: { id: number; name: string } | null = null;
  if (student) {
    collegeId = (await repo.studentCollege(trx, caller.schoolId, caller.userId))?.collegeId ?? null;
  } else {
    if (!p.organizationId) throw badParams(M.organizationRequired);
    const org = (await postableOrganizations(trx, caller)).find((o) => o.id === p.organizationId);
    if (!org) throw badParams(M.organizationNotYours);
    organization = org;
    collegeId = org.collegeId;
  }
  if ((await repo.ownImages(trx, caller.schoolId, caller.userId, p.fileIds)).length !== p.fileIds.length) throw badParams(M.images);
  if (p.themeId !== undefined) {
    const theme = await repo.findTheme(trx, caller.schoolId, p.themeId);
    if (!theme?.enabled) throw badParams(M.themeDisabled);
  }
  if (p.activityId !== undefined && !(await repo.activityExists(trx, caller.schoolId, p.activityId))) throw badParams(M.activity);
  const row = await repo.insertMoment(trx, {
    schoolId: caller.schoolId, authorId: caller.userId, organizationId: organization?.id ?? null, collegeId, themeId: p.themeId ?? null,
    activityId: p.activityId ?? null, content: p.content, fileIds: p.fileIds, status: MomentStatus.PENDING, createdAt: now,
  });
  const excerpt = p.content.length > 20 ? `${p.content.slice(0, 20)}…` : p.content;
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.MOMENT, relationId: row.id, organizationId: organization?.id ?? null, applicantId: caller.userId,
    taskName: `动态审核: ${excerpt}`, toStatus: MomentStatus.PENDING, now,
  });
  return row;
}

/** GET /moments/feed {current, size, themeId?} → {list: MomentRow[], total}: the school's published posts, newest first. Readers only. */
export async function momentFeed(db: Db, caller: Caller, p: MomentFeedParams): Promise<Page<MomentRow>> {
  await requireAny(db, caller, MOMENT_READERS);
  const { rows, total } = await repo.findMoments(db, caller.schoolId, caller.userId, null, { status: MomentStatus.PUBLISHED, themeId: p.themeId }, { limit: p.size, offset: pageOffset(p) });
  return { list: await toRows(db, caller, rows), total };
}

/** GET /moments/my-list {current, size} → {list: MomentRow[], total}: the caller's own posts in every status, with the reasons. */
export async function myMoments(db: Db, caller: Caller, p: { current: number; size: number }): Promise<Page<MomentRow>> {
  await requireAny(db, caller, [P.mine, P.dynamic]);
  const { rows, total } = await repo.findMoments(db, caller.schoolId, caller.userId, null, { authorId: caller.userId }, { limit: p.size, offset: pageOffset(p) });
  return { list: await toRows(db, caller, rows), total };
}

/** GET /moments/list MomentListParams → {list: MomentRow[], total}: the moderation list of the caller's data scope. */
export async function listMoments(db: Db, caller: Caller, p: MomentListParams): Promise<Page<MomentRow>> {
  await requireAny(db, caller, MOMENT_MODERATORS);
  const scope = await dataScopeOf(db, caller);
  const { rows, total } = await repo.findMoments(db, caller.schoolId, caller.userId, scope, { status: p.status, themeId: p.themeId, name: p.name, reported: p.reported === 1 }, { limit: p.size, offset: pageOffset(p) });
  return { list: await toRows(db, caller, rows), total };
}

/** True when the caller moderates the post: the moderation module and the post within their data scope. */
export async function moderates(db: Db, caller: Caller, id: number): Promise<boolean> {
  if (!(await holdsAny(db, caller, MOMENT_MODERATORS))) return false;
  return repo.inScope(db, caller.schoolId, caller.userId, await dataScopeOf(db, caller), id);
}

/**
 * The post as the caller may see it: published (for readers), their own, or one they moderate;
 * otherwise (and for another school's or an unknown id) 10002 M.notFound.
 */
export async function visibleMoment(db: Db, caller: Caller, id: number): Promise<{ row: repo.MomentRaw; moderator: boolean }> {
  const row = await repo.findOne(db, caller.schoolId, caller.userId, id);
  if (!row) throw badParams(M.notFound);
  const moderator = await moderates(db, caller, id);
  if (moderator || row.authorId === caller.userId) return { row, moderator };
  if (row.status === MomentStatus.PUBLISHED && (await holdsAny(db, caller, MOMENT_READERS))) return { row, moderator };
  throw badParams(M.notFound);
}

/** GET /moments/detail {id} → MomentDetail: comments; reports and the review history for moderators; what the caller may do. */
export async function momentDetail(db: Db, caller: Caller, id: number): Promise<MomentDetail> {
  const { row, moderator } = await visibleMoment(db, caller, id);
  const [[base], comments, reports, history] = await Promise.all([
    toRows(db, caller, [row]),
    repo.commentsOf(db, caller.schoolId, id),
    moderator ? repo.reportsOf(db, caller.schoolId, id) : [],
    moderator || row.authorId === caller.userId ? auditHistory(db, caller.schoolId, [SourceType.MOMENT], id, (a) => ACTIONS[a] ?? a) : [],
  ]);
  return {
    ...base!, history,
    comments: comments.map((c) => ({ id: c.id, userId: c.userId, userName: c.userName, content: c.content, createTime: formatDateTime(c.createdAt), canDelete: moderator || c.userId === caller.userId })),
    reports: reports.map((r) => ({ id: r.id, userName: r.userName, reason: r.reason, createTime: formatDateTime(r.createdAt) })),
    canAudit: moderator && row.status === MomentStatus.PENDING,
    canTakeDown: moderator && row.status === MomentStatus.PUBLISHED,
  };
}

/**
 * POST /moments/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} → BatchTally,
 * all or nothing: moderators decide the open step of posts in their data scope (10003 '<内容>: 不在您的
 * 数据范围内'); a post passing the last step is published. 10002 M.notFound, '驳回必须填写原因',
 * '<内容>: 该事项已处理或不在审核中'.
 */
export async function auditMoments(trx: Trx, caller: Caller, p: MomentAuditParams, now = new Date()) {
  await requireAny(trx, caller, MOMENT_MODERATORS);
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockMoments(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.notFound);
  const scope = await dataScopeOf(trx, caller);
  const name = (r: { content: string }) => (r.content.length > 12 ? `${r.content.slice(0, 12)}…` : r.content);
  for (const r of rows) if (!(await repo.inScope(trx, caller.schoolId, caller.userId, scope, r.id))) throw noPermission(`${name(r)}: 不在您的数据范围内`);
  return decideEach(rows.map((r) => ({ ...r, name: name(r) })), async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SourceType.MOMENT, relationId: row.id, auditorId: caller.userId, asAdmin: true,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: STATUSES, now,
    });
    await repo.updateMoment(trx, caller.schoolId, row.id, { status, ...(p.opinion ? { opinion: p.opinion } : {}), ...(outcome === 'approved' ? { publishedAt: now } : {}) });
    return outcome;
  });
}

/**
 * POST /moments/takedown {id, reason} → null: a moderator takes a published post of their scope
 * down (已下架): it leaves the feed, its author sees it with the reason. 10002 M.reasonRequired,
 * M.notFound (also outside the scope), M.notPublishedTakeDown.
 */
export async function takeDown(trx: Trx, caller: Caller, p: { id: number; reason: string }, now = new Date()): Promise<null> {
  await requireAny(trx, caller, MOMENT_MODERATORS);
  if (!p.reason.trim()) throw badParams(M.reasonRequired);
  const [row] = await repo.lockMoments(trx, caller.schoolId, [p.id]);
  if (!row || !(await moderates(trx, caller, p.id))) throw badParams(M.notFound);
  if (row.status !== MomentStatus.PUBLISHED) throw badParams(M.notPublishedTakeDown);
  await repo.updateMoment(trx, caller.schoolId, p.id, { status: MomentStatus.TAKEN_DOWN, takedownReason: p.reason, takenDownBy: caller.userId, takenDownAt: now });
  return null;
}
