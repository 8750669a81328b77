/** Table types: Background jobs (imports, exports) and their output files. Columns are camelCase here, snake_case in SQL (CamelCasePlugin). */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

/** Background jobs (server/jobs, issue 3 contract (d)). */
export interface JobsTable {
  id: string;
  schoolId: number;
  /** e.g. 'student-import', 'student-export'. */
  kind: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  /** 0–100. */
  progress: Generated<number>;
  total: Generated<number>;
  processed: Generated<number>;
  /** JSON written as text, read as the parsed value. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  createdBy: number;
  fileName: string | null;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
  /** What the job's handler needs (JSON written as text), so that any node can run it (issue 17). */
  input: ColumnType<unknown, string | null | undefined, string | null>;
  /** The attempt that owns the row (pg-boss retry count + 1; 0 while queued). */
  attempt: Generated<number>;
  /** Results of the handler's once-only writes, in call order (a JSON array). */
  checkpoints: ColumnType<unknown[], string | undefined, string>;
}

/** A finished job's file (an export's xlsx); bytea reads as Buffer (pg) or Uint8Array (PGlite). */
export interface JobFilesTable {
  jobId: string;
  schoolId: number;
  contentType: string;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
}

/** An import's uploaded file, kept with its job so that any node can run it (issue 17). */
export interface JobInputsTable {
  jobId: string;
  schoolId: number;
  fileName: string;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
}
