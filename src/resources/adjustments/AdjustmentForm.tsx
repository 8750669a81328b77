/**
 * 增加学时 (/communist/plus) and 减少学时 (/communist/sub), issue 21; spec §2: hours for one or many
 * students by number (one per line, or separated by commas), category, term, hours per student,
 * reason and evidence. The request goes to review by the school's administrators (加减学时审核);
 * nothing reaches the ledger before approval. Data: getAdjustmentOptions, addAdjustment → POST /adjustment/add.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { UploadedFile } from '../../../common/activities';
import { ADJUSTMENT_PATHS } from '../../../common/adjustments';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { serverError } from '../shared/serverError';

const EMPTY = { studentCodes: '', classifyId: '', termId: '', hours: '', reason: '' };

export default function AdjustmentForm({ direction }: { direction: 'plus' | 'sub' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const { data: options } = useQuery({ queryKey: ['adjustments', 'options'], queryFn: () => dataProvider.getAdjustmentOptions() });
  const [form, setForm] = useState(EMPTY);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const current = options?.terms.find((t) => t.current) ?? options?.terms[0];
    if (current) setForm((f) => (f.termId ? f : { ...f, termId: String(current.id) }));
  }, [options]);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const codes = form.studentCodes.split(/[\s,，、;；]+/).filter(Boolean);
  const title = `adjustments.title.${direction}`;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.addAdjustment({ direction, studentCodes: codes, classifyId: form.classifyId, termId: form.termId, hours: form.hours.trim(), reason: form.reason.trim(), fileIds: files.map((f) => f.id) });
      notify('adjustments.done.submitted', { type: 'success' });
      setForm({ ...EMPTY, termId: form.termId });
      setFiles([]);
      navigate(ADJUSTMENT_PATHS.count);
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Title title={title} />
      <Typography variant="h6" component="h1">{translate(title)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`adjustments.form.hint_${direction}`)}</Typography>
      {!options ? <Skeleton variant="rounded" height={360} /> : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <TextField label={translate('adjustments.fields.studentCodes')} placeholder={translate('adjustments.form.codes_placeholder')} value={form.studentCodes}
                onChange={set('studentCodes')} multiline minRows={3} required fullWidth helperText={translate('adjustments.form.codes_count', { count: codes.length })} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField select label={translate('adjustments.fields.classifyName')} value={form.classifyId} onChange={set('classifyId')} required fullWidth size="small">
                  {options.classifies.map((c) => <MenuItem key={c.id} value={String(c.id)}>{c.name}</MenuItem>)}
                </TextField>
                <TextField select label={translate('adjustments.fields.termName')} value={form.termId} onChange={set('termId')} required fullWidth size="small">
                  {options.terms.map((t) => <MenuItem key={t.id} value={String(t.id)}>{t.name}</MenuItem>)}
                </TextField>
              </Stack>
              <TextField label={translate('adjustments.fields.hours_each')} value={form.hours} onChange={set('hours')} required size="small" sx={{ maxWidth: 240 }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <TextField label={translate('adjustments.fields.reason')} value={form.reason} onChange={set('reason')} required fullWidth multiline minRows={3} slotProps={{ htmlInput: { maxLength: 500 } }} />
              <AttachmentsField value={files} onChange={setFiles} label={translate('adjustments.fields.evidence')} />
              {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => navigate(ADJUSTMENT_PATHS.count)} disabled={busy}>{translate('adjustments.action.to_ledger')}</Button>
                <Button variant="contained" color={direction === 'sub' ? 'warning' : 'primary'} onClick={() => void submit()} disabled={busy}>{translate('adjustments.action.submit')}</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
