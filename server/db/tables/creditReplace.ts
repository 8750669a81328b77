/**
 * Table types of 学分置换 credit replacement (issue 21; migration 20261126_050000_credit_replace):
 * the school's 置换认定规则 and the students' requests (common/creditReplace.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Numeric, NullableTimestamp, Timestamp } from './columns.js';

type Day = ColumnType<string, string, string>;

/** A rule: an achievement that counts as `hours` of the category; yearCap per student and academic year (null: none). */
export interface CreditReplaceRulesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  classifyId: number;
  hours: Numeric;
  yearCap: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  enabled: Generated<boolean>;
  evidenceRequired: Generated<boolean>;
  remarks: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A request; ruleId null: 其他 (hours proposed); status 1 under review, 2 approved (grantedHours set), 3 rejected. */
export interface CreditReplaceRequestsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  collegeId: number | null;
  ruleId: number | null;
  classifyId: number;
  termId: number | null;
  academicYear: number;
  name: string;
  achievedOn: Day;
  issuer: Generated<string>;
  certificateNo: string;
  hours: Numeric;
  grantedHours: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  remarks: Generated<string>;
  fileIds: ColumnType<number[], number[] | undefined, number[]>;
  status: Generated<number>;
  opinion: Generated<string>;
  decidedBy: ColumnType<number | null, number | null | undefined, number | null>;
  decidedAt: NullableTimestamp;
  createdAt: Timestamp;
}
