/** Queries of the innovation pages (issue 20): the forms' choices, cached for the session. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { InnovationDataProvider } from '../../dataProvider/innovation';

export function useInnovationOptions() {
  const dataProvider = useDataProvider<InnovationDataProvider>();
  return useQuery({ queryKey: ['innovation', 'options'], queryFn: () => dataProvider.getInnovationOptions(), staleTime: 60_000 });
}
