/**
 * Issuing transcripts (issue 7): one transcripts row per student with the content exactly as
 * issued and its verification code (code.ts); the student's previous current transcript is
 * superseded by the new one in the same transaction. Ids are reserved from the table's sequence
 * first so the code (an HMAC that covers the id) is written with the row: four statements for any
 * number of students (lock, reserve, insert, supersede), chunked for very large batches.
 */
import canonicalize from 'canonicalize';
import type { IssuedTranscript, TranscriptContent } from '../../../common/transcripts.js';
import { badParams } from '../../protocol/errors.js';
import { transcriptCode, verifyUrlOf } from './code.js';
import { buildTranscriptContent, chinaDate } from './content.js';
import type { Trx } from '../../db/db.js';
import * as repo from './repositories/transcripts.js';

export { transcriptSecretOf } from './secret.js';
export { verifyUrlOf } from './code.js';

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
  await repo.lockStudents(trx, schoolId, userIds);
  const ids = await repo.reserveTranscriptIds(trx, contents.length);
  const issuedAt = opts.now ?? new Date();
  const issued = contents.map((content, i): IssuedTranscript => {
    const id = ids[i];
    const code = transcriptCode(opts.secret, { schoolId, userId: content.student.userId, id, content });
    return { id, code, verifyUrl: verifyUrlOf(code), content };
  });
  await repo.insertTranscripts(trx, schoolId, issued.map((t) => ({
    id: t.id, userId: t.content.student.userId, code: t.code, content: JSON.stringify(t.content),
    batchId: opts.batchId, issuedBy: opts.issuedBy, issuedAt,
  })));
  // The newest new transcript of each student supersedes everything older that is still current.
  const newest = new Map<number, number>();
  for (const t of issued) newest.set(t.content.student.userId, Math.max(newest.get(t.content.student.userId) ?? 0, t.id));
  await repo.supersedeOlder(trx, schoolId, [...newest]);
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
  const latest = await repo.latestCurrent(db, schoolId, userId);
  if (latest && chinaDate(latest.issuedAt) === chinaDate(now) && canonicalize(latest.content) === canonicalize(content)) return issuedOf(latest);
  const [issued] = await issueTranscripts(db, schoolId, [content], { ...opts, now, batchId: null });
  return issued;
}
