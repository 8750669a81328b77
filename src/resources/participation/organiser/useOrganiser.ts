/**
 * Whether the signed-in student leads a student organisation: GET /activity/options (the data
 * provider's getActivityOptions) succeeds
 * (permission for leaders, 10003 for other students — silently) with at least one organisation.
 * Asked once per page load (the answer is cached for the life of the page).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ActivityDataProvider, NamedOption } from '../../../dataProvider/activities';

export const ORGANISER_QUERY_KEY = ['student-organiser-options'] as const;

/** {isOrganiser, organizations} — false while asking and after any refusal. */
export function useOrganiser(): { isOrganiser: boolean; organizations: NamedOption[]; isPending: boolean } {
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ORGANISER_QUERY_KEY,
    queryFn: async (): Promise<NamedOption[]> => {
      try {
        return (await dataProvider.getActivityOptions()).organizations;
      } catch {
        return [];
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const organizations = data ?? [];
  return { isOrganiser: organizations.length > 0, organizations, isPending };
}
