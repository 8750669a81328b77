/**
 * 投票详情 (/vote/listshow?id=) and 投票审核详情 (/vote/auditlistshow?id=) (issue 21 "Votes"; spec §2
 * /vote): the vote's facts, candidates with photos and statements, and the results (live, or final
 * after the window) as a bar chart with 导出结果 (xlsx). The list page offers 编辑 before
 * publishing; the review page 通过 / 驳回 (a reason required, asked in a dialog).
 * Data: getVote, getVoteResults, auditVotes; downloadFile('/vote/export').
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogContent, DialogTitle, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { VoteDetail } from '../../../common/votes';
import type { FileDataProvider } from '../../dataProvider/files';
import type { VoteDataProvider } from '../../dataProvider/votes';
import { Fields, Section } from '../shared/DetailSections';
import { DialogButtons } from '../shared/DialogButtons';
import { ReasonField } from '../shared/ReasonField';
import { serverError } from '../shared/serverError';
import { CandidatePhoto, PhaseChip, scopeText, VoteStatusChip } from './cells';
import { VOTE_MODULES, VOTE_PAGES } from './paths';
import { ResultsChart } from './Results';

export function Candidates({ d }: { d: Pick<VoteDetail, 'candidates'> }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {d.candidates.map((c) => (
        <Card key={c.id} variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 1.5 }}>
            <CandidatePhoto name={c.name} url={c.photoUrl} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
              <Typography variant="body2" color="text.secondary">{c.statement}</Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function Review({ id, reload }: { id: number; reload: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VoteDataProvider>();
  const [rejecting, setRejecting] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (result: 'pass' | 'reject') => {
    setBusy(true);
    try {
      await dataProvider.auditVotes({ ids: [id], result, opinion: opinion.trim() || undefined });
      notify('votes.hint.decided', { type: 'success' });
      reload();
      navigate(VOTE_MODULES.audit);
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" color="success" disabled={busy} onClick={() => void decide('pass')}>{translate('votes.action.pass')}</Button>
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>{translate('votes.action.reject')}</Button>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('votes.action.reject')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('votes.hint.confirmReject')}</Typography>
          <ReasonField label={translate('votes.hint.rejectReason')} required minRows={3} max={500} value={opinion} onChange={setOpinion} invalid={false} errorText="" onValid={() => undefined} />
        </DialogContent>
        <DialogButtons busy={busy} onCancel={() => setRejecting(false)} label={translate('votes.action.reject')} color="error" disabled={!opinion.trim()} onConfirm={() => void decide('reject')} />
      </Dialog>
    </>
  );
}

export default function VoteShow({ page }: { page: 'show' | 'audit' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VoteDataProvider & FileDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useQuery({ queryKey: ['votes', 'detail', id], queryFn: () => dataProvider.getVote(id), enabled: id > 0 });
  const results = useQuery({ queryKey: ['votes', 'results', id], queryFn: () => dataProvider.getVoteResults(id), enabled: id > 0 && detail.data?.status === 3 });
  const d = detail.data;
  if (detail.isError) return <Alert severity="error" sx={{ m: 2 }}>{serverError(detail.error).text}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  const exportXlsx = () => dataProvider.downloadFile('/vote/export', { id }, `投票结果_${d.title}.xlsx`).catch((e: unknown) => notify(serverError(e).text, { type: 'error' }));
  const r = results.data;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={page === 'show' ? 'votes.title.show' : 'votes.title.auditShow'} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{d.title}</Typography>
          <VoteStatusChip status={d.status} />
          {d.phase !== 'none' ? <PhaseChip phase={d.phase} /> : null}
        </Stack>
        <Stack direction="row" spacing={1}>
          {page === 'show' && d.status !== 3 ? <Button variant="outlined" onClick={() => navigate(`${VOTE_PAGES.edit}?id=${id}`)}>{translate('votes.action.edit')}</Button> : null}
          {page === 'audit' && d.status === 1 ? <Review id={id} reload={() => void detail.refetch()} /> : null}
        </Stack>
      </Stack>
      {d.opinion && d.status === 2 ? <Alert severity="warning" sx={{ mb: 2 }}>{`${translate('votes.fields.opinion')}：${d.opinion}`}</Alert> : null}
      <Stack spacing={2}>
        <Section title="votes.title.show">
          <Fields items={[
            ['votes.fields.scopeType', scopeText(translate, d)],
            ['votes.fields.maxChoices', String(d.maxChoices)],
            ['votes.fields.window', `${d.startTime} ～ ${d.endTime}`],
            ['votes.fields.creatorName', d.creatorName],
            ['votes.fields.createTime', d.createTime],
            ['votes.fields.description', d.description || '-'],
          ]} />
        </Section>
        <Section title="votes.fields.candidates"><Candidates d={d} /></Section>
        {r ? (
          <Section title="votes.title.results">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {`${translate(r.final ? 'votes.hint.final' : 'votes.hint.live')} · ${translate('votes.fields.voters')} ${r.voters} · ${translate('votes.fields.ballots')} ${r.ballots}`}
              </Typography>
              <Button size="small" variant="outlined" onClick={() => void exportXlsx()}>{translate('votes.action.export')}</Button>
            </Stack>
            <ResultsChart tallies={r.tallies} />
          </Section>
        ) : null}
      </Stack>
    </Box>
  );
}
