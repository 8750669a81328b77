/**
 * 数据一览 for staff without the '/dashboard' module (spec §2): a welcome card and quick links to
 * the user's menu groups. Holders of the module get the admin dashboard instead (Dashboard.tsx).
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { MenuPermissions } from '../../layout/menu/SideMenu';
import { toMenuTree } from '../../layout/menu/menuModel';
import { readProfile } from '../../layout/shellSession';
import { QuickLinks } from './QuickLinks';
import { WelcomeCard } from './WelcomeCard';

export function Overview() {
  const { permissions, isPending } = usePermissions<MenuPermissions>();
  const groups = useMemo(() => toMenuTree(permissions?.modules), [permissions]);
  const profile = readProfile();
  return (
    <Stack spacing={2.5} data-testid="overview">
      <WelcomeCard profile={profile} />
      <QuickLinks groups={groups} loading={isPending} />
    </Stack>
  );
}
