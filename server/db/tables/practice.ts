/**
 * Table types of social practice (issue 19; migration 20261126_023000_social_practice): projects,
 * their team members, the progress journal and the files of journals and completion reports.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, NullableTimestamp, Timestamp } from './columns.js';

/** A practice project proposed by a team (common/practice.ts PracticeStatus; type = its term's kind). */
export interface PracticeProjectsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  leaderId: number;
  /** The leader's college when proposed (statistics by college). */
  collegeId: number | null;
  advisorId: number;
  classifyId: number;
  termId: number;
  /** 1 学期中, 2 暑期, 3 寒假: the term's kind when proposed. */
  type: number;
  destination: string;
  startDate: ColumnType<string, string, string>;
  endDate: ColumnType<string, string, string>;
  plan: string;
  budget: Numeric;
  safetyPledge: boolean;
  status: number;
  report: Generated<string>;
  /** Hours per member asked for at completion. */
  requestedHours: ColumnType<string | null, string | null | undefined, string | null>;
  finishTime: NullableTimestamp;
  opinion: Generated<string>;
  createdBy: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A team member (role 1 leader, 2 member) with the hours asked for and granted. */
export interface PracticeMembersTable {
  schoolId: number;
  projectId: number;
  userId: number;
  role: number;
  collegeId: number | null;
  requestedHours: ColumnType<string | null, string | null | undefined, string | null>;
  grantedHours: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A progress journal entry written by a member. */
export interface PracticeJournalsTable {
  id: Generated<number>;
  schoolId: number;
  projectId: number;
  authorId: number;
  content: string;
  createdAt: Timestamp;
}

/** A file of a project: kind 1 a journal photo (journalId set), kind 2 a completion attachment. */
export interface PracticeFilesTable {
  id: Generated<number>;
  schoolId: number;
  projectId: number;
  journalId: number | null;
  kind: number;
  fileId: number;
  name: string;
  url: string;
  type: number;
  size: number;
}
