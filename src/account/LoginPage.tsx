/**
 * The login page (spec §2 "Login", §4 "Login screen mode"): react-admin's loginPage at /login and
 * the page of every per-school login route. A school route preselects its school when the school
 * list has it; otherwise the picker shows with a notice that the school is not opened.
 * The forgot-password form toggles in place only after a school is chosen (else the warning
 * '请先选择学校,再点击找回密码'); a back icon returns to the login form.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useLocation, useNotify, useTranslate } from 'react-admin';
import type { School } from '../../common/api';
import { useAccount } from '../authProvider/account';
import { matchSchoolLoginRoute } from '../authProvider/sso/registry';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ChosenSchool, SchoolPicker } from './SchoolPicker';
import { notifyError } from '../dataProvider/notify';

/** Routes that never preselect a school (spec: /login and /stulogin map to none). */
const NO_SCHOOL_ROUTES = new Set(['default', 'stu']);

export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const account = useAccount();
  const [school, setSchool] = useState<School | null>(null);
  const [picking, setPicking] = useState(true);
  const [notOpened, setNotOpened] = useState(false);
  const [schoolError, setSchoolError] = useState<string | undefined>();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');

  // Preselect the school of a per-school login route.
  const plugin = matchSchoolLoginRoute(location.pathname);
  const routeSchoolId = plugin?.schoolId ?? null;
  const isSchoolRoute = !!plugin && !NO_SCHOOL_ROUTES.has(plugin.id);
  useEffect(() => {
    setNotOpened(false);
    if (!isSchoolRoute) return;
    if (routeSchoolId === null) {
      setNotOpened(true);
      return;
    }
    let live = true;
    account
      .getSchools('')
      .then((list) => {
        if (!live) return;
        const found = list.find((s) => Number(s.id) === routeSchoolId);
        if (found) {
          setSchool(found);
          setPicking(false);
        } else setNotOpened(true);
      })
      .catch((e: unknown) => {
        notifyError(e);
        if (live) setNotOpened(true);
      });
    return () => {
      live = false;
    };
  }, [account, isSchoolRoute, routeSchoolId]);

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
