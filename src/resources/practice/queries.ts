/** The proposal form's choices (terms, 社会实践 categories, advisors), shared by the form and the list filters. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PracticeDataProvider } from '../../dataProvider/practice';

export function usePracticeOptions() {
  const dataProvider = useDataProvider<PracticeDataProvider>();
  return useQuery({ queryKey: ['practice-form-options'], queryFn: () => dataProvider.getPracticeFormOptions(), staleTime: 60_000 });
}
