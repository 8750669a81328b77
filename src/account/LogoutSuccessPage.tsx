/**
 * /logout-success and /cquelogout (spec §2 "Logout-success page"): says sign-out succeeded, asks the
 * user to close the browser, and offers a safe-exit link to the school's external logout address —
 * the logoutUrl of the SSO school signed out of (remembered at sign-in, session.ts getSchoolSso;
 * issue 16), or /login when there is none.
 */
import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { getSchoolSso } from '../authProvider/session';
import { externalLogoutUrl } from '../authProvider/sso/signOut';
import { NoticeFrame } from './NoticeFrame';

export interface LogoutSuccessPageProps {
  /** The login route name of the school whose page this is (e.g. 'cque' for /cquelogout): another school's address is not offered. */
  slug?: string;
}

export function LogoutSuccessPage({ slug }: LogoutSuccessPageProps) {
  const translate = useTranslate();
  const sso = getSchoolSso();
  const external = !slug || sso?.routeName.toLowerCase() === slug.toLowerCase() ? externalLogoutUrl(sso) : null;
  return (
    <NoticeFrame icon={CheckCircleOutline} iconColor="success" title="auth.logout.successTitle">
      <Typography color="text.secondary">{translate('auth.logout.closeBrowser')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, pt: 1 }}>
        <Button variant="contained" href={external ?? '/login'}>
          {translate('auth.logout.safeExit')}
        </Button>
        {external && (
          <Button variant="outlined" href="/login">
            {translate('auth.logout.backToLogin')}
          </Button>
        )}
      </Box>
    </NoticeFrame>
  );
}
