/**
 * Typed custom methods of the student pages (issue 14 defect 8, personal data masked by default):
 * one student's ID number and mobile in full, and the student export with or without them in full.
 * Pages reach these with `useDataProvider<StudentDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { StudentPersonalData } from '../../common/personalData';
import type { DataClient } from './index';

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
  };
}

export type StudentMethods = ReturnType<typeof studentMethods>;

/** The data provider with the student verbs. */
export type StudentDataProvider = DataProvider & StudentMethods;
