/**
 * Typed custom methods of 意见反馈 (issue 21; spec §2 /communist/systempal/feedback, the student page
 * /student/feedback). Pages reach them with `useDataProvider<FeedbackDataProvider>()`. CRUD stays with
 * the resources: feedback (the staff list and a detail) and myFeedback (the sender's own, and sending).
 */
import type { DataProvider } from 'react-admin';
import type { FeedbackStatistics } from '../../common/feedback';
import type { JobStarted } from '../../common/jobs';
import type { DataClient } from './apiClient';
import type { ResourceTable } from './resourceTypes';

export const feedbackResources: ResourceTable = {
  feedback: { list: '/feedback/list', one: '/feedback/detail' },
  myFeedback: { list: '/feedback/my-list', one: '/feedback/detail', create: '/feedback/add' },
};

export function feedbackMethods(client: DataClient) {
  return {
    /** POST /feedback/reply {id, reply}: 已回复. */
    replyFeedback: (id: number, reply: string) => client.post<{ id: number }>('/feedback/reply', { id, reply }),
    /** POST /feedback/close {id}: 已关闭. */
    closeFeedback: (id: number) => client.post<{ id: number }>('/feedback/close', { id }),
    /** GET /feedback/statistics → counts by category and status. */
    getFeedbackStatistics: () => client.get<FeedbackStatistics>('/feedback/statistics', {}),
    /** GET /feedback/export {...filter} → the export job. */
    startFeedbackExport: (filter: Record<string, unknown>) => client.get<JobStarted>('/feedback/export', filter),
  };
}

export type FeedbackMethods = ReturnType<typeof feedbackMethods>;
export type FeedbackDataProvider = DataProvider & FeedbackMethods;
