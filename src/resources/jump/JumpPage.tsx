/**
 * 跳转提示 (/JumpPage?to=…; spec §2 top-level "/JumpPage"): our reading — the notice shown before
 * the browser goes somewhere: where it is going, a 3-second countdown that then goes there, a
 * 立即前往 button and a way home. `to` is a path of this app or an https address of the school's
 * own site (jumpTarget.ts); any other address is refused with a clear message and never followed
 * (open-redirect safe). Shown without the shell, signed in or not.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { NoticeFrame } from '../../account/NoticeFrame';
import { getSchoolSso } from '../../authProvider/session';
import { JUMP_SECONDS, jumpTarget, type JumpTarget } from './jumpTarget';

/** Hosts the school configured (its sign-out address), besides its own site. */
function schoolHosts(): string[] {
  try {
    const url = getSchoolSso()?.logoutUrl;
    return url && /^https:/i.test(url) ? [new URL(url).hostname] : [];
  } catch {
    return [];
  }
}

export default function JumpPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [target] = useState<JumpTarget | null>(() => jumpTarget(new URLSearchParams(search).get('to'), window.location.origin, schoolHosts()));
  const [left, setLeft] = useState(JUMP_SECONDS);

  const go = () => {
    if (!target) return;
    if (target.kind === 'app') navigate(target.path, { replace: true });
    else window.location.assign(target.url);
  };

  useEffect(() => {
    if (!target) return;
    if (left <= 0) {
      go();
      return;
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
    // go() reads only target, fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left, target]);

  return (
    <NoticeFrame icon={ForwardOutlined} iconColor={target ? 'primary' : 'warning'} iconSize={56} title="jump.title" width={480}>
      {target ? (
        <>
          <Typography color="text.secondary">{translate(target.kind === 'app' ? 'jump.inApp' : 'jump.external')}</Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all', color: 'primary.dark' }} data-testid="jump-target">
            {target.kind === 'app' ? target.path : target.url}
          </Typography>
          <Typography role="status" aria-live="polite">{translate('jump.countdown', { seconds: Math.max(left, 0) })}</Typography>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" size="large" onClick={go}>{translate('jump.go')}</Button>
            <Button size="large" onClick={() => navigate('/', { replace: true })}>{translate('jump.home')}</Button>
          </Stack>
        </>
      ) : (
        <>
          <Alert severity="warning" sx={{ textAlign: 'left' }}>{translate('jump.refused')}</Alert>
          <Button variant="contained" onClick={() => navigate('/', { replace: true })}>{translate('jump.home')}</Button>
        </>
      )}
    </NoticeFrame>
  );
}
