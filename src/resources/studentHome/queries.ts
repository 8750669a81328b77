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

/** The signed-in student's card (StudentInfo). */
export function useStudentInfo() {
  const dataProvider = useDataProvider<ShellDataProvider>();
  return useQuery({ queryKey: ['student-info'], queryFn: () => dataProvider.getMyStudentInfo(), ...cached });
}

/** The counters of 我的首页 (StudentActivitySummary). */
export function useActivitySummary() {
  const dataProvider = useDataProvider<ShellDataProvider>();
  return useQuery({ queryKey: ['student-activity-summary'], queryFn: () => dataProvider.getMyActivitySummary(), ...cached });
}

/** Hours per classify (ClassifyAchievement[], [] when the server sends nothing). */
export function useClassifyAchievements() {
  const dataProvider = useDataProvider<ShellDataProvider>();
  return useQuery({ queryKey: ['student-classify-achievements'], queryFn: () => dataProvider.getMyClassifyAchievements(), ...cached });
}

/** The ledger summary with the school's hours rules (StudentHoursSummary). */
export function useHoursSummary() {
  const dataProvider = useDataProvider<ShellDataProvider>();
  return useQuery({ queryKey: ['student-hours-summary'], queryFn: () => dataProvider.getMyHoursSummary(), ...cached });
}
