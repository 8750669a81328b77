/**
 * 通知公告 (issue 13; spec §2 /system/notice, /system/announcement/add and /show): the rules.
 *
 * Admin side (module '/system/notice'), always within the session's school: a notice is written as
 * a draft or published at once, edited in any status, published (again) and unpublished, deleted.
 * A college notice must name a college of the school. Another school's id reads as unknown:
 * 10002 '通知不存在'.
 *
 * Reader side (any signed-in user): the published notices whose audience includes the caller —
 * everyone, their group (students or staff) and their college (a student's college; a staff
 * member's profile college, when they have one). Opening one records the read once.
 */
import { isStudentIdentity } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import {
  NOTICE_MESSAGES, NOTICE_STATUS,
  type MyNoticeDetail, type MyNoticeListParams, type MyNoticeRow, type NoticeAddParams, type NoticeAudience,
  type NoticeDetail, type NoticeListParams, type NoticeRow, type NoticeStatus, type NoticeUpdateParams, type UnreadCount,
} from '../../../common/notices.js';
import type { Session } from '../../auth/sessions.js';
import { badParams } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import * as repo from './repository.js';

/** The 10002 of a college that is not one of the school's. */
export const COLLEGE_UNKNOWN = '参数错误: collegeId 院系不存在';
/** How much of the content a reader's list row shows. */
const SUMMARY_LENGTH = 60;

type AdminRecord = NonNullable<Awaited<ReturnType<typeof repo.findNotice>>>;
type Sizes = Awaited<ReturnType<typeof repo.audienceSizes>>;

function sizeOf(sizes: Sizes, audience: string, collegeId: number | null): number {
  if (audience === 'college') return collegeId === null ? 0 : (sizes.colleges.get(collegeId) ?? 0);
  if (audience === 'students') return sizes.students;
  if (audience === 'staff') return sizes.staff;
  return sizes.all;
}

function toRow(r: Omit<AdminRecord, 'content'>, readCount: number, audienceSize: number): NoticeRow {
  return {
    id: r.id,
    title: r.title,
    audience: r.audience as NoticeAudience,
    collegeId: r.collegeId,
    collegeName: r.collegeName ?? null,
    pinned: r.pinned,
    status: r.status as NoticeStatus,
    publishedAt: formatDateTime(r.publishedAt),
    createdBy: r.createdBy,
    createdByName: r.createdByName ?? '',
    createdAt: formatDateTime(r.createdAt)!,
    updatedAt: formatDateTime(r.updatedAt)!,
    readCount,
    audienceSize,
  };
}

/**
 * GET /system/notice/list {current, size, title?, status?, audience?} → {list: NoticeRow[], total},
 * pinned first, then newest; each row with its read count and the size of its audience.
 */
