/**
 * Public verification of a transcript (issue 7: /verify/{code}, no sign-in). The code alone finds
 * the row — there is no session and so no school context. The HMAC is recomputed over the STORED
 * row: a row edited after issuing no longer matches its code ('altered'); a revoked or superseded
 * transcript says so; a code that was never issued is 'notFound'. The reply shows the school, the
 * student's name and number partly masked, the issue date and the totals as issued, and whether the
 * ledger today still gives the same totals.
 */
import type { Kysely } from 'kysely';
import type { TranscriptContent, VerifyResult } from '../../../common/transcripts.js';
import type { Database } from '../../db/types.js';
import { formatDateTime } from '../../../common/time.js';
import { codeMatches, normalizeCode } from './code.js';
import { buildTranscriptContent, chinaDate } from './content.js';
import { findByCode } from './repositories/transcripts.js';
import { maskName, maskStudentCode } from './mask.js';
import { verifyVolunteerCertificate } from '../voluntary/certificate.js';

export { maskName, maskStudentCode } from './mask.js';

const EMPTY: VerifyResult = {
  status: 'notFound', schoolName: '', studentName: '', studentCode: '', issueDate: '', totalHours: '', score: '', scoreUnit: '',
  byClassify: [], matchesLedger: false, revokedAt: null, revokeReason: null,
};

/** Whether today's ledger gives the issued totals: total, score and hours per module. */
function sameTotals(issued: TranscriptContent, current: TranscriptContent | null): boolean {
  if (!current) return false;
  if (issued.totalHours !== current.totalHours || issued.score !== current.score) return false;
  const key = (c: TranscriptContent) => JSON.stringify(c.byClassify.map((m) => [m.classifyId, m.hours]));
  return key(issued) === key(current);
}

/** GET /verify/info {code} → VerifyResult (spec: issue 7 verification). Never an error for an unknown or malformed code: notFound. */
export async function verifyTranscript(db: Kysely<Database>, secret: string, codeText: string, now = new Date()): Promise<VerifyResult> {
  const code = normalizeCode(codeText);
  if (!code) return EMPTY;
  const row = await findByCode(db, code);
  // Not a transcript's: perhaps a volunteer certificate's (issue 19), else never issued.
  if (!row) return (await verifyVolunteerCertificate(db, secret, code)) ?? EMPTY;
  const revoked = { revokedAt: formatDateTime(row.revokedAt), revokeReason: row.revokeReason };
  if (!codeMatches(secret, { schoolId: row.schoolId, userId: row.userId, id: row.id, content: row.content }, row.code)) {
    // The stored figures cannot be trusted: show who it claims to be about, nothing it claims.
    return {
      ...EMPTY, ...revoked, status: 'altered', schoolName: row.schoolName, schoolLogo: row.schoolLogo, studentName: maskName(row.userName ?? ''),
      studentCode: maskStudentCode(row.userCode ?? ''), issueDate: chinaDate(row.issuedAt), document: 'transcript',
    };
  }
  const issued = row.content as TranscriptContent;
  const current = await buildTranscriptContent(db, row.schoolId, row.userId, now);
  return {
    status: row.revokedAt ? 'revoked' : row.supersededBy ? 'superseded' : 'valid',
    schoolName: row.schoolName,
    schoolLogo: row.schoolLogo,
    studentName: maskName(issued.student.name),
    studentCode: maskStudentCode(issued.student.code),
    issueDate: issued.issueDate,
    totalHours: issued.totalHours,
    score: issued.score,
    scoreUnit: issued.scoreUnit,
    hoursUnit: issued.school.hoursUnit,
    decimalPlaces: issued.school.decimalPlaces,
    byClassify: issued.byClassify.map((m) => ({ classifyName: m.classifyName, hours: m.hours })),
    matchesLedger: sameTotals(issued, current),
    ...revoked,
    document: 'transcript',
  };
}
