/**
 * 志愿服务's verbs as typed custom methods of the data provider (issue 19; server/modules/voluntary):
 * the student's registration and record, the volunteer export and statistics, and the service-hours
 * record, correction, submission and review. Lists go through the resources below. Pages reach
 * these with `useDataProvider<VoluntaryDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { MyVolunteer, ServiceHoursRow, VolunteerCertificate, VolunteerDetail, VolunteerRow, VolunteerStats } from '../../common/voluntary';
import type { AuditDecision, AuditDecisionReply } from './activities';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** List endpoints of these pages (merged into the app's table in resources.ts). */
export const voluntaryResources: ResourceTable = {
  // 志愿者管理 (/voluntary/management/list) and its show page.
  volunteers: { list: '/voluntary/volunteer/list', one: '/voluntary/volunteer/detail' },
  // A volunteer activity's service hours (/voluntary/practice/list/show).
  serviceHours: { list: '/voluntary/hours/list' },
  // 志愿审核 tab 志愿时长 (/voluntary/practice/examine/list).
  serviceHoursAudits: { list: '/voluntary/hours/audit/list' },
};

export function voluntaryMethods(client: DataClient) {
  return {
    /** GET /volunteer/mine → the student's registration (null before), service record and the teams to join. */
    myVolunteer: () => client.get<MyVolunteer>('/volunteer/mine', {}),
    /** POST /volunteer/register {organizationId, phone, intentions?} → VolunteerRow. */
    registerVolunteer: (body: { organizationId: number; phone: string; intentions?: string }) => client.post<VolunteerRow>('/volunteer/register', body),
    /** GET /voluntary/volunteer/detail {id} → profile and service record. */
    volunteerDetail: (id: number) => client.get<VolunteerDetail>('/voluntary/volunteer/detail', { id }),
    /**
     * 志愿服务证明: staff for the volunteer `volunteerId` (POST /voluntary/volunteer/certificate {id}),
     * the student for themself without it (POST /volunteer/certificate) → {id, code, verifyUrl, content};
     * its PDF is GET /volunteer/certificate/pdf {id} (files.ts downloadFile).
     */
    issueVolunteerCertificate: (volunteerId?: number) =>
      volunteerId === undefined
        ? client.post<VolunteerCertificate>('/volunteer/certificate', {})
        : client.post<VolunteerCertificate>('/voluntary/volunteer/certificate', { id: volunteerId }),
    /** GET /voluntary/team/options → the volunteer organisations [{id, name}]. */
    volunteerTeams: () => client.get<{ id: number; name: string }[]>('/voluntary/team/options', {}),
    /** GET /voluntary/volunteer/stats {termId?} → hours by team, college and term. */
    volunteerStats: (termId?: number) => client.get<VolunteerStats>('/voluntary/volunteer/stats', termId ? { termId } : {}),
    /** GET /voluntary/volunteer/export {the list filters} → the export job. */
    startVolunteerExport: async (filter: Record<string, unknown>): Promise<JobStarted> => client.get<JobStarted>('/voluntary/volunteer/export', filter),
    /** POST /voluntary/hours/record {activityId} → {created}: records from the sign-ins. */
    recordServiceHours: (activityId: number) => client.post<{ created: number }>('/voluntary/hours/record', { activityId }),
    /** POST /voluntary/hours/correct {id, minutes, reason} → the record. */
    correctServiceHours: (body: { id: number; minutes: number; reason: string }) => client.post<ServiceHoursRow>('/voluntary/hours/correct', body),
    /** POST /voluntary/hours/submit {ids} → {done}. */
    submitServiceHours: (ids: number[]) => client.post<{ done: number }>('/voluntary/hours/submit', { ids }),
    /** POST /voluntary/hours/audit {ids, result pass|reject, opinion?} → {done}: a pass writes the ledger. */
    auditServiceHours: (decision: AuditDecision) => client.post<AuditDecisionReply | null>('/voluntary/hours/audit', decision),
  };
}

export type VoluntaryMethods = ReturnType<typeof voluntaryMethods>;

/** The data provider with these verbs. */
export type VoluntaryDataProvider = DataProvider & VoluntaryMethods;
