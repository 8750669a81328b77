/**
 * 权限警告 / 暂无权限！ in the page area (spec §6): what a typed address of an ungranted page shows
 * instead of a page whose every call the server would refuse with 10003.
 */
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function AccessDenied() {
  const translate = useTranslate();
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
