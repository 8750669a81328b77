/**
 * The frame of /course and /review (issue 20 "six sub-pages each"): each sub-page has its own
 * address (/course/catalog …) and module, and the shell shows the group's sub-pages as tabs above
 * the page; the bare base path opens the first sub-page the user's modules reach.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { mayAccess } from '../../authProvider/access';
import type { PermissionsLike } from '../../authProvider/permissions';
import type { TabDef } from './paths';

export function TabbedPage({ base, tabs, pages }: { base: string; tabs: TabDef[]; pages: Record<string, ReactNode> }) {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<PermissionsLike>();
  if (isPending) return null;
  const reachable = tabs.filter((t) => mayAccess(permissions, t.path));
  const current = reachable.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  if (!current) return reachable.length ? <Navigate to={reachable[0].path} replace /> : null;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={`courses.tabs.${current.key}`} />
      <Box key={`${base}:${current.key}`}>{pages[current.key]}</Box>
    </Box>
  );
}
