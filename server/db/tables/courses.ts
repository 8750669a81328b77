/**
 * Table types: second-classroom courses, their sections, enrollments, ratings and course control
 * (issue 20 "Courses and review"; migration 20261126_034000_courses). Columns are camelCase here,
 * snake_case in SQL (CamelCasePlugin).
 */
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

/** A course of the catalogue; opening it is reviewed (audit source type 26). Status common/courses.ts CourseStatus. */
export interface CoursesTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  classifyId: number;
  /** numeric(6,2): the hours a passed student earns. */
  hours: ColumnType<string, string, string>;
  collegeId: number | null;
  gradeMode: number;
  passScore: number;
  description: Generated<string>;
  status: number;
  opinion: Generated<string>;
  createdBy: number;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** A section (教学班): teacher, capacity with its seat count, windows, place; completion issues hours. */
export interface CourseSectionsTable {
  id: Generated<number>;
  schoolId: number;
  courseId: number;
  name: string;
  teacherId: number;
  capacity: number;
  enrollCount: Generated<number>;
  enrollStart: Date;
  enrollEnd: Date;
  startAt: Date;
  endAt: Date;
  schedule: Generated<string>;
  place: string;
  status: Generated<number>;
  /** HMAC key of the rotating sign-in QR tokens (participation/qr.ts). */
  qrSecret: string;
  rateEnd: NullableTimestamp;
  completedAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

/** A student's enrollment in a section, with attendance and grade. Status 1 holds a seat, 2 cancelled. */
export interface CourseEnrollmentsTable {
  id: Generated<number>;
  schoolId: number;
  sectionId: number;
  userId: number;
  status: number;
  enrolledAt: Date;
  signedAt: NullableTimestamp;
  passed: boolean | null;
  /** numeric(5,2) or null. */
  score: ColumnType<string | null, string | number | null, string | number | null>;
  gradedBy: number | null;
  gradedAt: NullableTimestamp;
}

/** One student's rating of a completed section (unique per section and student; staff never see who). */
export interface CourseRatingsTable {
  id: Generated<number>;
  schoolId: number;
  sectionId: number;
  userId: number;
  courseStars: number;
  teacherStars: number;
  comment: Generated<string>;
  createdAt: Generated<Date>;
}

/** Course control (课程管控): who may open courses of a classify — holders of a role, staff of a college. */
export interface CourseControlsTable {
  id: Generated<number>;
  schoolId: number;
  classifyId: number;
  roleId: number | null;
  collegeId: number | null;
  createdAt: Generated<Date>;
}
