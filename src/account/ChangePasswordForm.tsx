/**
 * Change password (spec §2 /changepassword and the shell's slide-in panel, §3 payload
 * {old, newPass, confirm}, §4 success, §5 "Change password", §8 failure '修改失败').
 *
 * Fields are checked on blur: '请输入原密码'; '请输入密码' / '输入密码长度必须大于8位' / complexity;
 * '请再次输入密码' / '两次输入密码不一致!'. Enter submits. A warning lists common weak passwords and
 * flags one when typed (isWeakPassword). POST /modify/password; on success the message shows,
 * `onSuccess` runs (the panel closes) and the user is signed out to /login — the server has revoked
 * the sessions. On failure the server msg is shown, or '修改失败'.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, List, ListItem, TextField, Typography } from '@mui/material';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import type { PasswordChange } from '../../common/api';
import { ResultCode } from '../../common/codes';
import { isWeakPassword, newPasswordError } from '../../common/validators/password';
import { useAccount } from '../authProvider/account';
import { ApiError, ERROR_TOAST_MS, TRANSPORT_FAILURE } from '../dataProvider/errors';
import { closableToast } from '../dataProvider/notify';

type Field = 'old' | 'newPass' | 'confirm';
type Values = Record<Field, string>;

/** The i18n key of one field's error, or undefined (spec §5 "Change password"). */
export function changePasswordError(field: Field, values: Values): string | undefined {
  if (field === 'old') return values.old ? undefined : 'auth.validation.oldPassword';
  if (field === 'newPass') return newPasswordError(values.newPass) ?? undefined;
  if (!values.confirm) return 'auth.validation.confirmRequired';
  return values.confirm === values.newPass ? undefined : 'auth.validation.mismatch';
}

export interface ChangePasswordFormProps {
  /** Runs after a successful change, before the sign-out (the shell closes its panel). */
  onSuccess?: () => void;
  /** Tighter spacing for the slide-in panel. */
  compact?: boolean;
}

const WEAK_KEYS = ['weak1', 'weak2', 'weak3', 'weak4', 'weak5'];

export function ChangePasswordForm({ onSuccess, compact = false }: ChangePasswordFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const account = useAccount();
  const [values, setValues] = useState<Values>({ old: '', newPass: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const check = (field: Field, v: Values = values) => setErrors((e) => ({ ...e, [field]: changePasswordError(field, v) }));

  const change = (field: Field) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    // Once shown, a message follows the typing; new messages wait for blur.
    if (errors[field]) check(field, next);
    if (field === 'newPass' && errors.confirm && next.confirm) check('confirm', next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {
      old: changePasswordError('old', values),
      newPass: changePasswordError('newPass', values),
      confirm: changePasswordError('confirm', values),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: PasswordChange = { old: values.old, newPass: values.newPass, confirm: values.confirm };
    setBusy(true);
    account
      .changePassword(body)
      .then(() => {
        notify('auth.change.success', { type: 'success' });
        onSuccess?.();
        return logout({}, '/login', false);
      })
      .catch((err: unknown) => {
        setBusy(false);
        if (err instanceof ApiError && err.code === ResultCode.SESSION_INVALID) return; // the client went to /login
        const serverMsg = err instanceof ApiError && err.code !== TRANSPORT_FAILURE ? err.msg : '';
        notify(serverMsg || 'auth.change.failure', {
          type: 'error',
          autoHideDuration: ERROR_TOAST_MS,
          messageArgs: { _: serverMsg || translate('auth.change.failure') },
          ...closableToast(),
        });
      });
  };

  const field = (f: Field, label: string, autoComplete: string) => ({
    name: f,
    type: 'password',
    label: translate(label),
    value: values[f],
    onChange: change(f),
    onBlur: () => check(f),
    error: !!errors[f],
    helperText: errors[f] ? translate(errors[f]!) : undefined,
    margin: (compact ? 'dense' : 'normal') as 'dense' | 'normal',
    size: (compact ? 'small' : 'medium') as 'small' | 'medium',
    autoComplete,
  });

  const weak = !!values.newPass && isWeakPassword(values.newPass);
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TextField {...field('old', 'auth.change.old', 'current-password')} autoFocus={!compact} />
      <TextField {...field('newPass', 'auth.change.new', 'new-password')} />
      <TextField {...field('confirm', 'auth.change.confirm', 'new-password')} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate('auth.change.rule')}
      </Typography>
      {weak && (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
          {translate('auth.change.weakDetected')}
        </Alert>
      )}
      <Alert severity="warning" icon={false} sx={{ mt: 1.5, py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>{translate('auth.change.weakTitle')}</Typography>
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
          {WEAK_KEYS.map((k) => (
            <ListItem key={k} disablePadding sx={{ display: 'list-item', fontSize: 13 }}>
              {translate(`auth.change.${k}`)}
            </ListItem>
          ))}
        </List>
      </Alert>
      <Button type="submit" variant="contained" fullWidth size={compact ? 'medium' : 'large'} disabled={busy} sx={{ mt: 2 }}>
        {translate(busy ? 'auth.change.submitting' : 'auth.change.submit')}
      </Button>
    </Box>
  );
}
