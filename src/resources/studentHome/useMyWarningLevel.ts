/**
 * The student's own warning tier (issue 13 预警配置): GET /student/warning/level through the data
 * provider (WarningDataProvider.getMyWarningLevel), silent like the home's other calls (spec §8:
 * failed dashboard calls are ignored; the card then shows no tier).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { WarningDataProvider } from '../../dataProvider/warnings';

export function useMyWarningLevel() {
  const dp = useDataProvider<WarningDataProvider>();
  return useQuery({
    ...SILENT,
    queryKey: ['student-warning-level'],
    queryFn: () => dp.getMyWarningLevel(),
    retry: false,
    staleTime: 30_000,
  });
}
