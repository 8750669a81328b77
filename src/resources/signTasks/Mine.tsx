/**
 * 签到打卡 (/student/signTask) (issue 21 "Journals and sign tasks"; the student module 1021), phone
 * first: the student's sign tasks, today's due ones first, each with its window, place rule,
 * count, streak and hours goal; 签到 checks in (asking the browser for the position when the task
 * has a location window, the refusal naming the distance); 签到记录 shows the history.
 * Data: getMySignTasks, getMySignTask, checkInSignTask.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogContent, DialogTitle, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MySignTask } from '../../../common/signTasks';
import type { SignTaskDataProvider } from '../../dataProvider/signTasks';
import { DialogButtons } from '../shared/DialogButtons';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { SignPhaseChip, useScheduleText } from './cells';

const FRAME = { maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } } as const;

/** The browser's position, or null when refused or unavailable (10 s at most). */
function position(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
    );
  });
}

function History({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SignTaskDataProvider>();
  const q = useQuery({ queryKey: ['signTasks', 'mine', id], queryFn: () => dataProvider.getMySignTask(id) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('signTasks.title.history')}</DialogTitle>
      <DialogContent>
        {q.isError ? <Alert severity="error">{serverError(q.error).text}</Alert> : !q.data ? <Skeleton variant="rounded" height={120} /> : q.data.history.length === 0 ? (
          <EmptyState message="signTasks.hint.historyEmpty" />
        ) : (
          <List dense>
            {q.data.history.map((h) => <ListItem key={h.day} disableGutters><ListItemText primary={h.day} secondary={h.checkinTime} /></ListItem>)}
          </List>
        )}
      </DialogContent>
      <DialogButtons busy={false} onCancel={onClose} label={translate('signTasks.action.close')} onConfirm={onClose} />
    </Dialog>
  );
}

function TaskCard({ t, reload, onHistory }: { t: MySignTask; reload: () => void; onHistory: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const schedule = useScheduleText();
  const dataProvider = useDataProvider<SignTaskDataProvider>();
  const [busy, setBusy] = useState<'locating' | 'sending' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canSign = t.phase === 'open' && t.dueToday && !t.doneToday;
  const sign = async () => {
    setRefusal(null);
    let where: { latitude: number; longitude: number } | null = null;
    if (t.needsLocation) {
      setBusy('locating');
      where = await position();
      if (!where) {
        setBusy(null);
        setRefusal(translate('signTasks.hint.locationDenied'));
        return;
      }
    }
    setBusy('sending');
    try {
      const r = await dataProvider.checkInSignTask({ id: t.id, ...(where ?? {}) });
      notify(r.hoursGranted ? 'signTasks.hint.hoursGranted' : 'signTasks.hint.done', { type: 'success', messageArgs: { hours: Number(r.hoursGranted) } });
      reload();
    } catch (e) {
      setRefusal(serverError(e).text);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card variant="outlined" data-testid={`sign-task-${t.id}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{t.name}</Typography>
          {t.doneToday ? <Chip size="small" color="success" label={translate('signTasks.hint.doneToday')} /> : <SignPhaseChip phase={t.phase} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">{t.organizationName}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>{schedule(t)}</Typography>
        <Typography variant="body2" color="text.secondary">{`${t.startDate} ～ ${t.endDate}`}</Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" variant="outlined" label={translate('signTasks.hint.count', { n: t.checkins })} />
          {t.streak > 0 ? <Chip size="small" variant="outlined" color="primary" label={translate('signTasks.hint.streak', { n: t.streak })} /> : null}
          {t.needsLocation ? <Chip size="small" variant="outlined" label={translate('signTasks.hint.needsLocation', { r: t.radiusM ?? 0 })} /> : null}
          {t.hours !== null && t.minCheckins !== null ? <Chip size="small" variant="outlined" label={translate('signTasks.hint.hoursGoal', { n: t.minCheckins, hours: Number(t.hours) })} /> : null}
        </Stack>
        {t.phase === 'open' && !t.dueToday ? <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('signTasks.hint.notToday')}</Typography> : null}
        {refusal ? <Alert severity="error" sx={{ mt: 1 }}>{refusal}</Alert> : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, gap: 1 }}>
        {canSign ? (
          <Button variant="contained" sx={{ flex: 1 }} disabled={busy !== null} onClick={() => void sign()}>
            {busy === 'locating' ? translate('signTasks.hint.locating') : translate('signTasks.action.checkIn')}
          </Button>
        ) : null}
        <Button variant="outlined" sx={canSign ? undefined : { flex: 1 }} onClick={onHistory}>{translate('signTasks.title.history')}</Button>
      </CardActions>
    </Card>
  );
}

export default function MySignTasks() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SignTaskDataProvider>();
  const query = useQuery({ queryKey: ['signTasks', 'mine'], queryFn: () => dataProvider.getMySignTasks() });
  const [history, setHistory] = useState<number | null>(null);
  return (
    <Box sx={FRAME}>
      <Title title="signTasks.title.mine" />
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate('signTasks.title.mine')}</Typography>
      {query.isError ? <Alert severity="error">{serverError(query.error).text}</Alert> : !query.data ? <Skeleton variant="rounded" height={200} /> : query.data.length === 0 ? (
        <EmptyState message="signTasks.hint.mineEmpty" />
      ) : (
        <Stack spacing={1.5}>
          {query.data.map((t) => <TaskCard key={t.id} t={t} reload={() => void query.refetch()} onHistory={() => setHistory(t.id)} />)}
        </Stack>
      )}
      {history !== null ? <History id={history} onClose={() => setHistory(null)} /> : null}
    </Box>
  );
}
