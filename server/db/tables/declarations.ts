/** Table types: award declarations (issue 5) and issued transcripts (issue 7). Columns are camelCase here, snake_case in SQL (CamelCasePlugin). */
import type { ColumnType, Generated } from 'kysely';
import type { AttachmentColumns, Numeric, NullableTimestamp, Timestamp } from './columns.js';

/** A declaration project (申报项目): what students declare against, in its window, reviewed by its flow (kind 3). */
export interface DeclarationProjectsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  classifyId: number;
  /** The organisation whose leader audits steps of auditor type 2 (optional). */
  organizationId: number | null;
  flowTemplateId: number | null;
  description: Generated<string>;
  /** The evidence a student must attach (shown on the declaration form). */
  evidence: Generated<string>;
  applyStart: Timestamp;
  applyEnd: Timestamp;
  enabled: Generated<boolean>;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** An award level or rank of a project with its hours. */
export interface DeclarationProjectOptionsTable {
  id: Generated<number>;
  schoolId: number;
  projectId: number;
  name: string;
  hours: Numeric;
  orderNo: Generated<number>;
}

/** status 1 pending, 2 approved, 3 rejected, 4 withdrawn; type 1 self-applied, 2 back-office import. */
export interface DeclarationsTable {
  id: Generated<number>;
  schoolId: number;
  projectId: number;
  optionId: number;
  userId: number;
  relateActivityId: number | null;
  description: Generated<string>;
  /** The option's hours when declared. */
  hours: Numeric;
  /** What the ledger received on approval (highest-level-once rule, term cap); null until approved. */
  grantedHours: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  status: Generated<number>;
  type: Generated<number>;
  termId: number | null;
  /** The reject reason (or the last opinion). */
  opinion: Generated<string>;
  auditedBy: number | null;
  auditedAt: NullableTimestamp;
  createdBy: number;
  applyTime: Generated<Date>;
}

export interface DeclarationAttachmentsTable extends AttachmentColumns {
  id: Generated<number>;
  schoolId: number;
  declarationId: number;
}

/** A batch generation of transcripts (one job; id = the job id). */
export interface TranscriptBatchesTable {
  id: string;
  schoolId: number;
  createdBy: number;
  /** The selection as asked: {collegeId?, majorId?, classId?, grade?, userIds?}. */
  scope: ColumnType<unknown, string, string>;
  scopeLabel: Generated<string>;
  studentCount: Generated<number>;
  /** Key of the ZIP in file storage, once done. */
  storageKey: string | null;
  fileName: string | null;
  size: ColumnType<string | null, number | null | undefined, number | null>;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
}

/** One student a batch covers (issue 14: a batch is visible to staff whose scope holds all of them). */
export interface TranscriptBatchStudentsTable {
  schoolId: number;
  batchId: string;
  userId: number;
}

/** An issued transcript: the content as issued and its verification code. */
export interface TranscriptsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  code: string;
  /** TranscriptContent (common/transcripts.ts) as issued; JSON written as text. */
  content: ColumnType<unknown, string, string>;
  batchId: string | null;
  issuedBy: number | null;
  issuedAt: Generated<Date>;
  revokedAt: NullableTimestamp;
  revokedBy: number | null;
  revokeReason: string | null;
  supersededBy: number | null;
}
