/**
 * 我的荣誉 (/honors/my-list) and 我的就业 (/employment/my-list) (issue 21; spec §2), phone-first pages
 * for students: the student's records of the kind as cards (status, level or job, dates), each
 * opening its page, and 申报 — a dialog with the record's fields and up to 3 evidence files (the
 * existing uploads). Data: getList('myGrowthRecords', {filter: {kind}}) → GET /honors/my-list;
 * create('myGrowthRecords') → POST /honors/add.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { UploadedFile } from '../../../common/activities';
import { HONOUR_LEVELS, JOB_KINDS, type GrowthRow } from '../../../common/honours';
import type { GrowthKindName } from '../../../common/schemas/honours';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { GrowthStatusChip, useChoices } from './cells';
import { detailsPath } from './paths';
import { DateField } from '../shared/dates';

type Form = { title: string; level: string; issuer: string; job: string; jobKind: string; startDate: string; endDate: string; remarks: string };
const EMPTY: Form = { title: '', level: '', issuer: '', job: '', jobKind: '', startDate: '', endDate: '', remarks: '' };

function DeclareDialog({ kind, open, onClose, onSaved }: { kind: GrowthKindName; open: boolean; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [form, setForm] = useState<Form>(EMPTY);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const honour = kind === 'honour';
  const choices = useChoices(honour ? 'level' : 'jobKind', honour ? HONOUR_LEVELS : JOB_KINDS);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const f = (k: keyof Form) => `honours.fields.${k === 'title' && !honour ? 'employer' : k === 'startDate' && honour ? 'date' : k}`;
  const submit = async () => {
    setError(null);
    const data = {
      kind, title: form.title.trim(), startDate: form.startDate, remarks: form.remarks.trim(), fileIds: files.map((x) => x.id),
      ...(honour ? { level: form.level, issuer: form.issuer.trim() } : { jobKind: form.jobKind, job: form.job.trim(), endDate: form.endDate }),
    };
    try {
      await create('myGrowthRecords', { data, meta: { silent: true } }, { returnPromise: true });
      notify('honours.my.saved', { type: 'success' });
      setForm(EMPTY);
      setFiles([]);
      onSaved();
    } catch (e) {
      setError(serverError(e).text || translate('honours.my.failed'));
    }
  };
  const ready = form.title.trim() && form.startDate && (honour ? form.level : form.jobKind);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(honour ? 'honours.my.declare_honour' : 'honours.my.declare_employment')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={translate(f('title'))} value={form.title} onChange={set('title')} required fullWidth slotProps={{ htmlInput: { 'data-testid': 'growth-title' } }} />
          <TextField select label={translate(honour ? 'honours.fields.level' : 'honours.fields.jobKind')} value={honour ? form.level : form.jobKind} onChange={set(honour ? 'level' : 'jobKind')} required fullWidth
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'growth-level' } as object } }}>
            {choices.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
          </TextField>
          {honour
            ? <TextField label={translate('honours.fields.issuer')} value={form.issuer} onChange={set('issuer')} fullWidth />
            : <TextField label={translate('honours.fields.job')} value={form.job} onChange={set('job')} fullWidth />}
          <Stack direction="row" spacing={1}>
            <DateField label={translate(f('startDate'))} value={form.startDate} onChange={(v) => setForm({ ...form, startDate: v })} required fullWidth />
            {honour ? null : <DateField label={translate('honours.fields.endDate')} value={form.endDate} min={form.startDate || undefined} onChange={(v) => setForm({ ...form, endDate: v })} fullWidth />}
          </Stack>
          <TextField label={translate('honours.fields.remarks')} value={form.remarks} onChange={set('remarks')} multiline minRows={2} fullWidth />
          <AttachmentsField value={files} onChange={(v) => setFiles(v.slice(0, 3))} label={translate('honours.fields.files')} />
          {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('honours.my.cancel')}</Button>
        <Button variant="contained" disabled={isPending || !ready} onClick={() => void submit()} data-testid="growth-submit">{translate('honours.my.submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function MyList({ kind }: { kind: GrowthKindName }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data, isPending, refetch } = useGetList<GrowthRow>('myGrowthRecords', { filter: { kind }, pagination: { page: 1, perPage: 100 } });
  const honour = kind === 'honour';
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate(honour ? 'honours.title.my_honours' : 'honours.title.my_employment')}</Typography>
        <Button variant="contained" size="small" onClick={() => setOpen(true)} data-testid="growth-declare">{translate('honours.my.declare')}</Button>
      </Stack>
      {isPending ? <Skeleton variant="rounded" height={200} /> : !data?.length ? <EmptyState message={honour ? 'honours.my.empty_honours' : 'honours.my.empty_employment'} /> : (
        <Stack spacing={1}>
          {data.map((r) => (
            <Card key={r.id} variant="outlined">
              <CardActionArea onClick={() => navigate(detailsPath(kind, r.id))}>
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.title}</Typography>
                    <GrowthStatusChip status={r.status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {honour ? [translate(`honours.level.${r.level}`), r.issuer].filter(Boolean).join(' · ') : [translate(`honours.jobKind.${r.jobKind}`), r.job].filter(Boolean).join(' · ')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">{r.endDate ? `${r.startDate} ～ ${r.endDate}` : r.startDate}</Typography>
                  {r.status === 3 && r.opinion ? <Typography variant="body2" color="error.main">{translate('honours.my.rejected', { opinion: r.opinion })}</Typography> : null}
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      <DeclareDialog kind={kind} open={open} onClose={() => setOpen(false)} onSaved={() => { setOpen(false); void refetch(); }} />
    </Box>
  );
}
