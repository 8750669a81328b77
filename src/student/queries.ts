/**
 * The student's own data through react-query (issue 5 contract; spec §7): GET /student/info →
 * StudentInfo, GET /student/activity/list → StudentActivitySummary, GET /achievement/by-classify-list
 * → ClassifyAchievement[], GET /student/hours/summary → StudentHoursSummary. The home's calls are
 * silent like the dashboard's (spec §8 "Dashboard data calls with failed code: silently ignored");
 * the pages show what they have.
 */
import { useQuery } from '@tanstack/react-query';
import type { ClassifyAchievement } from '../../common/classify';
import type { StudentActivitySummary, StudentHoursSummary, StudentInfo } from '../../common/studentSelf';
import { api } from '../dataProvider/apiClient';

const quiet = { silent: true } as const;

export function useStudentInfo() {
  return useQuery({
    queryKey: ['student-info'],
    queryFn: () => api.get<StudentInfo>('/student/info', {}, quiet),
    retry: false,
    staleTime: 30_000,
  });
}

export function useActivitySummary() {
  return useQuery({
    queryKey: ['student-activity-summary'],
    queryFn: () => api.get<StudentActivitySummary>('/student/activity/list', {}, quiet),
    retry: false,
    staleTime: 30_000,
  });
}

export function useClassifyAchievements() {
  return useQuery({
    queryKey: ['student-classify-achievements'],
    queryFn: async () => (await api.get<ClassifyAchievement[]>('/achievement/by-classify-list', {}, quiet)) ?? [],
    retry: false,
    staleTime: 30_000,
  });
}

export function useHoursSummary() {
  return useQuery({
    queryKey: ['student-hours-summary'],
    queryFn: () => api.get<StudentHoursSummary>('/student/hours/summary', {}, quiet),
    retry: false,
    staleTime: 30_000,
  });
}
