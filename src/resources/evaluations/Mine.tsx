/**
 * 待评价活动 (/communist/evaluate/mine; issue 21, module 1017), a phone-first page for students: the
 * activities they signed in to that ended less than 7 days ago and are not yet rated — each rated in
 * a few taps (stars, an optional comment, 提交) with the project's criteria as hints and its
 * deadline — then their own ratings (a hidden comment says so). Data: GET /evaluate/mine;
 * POST /evaluate/add.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Chip, Rating, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EVALUATION_LIMITS, EVALUATION_WINDOW_DAYS, type MyEvaluation, type PendingEvaluation } from '../../../common/evaluations';
import type { EvaluationDataProvider } from '../../dataProvider/evaluations';
import { notifyError } from '../../dataProvider/notify';
import { EmptyState } from '../shared/EmptyState';

function RateCard({ item, onDone }: { item: PendingEvaluation; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EvaluationDataProvider>();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!score) return;
    setBusy(true);
    try {
      await dataProvider.rateActivity({ activityId: item.activityId, score, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      notify('evaluations.done.rated', { type: 'success' });
      onDone();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" data-testid="rate-card">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">{item.orgName} · {translate('evaluations.my.ended', { time: item.endTime })}</Typography>
        <Typography variant="caption" color="warning.main">{translate('evaluations.my.deadline', { time: item.deadline })}</Typography>
        {item.criteria.length ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {item.criteria.map((c) => <Chip key={c} size="small" variant="outlined" label={c} />)}
          </Stack>
        ) : null}
        <Rating getLabelText={(v: number) => translate('evaluations.stars', { n: v })} emptyLabelText={translate('evaluations.noScore')} sx={{ mt: 1 }} size="large" value={score} onChange={(_e, v) => setScore(v)} aria-label={translate('evaluations.fields.score')} name={`rate-${item.activityId}`} />
        <TextField fullWidth size="small" multiline minRows={2} sx={{ mt: 1 }} label={translate('evaluations.fields.comment')} placeholder={translate('evaluations.my.comment_placeholder')}
          value={comment} onChange={(e) => setComment(e.target.value)} slotProps={{ htmlInput: { maxLength: EVALUATION_LIMITS.comment } }} />
        <Button fullWidth variant="contained" sx={{ mt: 1 }} disabled={!score || busy} onClick={() => void submit()}>{translate('evaluations.action.submit')}</Button>
      </CardContent>
    </Card>
  );
}

function DoneCard({ item }: { item: MyEvaluation }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">{item.orgName} · {item.createTime}</Typography>
        <Rating getLabelText={(v: number) => translate('evaluations.stars', { n: v })} value={item.score} readOnly size="small" aria-label={`${translate('evaluations.fields.score')} ${item.score}`} />
        <Typography variant="body2" color={item.hidden ? 'text.secondary' : 'text.primary'}>{item.hidden ? translate('evaluations.my.hidden') : item.comment}</Typography>
      </CardContent>
    </Card>
  );
}

export default function MyEvaluationsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EvaluationDataProvider>();
  const query = useQuery({ queryKey: ['evaluations', 'mine'], queryFn: () => dataProvider.getMyEvaluations() });
  const d = query.data;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate('evaluations.title.mine')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('evaluations.my.window', { days: EVALUATION_WINDOW_DAYS })}</Typography>
      {!d ? <Skeleton variant="rounded" height={240} /> : (
        <>
          <Box component="section" sx={{ mb: 2.5 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('evaluations.my.pending', { count: d.pending.length })}</Typography>
            {d.pending.length === 0 ? <EmptyState message="evaluations.empty.pending" /> : (
              <Stack spacing={1}>{d.pending.map((p) => <RateCard key={p.activityId} item={p} onDone={() => void query.refetch()} />)}</Stack>
            )}
          </Box>
          <Box component="section">
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('evaluations.my.done')}</Typography>
            {d.done.length === 0 ? <EmptyState message="evaluations.empty.done" /> : <Stack spacing={1}>{d.done.map((e) => <DoneCard key={e.id} item={e} />)}</Stack>}
          </Box>
        </>
      )}
    </Box>
  );
}
