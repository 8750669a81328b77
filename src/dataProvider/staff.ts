/**
 * Typed custom methods of the staff page (教师管理, issue 14 defect 8: mobiles masked by default):
 * one staff member's mobile in full. Pages reach these with `useDataProvider<StaffDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { StaffPersonalData } from '../../common/personalData';
import type { DataClient } from './index';

export function staffMethods(client: DataClient) {
  return {
    /**
     * GET /system/employee/personal {id} → {mobile} in full ('' when none). Needs 查看完整个人信息
     * and 教师管理 (10003 otherwise); the server records each call (who, when, IP).
     */
    getStaffPersonalData: (id: number | string) => client.get<StaffPersonalData>('/system/employee/personal', { id }),
  };
}

export type StaffMethods = ReturnType<typeof staffMethods>;

/** The data provider with the staff verbs. */
export type StaffDataProvider = DataProvider & StaffMethods;
