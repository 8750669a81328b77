/**
 * The student's own data through the data provider and react-query (issue 5 contract; spec §7):
 * GET /student/info → StudentInfo, GET /student/activity/list → StudentActivitySummary,
 * GET /achievement/by-classify-list → ClassifyAchievement[], GET /student/hours/summary →
 * StudentHoursSummary (ShellDataProvider's getMy… methods). The home's calls are silent like the
 * dashboard's (spec §8 "Dashboard data calls with failed code: silently ignored"); the pages show
 * what they have.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { ShellDataProvider } from '../../dataProvider/shell';

const cached = { ...SILENT, retry: false, staleTime: 30_000 } as const;

/** One of the student's own figures under query key `[key]`, fetched by `fetch` (silent, no retry, fresh 30 s). */
function useMine<T>(key: string, fetch: (dataProvider: ShellDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<ShellDataProvider>();
  return useQuery({ queryKey: [key], queryFn: () => fetch(dataProvider), ...cached });
}

/** The signed-in student's card (StudentInfo). */
export const useStudentInfo = () => useMine('student-info', (dp) => dp.getMyStudentInfo());

/** The counters of 我的首页 (StudentActivitySummary). */
export const useActivitySummary = () => useMine('student-activity-summary', (dp) => dp.getMyActivitySummary());

/** Hours per classify (ClassifyAchievement[], [] when the server sends nothing). */
export const useClassifyAchievements = () => useMine('student-classify-achievements', (dp) => dp.getMyClassifyAchievements());

/** The ledger summary with the school's hours rules (StudentHoursSummary). */
export const useHoursSummary = () => useMine('student-hours-summary', (dp) => dp.getMyHoursSummary());
