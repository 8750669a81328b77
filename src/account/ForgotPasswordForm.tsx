/**
 * Password recovery by SMS (spec §2 "Forgot password", §3 payloads, §4 success and countdown,
 * §5 "Recovery", §8 SMS messages, §9 countdown 300 s, country code 86).
 *
 * - Required: '请填写手机号', '请填写新密码', '请再次填写新密码', '请填写验证码' (on submit; the
 *   mobile one also when sending the SMS).
 * - The SMS code is asked for (red '请填写验证码') only once an SMS was requested: before that an
 *   empty code shows the neutral hint '请先获取短信验证码' (issue 18 item 9: the field turned red
 *   before the user could type anything into it). The submit is refused either way.
 * - Live hints on the new password, in order (recoveryPasswordError); mismatch '两次输入密码不一致,请确认!'.
 * - The recovery button is disabled while an error shows.
 * - Send: confirm '此操作将发送验证码到用户手机' → POST /common/captcha/mobile {countryCode:'86', mobile,
 *   type:2, schoolId} → '短信发送成功!' and a 300 s countdown on the disabled button.
 * - Submit: POST /common/modify/pwd {mobile, countryCode:'86', password, passwordRepeat, code, schoolId};
 *   after 1 s a success message shows, the form resets and `onDone` returns to login.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { PasswordRecovery, SmsRequest } from '../../common/api';
import { recoveryPasswordError } from '../../common/validators/password';
import { isValidPhone } from '../../common/validators/phone';
import { useAccount } from '../authProvider/account';
import { ConfirmDialog } from './ConfirmDialog';
import { notifyError } from '../dataProvider/notify';

export const SMS_COUNTDOWN_SECONDS = 300;
export const COUNTRY_CODE = '86';
/** Delay before the success message and the return to login (spec §4, §9 "success toast 1 s"). */
export const RECOVERY_SUCCESS_DELAY_MS = 1000;

type Field = 'mobile' | 'password' | 'repeat' | 'code';
type Values = Record<Field, string>;
const EMPTY: Values = { mobile: '', password: '', repeat: '', code: '' };
const REQUIRED: Record<Field, string> = {
  mobile: 'auth.validation.mobile',
  password: 'auth.validation.newPassword',
  repeat: 'auth.validation.repeatPassword',
  code: 'auth.validation.smsCode',
};

/**
 * The i18n key of each field's current error. Hints and the mismatch show while typing; the
 * required messages show for `touched` fields (all of them after a submit attempt).
 */
export function recoveryErrors(values: Values, touched: Partial<Record<Field, boolean>>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  (Object.keys(REQUIRED) as Field[]).forEach((f) => {
    if (touched[f] && !values[f].trim()) errors[f] = REQUIRED[f];
  });
  if (values.password) errors.password = recoveryPasswordError(values.password) ?? undefined;
  if (values.repeat && values.password !== values.repeat) errors.repeat = 'auth.validation.recoveryMismatch';
  for (const k of Object.keys(errors) as Field[]) if (!errors[k]) delete errors[k];
  return errors;
}

export interface ForgotPasswordFormProps {
  schoolId: number | string;
  /** Back to the login form (after success too). */
  onDone: () => void;
}

export function ForgotPasswordForm({ schoolId, onDone }: ForgotPasswordFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const account = useAccount();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [smsSent, setSmsSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (countdown <= 0) return;
    const t = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(t);
  }, [countdown]);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const errors = recoveryErrors(values, touched);
  if (mobileError && !errors.mobile) errors.mobile = mobileError;
  const codeFirst = errors.code === REQUIRED.code && !smsSent;
  if (codeFirst) delete errors.code;
  const hasError = Object.keys(errors).length > 0;

  const change = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (f === 'mobile') setMobileError(undefined);
  };

  const askSend = () => {
    const mobile = values.mobile.trim();
    if (!mobile) return setTouched((t) => ({ ...t, mobile: true }));
    if (!isValidPhone(mobile)) return setMobileError('auth.validation.mobileInvalid');
    setConfirming(true);
  };

  const send = () => {
    setConfirming(false);
    const body: SmsRequest = { countryCode: COUNTRY_CODE, mobile: values.mobile.trim(), type: 2, schoolId };
    account
      .sendRecoverySms(body)
      .then(() => {
        notify('auth.forgot.sent', { type: 'success' });
        setCountdown(SMS_COUNTDOWN_SECONDS);
        setSmsSent(true);
      })
      .catch(notifyError);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const all = { mobile: true, password: true, repeat: true, code: true };
    setTouched(all);
    if (busy || Object.keys(recoveryErrors(values, all)).length > 0 || mobileError) return;
    const body: PasswordRecovery = {
      mobile: values.mobile.trim(),
      countryCode: COUNTRY_CODE,
      password: values.password,
      passwordRepeat: values.repeat,
      code: values.code.trim(),
      schoolId,
    };
    setBusy(true);
    account
      .recoverPassword(body)
      .then(() => {
        timer.current = setTimeout(() => {
          notify('auth.forgot.success', { type: 'success' });
          setValues(EMPTY);
          setTouched({});
          setBusy(false);
          onDone();
        }, RECOVERY_SUCCESS_DELAY_MS);
      })
      .catch((e: unknown) => {
        notifyError(e); // e.g. 20003 the code is wrong
        setBusy(false);
      });
  };

  const field = (f: Field, label: string, type = 'text') => ({
    name: f,
    type,
    label: translate(label),
    value: values[f],
    onChange: change(f),
    error: !!errors[f],
    helperText: errors[f] ? translate(errors[f]!) : undefined,
    margin: 'normal' as const,
    size: 'medium' as const,
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField {...field('mobile', 'auth.forgot.mobile', 'tel')} autoComplete="tel" autoFocus />
      <TextField {...field('password', 'auth.forgot.newPassword', 'password')} autoComplete="new-password" />
      <TextField {...field('repeat', 'auth.forgot.repeatPassword', 'password')} autoComplete="new-password" />
      {/* Stack resets its children's margins: the row carries the field spacing itself. */}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mt: 2, mb: 1 }}>
        <TextField
          {...field('code', 'auth.forgot.smsCode')}
          {...(codeFirst ? { helperText: translate('auth.forgot.codeFirst') } : {})}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <Button variant="outlined" onClick={askSend} disabled={countdown > 0} sx={{ height: 56, minWidth: 132, flexShrink: 0, whiteSpace: 'nowrap' }}>
          {countdown > 0 ? translate('auth.forgot.resend', { seconds: countdown }) : translate('auth.forgot.send')}
        </Button>
      </Stack>
      <Alert severity="info" icon={false} sx={{ mt: 1.5, py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('auth.forgot.helpTitle')}</Typography>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
          {['help1', 'help2', 'help3', 'help4'].map((k) => (
            <ListItem key={k} disablePadding sx={{ display: 'list-item', fontSize: 13 }}>
              {translate(`auth.forgot.${k}`)}
            </ListItem>
          ))}
        </List>
      </Alert>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={hasError || busy} sx={{ mt: 2, py: 1.25, fontSize: 16 }}>
        {translate('auth.forgot.submit')}
      </Button>
      <ConfirmDialog open={confirming} content="auth.forgot.confirmSend" onConfirm={send} onCancel={() => setConfirming(false)} />
    </Box>
  );
}
