/**
 * The login page (spec §2 "Login", §4 "Login screen mode"): react-admin's loginPage at /login and
 * the page of every per-school login route. A school route opens the school whose SSO names it
 * (GET /common/all-school, sso/registry.ts schoolForRoute): with a protocol this client speaks, the
 * single sign-on runs (SsoSignIn, issue 16); otherwise the password form shows with the school
 * preselected. A route no school names shows the picker with a notice that the school is not opened.
 * /login?route={name} is the route /{name}login of a school beyond the router's 39 (the route guard
 * forwards there, sso/registry.ts loginRouteAt).
 * A scanned QR sign link opened while signed out (issue 18 item 9, authProvider/returnTo.ts) shows
 * '请先登录后完成签到' and preselects the school the link names (?schoolId=), its SSO included.
 * The forgot-password form toggles in place only after a school is chosen (else the warning
 * '请先选择学校,再点击找回密码'); a back icon returns to the login form.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLocation, useNotify, useTranslate } from 'react-admin';
import type { School } from '../../common/api';
import { useSchools } from '../authProvider/account';
import { pendingReturnTo } from '../authProvider/returnTo';
import { learnRouteNames, loginRouteAt, NO_SCHOOL_ROUTES, schoolForRoute, type LoginRoute } from '../authProvider/sso/registry';
import { ssoPluginFor } from '../authProvider/sso/plugins';
import type { SsoSchool } from '../authProvider/sso/types';
import type { SchoolSso } from '../../common/sso';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { ChosenSchool, SchoolPicker } from './SchoolPicker';
import { notifyError } from '../dataProvider/notify';
import { SsoProgress, SsoSignIn } from './SsoSignIn';
import { lazyScreen } from '../layout/lazyScreen';

// Few visitors need it: its code arrives when it is opened (issue 17, initial JavaScript).
const ForgotPasswordForm = lazyScreen(() => import('./ForgotPasswordForm'), 'ForgotPasswordForm');

/** What a login route opens: nothing yet (list loading), the school's SSO, or the password form. */
type RouteState =
  | { kind: 'resolving' }
  | { kind: 'sso'; school: SsoSchool & { sso: SchoolSso } }
  | { kind: 'password'; school: SsoSchool | null };

/**
 * Resolves the route's school from the school list (a plain /login or /stulogin resolves at once);
 * the setter overrides it (the SSO failure page's way to the password login).
 */
function useRouteSchool(routeId: string | null): [RouteState, (s: RouteState) => void] {
  const isSchoolRoute = !!routeId && !NO_SCHOOL_ROUTES.has(routeId);
  // Without a school route, the school a pending QR sign link names (read once: sign-in consumes it).
  const [returnSchoolId] = useState(() => (isSchoolRoute ? null : (pendingReturnTo()?.schoolId ?? null)));
  // The picker lists the same schools: one request for both (useSchools).
  const schools = useSchools('');
  const [chosen, setChosen] = useState<RouteState | null>(null);
  useEffect(() => {
    if (schools.data) learnRouteNames(schools.data);
  }, [schools.data]);
  useEffect(() => {
    if (isSchoolRoute && schools.error) notifyError(schools.error);
  }, [isSchoolRoute, schools.error]);
  // Memoised: the SSO runner keys its one run on this school object.
  const resolved = useMemo((): RouteState => {
    if (!isSchoolRoute && !returnSchoolId) return { kind: 'password', school: null };
    if (schools.isPending) return { kind: 'resolving' };
    const list = schools.data ?? [];
    const school = isSchoolRoute ? schoolForRoute(routeId, list) : (list.find((s) => String(s.id) === returnSchoolId) ?? null);
    return school?.sso && ssoPluginFor(school.sso) ? { kind: 'sso', school: { ...school, sso: school.sso } } : { kind: 'password', school };
  }, [isSchoolRoute, returnSchoolId, routeId, schools.isPending, schools.data]);
  return [chosen ?? resolved, setChosen];
}

export function LoginPage() {
  const location = useLocation();
  const route = loginRouteAt(location.pathname, location.search);
  // A new route starts over (the page stays mounted between /chdlogin and /login).
  return <RouteLogin key={route?.id ?? ''} route={route} />;
}

function RouteLogin({ route }: { route: LoginRoute | null }) {
  const [state, setState] = useRouteSchool(route?.id ?? null);
  if (state.kind === 'resolving') return <SsoProgress message="sso.login.resolving" />;
  if (state.kind === 'sso') return <SsoSignIn school={state.school} onPasswordLogin={() => setState({ kind: 'password', school: state.school })} />;
  const notOpened = !!route && !NO_SCHOOL_ROUTES.has(route.id) && !state.school;
  return <PasswordLogin preselected={state.school} notOpened={notOpened} />;
}

/** The password login of spec §2, with the route's school preselected, or the notice that it is not opened. */
function PasswordLogin({ preselected, notOpened: routeNotOpened }: { preselected: School | null; notOpened: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [school, setSchool] = useState<School | null>(preselected);
  const [picking, setPicking] = useState(!preselected);
  const [notOpened, setNotOpened] = useState(routeNotOpened);
  const [schoolError, setSchoolError] = useState<string | undefined>();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [returning] = useState(() => pendingReturnTo() !== null);

  const pick = (s: School) => {
    setSchool(s);
    setPicking(false);
    setSchoolError(undefined);
    setNotOpened(false);
  };

  const forgot = () => {
    if (!school) {
      notify('auth.validation.schoolFirst', { type: 'warning' });
      return;
    }
    setMode('forgot');
  };

  return (
    <AuthLayout>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, minHeight: 40, pr: 10 }}>
        {mode === 'forgot' && (
          <IconButton aria-label={translate('auth.forgot.back')} onClick={() => setMode('login')} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        <Typography component="h2" variant="h6">
          {translate(mode === 'forgot' ? 'auth.forgot.title' : 'auth.login.welcome')}
        </Typography>
      </Stack>
      {returning && mode === 'login' && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="sign-first">
          {translate('auth.login.signFirst')}
        </Alert>
      )}
      {notOpened && mode === 'login' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('auth.school.notOpened')}
        </Alert>
      )}
      <Box sx={{ mb: 1 }}>
        {school && (!picking || mode === 'forgot') ? (
          <ChosenSchool school={school} onChange={mode === 'login' ? () => setPicking(true) : undefined} />
        ) : (
          <SchoolPicker onPick={pick} error={schoolError ? translate(schoolError) : undefined} />
        )}
      </Box>
      {mode === 'login' || !school ? (
        <LoginForm school={school} onSchoolError={setSchoolError} onForgot={forgot} />
      ) : (
        <ForgotPasswordForm schoolId={school.id} onDone={() => setMode('login')} />
      )}
    </AuthLayout>
  );
}
