/**
 * Table types of sign tasks (issue 21 "Journals and sign tasks"; migration 20261126_053000_sign_tasks):
 * the tasks, the students of a listed task, and the check-ins (one per student and occurrence).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

type Day = ColumnType<string, string, string>;
type NullableNumeric = ColumnType<string | null, string | number | null, string | number | null>;

/** A sign task (common/signTasks.ts SignTarget, SignFrequency, SignTaskStatus). */
export interface SignTasksTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: Generated<string>;
  organizationId: number;
  collegeId: number | null;
  targetType: number;
  targetId: number | null;
  frequency: number;
  /** ISO weekdays '1,3,5' (weekly), '' otherwise. */
  weekdays: Generated<string>;
  startDate: Day;
  endDate: Day;
  /** 'HH:mm' China time. */
  windowStart: string;
  windowEnd: string;
  latitude: NullableNumeric;
  longitude: NullableNumeric;
  radiusM: number | null;
  hours: NullableNumeric;
  classifyId: number | null;
  minCheckins: number | null;
  status: Generated<number>;
  cancelReason: Generated<string>;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface SignTaskStudentsTable {
  schoolId: number;
  taskId: number;
  userId: number;
}

export interface SignTaskCheckinsTable {
  id: Generated<number>;
  schoolId: number;
  taskId: number;
  userId: number;
  occurrence: Day;
  checkedAt: Timestamp;
  latitude: NullableNumeric;
  longitude: NullableNumeric;
  distanceM: number | null;
}

