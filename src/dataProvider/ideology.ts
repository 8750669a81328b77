/**
 * 党团工作 (issue 20 "/ideology"): the CRUD resources and typed custom methods. Pages reach the
 * methods with `useDataProvider<IdeologyDataProvider>()`.
 * Resources: leagueMembers / partyMembers (rosters), leagueStageAudits / partyStageAudits (stage
 * reviews), duesPayments, duesArrears, studios, regularMeetings / thematicMeetings, leagueSelections /
 * partySelections, leagueNominations / partyNominations (+ …NominationAudits), ideologyActivities,
 * ideologyFirstAudits, ideologySecondAudits, ideologyGrants, ideologyBanners.
 */
import type { DataProvider } from 'react-admin';
import type { JobStarted } from '../../common/jobs';
import type { DuesRuleRow, IdeologyOverview, IdeologySettings, MeetingDetail, MemberDetail, MyIdeology } from '../../common/ideology';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

const kindResources = (slug: 'group' | 'party', prefix: 'league' | 'party'): ResourceTable => ({
  [`${prefix}Members`]: { list: `/ideology/${slug}/member/list`, one: `/ideology/${slug}/member/detail`, create: `/ideology/${slug}/member/add`, update: `/ideology/${slug}/member/update` },
  [`${prefix}StageAudits`]: { list: `/ideology/${slug}/member/audit/list` },
  [`${prefix}Selections`]: { list: `/ideology/${slug}/selection/list`, create: `/ideology/${slug}/selection/add` },
  [`${prefix}Nominations`]: { list: `/ideology/${slug}/nomination/list`, create: `/ideology/${slug}/nominate` },
  [`${prefix}NominationAudits`]: { list: `/ideology/${slug}/nomination/audit/list` },
});

const meetingResource = (base: string) => ({ list: `${base}/list`, one: `${base}/detail`, create: `${base}/add`, update: `${base}/update`, delete: `${base}/delete` });

export const ideologyResources: ResourceTable = {
  ...kindResources('group', 'league'),
  ...kindResources('party', 'party'),
  duesPayments: { list: '/ideology/dues/list', create: '/ideology/dues/pay' },
  duesArrears: { list: '/ideology/dues/arrears', idField: 'memberId' },
  studios: { list: '/ideology/studio/list', create: '/ideology/studio/add', update: '/ideology/studio/update', delete: '/ideology/studio/delete' },
  regularMeetings: meetingResource('/ideology/meeting'),
  thematicMeetings: meetingResource('/ideology/thematic/meeting'),
  ideologyActivities: { list: '/ideology/activity/list', one: '/ideology/activity/detail', create: '/ideology/activity/add', update: '/ideology/activity/update' },
  ideologyFirstAudits: { list: '/ideology/activity/examine/list' },
  ideologySecondAudits: { list: '/ideology/activity/second/examine/list' },
  ideologyGrants: { list: '/ideology/activity/grant/list' },
  ideologyBanners: { list: '/ideology/banner/list', create: '/ideology/banner/add', update: '/ideology/banner/update', delete: '/ideology/banner/delete' },
};

type Decision = { ids: number[]; result: string; opinion?: string };
const slugOf = (kind: number) => (kind === 1 ? 'group' : 'party');
const jobOf = (reply: { id?: string; jobId?: string } | null): JobStarted => ({ id: String(reply?.id ?? reply?.jobId ?? '') });

