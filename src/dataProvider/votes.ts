/**
 * 评选投票 (issue 21 "Votes"; spec §2 /vote): the CRUD resources (votes, the review queue) and typed
 * custom methods. Pages reach them with `useDataProvider<VoteDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { MyBallot, MyVoteRow, VoteAuditResult, VoteDetail, VoteOptions, VoteResults } from '../../common/votes';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the vote resources (merged into the app's table in resources.ts). */
export const voteResources: ResourceTable = {
  votes: { list: '/vote/list', one: '/vote/detail', create: '/vote/add' },
  voteAudits: { list: '/vote/audit/list' },
};

export function voteMethods(client: DataClient) {
  return {
    /** GET /vote/options → colleges and classes for the scope picker. */
    getVoteOptions: () => client.get<VoteOptions>('/vote/options', {}),
    /** GET /vote/detail {id} → VoteDetail. */
    getVote: (id: number) => client.get<VoteDetail>('/vote/detail', { id }),
    /** POST /vote/add VoteSaveParams → {id}. */
    addVote: (input: Record<string, unknown>) => client.post<{ id: number }>('/vote/add', input),
    /** POST /vote/edit {id, …} → {id}. */
    editVote: (input: Record<string, unknown>) => client.post<{ id: number }>('/vote/edit', input),
    /** GET /vote/results {id} → VoteResults (live; final after the window). */
    getVoteResults: (id: number) => client.get<VoteResults>('/vote/results', { id }),
    /** POST /vote/audit {ids, result, opinion?} → VoteAuditResult. */
    auditVotes: (input: { ids: number[]; result: 'pass' | 'reject'; opinion?: string }) => client.post<VoteAuditResult>('/vote/audit', input),
    /** GET /vote/my/list → the votes open to the student. */
    getMyVotes: () => client.get<MyVoteRow[]>('/vote/my/list', {}),
    /** GET /vote/my/detail {id} → MyBallot. */
    getMyBallot: (id: number) => client.get<MyBallot>('/vote/my/detail', { id }),
    /** POST /vote/ballot/save {voteId, candidateIds} → {count}. */
    castBallot: (input: { voteId: number; candidateIds: number[] }) => client.post<{ count: number }>('/vote/ballot/save', input),
  };
}

export type VoteMethods = ReturnType<typeof voteMethods>;
export type VoteDataProvider = DataProvider & VoteMethods;
