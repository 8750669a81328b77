/** /create_process (spec §2 "No-permission page"): title '权限警告', text '暂无权限！'. */
import { Button, Stack, Typography } from '@mui/material';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';

export function NoPermissionPage() {
  const translate = useTranslate();
  return (
    <AuthLayout width={420}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <GppMaybeOutlined color="warning" sx={{ fontSize: 64 }} />
        <Typography component="h2" variant="h5">
          {translate('auth.noPermission.title')}
        </Typography>
        <Typography color="text.secondary">{translate('auth.noPermission.text')}</Typography>
        <Button variant="contained" href="/">
          {translate('auth.common.backHome')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
