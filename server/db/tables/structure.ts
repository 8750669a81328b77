/** Table types: The administrative structure (campuses, colleges, majors, classes), students with their change-of-major history, and student organisations with their members. Columns are camelCase here, snake_case in SQL (CamelCasePlugin). */
import type { Generated } from 'kysely';
import type { NumericWithDefault } from './columns.js';

export interface CampusesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  orderId: Generated<number>;
}

export interface CollegesTable {
  id: Generated<number>;
  schoolId: number;
  campusId: number | null;
  name: string;
  orderId: Generated<number>;
  /** Optional code, unique within the school when set. */
  code: string | null;
  /** The parent college (院系 tree, /organization/department); null for a top-level one. */
  parentId: number | null;
}

export interface MajorsTable {
  id: Generated<number>;
  schoolId: number;
  collegeId: number;
  name: string;
  code: string | null;
}

export interface ClassesTable {
  id: Generated<number>;
  schoolId: number;
  collegeId: number;
  majorId: number;
  /** Entry year, e.g. '2021'. */
  grade: string;
  name: string;
  /** 辅导员 name, optional. */
  counsellor: string | null;
  /** 班主任 name, optional. */
  headTeacher: string | null;
}

export interface StudentsTable {
  userId: number;
  schoolId: number;
  code: string;
  /** 0 resident ID card; other types only need a non-empty value (spec §5). */
  idType: Generated<number>;
  idNumber: string | null;
  /** 'YYYY-MM-DD'. */
  birthday: string | null;
  /** Spec §3 politics codes. */
  politics: Generated<number>;
  campusId: number | null;
  collegeId: number | null;
  majorId: number | null;
  classId: number | null;
  grade: string | null;
  /** Spec §3 student status: 0 inactive, 1 normal, 2 suspended, 3 graduated, 4 other, 5 disabled, 6 deleted. */
  status: Generated<number>;
  cardPhoto: Generated<string>;
  /** Totals kept by the hours ledger in the grant's transaction (0 until it exists). */
  hours: NumericWithDefault;
  score: NumericWithDefault;
  /** The stored verdict of common/hoursRequirements.ts evaluate() (issue 13), beside score (the credit). */
  ruleMet: Generated<boolean>;
  /** 诚信值, the integrity value of the student list row (spec §3). */
  credit: NumericWithDefault;
  /** Postgraduates' hours are recorded without credit (spec §1). */
  isPostgraduate: Generated<boolean>;
  /** No-shows so far (unFaithNumdo of the credit row, spec §3). */
  noShowCount: Generated<number>;
}

/** History of POST /school/student/turnMajor; names are as they were at the time. */
export interface StudentMajorChangesTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  fromCollegeId: number | null;
  fromMajorId: number | null;
  fromClassId: number | null;
  fromCollegeName: Generated<string>;
  fromMajorName: Generated<string>;
  fromClassName: Generated<string>;
  toCollegeId: number;
  toMajorId: number;
  toClassId: number;
  toCollegeName: string;
  toMajorName: string;
  toClassName: string;
  reason: string;
  changedBy: number | null;
  changedByName: Generated<string>;
  changedAt: Generated<Date>;
}

/**
 * Organisations (issue 3 contract (b)); parentIds lists every ancestor id from the virtual root 0
 * down to the parent, e.g. '0,3,7' ('0' for a root); level is the depth (1 for a root).
 */
export interface OrganizationsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  /** null for a root (0 on the wire). */
  parentId: number | null;
  parentIds: Generated<string>;
  level: Generated<number>;
  /** 1 学生会, 2 社团协会, 3 志愿组织, 4 班级组织, 5 其他组织. */
  nature: number;
  identity: Generated<number>;
  remarks: Generated<string>;
  /** The leader's user id. */
  userId: number | null;
  secretaryName: Generated<string>;
  /** Position among siblings. */
  orderId: Generated<number>;
  createdAt: Generated<Date>;
  /** Lifecycle (issue 19, common/orgLifecycle.ts): 1 正常, 2 已注销. */
  status: Generated<number>;
  /** 评优: 1–5 stars and the 优秀 title. */
  star: number | null;
  excellent: Generated<boolean>;
  /** 指导教师 (a user of the school). */
  advisorId: number | null;
  charter: Generated<string>;
  /** 服务领域 of a volunteer team. */
  serviceArea: Generated<string>;
  collegeId: number | null;
  /** The academic year (its first calendar year) the last approved 注册 was for. */
  registeredYear: number | null;
  /** Issue 20: 1 团支部, 2 党支部 (migration 20261126_031000_ideology), null for other organisations. */
  branchKind: number | null;
  cancelledAt: Date | null;
}

export interface OrganizationMembersTable {
  schoolId: number;
  organizationId: number;
  userId: number;
  isLeader: Generated<boolean>;
  joinedAt: Generated<Date>;
}
