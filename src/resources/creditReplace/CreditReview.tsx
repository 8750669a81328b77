/**
 * One 学分置换 request (issue 21): the achievement and the student on one side, the evidence (image
 * thumbnails, other files as links) beside it, the review history, and for an auditor of the open
 * step 通过 / 驳回 with an opinion (required to reject). Used by the review queue (?id=) and the
 * records list (in a dialog). Data: getCreditRequest → GET /credit/replace/detail; auditCreditRequest
 * → POST /credit/replace/audit.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Grid, Link, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CreditRequestDetail } from '../../../common/creditReplace';
import type { CreditDataProvider } from '../../dataProvider/creditReplace';
import { Fact } from '../shared/Fact';
import { serverError } from '../shared/serverError';
import { CreditStatusChip } from './cells';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;

function Evidence({ files }: { files: CreditRequestDetail['files'] }) {
  const translate = useTranslate();
  if (!files.length) return <Typography variant="body2" color="text.secondary">{translate('creditReplace.review.evidence_none')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {files.map((f) => (IMAGE.test(f.name) ? (
        <Link key={f.id} href={f.url} target="_blank" rel="noopener" title={f.name}>
          <Box component="img" src={f.url} alt={f.name} sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
        </Link>
      ) : (
        <Link key={f.id} href={f.url} target="_blank" rel="noopener" variant="body2" sx={{ overflowWrap: 'anywhere' }}>{f.name}</Link>
      )))}
    </Stack>
  );
}

export function CreditReview({ id, onDone }: { id: number; onDone?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<CreditDataProvider>();
  const query = useQuery({ queryKey: ['creditRequests', 'one', id], queryFn: () => dataProvider.getCreditRequest(id) });
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = (k: string) => translate(`creditReplace.fields.${k}`);
  if (query.error) return <Alert severity="error">{serverError(query.error).text}</Alert>;
  const d = query.data;
  if (!d) return <Skeleton variant="rounded" height={320} />;
  const decide = async (result: 'pass' | 'reject') => {
    if (result === 'reject' && !opinion.trim()) return setError(translate('creditReplace.review.opinion_required'));
    setBusy(true);
    setError(null);
    try {
      await dataProvider.auditCreditRequest({ id, result, ...(opinion.trim() ? { opinion: opinion.trim() } : {}) });
      notify(result === 'pass' ? 'creditReplace.review.passed' : 'creditReplace.review.rejected', { type: 'success' });
      setOpinion('');
      await Promise.all(['creditRequests', 'creditQueue'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      onDone?.();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>{d.name}</Typography>
            <CreditStatusChip status={d.status} />
          </Stack>
          <Stack spacing={1}>
            <Fact label={t('student')}>{`${d.studentName}（${d.studentCode}）${d.collegeName ?? ''}`}</Fact>
            <Fact label={t('rule')}>{d.ruleId === null ? translate('creditReplace.other') : d.ruleName}</Fact>
            <Fact label={t('classify')}>{d.classifyName}</Fact>
            <Fact label={t('hours')}>{`${d.hours} ${translate('creditReplace.unit')}`}</Fact>
            {d.grantedHours !== null ? <Fact label={t('grantedHours')}>{`${d.grantedHours} ${translate('creditReplace.unit')}`}</Fact> : null}
            <Fact label={t('issuer')}>{d.issuer}</Fact>
            <Fact label={t('certificateNo')}>{d.certificateNo}</Fact>
            <Fact label={t('achievedOn')}>{`${d.achievedOn}（${d.academicYear}${d.termName ? ` · ${d.termName}` : ''}）`}</Fact>
            {d.remarks ? <Fact label={t('remarks')} preWrap>{d.remarks}</Fact> : null}
            <Fact label={t('createdAt')}>{d.createdAt}</Fact>
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>{t('history')}</Typography>
          {d.history.map((h, i) => (
            <Typography key={i} variant="body2" color="text.secondary">{`${h.time} ${h.actorName} ${h.action}${h.opinion ? `：${h.opinion}` : ''}`}</Typography>
          ))}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('files')}</Typography>
          <Evidence files={d.files} />
          <Box sx={{ mt: 2 }}>
            {d.canAudit ? (
              <Stack spacing={1.5}>
                <TextField label={translate('creditReplace.review.opinion')} value={opinion} onChange={(e) => setOpinion(e.target.value)} multiline minRows={3} fullWidth
                  slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'credit-opinion' } }} />
                {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button color="error" variant="outlined" disabled={busy} onClick={() => void decide('reject')} data-testid="credit-reject">{translate('creditReplace.action.reject')}</Button>
                  <Button variant="contained" disabled={busy} onClick={() => void decide('pass')} data-testid="credit-pass">{translate('creditReplace.action.pass')}</Button>
                </Stack>
              </Stack>
            ) : d.status === 1 ? <Alert severity="info">{translate('creditReplace.review.not_auditor')}</Alert> : (
              <Alert severity={d.status === 2 ? 'success' : 'warning'}>
                {d.status === 2 ? translate('creditReplace.review.granted', { hours: d.grantedHours }) : translate('creditReplace.review.decided')}
                {d.opinion ? `：${d.opinion}` : ''}
              </Alert>
            )}
          </Box>
        </Paper>
      </Grid>
    </Grid>
  );
}
