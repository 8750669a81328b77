/**
 * Table types of moments (校园动态; issue 21; migration 20261126_051000_moments): themes, posts
 * (status 1 待审核, 2 已发布, 3 已驳回, 4 已下架; common/moments.ts), likes, comments and reports.
 */
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns.js';

export interface MomentThemesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  coverFileId: number | null;
  description: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  createdAt: Timestamp;
}

export interface MomentsTable {
  id: Generated<number>;
  schoolId: number;
  authorId: number;
  /** The organisation a staff post is for; null for a student's own post. */
  organizationId: number | null;
  /** The author's college (a student) or the organisation's: the moderators' college scope. */
  collegeId: number | null;
  themeId: number | null;
  activityId: number | null;
  content: string;
  fileIds: Generated<number[]>;
  status: Generated<number>;
  opinion: Generated<string>;
  takedownReason: Generated<string>;
  takenDownBy: number | null;
  takenDownAt: NullableTimestamp;
  publishedAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface MomentLikesTable {
  schoolId: number;
  momentId: number;
  userId: number;
  createdAt: Timestamp;
}

export interface MomentCommentsTable {
  id: Generated<number>;
  schoolId: number;
  momentId: number;
  userId: number;
  content: string;
  createdAt: Timestamp;
}

export interface MomentReportsTable {
  id: Generated<number>;
  schoolId: number;
  momentId: number;
  userId: number;
  reason: string;
  createdAt: Timestamp;
}
