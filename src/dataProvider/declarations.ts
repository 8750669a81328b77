/**
 * Typed custom methods of 项目与申报 (projects, declarations, the student's own declarations; issue
 * 5, spec §4), with 流程配置 (flows.ts) and 成绩单 (transcripts.ts) spread in (issue 15: every web
 * data call goes through the data provider). Pages reach these with
 * `useDataProvider<DeclarationDataProvider>()`.
 *
 * CRUD stays with the resources: a project is `getOne` / `create` / `update` / `delete('projects')`
 * (GET /project/detail, POST /project/add|update|delete), a declaration's detail is
 * `getOne('declarations')` (GET /project/apply/detail {id}), and a student's declaration is
 * `create('myDeclarations')` (POST /project/apply DeclarationInput → {id}).
 */
import type { DataProvider } from 'react-admin';
import type { DeclarationAuditInput, DeclarationAuditResult, ProjectFormOptions, StudentProjectRow } from '../../common/declarations';
import type { Page } from '../../common/envelope';
import type { JobStarted } from '../../common/jobs';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of these features' resources (merged into the app's table in resources.ts). */
export const declarationResources: ResourceTable = {
  // Issue 5 项目列表 and 新建项目 / 编辑项目 (/communist/project, /communist/project/edit).
  projects: { list: '/project/list', one: '/project/detail', create: '/project/add', update: '/project/update', delete: '/project/delete' },
  // Issue 5 我的申报 (/student/declare) and 我要申报 (/student/declare/apply).
  myDeclarations: { list: '/student/project/apply/list', create: '/project/apply' },
};


export interface NamedOption {
  id: number;
  name: string;
}

export function declarationMethods(client: DataClient) {
  return {
    // 项目 (admin).
    /** GET /project/options → [{id, name}] of the school's projects, for filters. Asked silently: the filter is then empty. */
    getProjectOptions: async (): Promise<NamedOption[]> => (await client.get<NamedOption[] | null>('/project/options', {})) ?? [],
    /**
     * GET /project/form/options → {classifies, organizations, flows (enabled 申报审核, kind 3)} for the
     * project form and the list's 分类 filter. Asked silently, and empty lists on a refusal: without the
     * project module the form says so instead of a toast.
     */
    getProjectFormOptions: async (): Promise<ProjectFormOptions> => {
      const options = await client.get<Partial<ProjectFormOptions> | null>('/project/form/options', {}).catch(() => null);
      return { classifies: options?.classifies ?? [], organizations: options?.organizations ?? [], flows: options?.flows ?? [] };
    },
    /**
     * POST /project/enable {id, enabled} 启用 / 停用. Disabling is asked silently (the confirmation dialog
     * shows the refusal); enabling is a direct click, so its refusal toasts.
     */
    setProjectEnabled: (id: number, enabled: boolean) => client.post<unknown>('/project/enable', { id, enabled }),

    // 申报 (admin and review queue).
    /**
     * POST /declare/audit {ids, result 1 pass | 2 reject, opinion?} → DeclarationAuditResult (spec §4:
     * singly or in batch for one project). 10002 for mixed projects ('批量审核只能选择同一项目的申报')
     * or a blank reject reason ('驳回必须填写原因'). Asked silently: the decision dialog shows the refusal.
     */
    auditDeclarations: (input: DeclarationAuditInput) => client.post<DeclarationAuditResult>('/declare/audit', input),
    /** GET /project/apply/export {the list's non-empty filters} → the export job's {id} (the reply says id or jobId). */
    startDeclarationExport: async (filter: Record<string, unknown>): Promise<JobStarted> => {
      const reply = await client.get<{ id?: string; jobId?: string } | null>('/project/apply/export', filter);
      return { id: String(reply?.id ?? reply?.jobId ?? '') };
    },

    // 我的申报 (the student side).
    /** GET /student/project/list {current, size, name?} → Page<StudentProjectRow> of the projects open to declare. */
    getStudentOpenProjects: (params: { current: number; size: number; name?: string }) =>
      client.get<Page<StudentProjectRow>>('/student/project/list', params),
    /** POST /project/apply/withdraw {id} 撤回 a pending declaration; refusals ('只能撤回待审核的申报') toast. */
    withdrawDeclaration: (id: number) => client.post<unknown>('/project/apply/withdraw', { id }),

  };
}

export type DeclarationMethods = ReturnType<typeof declarationMethods>;

/** The data provider with these verbs. */
export type DeclarationDataProvider = DataProvider & DeclarationMethods;
