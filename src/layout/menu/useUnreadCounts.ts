/**
 * Unread counts per menu group (spec §7 GET /system/unreac/count → [{path, count}]). Quiet on
 * failure: a missing dot is better than an error toast on every page.
 */
import { useQuery } from '@tanstack/react-query';
import type { UnreadEntry } from '../../../common/api';
import { api } from '../../dataProvider/apiClient';

export const UNREAD_REFRESH_MS = 60_000;

export function useUnreadCounts(enabled = true): UnreadEntry[] {
  const { data } = useQuery({
    queryKey: ['system', 'unreac', 'count'],
    queryFn: () => api.get<UnreadEntry[]>('/system/unreac/count', undefined, { silent: true }),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    retry: false,
  });
  return Array.isArray(data) ? data : [];
}
