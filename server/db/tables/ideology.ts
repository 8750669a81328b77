/**
 * Table types: party and league work (issue 20; migration 20261126_031000_ideology).
 * Columns are camelCase here, snake_case in SQL (CamelCasePlugin). Numerics arrive as strings.
 */
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string | number, string | number>;
/** A 'YYYY-MM-DD' date column (read as a Date by pg, as text where cast). */
type DateColumn = ColumnType<Date | string, string, string>;

export interface IdeologySettingsTable {
  schoolId: number;
  meetingHours: Generated<boolean>;
  meetingHoursValue: ColumnType<string, string | undefined, string>;
}

export interface IdeologyDuesRulesTable {
  schoolId: number;
  kind: number;
  stage: number;
  amount: Numeric;
}

export interface IdeologyMembersTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  kind: number;
  stage: number;
  branchId: number;
  stageDate: DateColumn;
  createdAt: Generated<Date>;
}

export interface IdeologyStageHistoryTable {
  id: Generated<number>;
  schoolId: number;
  memberId: number;
  stage: number;
  stageDate: DateColumn;
  createdAt: Generated<Date>;
}

export interface IdeologyStageApplicationsTable {
  id: Generated<number>;
  schoolId: number;
  memberId: number;
  fromStage: number;
  toStage: number;
  reason: Generated<string>;
  status: Generated<number>;
  applicantId: number;
  createdAt: Generated<Date>;
  decidedAt: Date | null;
}

export interface IdeologyDuesPaymentsTable {
  id: Generated<number>;
  schoolId: number;
  memberId: number;
  /** 'YYYY-MM'. */
  month: string;
  amount: Numeric;
  recordedBy: number | null;
  paidAt: Generated<Date>;
}

export interface IdeologyMeetingsTable {
  /** From the sequence ideology_event_ids, shared with ideology_activities. */
  id: Generated<number>;
  schoolId: number;
  kind: number;
  branchId: number;
  title: string;
  startAt: Date;
  endAt: Date;
  place: string;
  agenda: Generated<string>;
  minutes: Generated<string>;
  photoIds: ColumnType<number[], number[] | undefined, number[]>;
  signCode: string;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

export interface IdeologyMeetingAttendanceTable {
  schoolId: number;
  meetingId: number;
  userId: number;
  signedAt: Generated<Date>;
}

export interface IdeologyStudiosTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  branchId: number;
  leaderId: number;
  description: Generated<string>;
  createdAt: Generated<Date>;
}

export interface IdeologyStudioMembersTable {
  schoolId: number;
  studioId: number;
  userId: number;
}

export interface IdeologySelectionsTable {
  id: Generated<number>;
  schoolId: number;
  kind: number;
  year: number;
  title: string;
  nominateEnd: DateColumn;
  publicityStart: DateColumn;
  publicityEnd: DateColumn;
  publishedAt: Date | null;
  createdAt: Generated<Date>;
}

export interface IdeologyNominationsTable {
  id: Generated<number>;
  schoolId: number;
  selectionId: number;
  category: number;
  userId: number | null;
  branchId: number | null;
  reason: string;
  status: Generated<number>;
  nominatedBy: number;
  createdAt: Generated<Date>;
}

export interface IdeologyActivitiesTable {
  /** From the sequence ideology_event_ids, shared with ideology_meetings. */
  id: Generated<number>;
  schoolId: number;
  kind: number;
  branchId: number;
  name: string;
  startAt: Date;
  endAt: Date;
  place: string;
  content: Generated<string>;
  hours: Numeric;
  status: Generated<number>;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface IdeologyActivityParticipantsTable {
  schoolId: number;
  activityId: number;
  userId: number;
}

export interface IdeologyBannersTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  fileId: number;
  link: Generated<string>;
  orderId: Generated<number>;
  enabled: Generated<boolean>;
  createdAt: Generated<Date>;
}
