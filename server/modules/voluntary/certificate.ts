/**
 * A volunteer's record and certificate (志愿服务证明, issue 19), verifiable like a transcript: the
 * content (volunteer number, organisation, approved service records, their total) is stored as
 * issued in volunteer_certificates with the code of server/modules/transcripts/code.ts (the same
 * HMAC and secret over {schoolId, userId, id, content}); /verify/{code} (transcripts/verify.ts)
 * falls back to verifyVolunteerCertificate for a code that is not a transcript's. Issuing again
 * on the same day with nothing changed returns the same certificate.
 */
import canonicalize from 'canonicalize';
import { chinaDay } from '../../../common/time.js';
import type { VerifyResult } from '../../../common/transcripts.js';
import { minutesToHours, ServiceHoursStatus, VOLUNTEER_MSG, type VolunteerCertificate, type VolunteerCertificateContent } from '../../../common/voluntary.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { codeMatches, transcriptCode, verifyUrlOf } from '../transcripts/code.js';
import { maskName, maskStudentCode } from '../transcripts/mask.js';
import { transcriptSchool } from '../transcripts/repositories/content.js';
import * as repo from './repository.js';

export const CERTIFICATE_NOT_FOUND = '志愿服务证明不存在';

/** Hours '2.50' → hundredths 250 (the ledger keeps two decimals). */
const hundredths = (hours: string): number => Math.round(Number(hours) * 100);

/** The volunteer's approved records, oldest first, and their total: each record's hours as the ledger granted them. */
async function approvedService(db: Db, schoolId: number, userId: number) {
  const rows = await repo.findUserService(db, schoolId, userId, ServiceHoursStatus.APPROVED);
  const records = rows.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id).map((r) => ({ activityName: r.activityName, serviceDate: chinaDay(r.startTime), hours: minutesToHours(r.minutes) }));
  const total = records.reduce((sum, r) => sum + hundredths(r.hours), 0);
  return { records, totalHours: (total / 100).toFixed(2) };
}

/** The certificate content of the volunteer `id` as of now; 10002 '志愿者不存在' when not in `scope`. */
async function buildContent(db: Db, schoolId: number, id: number, scope: DataScope, now: Date): Promise<VolunteerCertificateContent> {
  const v = await repo.findVolunteer(db, schoolId, id, 'id', scope);
  if (!v) throw badParams(VOLUNTEER_MSG.volunteerUnknown);
  const school = (await transcriptSchool(db, schoolId))!;
  return {
    school: { id: school.id, name: school.name, logo: school.logo },
    volunteer: { id: v.id, userId: v.userId, volunteerNo: v.volunteerNo, name: v.name, studentCode: v.studentCode, collegeName: v.collegeName, organizationName: v.organizationName },
    ...(await approvedService(db, schoolId, v.userId)),
    issueDate: chinaDay(now),
  };
}

const issuedOf = (row: { id: number; code: string; content: unknown }): VolunteerCertificate =>
  ({ id: row.id, code: row.code, verifyUrl: verifyUrlOf(row.code), content: row.content as VolunteerCertificateContent });

/**
 * Issues the certificate of the volunteer `volunteerId` (within `scope`) in the caller's
 * transaction → {id, code, verifyUrl, content}; today's latest one when its content is unchanged.
 * 10002 '志愿者不存在' (unknown, another school's or out of scope).
 */
export async function issueCertificate(db: Db, schoolId: number, volunteerId: number, opts: { scope: DataScope; issuedBy: number; secret: string; now?: Date }): Promise<VolunteerCertificate> {
  const now = opts.now ?? new Date();
  const content = await buildContent(db, schoolId, volunteerId, opts.scope, now);
  const latest = await repo.latestCertificate(db, schoolId, volunteerId);
  if (latest && chinaDay(latest.issuedAt) === content.issueDate && canonicalize(latest.content) === canonicalize(content)) return issuedOf(latest);
  const id = await repo.reserveCertificateId(db);
  const code = transcriptCode(opts.secret, { schoolId, userId: content.volunteer.userId, id, content });
  await repo.insertCertificate(db, { id, schoolId, volunteerId, userId: content.volunteer.userId, code, content: JSON.stringify(content), issuedBy: opts.issuedBy, issuedAt: now });
  return { id, code, verifyUrl: verifyUrlOf(code), content };
}

/** The calling student's own certificate (POST /volunteer/certificate); 10002 '您尚未注册为志愿者'. */
export async function issueOwnCertificate(db: Db, me: { schoolId: number; userId: number }, secret: string): Promise<VolunteerCertificate> {
  const v = await repo.findVolunteer(db, me.schoolId, me.userId, 'user');
  if (!v) throw badParams(VOLUNTEER_MSG.notRegistered);
  return issueCertificate(db, me.schoolId, v.id, { scope: { kind: 'school' }, issuedBy: me.userId, secret });
}

/**
 * The certificate `id` for its PDF: the owning student (`student`), or staff whose data scope
 * (`scope`, null without the volunteer module) holds the volunteer. 10002 '志愿服务证明不存在'
 * (unknown or another school's); 10003 another student, or staff without the module or out of scope.
 */
export async function readableCertificate(db: Db, schoolId: number, id: number, caller: { student: number } | { scope: DataScope | null }): Promise<VolunteerCertificate> {
  const row = await repo.findCertificate(db, schoolId, id);
  if (!row) throw badParams(CERTIFICATE_NOT_FOUND);
  if ('student' in caller ? row.userId !== caller.student : !caller.scope || !(await repo.findVolunteer(db, schoolId, row.volunteerId, 'id', caller.scope))) throw noPermission();
  return issuedOf(row);
}

/**
 * /verify/{code} for a volunteer certificate → VerifyResult (document 'volunteerCertificate'), or
 * null when no certificate has this (normalised) code. 'altered' when the stored row no longer
 * matches its code; else 'valid' with the volunteer masked, the total as issued, and whether the
 * approved records today still give that total (matchesLedger).
 */
export async function verifyVolunteerCertificate(db: Db, secret: string, code: string): Promise<VerifyResult | null> {
  const row = await repo.findCertificateByCode(db, code);
  if (!row) return null;
  const content = row.content as VolunteerCertificateContent;
  const base = {
    schoolName: row.schoolName, schoolLogo: row.schoolLogo, score: '', scoreUnit: '', byClassify: [], revokedAt: null, revokeReason: null,
    document: 'volunteerCertificate' as const,
  };
  if (!codeMatches(secret, { schoolId: row.schoolId, userId: row.userId, id: row.id, content }, row.code)) {
    const v = await repo.findVolunteer(db, row.schoolId, row.volunteerId);
    return { ...base, status: 'altered', studentName: maskName(v?.name ?? ''), studentCode: maskStudentCode(v?.studentCode ?? ''), issueDate: chinaDay(row.issuedAt), totalHours: '', matchesLedger: false };
  }
  const now = await approvedService(db, row.schoolId, row.userId);
  return {
    ...base, status: 'valid', studentName: maskName(content.volunteer.name), studentCode: maskStudentCode(content.volunteer.studentCode), issueDate: content.issueDate,
    totalHours: content.totalHours, hoursUnit: '小时', decimalPlaces: 2, matchesLedger: now.totalHours === content.totalHours,
    volunteer: { volunteerNo: content.volunteer.volunteerNo, organizationName: content.volunteer.organizationName, recordCount: content.records.length },
  };
}
