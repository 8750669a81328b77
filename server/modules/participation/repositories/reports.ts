/**
 * The Kysely queries of completion reports (issue 18 item 3): the participants as submitted
 * (activity_report_participants) or, for a draft, as they stand in the enrollments; the report's
 * photos and attachments (activity_report_files). Always within one school and one activity; the
 * rules live in ../reportContent.ts.
 */
import { sql } from 'kysely';
import { EnrollmentStatus } from '../../../../common/activities.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import { studentLabelColumns } from './enrollments.js';

/** A participant row as both reads return it (hours as text with 2 places). */
export interface ReportParticipantRow {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  hours: string;
  reason: string;
  signInAt: Date | null;
  signOutAt: Date | null;
  signWay: number | null;
}

/**
 * The participants the report would have now: seat holders (status 1) with a sign-in, their hours
 * (`activityHours` unless lowered) and the reason last submitted for them ('' when none), by user id.
 */
export function findDraftParticipants(db: Db, schoolId: number, activityId: number, activityHours: string): Promise<ReportParticipantRow[]> {
  return fromSchool(db, 'activityEnrollments as e', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'e.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'e.userId'))
    .leftJoin('activityReportParticipants as p', (j) =>
      j.onRef('p.schoolId', '=', 'e.schoolId').onRef('p.activityId', '=', 'e.activityId').onRef('p.userId', '=', 'e.userId'))
    .where('e.activityId', '=', activityId)
    .where('e.status', '=', EnrollmentStatus.ENROLLED)
    .where('e.signInAt', 'is not', null)
    .select([
      'e.userId', 'u.name', 'e.signInAt', 'e.signOutAt', 'e.signWay', ...studentLabelColumns(),
      sql<string>`coalesce(e.hours, ${activityHours}::numeric)::numeric(8,2)::text`.as('hours'),
      sql<string>`coalesce(p.reason, '')`.as('reason'),
    ])
    .orderBy('e.userId')
    .execute();
}

/** The participants as submitted, by user id. */
export function findSubmittedParticipants(db: Db, schoolId: number, activityId: number): Promise<ReportParticipantRow[]> {
  return fromSchool(db, 'activityReportParticipants as p', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'p.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'p.userId'))
    .where('p.activityId', '=', activityId)
    .select(['p.userId', 'u.name', 'p.signInAt', 'p.signOutAt', 'p.signWay', 'p.reason', ...studentLabelColumns(), sql<string>`p.hours::text`.as('hours')])
    .orderBy('p.userId')
    .execute();
}

/** The grants of the submitted report: each participant's hours (text), by user id. */
export function findReportGrants(db: Db, schoolId: number, activityId: number): Promise<{ userId: number; hours: string }[]> {
  return schoolRows(db, 'activityReportParticipants', schoolId, { activityId }).select(['userId', sql<string>`hours::text`.as('hours')]).orderBy('userId').execute();
}

/** Replaces the report's participants with `rows`. */
export async function replaceReportParticipants(
  db: Db, schoolId: number, activityId: number,
  rows: { userId: number; hours: string; reason: string; signInAt: Date | null; signOutAt: Date | null; signWay: number | null }[],
): Promise<void> {
  await db.deleteFrom('activityReportParticipants').where('schoolId', '=', schoolId).where('activityId', '=', activityId).execute();
  if (rows.length) await db.insertInto('activityReportParticipants').values(rows.map((r) => ({ schoolId, activityId, ...r }))).execute();
}

/** A report file: 1 photo, 2 attachment. */
export const ReportFileKind = { PHOTO: 1, ATTACHMENT: 2 } as const;

/** The report's files of `kind` in order: {fileId, url, name, type, size}. */
export function findReportFiles(db: Db, schoolId: number, activityId: number, kind: number) {
  return schoolRows(db, 'activityReportFiles', schoolId, { activityId, kind }).select(['fileId', 'url', 'name', 'type', 'size']).orderBy('orderNo').orderBy('id').execute();
}

/** Replaces the report's files with `photos` (kind 1) then `attachments` (kind 2), each in its order. */
export async function replaceReportFiles(
  db: Db, schoolId: number, activityId: number,
  files: { kind: number; fileId: number; url: string; name: string; type: number; size: number }[],
): Promise<void> {
  await db.deleteFrom('activityReportFiles').where('schoolId', '=', schoolId).where('activityId', '=', activityId).execute();
  if (files.length) await db.insertInto('activityReportFiles').values(files.map((f, i) => ({ schoolId, activityId, ...f, orderNo: i }))).execute();
}

/**
 * The files among `ids` that the report may name: uploaded by `userId`, or already on this
 * activity's report (a resubmission by another manager): {id, storageKey, name, type, size}.
 */
export function findReportableFiles(db: Db, schoolId: number, activityId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('files as f')
    .select(['f.id', 'f.storageKey', 'f.name', 'f.type', 'f.size'])
    .where('f.schoolId', '=', schoolId)
    .where('f.id', 'in', ids)
    .where((eb) => eb.or([
      eb('f.uploadedBy', '=', userId),
      eb.exists(eb.selectFrom('activityReportFiles as r').select('r.id').where('r.schoolId', '=', schoolId).where('r.activityId', '=', activityId).whereRef('r.fileId', '=', 'f.id')),
    ]))
    .execute();
}
