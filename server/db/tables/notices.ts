/**
 * Table types: 通知公告 (issue 13; migration 20261124_009200_notices). Columns are camelCase here,
 * snake_case in SQL (CamelCasePlugin).
 */
import type { Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

export interface NoticesTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  /** Plain text with line breaks. */
  content: string;
  /** 'all' | 'students' | 'staff' | 'college' (common/notices.ts NOTICE_AUDIENCES). */
  audience: string;
  /** Set exactly when audience is 'college'. */
  collegeId: number | null;
  pinned: Generated<boolean>;
  /** 0 draft, 1 published, 2 unpublished. */
  status: Generated<number>;
  /** The last time it was published; null while a draft. */
  publishedAt: NullableTimestamp;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A user opened a notice (once; the first time counts). */
export interface NoticeReadsTable {
  schoolId: number;
  noticeId: number;
  userId: number;
  readAt: Generated<Date>;
}
