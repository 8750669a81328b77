/**
 * The dashboard's and the data screen's calls (issue 6; spec §7 dashboard calls). Every call is
 * silent (spec §8 "Dashboard data calls with failed code: silently ignored, no message"): a failed
 * call leaves its widget on its empty state and shows no toast. The 10001 handling still applies.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { DashboardPath, ShellDataProvider } from '../../dataProvider/shell';

/** Options of useDashboardQuery. */
export interface DashboardQueryOptions {
  /** Re-fetch period in ms (the data screen refreshes every 60 s). */
  refetchInterval?: number;
  /** False to hold the call (e.g. a popup not yet opened). */
  enabled?: boolean;
}

/**
 * GET `path` with `params` through the data provider (ShellDataProvider.getDashboardData), silently.
 * `data` is undefined while loading and after a failure; `isPending` is true until the first answer
 * or failure.
 *
 * @example const { data } = useDashboardQuery<StatisticsInfo>('/index/statistics/info')
 */
export function useDashboardQuery<T>(path: DashboardPath, params: Record<string, unknown> = {}, options: DashboardQueryOptions = {}) {
  const dataProvider = useDataProvider<ShellDataProvider>();
  return useQuery({
    ...SILENT,
    queryKey: ['dashboard', path, params],
    queryFn: () => dataProvider.getDashboardData<T>(path, params),
    retry: false,
    staleTime: 30_000,
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}
