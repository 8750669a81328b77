/**
 * /changepassword (spec §2): the full-page change-password form, without the admin layout. Accounts
 * with modL 0 — students, and staff with an initial or reset password (issue 14) — land here (route
 * guard rule 4). Its exit icon signs out after the confirm '确定退出吗？'.
 */
import { useState } from 'react';
import { Alert, IconButton, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { readSession } from '../authProvider/session';
import { AuthLayout } from './AuthLayout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ConfirmDialog } from './ConfirmDialog';

export function ChangePasswordPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const forced = readSession().modL === '0';
  const exit = (
    <Tooltip title={translate('auth.change.exit')}>
      <IconButton aria-label={translate('auth.change.exit')} onClick={() => setConfirming(true)}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
  return (
    <AuthLayout actions={exit}>
      <Typography component="h2" variant="h6" sx={{ mb: 1, pr: 10 }}>
        {translate('auth.change.title')}
      </Typography>
      {forced && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('auth.change.forcedHint')}
        </Alert>
      )}
      <ChangePasswordForm />
      <ConfirmDialog
        open={confirming}
        content="auth.logout.confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          logout();
        }}
      />
    </AuthLayout>
  );
}
