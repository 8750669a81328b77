/**
 * 发起投票 (/vote/add) and 编辑投票 (/vote/edit?id=) (issue 21 "Votes"; spec §2 /vote): title,
 * description, who votes (全校, a college, a class), choices per voter, the window, and the
 * candidates — name, statement and a photo uploaded through /upload/image. Saving submits the vote
 * for review; a refusal naming a field shows under it. Data: getVoteOptions, getVote, addVote, editVote.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, IconButton, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VOTE_LIMITS, type VoteDetail } from '../../../common/votes';
import type { FileDataProvider } from '../../dataProvider/files';
import type { VoteDataProvider } from '../../dataProvider/votes';
import { serverError, type ServerError } from '../shared/serverError';
import { CandidatePhoto } from './cells';
import { VOTE_PAGES } from './paths';

interface Candidate { name: string; statement: string; fileId?: number; photoUrl: string | null }
interface Form { title: string; description: string; scopeType: number; scopeId: number | ''; maxChoices: number; startTime: string; endTime: string; candidates: Candidate[] }

const toInput = (wire: string) => wire.replace(' ', 'T');
const toWire = (input: string) => input.replace('T', ' ');
const blank = (): Candidate => ({ name: '', statement: '', photoUrl: null });
const fromDetail = (d: VoteDetail): Form => ({
  title: d.title, description: d.description, scopeType: d.scopeType, scopeId: d.scopeId ?? '', maxChoices: d.maxChoices, startTime: toInput(d.startTime), endTime: toInput(d.endTime),
  candidates: d.candidates.map((c) => ({ name: c.name, statement: c.statement, fileId: c.fileId ?? undefined, photoUrl: c.photoUrl })),
});

function CandidateCard({ c, index, onChange, onRemove }: { c: Candidate; index: number; onChange: (c: Candidate) => void; onRemove?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FileDataProvider>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await dataProvider.uploadImage(file);
      onChange({ ...c, fileId: image.id, photoUrl: image.url });
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    }
  };
  return (
    <Card variant="outlined" data-testid={`candidate-${index}`}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <CandidatePhoto name={c.name || '?'} url={c.photoUrl} size={72} />
          <Button size="small" component="label">
            {translate('votes.action.upload')}
            <input hidden type="file" accept="image/png,image/jpeg,image/gif" onChange={(e) => void upload(e.target.files?.[0])} />
          </Button>
        </Stack>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 220 }}>
          <TextField size="small" label={translate('votes.fields.name')} value={c.name} required slotProps={{ htmlInput: { maxLength: VOTE_LIMITS.candidateName } }} onChange={(e) => onChange({ ...c, name: e.target.value })} />
          <TextField size="small" label={translate('votes.fields.statement')} value={c.statement} multiline minRows={2} slotProps={{ htmlInput: { maxLength: VOTE_LIMITS.statement } }} onChange={(e) => onChange({ ...c, statement: e.target.value })} />
        </Stack>
        {onRemove ? <IconButton aria-label={translate('votes.action.remove')} onClick={onRemove}><DeleteOutline /></IconButton> : null}
      </CardContent>
    </Card>
  );
}

export default function VoteForm({ mode }: { mode: 'add' | 'edit' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<VoteDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const options = useQuery({ queryKey: ['votes', 'options'], queryFn: () => dataProvider.getVoteOptions() });
  const existing = useQuery({ queryKey: ['votes', 'detail', id], queryFn: () => dataProvider.getVote(id), enabled: mode === 'edit' && id > 0 });
  const [form, setForm] = useState<Form>({ title: '', description: '', scopeType: 1, scopeId: '', maxChoices: 1, startTime: '', endTime: '', candidates: [blank(), blank()] });
  const [error, setError] = useState<ServerError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (existing.data) setForm(fromDetail(existing.data));
  }, [existing.data]);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  const save = async () => {
    setBusy(true);
    setError(null);
    const input = {
      ...form, scopeId: form.scopeType === 1 ? undefined : form.scopeId, startTime: toWire(form.startTime), endTime: toWire(form.endTime),
      candidates: form.candidates.map((c) => ({ name: c.name, statement: c.statement, fileId: c.fileId })),
    };
    try {
      const { id: saved } = mode === 'add' ? await dataProvider.addVote(input) : await dataProvider.editVote({ id, ...input });
      notify('votes.hint.sent', { type: 'success' });
      navigate(`${VOTE_PAGES.show}?id=${saved}`);
    } catch (e) {
      setError(serverError(e));
    } finally {
      setBusy(false);
    }
  };
  if (mode === 'edit' && !existing.data) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  const scopes = form.scopeType === 2 ? (options.data?.colleges ?? []) : form.scopeType === 3 ? (options.data?.classes ?? []) : [];
  return (
    <Box sx={{ py: 2, maxWidth: 900 }}>
      <Title title={`votes.title.${mode}`} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate(`votes.title.${mode}`)}</Typography>
      {existing.data?.status === 3 ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('votes.hint.published')}</Alert> : null}
      {error && !error.field ? <Alert severity="error" sx={{ mb: 2 }}>{error.text}</Alert> : null}
      <Stack spacing={2}>
        <TextField label={translate('votes.fields.title')} value={form.title} required error={!!fieldError('title')} helperText={fieldError('title')} onChange={(e) => set('title', e.target.value)} slotProps={{ htmlInput: { maxLength: VOTE_LIMITS.title } }} />
        <TextField label={translate('votes.fields.description')} value={form.description} multiline minRows={2} onChange={(e) => set('description', e.target.value)} slotProps={{ htmlInput: { maxLength: VOTE_LIMITS.description } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select sx={{ minWidth: 160 }} label={translate('votes.fields.scopeType')} value={form.scopeType} error={!!fieldError('scopeType')} helperText={fieldError('scopeType')} onChange={(e) => setForm((f) => ({ ...f, scopeType: Number(e.target.value), scopeId: '' }))}>
            {[1, 2, 3].map((s) => <MenuItem key={s} value={s}>{translate(`votes.scope.${s}`)}</MenuItem>)}
          </TextField>
          {form.scopeType !== 1 ? (
            <TextField select sx={{ flex: 1 }} label={translate('votes.fields.scopeId')} value={form.scopeId} error={!!fieldError('scopeId')} helperText={fieldError('scopeId')} onChange={(e) => set('scopeId', Number(e.target.value))}>
              {scopes.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
            </TextField>
          ) : null}
          <TextField type="number" sx={{ width: 160 }} label={translate('votes.fields.maxChoices')} value={form.maxChoices} error={!!fieldError('maxChoices')} helperText={fieldError('maxChoices')} onChange={(e) => set('maxChoices', Number(e.target.value))} slotProps={{ htmlInput: { min: 1, max: VOTE_LIMITS.candidatesMax } }} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField type="datetime-local" label={translate('votes.fields.startTime')} value={form.startTime} error={!!fieldError('startTime')} helperText={fieldError('startTime')} onChange={(e) => set('startTime', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'startTime' } }} />
          <TextField type="datetime-local" label={translate('votes.fields.endTime')} value={form.endTime} error={!!fieldError('endTime')} helperText={fieldError('endTime')} onChange={(e) => set('endTime', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'endTime' } }} />
        </Stack>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('votes.fields.candidates')}</Typography>
        {fieldError('candidates') ? <Alert severity="error">{fieldError('candidates')}</Alert> : null}
        {form.candidates.map((c, i) => (
          <CandidateCard key={i} index={i} c={c} onChange={(next) => set('candidates', form.candidates.map((x, k) => (k === i ? next : x)))}
            onRemove={form.candidates.length > VOTE_LIMITS.candidatesMin ? () => set('candidates', form.candidates.filter((_, k) => k !== i)) : undefined} />
        ))}
        <Box>
          <Button onClick={() => set('candidates', [...form.candidates, blank()])} disabled={form.candidates.length >= VOTE_LIMITS.candidatesMax}>{translate('votes.action.addCandidate')}</Button>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void save()} disabled={busy || existing.data?.status === 3}>{translate('votes.action.save')}</Button>
          <Button onClick={() => navigate(-1)}>{translate('votes.action.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
