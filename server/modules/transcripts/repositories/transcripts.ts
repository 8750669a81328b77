/**
 * The Kysely queries of issued transcripts (issue 7): the transcripts rows (inserted once, then
 * only superseded or revoked), their lists and the public verification's look-up by code. Every
 * query but the verification (a code finds its row in any school) is within one school.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows, updateSchoolRows } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';

/** Rows per INSERT / UPDATE / lock statement. */
const CHUNK = 1000;

/** The filters of the staff list: a scope condition on `students as s`, a student, a name or number (partial). */
export interface TranscriptFilter {
  inScope?: Expression<SqlBool> | null;
  userId?: number;
  name?: string;
  id?: number;
}

/** The school's transcripts ⋈ their students, with the issuer, filtered, newest first. */
function transcriptRows(db: Db, schoolId: number, f: TranscriptFilter) {
  const c = (path: string) => sql<string>`coalesce(t.content #>> ${`{${path}}`}::text[], '')`;
  return fromSchool(db, 'transcripts as t', schoolId)
    .innerJoin('students as s', sameSchool('s.userId', 't.userId'))
    .leftJoin('users as ib', sameSchool('ib.id', 't.issuedBy'))
    .$if(!!f.inScope, (q) => q.where(f.inScope!))
    .$if(f.userId !== undefined, (q) => q.where('t.userId', '=', f.userId!))
    .$if(f.id !== undefined, (q) => q.where('t.id', '=', f.id!))
    .$if(!!f.name, (q) => {
      const like = likeContains(f.name!);
      return q.where(sql<SqlBool>`(t.content #>> '{student,name}' like ${like} or t.content #>> '{student,code}' like ${like})`);
    })
    .select([
      't.id', 't.code', 't.userId', 't.batchId', 't.issuedAt', 't.revokedAt', 't.revokeReason', 't.supersededBy',
      c('student,name').as('name'), c('student,code').as('studentCode'), c('student,collegeName').as('collegeName'),
      c('student,className').as('className'), c('totalHours').as('totalHours'), c('score').as('score'),
      c('scoreUnit').as('scoreUnit'), c('issueDate').as('issueDate'),
      sql<string>`coalesce(ib.name, '')`.as('issuedByName'),
    ])
    .orderBy('t.id', 'desc');
}

/** One page of the school's transcripts matching `f` (names and totals as issued), newest first; and how many match. */
export function findTranscripts(db: Db, schoolId: number, f: TranscriptFilter, page: { limit: number; offset: number }) {
  return pageOf(transcriptRows(db, schoolId, f), page);
}

/** One transcript of the school: id, code, content and student; undefined when unknown. */
export function findTranscript(db: Db, schoolId: number, id: number) {
  return db.selectFrom('transcripts').select(['id', 'code', 'content', 'userId', 'revokedAt']).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** Marks a transcript revoked unless it already is; true when it was revoked now. */
export async function revokeTranscriptRow(db: Db, schoolId: number, id: number, by: number, reason: string, now: Date): Promise<boolean> {
  const updated = await updateSchoolRows(db, 'transcripts', schoolId, { id, revokedAt: null }, { revokedAt: now, revokedBy: by, revokeReason: reason })
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Locks the students' rows (FOR UPDATE, user-id order; `userIds` ascending), in chunks. */
export async function lockStudents(db: Db, schoolId: number, userIds: number[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('userId', 'in', userIds.slice(i, i + CHUNK)).orderBy('userId').forUpdate().execute();
  }
}

/** `n` new transcript ids from the table's sequence, ascending. */
export async function reserveTranscriptIds(db: Db, n: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('transcripts', 'id'))::int as id from generate_series(1, ${n}::int) order by 1`.execute(db);
  return rows.map((r) => Number(r.id));
}

/** A transcript row to insert (content already serialised as JSON text). */
export interface TranscriptInsert {
  id: number;
  userId: number;
  code: string;
  content: string;
  batchId: string | null;
  issuedBy: number | null;
  issuedAt: Date;
}

/** Inserts transcripts of the school, in chunks. */
export async function insertTranscripts(db: Db, schoolId: number, rows: TranscriptInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insertInto('transcripts').values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, schoolId }))).execute();
  }
}

/** For each [userId, newId]: the student's older current (not revoked, not superseded) transcripts get superseded_by = newId. */
export async function supersedeOlder(db: Db, schoolId: number, pairs: [userId: number, newId: number][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const values = sql.join(pairs.slice(i, i + CHUNK).map(([uid, id]) => sql`(${uid}::int, ${id}::int)`));
    await sql`update transcripts t set superseded_by = v.new_id
      from (values ${values}) as v(uid, new_id)
      where t.school_id = ${schoolId} and t.user_id = v.uid and t.id < v.new_id
        and t.superseded_by is null and t.revoked_at is null`.execute(db);
  }
}

/**
 * The transcripts batch `batchId` has already issued to `userIds` (a batch run again after its node
 * was lost reads them back instead of issuing twice): id, userId, code, content.
 */
export function findBatchTranscripts(db: Db, schoolId: number, batchId: string, userIds: number[]) {
  return schoolRows(db, 'transcripts', schoolId, { batchId })
    .select(['id', 'userId', 'code', 'content'])
    .where('userId', 'in', userIds)
    .execute();
}

/** The student's newest current (not revoked, not superseded) transcript: id, code, content, issuedAt; undefined when none. */
export function latestCurrent(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'transcripts', schoolId, { userId, revokedAt: null, supersededBy: null })
    .select(['id', 'code', 'content', 'issuedAt'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * The transcript with `code` in any school (the public verification has no session), with its
 * school's name and logo and the student's current name and number; undefined when none.
 */
export function findByCode(db: Db, code: string) {
  return db
    .selectFrom('transcripts as t')
    .innerJoin('schools as sc', 'sc.id', 't.schoolId')
    .leftJoin('users as u', sameSchool('u.id', 't.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 't.userId'))
    .select(['t.id', 't.schoolId', 't.userId', 't.code', 't.content', 't.issuedAt', 't.revokedAt', 't.revokeReason', 't.supersededBy', 'sc.name as schoolName', 'sc.logo as schoolLogo', 'u.name as userName', 's.code as userCode'])
    .where('t.code', '=', code)
    .executeTakeFirst();
}
