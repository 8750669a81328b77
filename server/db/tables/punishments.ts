/**
 * Table types of punishments and hours adjustments (issue 21; migration 20261126_045000_punishments):
 * 处分 records with the integrity they took and the blacklist entry they made, and 加减学时
 * requests with their students (common/punishments.ts, common/adjustments.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, NullableTimestamp, Timestamp } from './columns.js';

type Day = ColumnType<string, string, string>;

/** A punishment; status 1 in force, 2 cancelled; deducted = the integrity points it took. */
export interface PunishmentsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  level: number;
  reason: string;
  punishedOn: Day;
  documentNo: string;
  fileIds: ColumnType<number[], number[] | undefined, number[]>;
  deducted: Numeric;
  blacklistId: ColumnType<number | null, number | null | undefined, number | null>;
  status: Generated<number>;
  cancelReason: Generated<string>;
  cancelledAt: NullableTimestamp;
  cancelledBy: ColumnType<number | null, number | null | undefined, number | null>;
  createdBy: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A 加减学时 request: direction 1 plus, 2 sub; hours per student (positive); status 1 pending, 2 approved, 3 rejected. */
export interface HoursAdjustmentsTable {
  id: Generated<number>;
  schoolId: number;
  direction: number;
  classifyId: number;
  termId: number;
  hours: Numeric;
  reason: string;
  fileIds: ColumnType<number[], number[] | undefined, number[]>;
  status: Generated<number>;
  opinion: Generated<string>;
  requestedBy: number;
  decidedBy: ColumnType<number | null, number | null | undefined, number | null>;
  decidedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/** The students of a request. */
export interface HoursAdjustmentStudentsTable {
  schoolId: number;
  adjustmentId: number;
  userId: number;
}
