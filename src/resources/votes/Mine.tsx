/**
 * 我的投票 (/vote/mine) and the ballot page (/vote/mine/ballot?id=) (issue 21 "Votes"; spec §2), phone
 * first: the votes open to the student with their window and whether they voted; the ballot shows
 * each candidate's photo and statement, lets the student pick up to N, asks to confirm, and then
 * shows that they voted; after the window, the final results as a bar chart.
 * Data: getMyVotes, getMyBallot, castBallot.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Checkbox, Chip, Dialog, DialogContent, DialogTitle, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { MyBallot } from '../../../common/votes';
import type { VoteDataProvider } from '../../dataProvider/votes';
import { BOTTOM_NAV_HEIGHT } from '../../layout/menu/BottomNav';
import { usePhone } from '../../layout/usePhone';
import { DialogButtons } from '../shared/DialogButtons';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { CandidatePhoto, PhaseChip } from './cells';
import { VOTE_PAGES } from './paths';
import { ResultsChart } from './Results';

const FRAME = { maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } } as const;

export function MyVotes() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VoteDataProvider>();
  const query = useQuery({ queryKey: ['votes', 'mine'], queryFn: () => dataProvider.getMyVotes() });
  return (
    <Box sx={FRAME}>
      <Title title="votes.title.mine" />
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate('votes.title.mine')}</Typography>
      {!query.data ? <Skeleton variant="rounded" height={200} /> : query.data.length === 0 ? <EmptyState message="votes.hint.mineEmpty" /> : (
        <Stack spacing={1.5}>
          {query.data.map((v) => (
            <Card key={v.id} variant="outlined">
              <CardActionArea onClick={() => navigate(`${VOTE_PAGES.ballot}?id=${v.id}`)}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Typography sx={{ fontWeight: 600 }}>{v.title}</Typography>
                    <PhaseChip phase={v.phase} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">{`${v.startTime} ～ ${v.endTime}`}</Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">{`${translate('votes.fields.candidateCount')} ${v.candidateCount} · ${translate('votes.fields.maxChoices')} ${v.maxChoices}`}</Typography>
                    {v.voted ? <Chip size="small" color="success" label={translate('votes.hint.votedShort')} /> : null}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function BallotBody({ b, reload }: { b: MyBallot; reload: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VoteDataProvider>();
  const [picked, setPicked] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const phone = usePhone();
  const canVote = b.phase === 'open' && !b.voted;
  const chosen = b.voted ? b.chosen : picked;
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < b.maxChoices ? [...p, id] : p));
  const submit = async () => {
    setBusy(true);
    try {
      await dataProvider.castBallot({ voteId: b.id, candidateIds: picked });
      notify('votes.hint.done', { type: 'success' });
      setConfirming(false);
      reload();
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const names = b.candidates.filter((c) => picked.includes(c.id)).map((c) => c.name);
  return (
    <>
      {b.description ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{b.description}</Typography> : null}
      {b.voted ? <Alert severity="success" sx={{ mb: 1.5 }}>{translate('votes.hint.voted')}</Alert>
        : b.phase === 'upcoming' ? <Alert severity="info" sx={{ mb: 1.5 }}>{translate('votes.hint.notOpen')}</Alert>
          : b.phase === 'closed' ? <Alert severity="info" sx={{ mb: 1.5 }}>{translate('votes.hint.closed')}</Alert>
            : <Alert severity="info" sx={{ mb: 1.5 }}>{translate('votes.hint.choose', { n: b.maxChoices, count: picked.length })}</Alert>}
      {b.results ? (
        <Card variant="outlined" sx={{ mb: 1.5 }}>
          <CardContent>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{translate('votes.hint.final')}</Typography>
            <ResultsChart tallies={b.results} compact />
          </CardContent>
        </Card>
      ) : null}
      <Stack spacing={1.5}>
        {b.candidates.map((c) => {
          const on = chosen.includes(c.id);
          const body = (
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CandidatePhoto name={c.name} url={c.photoUrl} size={64} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                <Typography variant="body2" color="text.secondary">{c.statement}</Typography>
              </Box>
              {canVote || on ? <Checkbox checked={on} disabled={!canVote} inputProps={{ 'aria-label': c.name }} sx={{ p: 0.5 }} /> : null}
            </CardContent>
          );
          return (
            <Card key={c.id} variant="outlined" sx={on ? { borderColor: 'primary.main' } : undefined}>
              {canVote ? <CardActionArea onClick={() => toggle(c.id)}>{body}</CardActionArea> : body}
            </Card>
          );
        })}
      </Stack>
      {canVote ? (
        <Box sx={{ position: 'sticky', bottom: phone ? BOTTOM_NAV_HEIGHT : 0, py: 1.5, bgcolor: 'background.default' }}>
          <Button fullWidth variant="contained" size="large" disabled={picked.length === 0} onClick={() => setConfirming(true)}>
            {`${translate('votes.action.vote')}（${picked.length}/${b.maxChoices}）`}
          </Button>
        </Box>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('votes.action.confirm')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>{translate('votes.hint.confirmBallot')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{names.join('、')}</Typography>
        </DialogContent>
        <DialogButtons busy={busy} onCancel={() => setConfirming(false)} label={translate('votes.action.confirm')} onConfirm={() => void submit()} autoFocus />
      </Dialog>
    </>
  );
}

export function Ballot() {
  const dataProvider = useDataProvider<VoteDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const query = useQuery({ queryKey: ['votes', 'ballot', id], queryFn: () => dataProvider.getMyBallot(id), enabled: id > 0 });
  const b = query.data;
  return (
    <Box sx={FRAME}>
      <Title title="votes.title.mine" />
      {query.isError ? <Alert severity="error">{serverError(query.error).text}</Alert> : !b ? <Skeleton variant="rounded" height={320} /> : (
        <>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{b.title}</Typography>
            <PhaseChip phase={b.phase} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{`${b.startTime} ～ ${b.endTime}`}</Typography>
          <BallotBody b={b} reload={() => void query.refetch()} />
        </>
      )}
    </Box>
  );
}
