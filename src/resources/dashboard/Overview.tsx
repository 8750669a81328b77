/**
 * 数据一览 for staff without the '/dashboard' module (spec §2): a welcome card and quick links to
 * the user's menu groups. Holders of the module get the admin dashboard instead (Dashboard.tsx).
 */
import { Stack } from '@mui/material';
import { useMenuTree } from '../../layout/menu/useMenuTree';
import { readProfile } from '../../layout/shellSession';
import { QuickLinks } from './QuickLinks';
import { WelcomeCard } from './WelcomeCard';

export function Overview() {
  const { tree: groups, isPending } = useMenuTree();
  const profile = readProfile();
  return (
    <Stack spacing={2.5} data-testid="overview">
      <WelcomeCard profile={profile} />
      <QuickLinks groups={groups} loading={isPending} />
    </Stack>
  );
}
