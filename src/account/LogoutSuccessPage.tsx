/**
 * /logout-success and /cquelogout (spec §2 "Logout-success page"): says sign-out succeeded, asks the
 * user to close the browser, and offers a safe-exit link to the school's external logout address
 * (configured per school, see sso/logoutTargets.ts; /login when none is configured).
 */
import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslate } from 'react-admin';
import { readSession } from '../authProvider/session';
import { externalLogoutUrl } from '../authProvider/sso/logoutTargets';
import { NoticeFrame } from './NoticeFrame';

export interface LogoutSuccessPageProps {
  /** SSO slug of the school whose route this is (e.g. 'cque' for /cquelogout). */
  slug?: string;
}

export function LogoutSuccessPage({ slug }: LogoutSuccessPageProps) {
  const translate = useTranslate();
  const external = externalLogoutUrl(readSession().schoolId, slug);
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
