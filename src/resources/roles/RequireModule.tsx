/**
 * Renders a page only for holders of its module (spec §6: a permission check hides what the user
 * may not reach). A route group is mounted as soon as a user holds any of its paths, so a typed
 * address of an ungranted page of that group lands here and shows 权限警告 / 暂无权限！ instead of a
 * page whose every call the server would refuse with 10003.
 */
import type { ReactNode } from 'react';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { hasPermission, type PermissionsLike } from '../../authProvider/permissions';

export function RequireModule({ path, children }: { path: string; children?: ReactNode }) {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<PermissionsLike>();
  if (isPending) return null;
  if (hasPermission(permissions, path)) return <>{children}</>;
  return (
    <Paper variant="outlined" sx={{ mt: 2, py: 8 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <GppMaybeOutlined color="warning" sx={{ fontSize: 56 }} />
        <Typography component="h2" variant="h6">{translate('auth.noPermission.title')}</Typography>
        <Typography color="text.secondary">{translate('auth.noPermission.text')}</Typography>
      </Stack>
    </Paper>
  );
}
