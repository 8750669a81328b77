/**
 * The Kysely queries of 通知公告 (issue 13): notices and their reads, always within one school.
 * The rules (who may see what, status changes) live in service.ts; here are only the reads and
 * writes, the optional filters as one condition (`matches`) or `$if`.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { NoticeAudience } from '../../../common/notices.js';
import { NOTICE_STATUS } from '../../../common/notices.js';
import type { Database } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { pageOf } from '../../db/paging.js';

/** The filters of the admin list. */
export interface NoticeFilter {
  title?: string;
  status?: number;
  audience?: NoticeAudience;
}

/** What a reader is: the audiences they belong to. */
export interface Reader {
  schoolId: number;
  userId: number;
  /** 'students' for a student, 'staff' for staff. */
  group: 'students' | 'staff';
  /** Their college (a student's, or a staff member's profile college); null when none. */
  collegeId: number | null;
}

/** The columns of a notice as the admin sees it (without the content), with the college and author names. */
function adminRows(db: Db, schoolId: number) {
  return fromSchool(db, 'notices as n', schoolId)
    .leftJoin('colleges as c', sameSchool('c.id', 'n.collegeId'))
    .leftJoin('users as u', sameSchool('u.id', 'n.createdBy'))
    .select([
      'n.id', 'n.title', 'n.audience', 'n.collegeId', 'c.name as collegeName', 'n.pinned', 'n.status', 'n.publishedAt',
      'n.createdBy', 'u.name as createdByName', 'n.createdAt', 'n.updatedAt',
    ]);
}

/** An expression builder over `notices as n` (and whatever is joined to it). */
type NoticeEb = ExpressionBuilder<Database & { n: Database['notices'] }, 'n'>;

/** The admin list's filters as one condition (true when none is set). */
function matches(eb: NoticeEb, f: NoticeFilter) {
  const conditions = [];
  if (f.title !== undefined) conditions.push(eb('n.title', 'ilike', likeContains(f.title)));
  if (f.status !== undefined) conditions.push(eb('n.status', '=', f.status));
  if (f.audience !== undefined) conditions.push(eb('n.audience', '=', f.audience));
  return eb.and(conditions);
}

/** One page of the school's notices, pinned first, then newest; and how many match. */
export function findNotices(db: Db, schoolId: number, f: NoticeFilter, page: { limit: number; offset: number }) {
  return pageOf(
    adminRows(db, schoolId)
      .where((eb) => matches(eb, f))
      .orderBy('n.pinned', 'desc')
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc'),
    page,
  );
}

/** One notice of the school with its content, or undefined. */
export function findNotice(db: Db, schoolId: number, id: number) {
  return adminRows(db, schoolId).select('n.content').where('n.id', '=', id).executeTakeFirst();
}

