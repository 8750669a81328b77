/** The choices of the application form, asked silently (a refusal leaves a choice empty): organisations, advisors, colleges. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrgLifecycleDataProvider } from '../../dataProvider/orgLifecycle';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';

const silent = { meta: { silent: true }, retry: false, staleTime: 60_000 } as const;

export function useApplyChoices() {
  const dp = useDataProvider<OrgLifecycleDataProvider & OrganizationDataProvider>();
  const orgs = useQuery({ queryKey: ['org-apply-options'], queryFn: () => dp.getOrgApplyOptions(), ...silent });
  const advisors = useQuery({ queryKey: ['org-advisors'], queryFn: () => dp.getOrgAdvisors(), ...silent });
  const colleges = useQuery({ queryKey: ['structure-options', 'college'], queryFn: () => dp.getStructureOptions({ kind: 'college' }), ...silent });
  return { orgs: orgs.data ?? [], advisors: advisors.data ?? [], colleges: (colleges.data ?? []) as { id: number; name: string }[] };
}
