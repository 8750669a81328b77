/**
 * Students: wire shapes of the issue-3 endpoints beyond the list row (common/api.ts StudentRow) and
 * the enumerations the roster and forms share (spec §3, §5). Field names are the spec's.
 */
import type { StudentProfileInput } from './schemas/students.js';
export type { JobStarted, JobView } from './jobs.js';

/** Identity document types; only 0 (resident ID) is checked by the rules of spec §5. */
export const idTypeLabels: Record<number, string> = {
  0: '居民身份证',
  1: '护照',
  2: '港澳居民来往内地通行证',
  3: '台湾居民来往大陆通行证',
  4: '其他',
};

/** GET /school/student/detail → data. */
export interface StudentDetail {
  id: number;
  name: string;
  code: string;
  /** 1 male, 2 female. */
  gender: number;
  idType: number;
  idNumber: string;
  /** 'YYYY-MM-DD' or ''. */
  birthday: string;
  mobile: string;
  politics: number;
  campusId: number | null;
  campusName: string;
  collegeId: number | null;
  collegeName: string;
  majorId: number | null;
  majorName: string;
  classId: number | null;
  className: string;
  grade: string;
  status: number;
  /** 0 until the initial password has been changed. */
  modL: number;
  hours: string;
  score: string;
  credit: string;
  scoreReportModel: number;
  cardPhoto: string;
  lastLoginTime: string | null;
  createdAt: string;
  organizations: { id: number; name: string; nature: number; isLeader: boolean; joinedAt: string }[];
  majorChanges: {
    id: number;
    fromCollegeName: string;
    fromMajorName: string;
    fromClassName: string;
    toCollegeName: string;
    toMajorName: string;
    toClassName: string;
    reason: string;
    changedByName: string;
    changedAt: string;
  }[];
}

/** POST /school/student/add body, and /update's with its `id` (common/schemas/students.ts). */
export type StudentInput = StudentProfileInput & { id?: number };

/** POST /school/student/add → data: the new student and their initial password (shown once). */
export interface StudentCreated {
  id: number;
  code: string;
  password: string;
  rule: string;
}

/** POST /school/student/reset-password → data. */
export interface ResetResult {
  count: number;
  rule: string;
  list: { id: number; code: string; name: string; password: string }[];
}

/** One problem of a roster row: spreadsheet row number, column header, reason in Chinese. */
export interface RosterError {
  row: number;
  column: string;
  reason: string;
}

/** The result of a student-import job (GET /jobs/status → result). */
export interface ImportResult {
  mode: 'dryRun' | 'importAll' | 'importValid';
  /** Data rows read from the file. */
  total: number;
  /** Rows without any problem. */
  valid: number;
  /** Rows with at least one problem. */
  invalid: number;
  /** Every problem (up to ERROR_LIST_LIMIT; the job's xlsx file has all of them). */
  errors: RosterError[];
  errorCount: number;
  /** Students created and updated (0 for a dry run, or when importAll refused). */
  created: number;
  updated: number;
  /** False when nothing was written (dry run, or importAll with bad rows). */
  written: boolean;
  /** The initial-password rule of the new students. */
  rule: string;
}

/** The result of a student-export job. */
export interface ExportResult {
  rows: number;
}

/** At most this many roster errors travel in the job result; the error file has them all. */
export const ERROR_LIST_LIMIT = 500;
