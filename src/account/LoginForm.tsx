/**
 * The password sign-in form (spec §2 login, §4 button states, §5 login validation, §8 login failure):
 * account, password, captcha. Empty fields show '请填写用户名' / '请填写密码' / '请填写验证码', and a
 * missing school '请选择学校'. The button reads '登录' → '登录中...' → '登录'. Any failure refreshes
 * the captcha and shows the server msg as an error toast.
 * Success: react-admin's login stores the session and goes to '/'.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, Link, Stack, TextField } from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useLogin, useTranslate } from 'react-admin';
import type { School } from '../../common/api';
import type { LoginParams } from '../authProvider';
import { takeReturnTo } from '../authProvider/returnTo';
import { CaptchaImage, useCaptcha } from './captcha';
import { notifyError } from '../dataProvider/notify';

type Field = 'username' | 'password' | 'captcha';
export type LoginErrors = Partial<Record<Field | 'school', string>>;

/** The i18n keys of the empty-field messages (spec §5 "Login"). */
export function validateLogin(values: Record<Field, string>, school: School | null): LoginErrors {
  const errors: LoginErrors = {};
  if (!school) errors.school = 'auth.validation.school';
  if (!values.username.trim()) errors.username = 'auth.validation.username';
  if (!values.password) errors.password = 'auth.validation.password';
  if (!values.captcha.trim()) errors.captcha = 'auth.validation.captcha';
  return errors;
}

export interface LoginFormProps {
  school: School | null;
  /** Reports the school error to the picker (shown there). */
  onSchoolError: (key: string | undefined) => void;
  onForgot: () => void;
}

export function LoginForm({ school, onSchoolError, onForgot }: LoginFormProps) {
  const translate = useTranslate();
  const login = useLogin();
  const { captcha, refresh } = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateLogin(values, school);
    setErrors(found);
    onSchoolError(found.school);
    if (Object.keys(found).length > 0 || !school) return;
    setSubmitting(true);
    const params: LoginParams = {
      username: values.username.trim(),
      password: values.password,
      captcha: values.captcha.trim(),
      uuid: captcha?.uuid ?? '',
      schoolId: school.id,
    };
    login(params, takeReturnTo()).catch((e: unknown) => {
      notifyError(e); // spec §8 "Login failure": the server msg
      setSubmitting(false);
      setValues((v) => ({ ...v, captcha: '' }));
      refresh();
    });
  };

  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: change(field),
    error: !!errors[field],
    helperText: errors[field] ? translate(errors[field]!) : undefined,
    margin: 'normal' as const,
    size: 'medium' as const,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField
        {...fieldProps('username')}
        name="username"
        label={translate('auth.login.account')}
        autoComplete="username"
        autoFocus
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><PersonOutline fontSize="small" /></InputAdornment> } }}
      />
      <TextField
        {...fieldProps('password')}
        name="password"
        type="password"
        label={translate('auth.login.password')}
        autoComplete="current-password"
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><LockOutlined fontSize="small" /></InputAdornment> } }}
      />
      {/* Stack resets its children's margins: the row carries the field spacing itself. */}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mt: 2, mb: 1 }}>
        <TextField
          {...fieldProps('captcha')}
          name="captcha"
          label={translate('auth.login.captcha')}
          autoComplete="off"
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><VerifiedUserOutlined fontSize="small" /></InputAdornment> } }}
        />
        <CaptchaImage captcha={captcha} onRefresh={refresh} />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Link component="button" type="button" variant="body2" underline="hover" onClick={onForgot}>
          {translate('auth.login.forgot')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={submitting} sx={{ mt: 2, py: 1.25, fontSize: 16 }}>
        {translate(submitting ? 'auth.login.submitting' : 'auth.login.submit')}
      </Button>
    </Box>
  );
}
