/**
 * 签到任务 (issue 21 "Journals and sign tasks"; spec §2 /communist/signTask): the CRUD resources
 * (tasks, their participants and check-ins) and typed custom methods. Pages reach them with
 * `useDataProvider<SignTaskDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { MySignTask, MySignTaskDetail, SignCheckinResult, SignTaskDetail, SignTaskOptions, SignTaskStats } from '../../common/signTasks';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

/** CRUD endpoints of the sign-task resources (merged into the app's table in resources.ts). */
export const signTaskResources: ResourceTable = {
  signTasks: { list: '/signTask/list', one: '/signTask/detail', create: '/signTask/add' },
  signTaskParticipants: { list: '/signTask/participant/list', idField: 'userId' },
  signTaskCheckins: { list: '/signTask/checkin/list' },
};

export function signTaskMethods(client: DataClient) {
  return {
    /** GET /signTask/options → organisations, colleges, classes and classifies for the form. */
    getSignTaskOptions: () => client.get<SignTaskOptions>('/signTask/options', {}),
    /** GET /signTask/detail {id} → SignTaskDetail. */
    getSignTask: (id: number) => client.get<SignTaskDetail>('/signTask/detail', { id }),
    /** POST /signTask/add SignTaskSaveParams → {id}. */
    addSignTask: (input: Record<string, unknown>) => client.post<{ id: number }>('/signTask/add', input),
    /** POST /signTask/edit {id, …} → {id}. */
    editSignTask: (input: Record<string, unknown>) => client.post<{ id: number }>('/signTask/edit', input),
    /** POST /signTask/cancel {id, reason?} → {id}. */
    cancelSignTask: (input: { id: number; reason?: string }) => client.post<{ id: number }>('/signTask/cancel', input),
    /** GET /signTask/stats {id} → SignTaskStats (per day). */
    getSignTaskStats: (id: number) => client.get<SignTaskStats>('/signTask/stats', { id }),
    /** GET /signTask/my/list → the student's tasks. */
    getMySignTasks: () => client.get<MySignTask[]>('/signTask/my/list', {}),
    /** GET /signTask/my/detail {id} → the task with the student's history. */
    getMySignTask: (id: number) => client.get<MySignTaskDetail>('/signTask/my/detail', { id }),
    /** POST /signTask/checkin {id, latitude?, longitude?} → SignCheckinResult. */
    checkInSignTask: (input: { id: number; latitude?: number; longitude?: number }) => client.post<SignCheckinResult>('/signTask/checkin', input),
  };
}

export type SignTaskMethods = ReturnType<typeof signTaskMethods>;
export type SignTaskDataProvider = DataProvider & SignTaskMethods;
