/**
 * Table types: uploaded files, activities, enrollments and attendance, review tasks and their
 * history, the blacklist and appeals (issue 4; migration 20261121_005000_activities). Columns are
 * camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { Generated } from 'kysely';
import type { AttachmentColumns, Numeric, NumericWithDefault, NullableTimestamp, Timestamp } from './columns.js';

/** An uploaded file; type 1 image, 3 word document, 4 spreadsheet, 5 pdf (spec §3 uploaded attachment). */
export interface FilesTable {
  id: Generated<number>;
  schoolId: number;
  uploadedBy: number | null;
  /** Random key: the file lives at DATA_DIR/files/<key> and is served at /api/files/<key>. */
  storageKey: string;
  name: string;
  mime: string;
  type: number;
  /** Bytes. */
  size: number;
  createdAt: Generated<Date>;
}

/**
 * An activity (spec §3 activity row) or, with isTemplate, an activity template.
 * enrollMode 1 first come, 2 lottery when enrollment closes, 3 organiser review; signMode 1 sign-in
 * only, 2 sign-in and sign-out. status: spec §4 codes (common/activityStatus.ts); stepNo: the
 * current step of the running review (0 when none). capacity is applyPeopleNumber; enrollCount the
 * seats taken (never above capacity: a check constraint and a row lock).
 */
export interface ActivitiesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  organizationId: number;
  classifyId: number;
  flowTemplateId: number | null;
  reportFlowTemplateId: number | null;
  createdBy: number;
  /** The activity administrator (活动负责人), who submits the completion report. */
  administratorId: number;
  description: Generated<string>;
  posterUrl: Generated<string>;
  limitType: Generated<number>;
  hours: Numeric;
  ecology: Generated<number>;
  isRecommend: Generated<number>;
  /** 1 school level, 2 college level. */
  activityLevel: Generated<number>;
  collegeId: number | null;
  starScore: NumericWithDefault;
  capacity: number;
  enrollCount: Generated<number>;
  enrollStart: Timestamp;
  enrollEnd: Timestamp;
  startTime: Timestamp;
  endTime: Timestamp;
  address: Generated<string>;
  latitude: Numeric | null;
  longitude: Numeric | null;
  /** Geofence radius in metres; null = no geofence. */
  radiusM: number | null;
  enrollMode: Generated<number>;
  signMode: Generated<number>;
  status: Generated<number>;
  stepNo: Generated<number>;
  /** When the status last changed (waiting times, the scheduler). */
  statusAt: Generated<Date>;
  termId: number | null;
  isTemplate: Generated<boolean>;
  copiedFrom: number | null;
  /** HMAC key of the rotating attendance QR tokens. */
  qrSecret: string;
  /** The lottery's recorded seed (enrollMode 2), set when it is drawn. */
  lotterySeed: string | null;
  lotteryDrawnAt: NullableTimestamp;
  reportSummary: Generated<string>;
  reportSubmittedAt: NullableTimestamp;
  /**
   * When a person fired 开始报名 / 截止报名 / 开始活动 / 结束活动 (null: not by hand, the planned
   * time stands). The planned windows above are never rewritten (issue 18 item 4).
   */
  actualEnrollStart: NullableTimestamp;
  actualEnrollEnd: NullableTimestamp;
  actualStartTime: NullableTimestamp;
  actualEndTime: NullableTimestamp;
  /** The last reject / refuse reason shown on the activity. */
  reason: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface ActivityAttachmentsTable extends AttachmentColumns {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
}

/**
 * One participant of a submitted completion report (issue 18): the hours reported (≤ the
 * activity's; the approval grants exactly these), the reason when lowered ('' otherwise) and the
 * attendance as it stood at submission (signWay 1 QR, 2 back-fill).
 */
export interface ActivityReportParticipantsTable {
  schoolId: number;
  activityId: number;
  userId: number;
  hours: Numeric;
  reason: Generated<string>;
  signInAt: NullableTimestamp;
  signOutAt: NullableTimestamp;
  signWay: number | null;
}

/** A photo (kind 1, an image) or an attachment (kind 2) of an activity's completion report. */
export interface ActivityReportFilesTable extends Omit<AttachmentColumns, 'fileId'> {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  kind: number;
  fileId: number;
}

/**
 * One student's enrollment in an activity, with attendance and hours. status: common/activities.ts
 * EnrollmentStatus (1 enrolled, 2 awaiting review or draw, 3 cancelled, 4 not drawn, 5 refused).
 * signWay 1 QR code, 2 organiser back-fill (补录, with backfillReason). hours: the hours the
 * organiser reports for this participant (null = the activity's hours).
 */
export interface ActivityEnrollmentsTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  userId: number;
  status: number;
  enrolledAt: Generated<Date>;
  decidedAt: NullableTimestamp;
  signInAt: NullableTimestamp;
  signOutAt: NullableTimestamp;
  signWay: number | null;
  backfillReason: string | null;
  backfillBy: number | null;
  hours: Numeric | null;
  noShow: Generated<boolean>;
}

/**
 * The current step of a review, waiting for one of auditorIds (resolved when the step opened).
 * sourceType: 1 activity first review, 2 completion report, 3 declaration, 4 blacklist appeal
 * (spec §2 to-do routing). result when done: 1 passed, 2 rejected, 3 refused.
 */
export interface AuditTasksTable {
  id: Generated<number>;
  schoolId: number;
  sourceType: number;
  relationId: number;
  flowTemplateId: number | null;
  stepNo: number;
  stepCount: number;
  stepName: string;
  auditorIds: Generated<number[]>;
  applicantId: number | null;
  organizationId: number | null;
  taskName: string;
  appliedAt: Timestamp;
  /** When this step started waiting (已等待 counts from here). */
  createdAt: Generated<Date>;
  doneAt: NullableTimestamp;
  doneBy: number | null;
  result: number | null;
  opinion: string | null;
}

/** History of a review subject: submissions, each step's decision and organiser actions. */
export interface AuditRecordsTable {
  id: Generated<number>;
  schoolId: number;
  sourceType: number;
  relationId: number;
  stepNo: Generated<number>;
  stepName: Generated<string>;
  /** An ActivityEvent of common/activityStatus.ts, or 'create', 'update', 'draw', 'backfill'. */
  action: string;
  actorId: number | null;
  opinion: Generated<string>;
  fromStatus: number | null;
  toStatus: number | null;
  createdAt: Generated<Date>;
}

export interface BlacklistTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  reason: string;
  noShowCount: Generated<number>;
  startedAt: Generated<Date>;
  endsAt: Timestamp;
  removedAt: NullableTimestamp;
  removedBy: number | null;
  removedReason: string | null;
}

/** status 1 pending, 2 approved (removed from the blacklist), 3 rejected (opinion required). */
export interface BlacklistAppealsTable {
  id: Generated<number>;
  schoolId: number;
  blacklistId: number;
  userId: number;
  reason: string;
  status: Generated<number>;
  opinion: string | null;
  auditedBy: number | null;
  auditedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}
