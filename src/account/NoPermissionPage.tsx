/** /create_process (spec §2 "No-permission page"): title '权限警告', text '暂无权限！'. */
import { Button, Typography } from '@mui/material';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { useTranslate } from 'react-admin';
import { NoticeFrame } from './NoticeFrame';

export function NoPermissionPage() {
  const translate = useTranslate();
  return (
    <NoticeFrame icon={GppMaybeOutlined} iconColor="warning" title="auth.noPermission.title">
      <Typography color="text.secondary">{translate('auth.noPermission.text')}</Typography>
      <Button variant="contained" href="/">
        {translate('auth.common.backHome')}
      </Button>
    </NoticeFrame>
  );
}