/** The notice's status, locked for the change that follows; undefined when it is not in the school. */
export function findNoticeStatus(db: Db, schoolId: number, id: number) {
  return db.selectFrom('notices').select(['id', 'status']).where('schoolId', '=', schoolId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Readers of each notice: notice id → count. */
export async function readCounts(db: Db, schoolId: number, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('noticeReads')
    .select(['noticeId', sql<number>`count(*)::int`.as('n')])
    .where('schoolId', '=', schoolId)
    .where('noticeId', 'in', ids)
    .groupBy('noticeId')
    .execute();
  return new Map(rows.map((r) => [r.noticeId, Number(r.n)]));
}

/** The college id of each active account (status 1) among the `table` rows in `collegeIds`; staff rows count for staff accounts (identity 0) only. */
function memberColleges(db: Db, table: 'students' | 'staff', schoolId: number, collegeIds: number[]) {
  return db
    // Both tables have the columns used here (schoolId, userId, collegeId), typed as staff's.
    .selectFrom(`${table} as m` as 'staff as m')
    .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
    .select('m.collegeId')
    .where('m.schoolId', '=', schoolId)
    .where('m.collegeId', 'in', collegeIds)
    .where('u.status', '=', 1)
    .$if(table === 'staff', (q) => q.where('u.identity', '=', 0));
}

/** Active accounts per audience: everyone, students, staff, and each of `collegeIds` (students and staff). */
export async function audienceSizes(db: Db, schoolId: number, collegeIds: number[]) {
  const byIdentity = await schoolRows(db, 'users', schoolId, { status: 1 }).select(['identity', sql<number>`count(*)::int`.as('n')]).groupBy('identity').execute();
  const students = Number(byIdentity.find((r) => r.identity === 2)?.n ?? 0);
  const staff = Number(byIdentity.find((r) => r.identity === 0)?.n ?? 0);
  const colleges = new Map<number, number>();
  if (collegeIds.length) {
    const rows = await db
      .selectFrom(memberColleges(db, 'students', schoolId, collegeIds).unionAll(memberColleges(db, 'staff', schoolId, collegeIds)).as('m'))
      .select(['m.collegeId', sql<number>`count(*)::int`.as('n')])
      .groupBy('m.collegeId')
      .execute();
    for (const r of rows) if (r.collegeId !== null) colleges.set(r.collegeId, Number(r.n));
  }
  const all = byIdentity.reduce((sum, r) => sum + Number(r.n), 0);
  return { all, students, staff, colleges };
}

/** True when the college is one of the school's. */
export async function collegeExists(db: Db, schoolId: number, collegeId: number): Promise<boolean> {
  const row = await db.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('id', '=', collegeId).executeTakeFirst();
  return row !== undefined;
}

export interface NoticeValues {
  title: string;
  content: string;
  audience: NoticeAudience;
  collegeId: number | null;
  pinned: boolean;
}

/** Inserts a notice (a draft, or published now) and returns its id. */
export async function insertNotice(db: Db, schoolId: number, createdBy: number, v: NoticeValues, publishedAt: Date | null): Promise<number> {
  const row = await db
    .insertInto('notices')
    .values({
      schoolId, createdBy, ...v,
      status: publishedAt ? NOTICE_STATUS.published : NOTICE_STATUS.draft,
      publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a notice's fields, and its status when `status` is given (publishedAt too when set). */
export async function updateNotice(
  db: Db,
  schoolId: number,
  id: number,
  v: Partial<NoticeValues> & { status?: number; publishedAt?: Date },
  now: Date,
): Promise<void> {
  await db.updateTable('notices').set({ ...v, updatedAt: now }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteNotice(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('notices').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The reader's college: a student's from the student profile, a staff member's from the staff profile. */
export async function readerCollege(db: Db, schoolId: number, userId: number, group: Reader['group']): Promise<number | null> {
  const row =
    group === 'students'
      ? await db.selectFrom('students').select('collegeId').where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst()
      : await db.selectFrom('staff').select('collegeId').where('schoolId', '=', schoolId).where('userId', '=', userId).executeTakeFirst();
  return row?.collegeId ?? null;
}

/** Published notices whose audience includes the reader: all, their group, their college. */
function visibleTo(eb: NoticeEb, r: Reader) {
  const audiences = [eb('n.audience', '=', 'all'), eb('n.audience', '=', r.group)];
  if (r.collegeId !== null) audiences.push(eb.and([eb('n.audience', '=', 'college'), eb('n.collegeId', '=', r.collegeId)]));
  return eb.and([eb('n.schoolId', '=', r.schoolId), eb('n.status', '=', NOTICE_STATUS.published), eb.or(audiences)]);
}

/** Whether the reader has opened the notice. */
const readByReader = (eb: NoticeEb, r: Reader) =>
  eb.exists(
    eb
      .selectFrom('noticeReads as nr')
      .select(sql`1`.as('one'))
      .whereRef('nr.schoolId', '=', 'n.schoolId')
      .whereRef('nr.noticeId', '=', 'n.id')
      .where('nr.userId', '=', r.userId),
  );

function readerRows(db: Db, r: Reader) {
  return db
    .selectFrom('notices as n')
    .leftJoin('colleges as c', sameSchool('c.id', 'n.collegeId'))
    .where((eb) => visibleTo(eb, r))
    .select((eb) => [
      'n.id', 'n.title', 'n.audience', 'c.name as collegeName', 'n.pinned', 'n.publishedAt',
      sql<string>`left(n.content, 120)`.as('head'),
      readByReader(eb, r).as('read'),
    ]);
}

/** One page of what the reader may see, pinned first then newest; `unread` keeps the unopened ones. */
export async function findReaderNotices(db: Db, r: Reader, unread: boolean, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('notices as n')
    .where((eb) => visibleTo(eb, r))
    .$if(unread, (q) => q.where((eb) => eb.not(readByReader(eb, r))));
  const { total } = await base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await readerRows(db, r)
    .$if(unread, (q) => q.where((eb) => eb.not(readByReader(eb, r))))
    .orderBy('n.pinned', 'desc')
    .orderBy('n.publishedAt', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** One notice the reader may see, with its content; undefined otherwise. */
export function findReaderNotice(db: Db, r: Reader, id: number) {
  return readerRows(db, r).select('n.content').where('n.id', '=', id).executeTakeFirst();
}

/** How many notices the reader may see and has not opened. */
export async function countUnread(db: Db, r: Reader): Promise<number> {
  const row = await db
    .selectFrom('notices as n')
    .where((eb) => eb.and([visibleTo(eb, r), eb.not(readByReader(eb, r))]))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records that the reader opened the notice; a second time keeps the first time. */
export async function markRead(db: Db, r: Reader, noticeId: number, now: Date): Promise<void> {
  await db
    .insertInto('noticeReads')
    .values({ schoolId: r.schoolId, noticeId, userId: r.userId, readAt: now })
    .onConflict((oc) => oc.columns(['schoolId', 'noticeId', 'userId']).doNothing())
    .execute();
}
