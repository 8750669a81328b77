/**
 * The catch-all page inside the layout. A path that is one of the user's menu modules but whose
 * route group is not part of this release says so ('该功能模块暂未开放'); any other path is
 * '页面不存在'. Both offer a way home. An account that must first change its password (modL 0) sees
 * neither: the route guard is sending it to 修改密码 (issue 18 item 9 saw 页面不存在 instead).
 */
import { Box, Button, Typography } from '@mui/material';
import SearchOff from '@mui/icons-material/SearchOff';
import Construction from '@mui/icons-material/Construction';
import { LinkBase, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useModules } from '../authProvider/modules';
import { readSession } from '../authProvider/session';
import { flattenModules } from '../authProvider/permissions';

export function NotFound() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const modules = useModules();
  if (String(readSession().modL ?? '') === '0') return null;
  const known = flattenModules(modules).some((m) => !m.isBtn && m.path === pathname);
  const key = known ? 'shell.not_open' : 'shell.not_found';
  const Icon = known ? Construction : SearchOff;
  return (
    <Box
      data-testid={known ? 'not-open' : 'not-found'}
      sx={{ py: 10, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <Icon sx={{ fontSize: 72, color: 'primary.main', opacity: 0.35 }} />
      <Typography variant="h5">{translate(`${key}.title`)}</Typography>
      <Typography color="text.secondary">{translate(`${key}.text`)}</Typography>
      <Button variant="contained" component={LinkBase} to="/" sx={{ mt: 1.5 }}>
        {translate('shell.not_found.home')}
      </Button>
    </Box>
  );
}
