/**
 * Typed custom methods of 组织, 角色, 校区/院系/专业/班级, 志愿 and 分析 (issue 15: every web data call goes through the data provider).
 * Creating, editing and deleting organisations, roles and structure units are the CRUD of the
 * `organizations`, `roles`, `campuses`, `colleges`, `majors` and `classes` resources (resources.ts);
 * these are the other reads and verbs. Pages reach them with `useDataProvider<OrganizationDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { MemberAddResult, OptionItem, OrganizationNode, PermissionNode, CollegeTreeNode } from '../../common/api';
import type { JobStarted } from '../../common/jobs';
import type { DataClient } from './apiClient';


export function organizationMethods(client: DataClient) {
  return {
    /** GET /organization/tree {nature 1–5} → OrganizationNode[] of that nature (spec §3), [] when none. */
    getOrganizationTree: async (nature: number) => (await client.get<OrganizationNode[]>('/organization/tree', { nature })) ?? [],
    /** GET /voluntary/organization/tree → the volunteer organisations (nature 3) the user may see, [] when none. */
    getVoluntaryOrganizationTree: async () => (await client.get<OrganizationNode[]>('/voluntary/organization/tree')) ?? [],
    /**
     * POST /organization/member/add {organizationId, userCodes: comma-separated student numbers} →
     * {added, existing}. Asked silently: unknown numbers reject with 10002 and data {unknownCodes}, which the
     * dialog lists under the field.
     */
    addOrganizationMembers: (organizationId: number, userCodes: string[]) =>
      client.post<MemberAddResult>('/organization/member/add', { organizationId, userCodes: userCodes.join(',') }),
    /** POST /organization/member/remove {organizationId, userIds: comma-separated} → ignored. Asked silently: a refusal stays in the dialog. */
    removeOrganizationMembers: (organizationId: number, userIds: number[]) =>
      client.post<unknown>('/organization/member/remove', { organizationId, userIds: userIds.join(',') }),
    /** POST /organization/member/leader {organizationId, userId, isLeader} → ignored; a refusal toasts. */
    setOrganizationLeader: (organizationId: number, userId: number, isLeader: boolean) =>
      client.post<unknown>('/organization/member/leader', { organizationId, userId, isLeader }),

    /** GET /system/role/tree {identity 0 staff | 2 student} → the permission tree of spec §2 (role editor). */
    getRolePermissionTree: (identity: number) => client.get<PermissionNode[]>('/system/role/tree', { identity }),
    /** GET /system/role/options → the school's staff roles as {id, name} (系统管理员 first; never the student role). */
    getRoleOptions: async () => (await client.get<OptionItem[]>('/system/role/options')) ?? [],

    /**
     * GET /school/structure/options {kind campus|college|major|class|grade, campusId?, collegeId?,
     * majorId?, grade?} → OptionItem[] (issue 3 contract (a)), [] when none.
     */
    getStructureOptions: async (params: Record<string, unknown>) => (await client.get<OptionItem[]>('/school/structure/options', params)) ?? [],
    /** GET /school/college/tree → CollegeTreeNode[] (行政部门, spec §1 topic 4), [] when none. */
    getCollegeTree: async () => (await client.get<CollegeTreeNode[]>('/school/college/tree')) ?? [],

    /**
     * GET /analysis/warning/export {collegeId?, grade?, classId?, classifyId?, name?, code?} → the
     * export job's {id} (issue 6 学时预警名单; older servers name it jobId).
     */
    startAnalysisWarningExport: async (filter: Record<string, unknown>): Promise<JobStarted> => {
      const reply = await client.get<{ id?: string; jobId?: string }>('/analysis/warning/export', filter);
      return { id: String(reply?.id ?? reply?.jobId ?? '') };
    },
  };
}

/** The data provider with these verbs. */
export type OrganizationDataProvider = DataProvider & ReturnType<typeof organizationMethods>;
