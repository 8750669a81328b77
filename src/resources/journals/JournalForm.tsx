/**
 * 撰写工作日志 (/communist/journal/add) and 修改工作日志 (/communist/journal/edit?id=, a rejected journal)
 * (issue 21; spec §2, §5 at most 3 attachments): the organisation (one the caller leads or advises),
 * date, title, text (≤ 5000 with a counter) and up to 3 attachments through the existing uploads;
 * 提交审核 sends it to review. Data: GET /journal/options; create/update('workJournals') → POST
 * /journal/add, /journal/edit; getOne('workJournals') → GET /journal/detail.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useCreate, useDataProvider, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UploadedFile } from '../../../common/activities';
import { chinaToday } from '../../../common/terms';
import { JOURNAL_LIMITS, type JournalDetail } from '../../../common/journals';
import type { JournalsDataProvider } from '../../dataProvider/journals';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { serverError } from '../shared/serverError';
import { JOURNAL_PATHS, journalDetailPath } from './paths';
import { DateField } from '../shared/dates';

type Form = { organizationId: string; journalDate: string; title: string; content: string };

export default function JournalForm({ editing = false }: { editing?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<JournalsDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const { data: options, isPending: loadingOptions } = useQuery({ queryKey: ['journal-options'], queryFn: () => dataProvider.getJournalOptions() });
  const { data: old } = useGetOne<JournalDetail & { id: number }>('workJournals', { id }, { enabled: editing && id > 0 });
  const [form, setForm] = useState<Form>({ organizationId: '', journalDate: chinaToday(), title: '', content: '' });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  useEffect(() => {
    if (old?.files) {
      setForm({ organizationId: String(old.organizationId), journalDate: old.journalDate, title: old.title, content: old.content });
      setFiles(old.files.map((f) => ({ ...f, type: 0, size: 0 }) as unknown as UploadedFile));
    }
  }, [old]);
  useEffect(() => {
    if (!editing && options?.length === 1) setForm((f) => (f.organizationId ? f : { ...f, organizationId: String(options[0].id) }));
  }, [editing, options]);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = async () => {
    setError(null);
    const data = { ...form, title: form.title.trim(), content: form.content.trim(), fileIds: files.map((f) => f.id) };
    try {
      const saved = editing
        ? await update('workJournals', { id, data: { ...data, id }, previousData: old, meta: { silent: true } }, { returnPromise: true })
        : await create('workJournals', { data, meta: { silent: true } }, { returnPromise: true });
      notify('journals.form.saved', { type: 'success' });
      navigate(journalDetailPath(editing ? id : (saved as { id: number }).id));
    } catch (e) {
      setError(serverError(e).text || translate('journals.form.failed'));
    }
  };
  if (loadingOptions) return <Box sx={{ p: 2 }}><Skeleton variant="rounded" height={320} /></Box>;
  const ready = form.organizationId && form.journalDate && form.title.trim() && form.content.trim() && form.content.length <= JOURNAL_LIMITS.content;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Title title={editing ? 'journals.title.edit' : 'journals.title.add'} />
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate(editing ? 'journals.title.edit' : 'journals.title.add')}</Typography>
      {!options?.length ? <Alert severity="info">{translate('journals.form.no_org')}</Alert> : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              {old?.opinion && editing ? <Alert severity="warning">{`${translate('journals.fields.opinion')}：${old.opinion}`}</Alert> : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label={translate('journals.fields.organization')} value={form.organizationId} onChange={set('organizationId')} required fullWidth
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'journal-org' } as object } }}>
                  {options.map((o) => <MenuItem key={o.id} value={String(o.id)}>{o.name}</MenuItem>)}
                </TextField>
                <DateField label={translate('journals.fields.journalDate')} value={form.journalDate} onChange={(v) => setForm({ ...form, journalDate: v })} required sx={{ minWidth: 180 }}
                  max={chinaToday()} />
              </Stack>
              <TextField label={translate('journals.fields.title')} value={form.title} onChange={set('title')} required fullWidth slotProps={{ htmlInput: { maxLength: JOURNAL_LIMITS.title, 'data-testid': 'journal-title' } }} />
              <TextField label={translate('journals.fields.content')} value={form.content} onChange={set('content')} required fullWidth multiline minRows={8}
                error={form.content.length > JOURNAL_LIMITS.content} helperText={translate('journals.form.content_count', { n: form.content.length })}
                slotProps={{ htmlInput: { 'data-testid': 'journal-content' } }} />
              <AttachmentsField value={files} onChange={setFiles} label={translate('journals.fields.files')} max={JOURNAL_LIMITS.files} hint={translate('journals.list.files_hint')} />
              {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => navigate(JOURNAL_PATHS.list)}>{translate('journals.form.cancel')}</Button>
                <Button variant="contained" disabled={!ready || creating || updating} onClick={() => void submit()} data-testid="journal-submit">
                  {translate(editing ? 'journals.form.resubmit' : 'journals.form.submit')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
