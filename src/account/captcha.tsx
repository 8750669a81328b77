/**
 * The image captcha of the login page (spec §7 GET /common/login/verificationcode → {uuid, code}
 * with code a base64 PNG; §4 "After any failure the captcha is refreshed").
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, ButtonBase, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Captcha } from '../../common/api';
import { useAccount } from '../authProvider/account';
import { notifyError } from '../dataProvider/notify';

/** The img src of a captcha: data:image/png;base64,{code}. */
export function captchaSrc(code: string): string {
  return `data:image/png;base64,${code}`;
}

/** Loads a captcha on mount; `refresh()` fetches a new one (and the uuid changes with it). */
export function useCaptcha(): { captcha: Captcha | null; refresh: () => void } {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const seq = useRef(0);
  const account = useAccount();
  const refresh = useCallback(() => {
    const mine = ++seq.current;
    account
      .getCaptcha()
      .then((c) => {
        if (mine === seq.current) setCaptcha(c);
      })
      .catch(notifyError);
  }, [account]);
  useEffect(() => {
    refresh();
  }, [refresh]);
  return { captcha, refresh };
}

export function CaptchaImage({ captcha, onRefresh }: { captcha: Captcha | null; onRefresh: () => void }) {
  const translate = useTranslate();
  return (
    <ButtonBase
      onClick={onRefresh}
      title={translate('auth.login.captchaRefresh')}
      aria-label={translate('auth.login.captchaRefresh')}
      sx={{ width: 132, height: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
    >
      {captcha ? (
        <Box component="img" src={captchaSrc(captcha.code)} alt={translate('auth.login.captchaImage')} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <Skeleton variant="rectangular" width={132} height={56} />
      )}
    </ButtonBase>
  );
}