export function ideologyMethods(client: DataClient) {
  return {
    /** GET /ideology/overview. */
    getIdeologyOverview: () => client.get<IdeologyOverview>('/ideology/overview', {}),
    /** GET /ideology/branch/options → every branch {id, name, kind}. */
    getIdeologyBranches: async () => (await client.get<{ id: number; name: string; kind: number }[] | null>('/ideology/branch/options', {})) ?? [],
    /** POST /ideology/<slug>/branch/add {name, parentId?}. */
    addIdeologyBranch: (kind: number, name: string) => client.post<{ id: number }>(`/ideology/${slugOf(kind)}/branch/add`, { name }),
    /** GET /ideology/<slug>/member/detail {id}. */
    getMemberDetail: (kind: number, id: number) => client.get<MemberDetail>(`/ideology/${slugOf(kind)}/member/detail`, { id }),
    /** POST /ideology/<slug>/member/apply {memberId, toStage, reason?}. */
    applyStage: (kind: number, input: { memberId: number; toStage: number; reason?: string }) => client.post<{ id: number }>(`/ideology/${slugOf(kind)}/member/apply`, input),
    /** POST /ideology/<slug>/member/audit {ids, result, opinion?}. */
    auditStages: (kind: number, input: Decision) => client.post<{ done: number }>(`/ideology/${slugOf(kind)}/member/audit`, input),
    /** GET /ideology/dues/rule; POST /ideology/dues/rule/save {kind, rules}. */
    getDuesRules: () => client.get<DuesRuleRow[]>('/ideology/dues/rule', {}),
    saveDuesRules: (kind: number, rules: { stage: number; amount: string }[]) => client.post<DuesRuleRow[]>('/ideology/dues/rule/save', { kind, rules }),
    /** GET /ideology/dues/arrears/export {filters} → the job (团费党费欠缴名单.xlsx). */
    startArrearsExport: async (filter: Record<string, unknown>): Promise<JobStarted> => jobOf(await client.get('/ideology/dues/arrears/export', filter)),
    /** Meetings of a page's base path: detail, minutes, attendance. */
    getMeeting: (base: string, id: number) => client.get<MeetingDetail>(`${base}/detail`, { id }),
    saveMinutes: (base: string, input: { id: number; minutes: string; photoIds: number[] }) => client.post<MeetingDetail>(`${base}/minutes`, input),
    markAttendance: (base: string, input: { id: number; userIds: number[] }) => client.post<{ added: number }>(`${base}/attend`, input),
    /** GET /ideology/settings; POST /ideology/settings/save. */
    getIdeologySettings: () => client.get<IdeologySettings>('/ideology/settings', {}),
    saveIdeologySettings: (input: IdeologySettings) => client.post<IdeologySettings>('/ideology/settings/save', input),
    /** Selections: publish; nominations: decisions. */
    publishSelection: (kind: number, id: number) => client.post<unknown>(`/ideology/${slugOf(kind)}/selection/publish`, { id }),
    auditNominations: (kind: number, input: Decision) => client.post<{ done: number }>(`/ideology/${slugOf(kind)}/nomination/audit`, input),
    /** Activities: submit, the two review steps, participants and the grant. */
    submitIdeologyActivity: (id: number) => client.post<{ status: number }>('/ideology/activity/submit', { id }),
    auditIdeologyActivities: (second: boolean, input: Decision) => client.post<{ done: number }>(second ? '/ideology/activity/second/examine' : '/ideology/activity/examine', input),
    setIdeologyParticipants: (id: number, userIds: number[]) => client.post<unknown>('/ideology/activity/participants', { id, userIds }),
    grantIdeologyActivity: (id: number) => client.post<{ granted: number }>('/ideology/activity/grant', { id }),
    /** The student's side: GET /ideology/my; POST /ideology/my/join, /apply, /meeting/sign. */
    getMyIdeology: () => client.get<MyIdeology>('/ideology/my', {}),
    joinIdeology: (kind: number, branchId: number) => client.post<{ id: number }>('/ideology/my/join', { kind, branchId }),
    applyMyStage: (input: { kind: number; memberId: number; toStage: number; reason?: string }) => client.post<{ id: number }>('/ideology/my/apply', input),
    signMeeting: (id: number, code: string) => client.post<{ signed: true }>('/ideology/my/meeting/sign', { id, code }),
  };
}

export type IdeologyDataProvider = DataProvider & ReturnType<typeof ideologyMethods>;
