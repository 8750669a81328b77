/**
 * /encrypt (issue 21; spec §2 top-level "/encrypt", §4 third-party login with AES-encrypted
 * parameters): a partner platform's landing. While the server decrypts the parameters with the key
 * of the school they name and signs in (authProvider/sso/encrypt.ts), a progress screen; then the
 * session is opened as every sign-in (authProvider.login: POST /login, storage, menu), the menu is
 * reloaded 1 second later (spec §4) and the browser lands on ?targetUrl= or the home page. A refusal
 * or an address without parameters shows the server's Chinese message and the way to the
 * password login.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNavigate, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { SsoLoginParams } from '../authProvider';
import { useAccount } from '../authProvider/account';
import { loadModules } from '../authProvider/modules';
import { ENCRYPT_SSO, type EncryptedSignIn } from '../authProvider/sso/encrypt';
import { errorText } from '../dataProvider/errors';
import { NoticeFrame } from './NoticeFrame';
import { SsoProgress } from './SsoSignIn';

export function EncryptSignIn() {
  const translate = useTranslate();
  const account = useAccount();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  // One exchange per visit: the parameters bind once, and StrictMode mounts effects twice.
  const run = useRef<Promise<EncryptedSignIn> | null>(null);

  useEffect(() => {
    let live = true;
    run.current ??= account.runEncryptedSignIn(new URLSearchParams(search));
    run.current
      .then(async (step) => {
        if (!live) return;
        const params: SsoLoginParams = { accessToken: step.accessToken, username: step.username, sso: ENCRYPT_SSO };
        await authProvider!.login(params);
        await queryClient.resetQueries({ queryKey: ['auth'] });
        navigate(step.targetUrl, { replace: true });
        setTimeout(() => void loadModules(true).catch(() => undefined), 1000);
      })
      .catch((e: unknown) => {
        if (live) setFailure(errorText(e)?.message || 'sso.failure.unexpected');
      });
    return () => {
      live = false;
    };
  }, [account, authProvider, navigate, queryClient, search]);

  if (!failure) return <SsoProgress message="sso.login.progress" />;
  return (
    <NoticeFrame icon={ErrorOutline} iconColor="error" title="sso.encrypt.title">
      <Typography role="alert" sx={{ wordBreak: 'break-word' }}>{translate(failure, { _: failure })}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('sso.encrypt.hint')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, pt: 1, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => navigate('/login', { replace: true })}>{translate('sso.failure.toPassword')}</Button>
      </Box>
    </NoticeFrame>
  );
}
