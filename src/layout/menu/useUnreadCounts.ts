/**
 * Unread counts per menu group (spec §7 GET /system/unreac/count → [{path, count}]). Quiet on
 * failure: a missing dot is better than an error toast on every page.
 */
import { useQuery } from '@tanstack/react-query';
import type { UnreadEntry } from '../../../common/api';
import { useDataProvider } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { ShellDataProvider } from '../../dataProvider/shell';

export const UNREAD_REFRESH_MS = 60_000;

/** The unread entries of the signed-in user, refreshed every UNREAD_REFRESH_MS; [] until known or on failure. */
export function useUnreadCounts(enabled = true): UnreadEntry[] {
  const dataProvider = useDataProvider<ShellDataProvider>();
  const { data } = useQuery({
    ...SILENT,
    queryKey: ['system', 'unreac', 'count'],
    queryFn: () => dataProvider.getShellUnreadCounts(),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    retry: false,
  });
  return Array.isArray(data) ? data : [];
}
