/**
 * Table types of publicity fields (宣传阵地), their applications and the organisation schedule
 * windows (issue 21; migration 20261126_054000_fields). Days are 'YYYY-MM-DD'.
 */
import type { ColumnType, Generated } from 'kysely';

type Day = ColumnType<string, string, string>;

export interface PublicityFieldsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** common/fields.ts fieldKindLabels. */
  kind: number;
  location: Generated<string>;
  /** null: school-wide. */
  collegeId: number | null;
  /** Approved applications a day may hold. */
  capacity: number;
  rules: Generated<string>;
  photoIds: Generated<number[]>;
  enabled: Generated<boolean>;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface FieldApplicationsTable {
  id: Generated<number>;
  schoolId: number;
  fieldId: number;
  organizationId: number;
  /** The organisation's college (or the field's) when applied: the college scope of the lists. */
  collegeId: number | null;
  applicantId: number;
  startDate: Day;
  endDate: Day;
  purpose: string;
  content: Generated<string>;
  fileIds: Generated<number[]>;
  /** common/fields.ts FieldApplyStatus. */
  status: number;
  opinion: Generated<string>;
  createdAt: Generated<Date>;
  decidedAt: Date | null;
}

export interface OrgScheduleWindowsTable {
  id: Generated<number>;
  schoolId: number;
  academicYear: number;
  /** common/orgLifecycle.ts OrgApplyKind. */
  kind: number;
  startDate: Day;
  endDate: Day;
  remarks: Generated<string>;
  updatedBy: number;
  updatedAt: Generated<Date>;
}
