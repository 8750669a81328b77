/**
 * Issued transcripts after the fact (issue 7): the lists (staff, within their data scope; a
 * student, their own), finding one for its PDF with the caller's right to it, and revoking one.
 * Name, number, college, class and totals in the rows are as issued (read from the stored content).
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import { isStudentIdentity } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import type { IssuedTranscript, TranscriptRow } from '../../../common/transcripts.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { dataScopeOf, scopeCondition, studentsInScope } from '../students/scope.js';
import { verifyUrlOf } from './code.js';
import { issuedOf, TRANSCRIPT_NOT_FOUND } from './issue.js';
import type { ListParams } from '../../../common/schemas/transcripts.js';
import * as repo from './repositories/transcripts.js';

/** The staff module of transcripts (spec §2 /usermng/export/transcript/list; module 503). */
export const TRANSCRIPT_MODULE = '/usermng/export/transcript/list';

const statusOf = (r: { revokedAt: Date | null; supersededBy: number | null }): TranscriptRow['status'] =>
  r.revokedAt ? 'revoked' : r.supersededBy ? 'superseded' : 'valid';

/** One page of the school's transcripts matching `f` as TranscriptRows, newest first. */
async function page(db: Kysely<Database>, schoolId: number, f: repo.TranscriptFilter, p: { current: number; size: number }): Promise<Page<TranscriptRow>> {
  const { rows, total } = await repo.findTranscripts(db, schoolId, f, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      id: r.id, code: r.code, verifyUrl: verifyUrlOf(r.code), userId: r.userId, name: r.name, studentCode: r.studentCode,
      collegeName: r.collegeName, className: r.className, totalHours: r.totalHours, score: r.score, scoreUnit: r.scoreUnit,
      issueDate: r.issueDate, issuedAt: formatDateTime(r.issuedAt)!, issuedByName: r.issuedByName, batchId: r.batchId,
      revokedAt: formatDateTime(r.revokedAt), revokeReason: r.revokeReason, supersededBy: r.supersededBy, status: statusOf(r),
    })),
  };
}

/**
 * GET /transcript/list → {list: TranscriptRow[], total}, newest first: the school's issued
 * transcripts of students in the caller's data scope; userId / name (student name or number,
 * partial) narrow it.
 */
export async function listTranscripts(db: Kysely<Database>, session: Session, p: ListParams): Promise<Page<TranscriptRow>> {
  const inScope = scopeCondition(await dataScopeOf(db, session)) as Expression<SqlBool> | null;
  return page(db, session.schoolId, { inScope, userId: p.userId || undefined, name: p.name || undefined }, p);
}

/** GET /student/transcript/list → the caller's own issued transcripts, newest first. */
export function listOwnTranscripts(db: Kysely<Database>, me: { schoolId: number; userId: number }, p: { current: number; size: number }): Promise<Page<TranscriptRow>> {
  return page(db, me.schoolId, { userId: me.userId }, p);
}

/**
 * The issued transcript `id` if the caller may read it: the owning student, or staff with the
 * transcript module and the student in their data scope. Another school's or an unknown id →
 * 10002 '成绩单不存在'; another student → 10003; staff without the module or out of scope → 10003.
 */
export async function readableTranscript(db: Kysely<Database>, session: Session, id: number): Promise<IssuedTranscript> {
  const row = await repo.findTranscript(db, session.schoolId, id);
  if (!row) throw badParams(TRANSCRIPT_NOT_FOUND);
  if (isStudentIdentity(session.identity)) {
    if (row.userId !== session.userId) throw noPermission();
  } else {
    if (!(await hasPermission(db, session, TRANSCRIPT_MODULE))) throw noPermission();
    await studentsInScope(db, session, await dataScopeOf(db, session), [row.userId]);
  }
  return issuedOf(row);
}

/**
 * POST /transcript/revoke {id, reason} → TranscriptRow: marks the transcript revoked (its
 * verification page says so from now on). 10002 '成绩单不存在' (unknown or another school's),
 * '该成绩单已撤销' when it already is; 10003 when the student is out of the caller's scope.
 */
export async function revokeTranscript(db: Kysely<Database>, session: Session, id: number, reason: string, now = new Date()): Promise<TranscriptRow> {
  const row = await repo.findTranscript(db, session.schoolId, id);
  if (!row) throw badParams(TRANSCRIPT_NOT_FOUND);
  await studentsInScope(db, session, await dataScopeOf(db, session), [row.userId]);
  if (!(await repo.revokeTranscriptRow(db, session.schoolId, id, session.userId, reason, now))) throw badParams('该成绩单已撤销');
  const { list } = await page(db, session.schoolId, { id }, { current: 1, size: 1 });
  return list[0];
}
