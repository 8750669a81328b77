/**
 * /redirect?to=<address> (spec §2 "Redirect notice page with a go button to a new address").
 * Only http(s) addresses and same-site paths are followed (no javascript: or protocol-relative links).
 */
import { Alert, Button, Typography } from '@mui/material';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import { useLocation, useTranslate } from 'react-admin';
import { safeAddress } from '../authProvider/sso/address';
import { NoticeFrame } from './NoticeFrame';

/** The `to` address when it is safe to follow, else null. */
export function safeRedirectTarget(search: string): string | null {
  return safeAddress(new URLSearchParams(search).get('to'));
}

export function RedirectNoticePage() {
  const translate = useTranslate();
  const { search } = useLocation();
  const to = safeRedirectTarget(search);
  return (
    <NoticeFrame icon={ForwardOutlined} iconColor="primary" iconSize={56} title="auth.redirect.title" width={480}>
      {to ? (
        <>
          <Typography color="text.secondary">{translate('auth.redirect.text')}</Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', color: 'primary.dark' }}>
            {to}
          </Typography>
          <Button variant="contained" size="large" onClick={() => window.location.assign(to)}>
            {translate('auth.redirect.go')}
          </Button>
        </>
      ) : (
        <Alert severity="warning">{translate('auth.redirect.invalid')}</Alert>
      )}
    </NoticeFrame>
  );
}
