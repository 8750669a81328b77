/**
 * Typed custom methods of the student pages (issue 14 defect 8, personal data masked by default):
 * one student's ID number and mobile in full, the student export with or without them in full,
 * and the verbs beyond CRUD: password reset, status, change of major (issue 15).
 * Pages reach these with `useDataProvider<StudentDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { StudentPersonalData } from '../../common/personalData';
import type { ResetResult } from '../../common/students';
import type { DataClient } from './apiClient';

export function studentMethods(client: DataClient) {
  return {
    /**
     * GET /school/student/personal {id} → {idNumber, mobile} in full. Needs 查看完整个人信息
     * (10003 otherwise); the server records each call (who, when, IP).
     */
    getStudentPersonalData: (id: number | string) => client.get<StudentPersonalData>('/school/student/personal', { id }),
    /**
     * POST /school/student/export {filters of the list, full?: 1} → {id} of the export job. ID
     * numbers and mobiles are masked unless `full` (needs 查看完整个人信息; recorded; 10003 otherwise).
     */
    startStudentExport: (filter: Record<string, unknown>, full = false) =>
      client.post<JobStarted>('/school/student/export', full ? { ...filter, full: 1 } : filter),
    /**
     * POST /school/student/reset-password {ids: comma-separated} → {count, rule, list [{id, code,
     * name, password}]}: each student's new initial password, shown once (spec §3).
     */
    resetStudentPasswords: (ids: (number | string)[]) => client.post<ResetResult>('/school/student/reset-password', { ids: ids.join(',') }),
    /** POST /school/student/status {ids: comma-separated, status 0–6} → {count} (one transaction; spec §3 student status). */
    setStudentStatus: (ids: (number | string)[], status: number) => client.post<{ count: number }>('/school/student/status', { ids: ids.join(','), status }),
    /** POST /school/student/turnMajor {id, collegeId, majorId, classId, reason} → recorded change (spec §2 /usermng/turnMajor). */
    turnStudentMajor: (change: { id: number | string; collegeId?: number | string; majorId?: number | string; classId?: number | string; reason?: string }) =>
      client.post<unknown>('/school/student/turnMajor', change),
  };
}

export type StudentMethods = ReturnType<typeof studentMethods>;

/** The data provider with the student verbs. */
export type StudentDataProvider = DataProvider & StudentMethods;
