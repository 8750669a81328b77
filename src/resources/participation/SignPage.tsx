/**
 * The page the organiser's rotating QR opens on a phone (/student/activity/sign?token=; issue 4
 * "Attendance"; contract POST /activity/sign {token, latitude?, longitude?} → {signInAt |
 * signOutAt, activityName}, the data provider's signActivity). It signs at once: when the activity has a geofence (its detail has
 * radiusM) — or the server answers '请允许获取位置后再签到' — it first asks the browser for the
 * position (navigator.geolocation) and sends latitude/longitude. It then shows 签到成功 / 签退成功
 * with the time, or the server's message (expired QR, outside the geofence, not enrolled) with a
 * way to try again. The token is `${activityId}.${'in'|'out'}.${window}.${mac}`.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ActivityDetail } from '../../../common/activities';
import { isTransportFailure, type ActivityDataProvider } from '../../dataProvider/activities';
import { serverError } from '../shared/serverError';

/** The server's refusal when the activity needs the position and none was sent (matched, not shown by us). */
export const LOCATION_REQUIRED = '请允许获取位置后再签到';
const GEO_TIMEOUT_MS = 15000;

/** Reads a sign token: the activity id and whether it signs in or out (null when malformed). */
export function parseSignToken(token: string | null): { activityId: number; kind: 'in' | 'out' } | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4) return null;
  const activityId = Number(parts[0]);
  if (!Number.isInteger(activityId) || activityId <= 0 || (parts[1] !== 'in' && parts[1] !== 'out')) return null;
  return { activityId, kind: parts[1] };
}

/** The browser's position as {latitude, longitude}; rejects when denied, unavailable or too slow. */
export function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS, maximumAge: 30000 },
    );
  });
}

type Phase =
  | { step: 'working' }
  | { step: 'locating' }
  | { step: 'done'; at: string; name: string }
  | { step: 'failed'; message: string; location?: boolean; retry?: boolean };

export default function SignPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [params] = useSearchParams();
  const token = params.get('token');
  const parsed = parseSignToken(token);
  const kind = parsed?.kind ?? 'unknown';
  const [phase, setPhase] = useState<Phase>(parsed ? { step: 'working' } : { step: 'failed', message: translate('participation.sign.no_token') });
  const started = useRef(false);
  const activityName = useRef('');

  // Plain functions: each render's pair refers to each other; the effect below starts once.
  const send = async (position?: { latitude: number; longitude: number }): Promise<void> => {
    setPhase({ step: 'working' });
    try {
      const reply = await dataProvider.signActivity({ token, ...(position ?? {}) });
      setPhase({ step: 'done', at: reply?.signInAt ?? reply?.signOutAt ?? '', name: reply?.activityName ?? activityName.current });
    } catch (e) {
      const message = serverError(e).text;
      if (message === LOCATION_REQUIRED && !position) return locateAndSend();
      // Trying the same token again helps only when the network failed (an expired code stays expired).
      setPhase({ step: 'failed', message, retry: isTransportFailure(e) });
    }
  };

  const locateAndSend = async (): Promise<void> => {
    setPhase({ step: 'locating' });
    let position;
    try {
      position = await currentPosition();
    } catch {
      setPhase({ step: 'failed', message: LOCATION_REQUIRED, location: true });
      return;
    }
    await send(position);
  };

  // Reads the latest render's functions; the effect below runs it once per token.
  const start = useEffectEvent(() => {
    if (!parsed || started.current) return;
    started.current = true;
    // The detail tells whether the activity checks the position (radiusM); without it, try plainly.
    dataProvider
      .getOne<ActivityDetail>('activities', { id: parsed.activityId, meta: { silent: true } })
      .then(({ data: d }) => {
        activityName.current = d?.name ?? '';
        return d?.radiusM ? locateAndSend() : send();
      })
      .catch(() => send());
  });
  useEffect(() => start(), [token]);

  const t = (key: string, args?: Record<string, unknown>) => translate(`participation.sign.${key}`, args);
  let body;
  if (phase.step === 'working' || phase.step === 'locating') {
    body = (
      <>
        {phase.step === 'locating' ? <LocationOnOutlined color="primary" sx={{ fontSize: 64 }} /> : <CircularProgress size={56} />}
        <Typography variant="h6">{t(phase.step)}</Typography>
        {phase.step === 'locating' ? <Typography variant="body2" color="text.secondary">{t('location_hint')}</Typography> : null}
      </>
    );
  } else if (phase.step === 'done') {
    body = (
      <>
        <CheckCircle color="success" sx={{ fontSize: 72 }} />
        <Typography variant="h5" sx={{ fontWeight: 600 }} role="status">
          {t(`success.${kind === 'out' ? 'out' : 'in'}`)}
        </Typography>
        {phase.name ? <Typography variant="subtitle1">{phase.name}</Typography> : null}
        {phase.at ? <Typography color="text.secondary">{t('at', { time: phase.at })}</Typography> : null}
      </>
    );
  } else {
    body = (
      <>
        <ErrorOutline color="error" sx={{ fontSize: 72 }} />
        <Typography variant="h6" sx={{ fontWeight: 600 }}>{t('failed')}</Typography>
        <Typography color="error" role="alert">{phase.message}</Typography>
        {phase.location ? <Typography variant="body2" color="text.secondary">{t('location_hint')}</Typography> : null}
        {parsed && (phase.location || phase.retry) ? (
          <Button variant="contained" onClick={() => (phase.location ? locateAndSend() : send())}>
            {translate(phase.location ? 'participation.action.locate' : 'participation.action.retry')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="overline" color="text.secondary" component="h1" sx={{ display: 'block', textAlign: 'center', mb: 1 }}>
            {t(`title.${kind}`)}
          </Typography>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} aria-live="polite">
            {body}
          </Stack>
          <Button fullWidth onClick={() => navigate('/student/activity?tab=mine')}>
            {translate('participation.action.to_my')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