export async function listNotices(db: Db, schoolId: number, p: NoticeListParams): Promise<Page<NoticeRow>> {
  const { rows, total } = await repo.findNotices(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  const reads = await repo.readCounts(db, schoolId, rows.map((r) => r.id));
  const colleges = [...new Set(rows.flatMap((r) => (r.collegeId === null ? [] : [r.collegeId])))];
  const sizes = await repo.audienceSizes(db, schoolId, colleges);
  return { list: rows.map((r) => toRow(r, reads.get(r.id) ?? 0, sizeOf(sizes, r.audience, r.collegeId))), total };
}

/** GET /system/announcement/show {id} → NoticeDetail; 10002 '通知不存在' when it is not the school's. */
export async function noticeDetail(db: Db, schoolId: number, id: number): Promise<NoticeDetail> {
  const r = await repo.findNotice(db, schoolId, id);
  if (!r) throw badParams(NOTICE_MESSAGES.notFound);
  const reads = await repo.readCounts(db, schoolId, [id]);
  const sizes = await repo.audienceSizes(db, schoolId, r.collegeId === null ? [] : [r.collegeId]);
  return { ...toRow(r, reads.get(id) ?? 0, sizeOf(sizes, r.audience, r.collegeId)), content: r.content };
}

/** The stored values of the form's fields; 10002 naming collegeId when the college is not the school's. */
async function valuesOf(db: Db, schoolId: number, p: NoticeAddParams): Promise<repo.NoticeValues> {
  const collegeId = p.audience === 'college' ? p.collegeId! : null;
  if (collegeId !== null && !(await repo.collegeExists(db, schoolId, collegeId))) throw badParams(COLLEGE_UNKNOWN);
  return { title: p.title, content: p.content, audience: p.audience, collegeId, pinned: p.pinned ?? false };
}

/**
 * POST /system/announcement/add {title, content, audience, collegeId?, pinned?, publish?} →
 * NoticeDetail: a draft, or published now when `publish` is true.
 */
export async function addNotice(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, p: NoticeAddParams, now = new Date()): Promise<NoticeDetail> {
  const values = await valuesOf(db, session.schoolId, p);
  const id = await repo.insertNotice(db, session.schoolId, session.userId, values, p.publish ? now : null);
  return noticeDetail(db, session.schoolId, id);
}

/** The notice's status, locked for the change; 10002 '通知不存在' when it is not the school's. */
async function statusOf(db: Db, schoolId: number, id: number): Promise<number> {
  const row = await repo.findNoticeStatus(db, schoolId, id);
  if (!row) throw badParams(NOTICE_MESSAGES.notFound);
  return row.status;
}

/**
 * POST /system/announcement/update {id, title, content, audience, collegeId?, pinned?, publish?} →
 * NoticeDetail. The status stays as it was, unless `publish` publishes a draft or an unpublished
 * notice. Read records are kept.
 */
export async function updateNotice(db: Db, schoolId: number, p: NoticeUpdateParams, now = new Date()): Promise<NoticeDetail> {
  const status = await statusOf(db, schoolId, p.id);
  const values = await valuesOf(db, schoolId, p);
  const publish = p.publish && status !== NOTICE_STATUS.published ? { status: NOTICE_STATUS.published, publishedAt: now } : {};
  await repo.updateNotice(db, schoolId, p.id, { ...values, ...publish }, now);
  return noticeDetail(db, schoolId, p.id);
}

/**
 * POST /system/notice/publish {id} → NoticeDetail: readers see it from now on, as the newest
 * (published_at is now). Publishing a published notice changes nothing.
 */
export async function publishNotice(db: Db, schoolId: number, id: number, now = new Date()): Promise<NoticeDetail> {
  if ((await statusOf(db, schoolId, id)) !== NOTICE_STATUS.published)
    await repo.updateNotice(db, schoolId, id, { status: NOTICE_STATUS.published, publishedAt: now }, now);
  return noticeDetail(db, schoolId, id);
}

/** POST /system/notice/unpublish {id} → NoticeDetail: hidden from readers; 10002 '通知未发布,无需撤回' unless published. */
export async function unpublishNotice(db: Db, schoolId: number, id: number, now = new Date()): Promise<NoticeDetail> {
  if ((await statusOf(db, schoolId, id)) !== NOTICE_STATUS.published) throw badParams(NOTICE_MESSAGES.notPublished);
  await repo.updateNotice(db, schoolId, id, { status: NOTICE_STATUS.unpublished }, now);
  return noticeDetail(db, schoolId, id);
}

/** POST /system/notice/delete {id} → null, in any status; its read records go with it. */
export async function deleteNotice(db: Db, schoolId: number, id: number): Promise<null> {
  await statusOf(db, schoolId, id);
  await repo.deleteNotice(db, schoolId, id);
  return null;
}

// ---- readers ----------------------------------------------------------------------------------

/** The caller as a reader: their group and their college. */
export async function readerOf(db: Db, session: Pick<Session, 'schoolId' | 'userId' | 'identity'>): Promise<repo.Reader> {
  const group = isStudentIdentity(session.identity) ? 'students' : 'staff';
  return { schoolId: session.schoolId, userId: session.userId, group, collegeId: await repo.readerCollege(db, session.schoolId, session.userId, group) };
}

type ReaderRecord = NonNullable<Awaited<ReturnType<typeof repo.findReaderNotice>>>;

function toMyRow(r: Omit<ReaderRecord, 'content'>): MyNoticeRow {
  const flat = r.head.replace(/\s+/g, ' ').trim();
  return {
    id: r.id,
    title: r.title,
    audience: r.audience as NoticeAudience,
    collegeName: r.collegeName ?? null,
    pinned: r.pinned,
    publishedAt: formatDateTime(r.publishedAt)!,
    summary: flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat,
    read: Boolean(r.read),
  };
}

/**
 * GET /notice/my/list {current, size, unread?} → {list: MyNoticeRow[], total}: the published
 * notices the caller is in the audience of, pinned first then newest, each with `read`.
 */
export async function myNotices(db: Db, session: Session, p: MyNoticeListParams): Promise<Page<MyNoticeRow>> {
  const reader = await readerOf(db, session);
  const { rows, total } = await repo.findReaderNotices(db, reader, p.unread ?? false, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toMyRow), total };
}

/** The notice when the reader may see it; 10002 '通知不存在' otherwise (a draft, another audience, another school). */
async function visibleNotice(db: Db, reader: repo.Reader, id: number): Promise<ReaderRecord> {
  const r = await repo.findReaderNotice(db, reader, id);
  if (!r) throw badParams(NOTICE_MESSAGES.notFound);
  return r;
}

/** GET /notice/my/detail {id} → MyNoticeDetail, and records the read (idempotent); `read` is then true. */
export async function myNoticeDetail(db: Db, session: Session, id: number, now = new Date()): Promise<MyNoticeDetail> {
  const reader = await readerOf(db, session);
  const r = await visibleNotice(db, reader, id);
  await repo.markRead(db, reader, id, now);
  return { ...toMyRow(r), read: true, content: r.content };
}

/** POST /notice/read {id} → null: records the read (idempotent); 10002 '通知不存在' when not visible. */
export async function markNoticeRead(db: Db, session: Session, id: number, now = new Date()): Promise<null> {
  const reader = await readerOf(db, session);
  await visibleNotice(db, reader, id);
  await repo.markRead(db, reader, id, now);
  return null;
}

/** GET /notice/my/unread/count → {count}: visible notices the caller has not opened. */
export async function myUnreadCount(db: Db, session: Session): Promise<UnreadCount> {
  return { count: await repo.countUnread(db, await readerOf(db, session)) };
}
