/**
 * Table types of innovation and entrepreneurship (issue 20; migration 20261126_033000_innovation):
 * fields and undertaking organisations (dictionaries), projects and their members, competitions
 * with team registrations (and their members) and results, incubated start-ups, bonus records and
 * banners. Project and result ids come from one sequence: both are ledger relation ids of source 8.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, NullableTimestamp, Timestamp } from './columns.js';

type Day = ColumnType<string, string, string>;

/** A name dictionary row: 领域 (fields) and 承办单位 (undertakers). */
export interface InnovationDictTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  contact: Generated<string>;
  createdAt: Generated<Date>;
}

/** A 大创 project (common/innovation.ts ProjectStatus); hours: per member, asked at 结题. */
export interface InnovationProjectsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  level: number;
  type: number;
  fieldId: number | null;
  classifyId: number;
  leaderId: number;
  collegeId: number | null;
  startDate: Day;
  endDate: Day;
  plan: string;
  budget: Numeric;
  status: number;
  midtermReport: Generated<string>;
  finishReport: Generated<string>;
  hours: ColumnType<string | null, string | null | undefined, string | null>;
  opinion: Generated<string>;
  finishedAt: NullableTimestamp;
  createdBy: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A project's member: role 1 负责人, 2 成员 (students), 3 指导教师 (staff); grantedHours what the ledger gave. */
export interface InnovationProjectMembersTable {
  schoolId: number;
  projectId: number;
  userId: number;
  role: number;
  grantedHours: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InnovationCompetitionsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  level: number;
  organizer: string;
  undertakerId: number | null;
  fieldId: number | null;
  classifyId: number;
  startDate: Day;
  endDate: Day;
  description: Generated<string>;
  createdBy: number;
  createdAt: Timestamp;
}

export interface InnovationTeamsTable {
  id: Generated<number>;
  schoolId: number;
  competitionId: number;
  name: string;
  leaderId: number;
  teacherId: number | null;
  createdBy: number;
  createdAt: Timestamp;
}

export interface InnovationTeamMembersTable {
  schoolId: number;
  teamId: number;
  userId: number;
}

/** One student's award in one competition (ReviewedStatus); hours: what the award is worth, grantedHours: what the ledger added. */
export interface InnovationResultsTable {
  id: Generated<number>;
  schoolId: number;
  competitionId: number;
  teamId: number | null;
  userId: number;
  awardLevel: number;
  hours: Numeric;
  grantedHours: ColumnType<string | null, string | null | undefined, string | null>;
  status: number;
  opinion: Generated<string>;
  createdBy: number;
  createdAt: Timestamp;
}

export interface InnovationHatchingsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  company: Generated<string>;
  stage: number;
  leaderId: number;
  mentorId: number;
  fieldId: number | null;
  description: string;
  status: number;
  opinion: Generated<string>;
  createdBy: number;
  createdAt: Timestamp;
}

export interface InnovationBonusesTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  title: string;
  amount: Numeric;
  reason: Generated<string>;
  awardedOn: Day;
  createdBy: number;
  createdAt: Timestamp;
}

export interface InnovationBannersTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  fileId: number;
  link: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  createdAt: Timestamp;
}
