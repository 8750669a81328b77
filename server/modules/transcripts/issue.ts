/**
 * Issuing transcripts (issue 7): one transcripts row per student with the content exactly as
 * issued and its verification code (code.ts); the student's previous current transcript is
 * superseded by the new one in the same transaction. Ids are reserved from the table's sequence
 * first so the code (an HMAC that covers the id) is written with the row: four statements for any
 * number of students (lock, reserve, insert, supersede), chunked for very large batches.
 */
import canonicalize from 'canonicalize';
import { sql } from 'kysely';
import type { IssuedTranscript, TranscriptContent } from '../../../common/transcripts.js';
import { badParams } from '../../protocol/errors.js';
import { transcriptCode, verifyUrlOf } from './code.js';
import { buildTranscriptContent, chinaDate } from './content.js';
import type { Trx } from '../../db/db.js';

export { transcriptSecretOf } from './secret.js';
export { verifyUrlOf } from './code.js';

/** Rows per INSERT / UPDATE statement. */
const CHUNK = 1000;

export const TRANSCRIPT_NOT_FOUND = '成绩单不存在';

export interface IssueOptions {
  /** The staff member or student who asked; null for a system batch. */
  issuedBy: number | null;
  /** The batch (transcript_batches.id) the transcripts belong to. */
  batchId: string | null;
  /** transcriptSecretOf(config). */
  secret: string;
  now?: Date;
}

/** `n` new transcript ids, ascending. */
async function reserveIds(trx: Trx, n: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('transcripts', 'id'))::int as id from generate_series(1, ${n}::int) order by 1`.execute(trx);
  return rows.map((r) => Number(r.id));
}

/**
 * Issues transcripts inside `trx`: one transcripts row per content (content.student.userId), with
 * its code; every earlier current (not revoked, not superseded) transcript of the same student gets
 * superseded_by = the new id. Returns {id, code, verifyUrl, content} in the input order. A content of
 * another school → Error (a programming fault, not user input).
 */
export async function issueTranscripts(trx: Trx, schoolId: number, contents: TranscriptContent[], opts: IssueOptions): Promise<IssuedTranscript[]> {
  if (contents.length === 0) return [];
  if (contents.some((c) => c.school.id !== schoolId)) throw new Error('issueTranscripts: a content of another school');
  // Lock the students (user-id order, as grantHours does) so concurrent issues for one student
  // cannot both stay current on PostgreSQL.
  const userIds = [...new Set(contents.map((c) => c.student.userId))].sort((a, b) => a - b);
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await trx.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('userId', 'in', userIds.slice(i, i + CHUNK)).orderBy('userId').forUpdate().execute();
  }
  const ids = await reserveIds(trx, contents.length);
  const issuedAt = opts.now ?? new Date();
  const issued = contents.map((content, i): IssuedTranscript => {
    const id = ids[i];
    const code = transcriptCode(opts.secret, { schoolId, userId: content.student.userId, id, content });
    return { id, code, verifyUrl: verifyUrlOf(code), content };
  });
  for (let i = 0; i < issued.length; i += CHUNK) {
    const part = issued.slice(i, i + CHUNK);
    await trx
      .insertInto('transcripts')
      .values(part.map((t) => ({
        id: t.id, schoolId, userId: t.content.student.userId, code: t.code, content: JSON.stringify(t.content),
        batchId: opts.batchId, issuedBy: opts.issuedBy, issuedAt,
      })))
      .execute();
  }
  // The newest new transcript of each student supersedes everything older that is still current.
  const newest = new Map<number, number>();
  for (const t of issued) newest.set(t.content.student.userId, Math.max(newest.get(t.content.student.userId) ?? 0, t.id));
  const pairs = [...newest];
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const values = sql.join(pairs.slice(i, i + CHUNK).map(([uid, id]) => sql`(${uid}::int, ${id}::int)`));
    await sql`update transcripts t set superseded_by = v.new_id
      from (values ${values}) as v(uid, new_id)
      where t.school_id = ${schoolId} and t.user_id = v.uid and t.id < v.new_id
        and t.superseded_by is null and t.revoked_at is null`.execute(trx);
  }
  return issued;
}

/** An issued transcript read back from its row (the content as stored). */
export function issuedOf(row: { id: number; code: string; content: unknown }): IssuedTranscript {
  return { id: row.id, code: row.code, verifyUrl: verifyUrlOf(row.code), content: row.content as TranscriptContent };
}

/**
 * Issues one student's transcript in the caller's transaction: the current content, then issueTranscripts.
 * 10002 '学生不存在' when the user is not a student of the school.
 */
export async function issueForStudent(db: Trx, schoolId: number, userId: number, opts: Omit<IssueOptions, 'batchId'>): Promise<IssuedTranscript> {
  const content = await buildTranscriptContent(db, schoolId, userId, opts.now);
  if (!content) throw badParams('学生不存在');
  const [issued] = await issueTranscripts(db, schoolId, [content], { ...opts, batchId: null });
  return issued;
}

/**
 * The student's own copy (POST /student/transcript/issue): today's latest current transcript when
 * its content equals the current content (so repeated clicks do not pile up transcripts), else a
 * newly issued one.
 */
export async function issueOwnTranscript(db: Trx, schoolId: number, userId: number, opts: Omit<IssueOptions, 'batchId'>): Promise<IssuedTranscript> {
  const now = opts.now ?? new Date();
  const content = await buildTranscriptContent(db, schoolId, userId, now);
  if (!content) throw badParams('学生不存在');
  const latest = await db
    .selectFrom('transcripts')
    .select(['id', 'code', 'content', 'issuedAt'])
    .where('schoolId', '=', schoolId)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('supersededBy', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (latest && chinaDate(latest.issuedAt) === chinaDate(now) && canonicalize(latest.content) === canonicalize(content)) return issuedOf(latest);
  const [issued] = await issueTranscripts(db, schoolId, [content], { ...opts, now, batchId: null });
  return issued;
}
