/**
 * The organiser's full-screen rotating QR (/communist/onlyActivity?id=&kind=in|out; spec §2 lists
 * it among the pages without header, side menu and breadcrumb — src/layout/bareLayout.ts). Shows
 * the activity's name, a 签到 / 签退 switch (签退 only with sign-out mode), the code of the absolute
 * sign-in address, a countdown to the next code and the live signed-in count.
 */
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { Alert, Box, Button, CircularProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useActivityDetail } from '../queries';
import { useRotatingQr } from './useRotatingQr';

export default function QrScreen() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const kind = params.get('kind') === 'out' ? 'out' : 'in';
  const { data: activity } = useActivityDetail(id);
  const { qr, link, secondsLeft, signedCount, error } = useRotatingQr(id, kind);
  const kindLabel = translate(kind === 'in' ? 'activities.qr.sign_in' : 'activities.qr.sign_out');
  const canSignOut = activity?.signMode === 2;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#0d2847', color: '#fff', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: { xs: 2, md: 4 }, gap: 3 }}>
      <Title title="activities.qr.title" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, textAlign: 'center', fontSize: { xs: 24, md: 36 } }}>
        {activity?.name ?? ' '}
      </Typography>
      <ToggleButtonGroup
        exclusive size="small" value={kind}
        onChange={(_, v: 'in' | 'out' | null) => v && setParams({ id, kind: v }, { replace: true })}
        sx={{ bgcolor: 'rgba(255,255,255,0.1)', '& .MuiToggleButton-root': { color: '#cfe0f5', px: 3 }, '& .Mui-selected': { color: '#fff !important', bgcolor: 'rgba(255,255,255,0.25) !important' }, '& .Mui-disabled': { color: 'rgba(255,255,255,0.35) !important' } }}
      >
        <ToggleButton value="in">{translate('activities.qr.sign_in')}</ToggleButton>
        <ToggleButton value="out" disabled={!canSignOut}>{translate('activities.qr.sign_out')}</ToggleButton>
      </ToggleButtonGroup>
      <Paper sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, width: 'min(78vh, 90vw)', maxWidth: 560, aspectRatio: '1 / 1', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {qr ? (
          <QRCodeSVG value={link} size={512} level="M" marginSize={0} role="img" aria-label={translate('activities.qr.code_label', { kind: kindLabel })} data-token={qr.token} style={{ width: '100%', height: '100%' }} />
        ) : error ? (
          <Alert severity="warning" role="alert">{error}</Alert>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress />
            <Typography variant="body2">{translate('activities.qr.loading')}</Typography>
          </Stack>
        )}
      </Paper>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" data-testid="qr-countdown" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {qr ? translate('activities.qr.countdown', { seconds: secondsLeft }) : ' '}
        </Typography>
        <Typography variant="h6" data-testid="qr-signed" sx={{ color: '#8fe3a5' }}>
          {signedCount === null ? '' : translate('activities.qr.signed_count', { count: signedCount })}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: '#cfe0f5' }}>{translate('activities.qr.hint', { kind: kindLabel })}</Typography>
      <Button
        size="small" startIcon={<FullscreenIcon />} sx={{ color: '#cfe0f5' }}
        onClick={() => (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen?.())?.catch?.(() => undefined)}
      >
        {translate('activities.qr.fullscreen')}
      </Button>
    </Box>
  );
}
