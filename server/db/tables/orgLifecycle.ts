/** The organisation lifecycle's table (migration 20261126_022000; common/orgLifecycle.ts). */
import type { Generated } from 'kysely';

export interface OrganizationApplicationsTable {
  id: Generated<number>;
  schoolId: number;
  /** 1 成立, 2 注册, 3 年审, 4 评优, 5 注销. */
  kind: number;
  /** The audit source type and flow kind: 5 volunteer team 成立, 10–14 the others. */
  sourceType: number;
  /** 1 待审核, 2 已通过, 3 已驳回. */
  status: Generated<number>;
  /** The organisation (a 成立 gets it on approval). */
  organizationId: number | null;
  applicantId: number;
  /** The organisation's name (asked for by a 成立). */
  name: string;
  nature: number;
  parentId: number | null;
  charter: Generated<string>;
  advisorId: number | null;
  serviceArea: Generated<string>;
  collegeId: number | null;
  founderIds: Generated<number[]>;
  academicYear: number | null;
  activityCount: number | null;
  memberCount: number | null;
  financeSummary: Generated<string>;
  requestedStar: number | null;
  requestedExcellent: Generated<boolean>;
  reason: Generated<string>;
  opinion: Generated<string>;
  decidedBy: number | null;
  decidedAt: Date | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}
