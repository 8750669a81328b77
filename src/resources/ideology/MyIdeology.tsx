/**
 * 我的党团 (/student/ideology, module 1008; issue 20), laid out for a 375 px phone: the banners, the
 * student's league and party stages with their dates and the next stage to apply for (or joining a
 * branch as 申请人), the meetings of their branches with sign-in (a scanned QR opens this page with
 * ?meeting=&code=, which fills the code), and the dues owed this year.
 * Data: getMyIdeology, joinIdeology, applyMyStage, signMeeting.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { stageLabels } from '../../../common/ideology';
import { EmptyState } from '../shared/EmptyState';
import { useEnumName, useIdeology, useStageName } from './common';

export default function MyIdeology() {
  const enumName = useEnumName();
  const translate = useTranslate();
  const stageText = useStageName();
  const dp = useIdeology();
  const notify = useNotify();
  const [params] = useSearchParams();
  const { data, refetch } = useQuery({ queryKey: ['myIdeology'], queryFn: () => dp.getMyIdeology() });
  const [codes, setCodes] = useState<Record<number, string>>(() => (params.get('meeting') ? { [Number(params.get('meeting'))]: params.get('code') ?? '' } : {}));
  const [join, setJoin] = useState<{ kind: number; branchId: number | '' }>({ kind: 1, branchId: '' });
  const ok = () => {
    notify('ideology.saved', { type: 'success' });
    void refetch();
  };
  const fail = () => undefined;
  if (!data) return <Title title="ideology.title.mine" />;
  const joined = new Set(data.members.map((m) => m.kind));
  // The kind to join: the one chosen, or the first the student has not joined yet.
  const joinKind = joined.has(join.kind) ? ([1, 2].find((k) => !joined.has(k)) ?? join.kind) : join.kind;
  return (
    <Box sx={{ p: 1, maxWidth: 640, mx: 'auto' }}>
      <Title title="ideology.title.mine" />
      {data.banners.slice(0, 1).map((b) => <Box key={b.id} component="img" src={b.url} alt={b.title} sx={{ width: '100%', borderRadius: 1, mb: 1 }} />)}
      {data.members.map((m) => (
        <Card key={m.id} variant="outlined" sx={{ mb: 1 }}><CardContent>
          <Typography variant="subtitle1">{`${translate(`ideology.kind.${m.kind}`)} · ${m.branchName}`}</Typography>
          <Stepper activeStep={m.stage - 1} orientation="vertical" sx={{ my: 1 }}>
            {Object.entries(stageLabels[m.kind]!).map(([stage, name]) => {
              const h = m.history.filter((x) => x.stage === Number(stage)).at(-1);
              return <Step key={stage} completed={Number(stage) <= m.stage}><StepLabel optional={h ? <Typography variant="caption">{h.date}</Typography> : undefined}>{translate(`ideology.stage.${m.kind}.${stage}`, { _: name })}</StepLabel></Step>;
            })}
          </Stepper>
          {m.pendingStage ? <Chip color="warning" label={translate('ideology.mine.pending', { stage: stageText(m.kind, m.pendingStage ?? m.nextStage ?? 0, m.nextStageName ?? '') })} /> : m.nextStage && (
            <Button variant="contained" size="small" onClick={() => void dp.applyMyStage({ kind: m.kind, memberId: m.id, toStage: m.nextStage! }).then(ok, fail)}>
              {translate('ideology.mine.apply', { stage: stageText(m.kind, m.nextStage ?? 0, m.nextStageName ?? '') })}
            </Button>
          )}
        </CardContent></Card>
      ))}
      {joined.size < 2 && (
        <Card variant="outlined" sx={{ mb: 1 }}><CardContent>
          <Typography variant="subtitle1">{translate('ideology.mine.join')}</Typography>
          <Stack spacing={1} sx={{ mt: 1 }}>
            <TextField select size="small" label={translate('ideology.f.kind')} value={joinKind} onChange={(e) => setJoin({ kind: Number(e.target.value), branchId: '' })}>
              {[1, 2].filter((k) => !joined.has(k)).map((k) => <MenuItem key={k} value={k}>{translate(`ideology.kind.${k}`)}</MenuItem>)}
            </TextField>
            <TextField select size="small" label={translate('ideology.f.branchId')} value={join.branchId} onChange={(e) => setJoin((j) => ({ ...j, branchId: Number(e.target.value) }))}>
              {data.branches.filter((b) => b.kind === joinKind).map((b) => <MenuItem key={b.id} value={b.id}>{b.name}</MenuItem>)}
            </TextField>
            <Button variant="contained" size="small" disabled={join.branchId === '' || joined.has(joinKind)} onClick={() => void dp.joinIdeology(joinKind, Number(join.branchId)).then(ok, fail)}>
              {translate('ideology.mine.join_button')}
            </Button>
          </Stack>
        </CardContent></Card>
      )}
      <Typography variant="subtitle1" sx={{ mt: 2 }}>{translate('ideology.mine.meetings')}</Typography>
      {data.meetings.length === 0 ? <EmptyState message="ideology.mine.no_meetings" /> : data.meetings.map((mt) => (
        <Card key={mt.id} variant="outlined" sx={{ mb: 1 }}><CardContent>
          <Typography variant="body1">{`${enumName(`meetingKind.${mt.kind}`, mt.kindName)} · ${mt.title}`}</Typography>
          <Typography variant="body2" color="text.secondary">{`${mt.startTime} · ${mt.place}`}</Typography>
          {mt.signed ? <Chip color="success" size="small" sx={{ mt: 1 }} label={translate('ideology.mine.signed')} /> : (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <TextField size="small" label={translate('ideology.mine.code')} value={codes[mt.id] ?? ''} onChange={(e) => setCodes((c) => ({ ...c, [mt.id]: e.target.value }))} inputProps={{ inputMode: 'numeric' }} />
              <Button variant="contained" size="small" disabled={!codes[mt.id]} onClick={() => void dp.signMeeting(mt.id, codes[mt.id]!).then(ok, fail)}>{translate('ideology.mine.sign')}</Button>
            </Stack>
          )}
        </CardContent></Card>
      ))}
      <Typography variant="subtitle1" sx={{ mt: 2 }}>{translate('ideology.mine.dues')}</Typography>
      {data.arrears.length === 0 ? <Alert severity="success">{translate('ideology.mine.no_dues')}</Alert> : data.arrears.map((a) => (
        <Alert key={a.memberId} severity="warning" sx={{ mb: 1 }}>{translate('ideology.mine.owing', { kind: translate(`ideology.kind.${a.kind}`), months: a.months.join('、'), amount: a.amount })}</Alert>
      ))}
    </Box>
  );
}
