/**
 * Table types of evaluations (issue 21; migration 20261126_043000_evaluations): students' ratings of
 * activities, evaluation projects (评价项目) and organisations' applications to take part.
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

type Day = ColumnType<string, string, string>;

/** One student's rating of one activity (unique per school, activity and student); hidden: the comment only. */
export interface ActivityEvaluationsTable {
  id: Generated<number>;
  schoolId: number;
  activityId: number;
  userId: number;
  score: number;
  comment: Generated<string>;
  /** The evaluation project the activity's organisation took part in when it was rated (null: none). */
  projectId: number | null;
  hidden: Generated<boolean>;
  hiddenBy: number | null;
  hiddenAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** An evaluation campaign with its criteria (评价要点), open to applications between its dates. */
export interface EvaluationProjectsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: Generated<string>;
  criteria: ColumnType<string[], string[], string[]>;
  startDate: Day;
  endDate: Day;
  enabled: Generated<boolean>;
  createdBy: number;
  createdAt: Generated<Date>;
}

/** An organisation's application to take part in a project (common/evaluations.ts ApplyStatus). */
export interface EvaluationApplicationsTable {
  id: Generated<number>;
  schoolId: number;
  projectId: number;
  organizationId: number;
  reason: string;
  status: number;
  opinion: Generated<string>;
  applicantId: number;
  createdAt: Generated<Date>;
}
