/**
 * Table type of honours and employment (issue 21; migration 20261126_042000_honours): a student's
 * growth records, kind 1 荣誉 or 2 就业/实习 (common/honours.ts), reviewed (sources 28 and 29).
 */
import type { ColumnType, Generated } from 'kysely';

type Day = ColumnType<string, string, string>;

export interface GrowthRecordsTable {
  id: Generated<number>;
  schoolId: number;
  kind: number;
  userId: number;
  /** The student's college when declared (college scope of the staff lists). */
  collegeId: number | null;
  title: string;
  level: number | null;
  issuer: Generated<string>;
  job: Generated<string>;
  jobKind: number | null;
  startDate: Day;
  endDate: ColumnType<string | null, string | null | undefined, string | null>;
  remarks: Generated<string>;
  fileIds: Generated<number[]>;
  status: number;
  opinion: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
