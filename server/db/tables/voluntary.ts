/**
 * Table types of volunteering (issue 19; migration 20261126_021000_volunteering): registered
 * volunteers and their service-hours records. camelCase here, snake_case in SQL.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

/** A student's volunteer registration; status 1 在册, 2 已退出 (common/voluntary.ts). */
export interface VolunteersTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  /** Per school, unique: 'V' + year of registration + a 5-digit sequence. */
  volunteerNo: string;
  /** The volunteer organisation (nature 3) joined. */
  organizationId: number | null;
  intentions: Generated<string>;
  phone: Generated<string>;
  status: Generated<number>;
  registeredAt: Timestamp;
  updatedAt: Timestamp;
}

/** One participant's service on one volunteer activity; status common/voluntary.ts ServiceHoursStatus. */
export interface VolunteerServiceHoursTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  userId: number;
  signInAt: NullableTimestamp;
  signOutAt: NullableTimestamp;
  servedMinutes: number;
  minutes: number;
  correctionReason: Generated<string>;
  status: Generated<number>;
  /** The reviewer's reason of the last rejection. */
  reason: Generated<string>;
  recordedBy: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * An issued volunteer certificate (志愿服务证明; migration 20261126_036000): the content as issued
 * (common/voluntary.ts VolunteerCertificateContent) and its verification code, an HMAC over
 * {schoolId, userId, id, content} like a transcript's (server/modules/transcripts/code.ts).
 */
export interface VolunteerCertificatesTable {
  id: Generated<number>;
  schoolId: number;
  volunteerId: number;
  userId: number;
  code: string;
  /** JSON written as text. */
  content: ColumnType<unknown, string, string>;
  issuedBy: number;
  issuedAt: Timestamp;
}

/**
 * Approved service summed per team (dimension 1), college (2) or term (3), for all terms (termId
 * 0) or one; maintained by the approval (server/modules/voluntary/stats.ts). Migration 20261126_036000.
 */
export interface VolunteerServiceStatsTable {
  schoolId: number;
  dimension: number;
  key: number;
  termId: number;
  volunteers: number;
  /** bigint: read as a string. */
  minutes: ColumnType<string, number | string, number | string>;
}
