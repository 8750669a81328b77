/**
 * Table types: question bank, quizzes, attempts and 青年大学习 (issue 20 "Quiz bank and study";
 * migration 20261126_032000_quizzes). Columns are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

/** jsonb string[] written as JSON text. */
type JsonTexts = ColumnType<string[], string, string>;

export interface QuizLibrariesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  remarks: Generated<string>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

/** kind 1 single, 2 multiple, 3 true/false; answer: the right options' letters ('A', 'AC'). */
export interface QuizQuestionsTable {
  id: Generated<number>;
  schoolId: number;
  libraryId: number;
  kind: number;
  stem: string;
  options: JsonTexts;
  answer: string;
  explanation: Generated<string>;
  createdBy: number | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface QuizzesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: Generated<string>;
  /** Minutes. */
  timeLimit: number;
  startAt: Timestamp;
  endAt: Timestamp;
  passScore: number;
  hours: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  classifyId: number | null;
  collegeIds: ColumnType<number[], number[] | undefined, number[]>;
  grades: ColumnType<string[], string[] | undefined, string[]>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

/** A question copied into a quiz at assembly (position 1…n). */
export interface QuizItemsTable {
  schoolId: number;
  quizId: number;
  position: number;
  questionId: number | null;
  kind: number;
  stem: string;
  options: JsonTexts;
  answer: string;
  explanation: Generated<string>;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  schoolId: number;
  quizId: number;
  userId: number;
  startedAt: Timestamp;
  deadlineAt: Timestamp;
  submittedAt: NullableTimestamp;
  score: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  correct: number | null;
  passed: Generated<boolean>;
}

export interface QuizAnswersTable {
  schoolId: number;
  attemptId: number;
  position: number;
  choice: string;
  correct: boolean;
}

export interface YouthLearnIssuesTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  /** 'YYYY-MM-DD' (a date column read as text). */
  week: ColumnType<string, string, string>;
  remarks: Generated<string>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

export interface YouthLearnRecordsTable {
  schoolId: number;
  issueId: number;
  userId: number;
  learnedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}
