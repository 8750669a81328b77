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
}

/** A finished job's file (an export's xlsx); bytea reads as Buffer (pg) or Uint8Array (PGlite). */
export interface JobFilesTable {
  jobId: string;
  schoolId: number;
  contentType: string;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
}
