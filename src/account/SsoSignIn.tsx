/**
 * Single sign-on on a school's login route (issue 16; spec §4 "Single sign-on flow"): a progress
 * screen ('正在通过统一身份认证登录…') while the runner (authProvider/sso/runner.ts) works — the browser
 * leaves for the identity provider (code 900), or, back with its ticket, the token signs in through
 * react-admin's login (authProvider.login: POST /login, storage, menu) and lands on the requested
 * page; a third-party sign-in reloads the menu and routes 1 second later (spec §4). A failure shows
 * a page with the server's message and a way to the password login with the school preselected; a
 * quiet refusal (third-party, spec §8) or a visit without the partner's parameters goes straight
 * to that password login.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLocation, useNavigate, useTranslate } from 'react-admin';
import type { SchoolSso } from '../../common/sso';
import type { SsoLoginParams } from '../authProvider';
import { useAccount } from '../authProvider/account';
import { loadModules } from '../authProvider/modules';
import { takeReturnTo } from '../authProvider/returnTo';
import { browser } from '../authProvider/sso/address';
import { serviceHref } from '../authProvider/sso/registry';
import type { SsoStep } from '../authProvider/sso/runner';
import type { SsoSchool } from '../authProvider/sso/types';
import { errorText } from '../dataProvider/errors';
import { AuthLayout } from './AuthLayout';
import { NoticeFrame } from './NoticeFrame';

/** The waiting screen of the sign-in routes: a spinner and one line (an i18n key). */
export function SsoProgress({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <AuthLayout>
      <Stack spacing={2} role="status" aria-live="polite" sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
        <CircularProgress />
        <Typography>{translate(message)}</Typography>
      </Stack>
    </AuthLayout>
  );
}

/** The failure page: what went wrong (server msg or an i18n key), and the way back to the password login. */
export function SsoFailurePage({ school, message, onPasswordLogin }: { school: SsoSchool; message: string; onPasswordLogin: () => void }) {
  const translate = useTranslate();
  return (
    <NoticeFrame icon={ErrorOutline} iconColor="error" title="sso.failure.title">
      <Typography color="text.secondary">{translate('sso.failure.school', { name: school.name })}</Typography>
      <Typography role="alert" sx={{ wordBreak: 'break-word' }}>{translate(message, { _: message })}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('sso.failure.hint')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={onPasswordLogin}>{translate('sso.failure.toPassword')}</Button>
      </Box>
    </NoticeFrame>
  );
}

export interface SsoSignInProps {
  /** The route's school; its `sso` has a plugin (sso/plugins.ts). */
  school: SsoSchool & { sso: SchoolSso };
  /** Shows the password login with this school preselected. */
  onPasswordLogin: () => void;
}

export function SsoSignIn({ school, onPasswordLogin }: SsoSignInProps) {
  const account = useAccount();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The address as the page opened (the router's, which tests set too), as the service address /{name}login.
  const [href] = useState(() => serviceHref(window.location.origin, location.pathname, location.search, location.hash));
  // One run, handled once: a ticket is good once, and StrictMode mounts effects twice.
  const run = useRef<{ step: Promise<SsoStep>; handled: boolean } | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    let live = true;
    run.current ??= { step: account.runSso({ school, href, returnTo: takeReturnTo() }), handled: false };
    const current = run.current;
    current.step
      .then(async (step) => {
        if (!live || current.handled) return;
        current.handled = true;
        if (step.kind === 'redirect') {
          setLeaving(true);
          browser.assign(step.url);
          return;
        }
        if (step.kind === 'password') {
          onPasswordLogin();
          return;
        }
        const params: SsoLoginParams = { accessToken: step.accessToken, username: step.username, sso: school.sso };
        await authProvider!.login(params);
        // react-admin asked checkAuth on this page while signed out; ask again before leaving it,
        // or the admin routes would take the cached answer and sign the new session out.
        await queryClient.resetQueries({ queryKey: ['auth'] });
        navigate(step.targetUrl, { replace: true });
        // The sub-route refresh of spec §4; the menu store outlives this page.
        if (step.refreshAfterMs) setTimeout(() => void loadModules(true).catch(() => undefined), step.refreshAfterMs);
      })
      .catch((e: unknown) => {
        if (mounted.current) setFailure(errorText(e)?.message || 'sso.failure.unexpected');
      });
    return () => {
      live = false;
      mounted.current = false;
    };
  }, [account, authProvider, href, navigate, queryClient, school, onPasswordLogin]);

  if (failure) return <SsoFailurePage school={school} message={failure} onPasswordLogin={onPasswordLogin} />;
  return <SsoProgress message={leaving ? 'sso.login.redirecting' : 'sso.login.progress'} />;
}
