/**
 * Table types of work journals, the staff's things and feedback (issue 21; migration
 * 20261126_052000_journals). Days are 'YYYY-MM-DD'.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

type Day = ColumnType<string, string, string>;
type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;

export interface WorkJournalsTable {
  id: Generated<number>;
  schoolId: number;
  organizationId: number;
  /** The organisation's college when written (college scope of the lists). */
  collegeId: number | null;
  authorId: number;
  journalDate: Day;
  title: string;
  content: string;
  fileIds: Generated<number[]>;
  /** common/journals.ts JournalStatus. */
  status: number;
  opinion: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface StaffThingsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  title: string;
  note: Generated<string>;
  dueDate: NullableDay;
  /** 1 高, 2 中, 3 低. */
  priority: Generated<number>;
  done: Generated<boolean>;
  doneAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface FeedbacksTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  /** The sender's college when a student (college scope of the staff list). */
  collegeId: number | null;
  category: number;
  content: string;
  imageIds: Generated<number[]>;
  contact: Generated<string>;
  /** common/feedback.ts FeedbackStatus. */
  status: Generated<number>;
  reply: Generated<string>;
  repliedBy: number | null;
  repliedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}
