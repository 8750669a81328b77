/**
 * Typed custom methods of the staff page (教师管理, spec §7 /system/employees): the verbs beyond
 * CRUD — password reset, status, roles — and one staff member's mobile in full (issue 14 defect 8).
 * Add, edit and delete are the `staff` resource's create, update and delete. Pages reach these with
 * `useDataProvider<StaffDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { EmployeePasswordReset } from '../../common/api';
import type { StaffPersonalData } from '../../common/personalData';
import type { DataClient } from './apiClient';

export function staffMethods(client: DataClient) {
  return {
    /**
     * GET /system/employee/personal {id} → {mobile} in full ('' when none). Needs 查看完整个人信息
     * and 教师管理 (10003 otherwise); the server records each call (who, when, IP).
     */
    getStaffPersonalData: (id: number | string) => client.get<StaffPersonalData>('/system/employee/personal', { id }),
    /**
     * POST /system/employee/reset-password {ids} → {count, initialPasswords [{id, username, name,
     * password}]}: a new random initial password each (modL 0, sessions ended), shown once.
     */
    resetStaffPasswords: (ids: number[]) => client.post<EmployeePasswordReset>('/system/employee/reset-password', { ids }),
    /** POST /system/employee/status {ids, status 1 启用 | 0 禁用} → {count}. */
    setStaffStatus: (ids: number[], status: 0 | 1) => client.post<{ count: number }>('/system/employee/status', { ids, status }),
    /** POST /system/employee/roles {id, roleIds} → the staff member's roles replaced. */
    setStaffRoles: (id: number, roleIds: number[]) => client.post<unknown>('/system/employee/roles', { id, roleIds }),
  };
}

export type StaffMethods = ReturnType<typeof staffMethods>;

/** The data provider with the staff verbs. */
export type StaffDataProvider = DataProvider & StaffMethods;
