/**
 * Typed custom methods of the organisation lifecycle and volunteer teams (issue 19; every web data
 * call goes through the data provider). Lists are the resources below (getList); these are the
 * verbs and the other reads. Pages reach them with `useDataProvider<OrgLifecycleDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { OrgApplicationDetail, OrgAuditResult, OrgLifecycleDetail, OrgYearSummary } from '../../common/orgLifecycle';
import type { DataClient } from './apiClient';
import type { AuditDecision, AuditDecisionReply } from './activities';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of these features' resources (merged into the app's table in resources.ts). */
export const orgLifecycleResources: ResourceTable = {
  // 组织申请 (/organization/apply) and each application's page.
  orgApplications: { list: '/organization/lifecycle/list' },
  // The five /proceeding/wait/organization/*/examine queues and 志愿服务队审核 (filter sourceType).
  orgReviews: { list: '/organization/lifecycle/audit/list' },
  // 我的组织 (/student/organization): the caller's own applications.
  myOrgApplications: { list: '/organization/lifecycle/mine' },
  // 志愿服务队 (/voluntary/management/team/list) and one team.
  volunteerTeams: { list: '/voluntary/team/list' },
};

/** The fields of an application as the forms send them (common/schemas/orgLifecycle.ts applyParams). */
export type OrgApplyInput = Record<string, unknown> & { kind: number };

export function orgLifecycleMethods(client: DataClient) {
  return {
    /** POST /organization/lifecycle/apply → {id}. Asked silently: the form shows the refusal. */
    applyOrganization: (body: OrgApplyInput) => client.post<{ id: number }>('/organization/lifecycle/apply', body),
    /** POST /organization/lifecycle/resubmit {id, …} → {id}: a rejected application, corrected. Asked silently. */
    resubmitOrgApplication: (body: OrgApplyInput & { id: number }) => client.post<{ id: number }>('/organization/lifecycle/resubmit', body),
    /** GET /organization/lifecycle/detail {id} → OrgApplicationDetail with history. */
    getOrgApplication: (id: number) => client.get<OrgApplicationDetail>('/organization/lifecycle/detail', { id }),
    /** GET /organization/lifecycle/organization {id} → the organisation's lifecycle, members and history. */
    getOrgLifecycle: (id: number) => client.get<OrgLifecycleDetail>('/organization/lifecycle/organization', { id }),
    /** GET /voluntary/team/detail {id} → a volunteer team's lifecycle, members and history. */
    getTeam: (id: number) => client.get<OrgLifecycleDetail>('/voluntary/team/detail', { id }),
    /** GET /organization/lifecycle/options → the organisations the caller may apply for ([] when none). */
    getOrgApplyOptions: async () => (await client.get<{ id: number; name: string; nature: number }[] | null>('/organization/lifecycle/options', {})) ?? [],
    /** GET /organization/lifecycle/advisors → [{id, name}] of the school's staff (指导教师 choices), [] when none. */
    getOrgAdvisors: async () => (await client.get<{ id: number; name: string }[] | null>('/organization/lifecycle/advisors', {})) ?? [],
    /** GET /organization/lifecycle/year/summary → {activityCount, memberCount} a 年审 reports. */
    getOrgYearSummary: (organizationId: number, academicYear: number) => client.get<OrgYearSummary>('/organization/lifecycle/year/summary', { organizationId, academicYear }),
    /** POST /organization/lifecycle/audit {ids, result, opinion?} → {done, …}. Asked silently: the decision dialog shows the refusal. */
    auditOrgApplications: async (decision: AuditDecision): Promise<AuditDecisionReply | null> =>
      client.post<OrgAuditResult | null>('/organization/lifecycle/audit', decision),
    /** GET /voluntary/team/export {name?, collegeId?, status?} → the export job's {id}. */
    startTeamExport: (filter: Record<string, unknown>) => client.get<JobStarted>('/voluntary/team/export', filter),
  };
}

export type OrgLifecycleMethods = ReturnType<typeof orgLifecycleMethods>;
export type OrgLifecycleDataProvider = DataProvider & OrgLifecycleMethods;
