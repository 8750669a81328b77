/**
 * 新增 / 编辑处分 (/communist/punishment/edit, ?id= to edit; issue 21; spec §2): the student by
 * number (new records only), level, date, document number, reason and evidence (uploads through
 * /upload/file). The page says what the level does to integrity and the blacklist before saving.
 * Data: getPunishment → GET /punishment/detail; addPunishment / editPunishment → POST /punishment/add|edit.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { UploadedFile } from '../../../common/activities';
import { BLACKLISTING_LEVELS, PUNISHMENT_DEDUCTIONS, PUNISHMENT_LEVELS, PUNISHMENT_PATHS } from '../../../common/punishments';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { AttachmentsField } from '../activities/launch/MediaFields';
import { serverError } from '../shared/serverError';
import { detailPath } from './cells';
import { DateField } from '../shared/dates';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export default function PunishmentEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const query = useQuery({ queryKey: ['punishments', 'one', id], queryFn: () => dataProvider.getPunishment(id), enabled: id > 0 });
  const [form, setForm] = useState({ studentCode: '', level: 1, punishedOn: today(), documentNo: '', reason: '' });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = query.data;
  useEffect(() => {
    if (!d) return;
    setForm({ studentCode: d.code, level: d.level, punishedOn: d.punishedOn, documentNo: d.documentNo, reason: d.reason });
    setFiles(d.files.map((f) => ({ ...f, type: 1, size: 0 })));
  }, [d]);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: k === 'level' ? Number(e.target.value) : e.target.value });
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = { level: form.level, punishedOn: form.punishedOn, documentNo: form.documentNo.trim(), reason: form.reason.trim(), fileIds: files.map((f) => f.id) };
      const saved = id ? await dataProvider.editPunishment({ id, ...body }) : await dataProvider.addPunishment({ studentCode: form.studentCode.trim(), ...body });
      notify('punishments.done.saved', { type: 'success' });
      navigate(detailPath(saved.id));
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  if (id && query.isError) return <Alert severity="error" sx={{ m: 2 }}>{serverError(query.error).text}</Alert>;
  if (id && !d) return <Skeleton variant="rounded" height={360} sx={{ m: 2 }} />;
  if (d && d.status !== 1) return <Alert severity="info" sx={{ m: 2 }}>{translate('punishments.edit.cancelled')}</Alert>;
  const severe = BLACKLISTING_LEVELS.includes(form.level);
  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Title title={id ? 'punishments.title.edit' : 'punishments.title.create'} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate(id ? 'punishments.title.edit' : 'punishments.title.create')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {id ? (
              <Typography>{translate('punishments.edit.student', { name: d?.name ?? '', code: d?.code ?? '', college: d?.collegeName ?? '' })}</Typography>
            ) : (
              <TextField label={translate('punishments.fields.studentCode')} value={form.studentCode} onChange={set('studentCode')} required fullWidth size="small" />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={translate('punishments.fields.level')} value={form.level} onChange={set('level')} required fullWidth size="small">
                {PUNISHMENT_LEVELS.map((l) => <MenuItem key={l} value={l}>{translate(`punishments.level.${l}`)}</MenuItem>)}
              </TextField>
              <DateField label={translate('punishments.fields.punishedOn')} value={form.punishedOn} onChange={(v) => setForm({ ...form, punishedOn: v })} required fullWidth />
            </Stack>
            <TextField label={translate('punishments.fields.documentNo')} placeholder={translate('punishments.edit.document_placeholder')} value={form.documentNo} onChange={set('documentNo')} required fullWidth size="small" slotProps={{ htmlInput: { maxLength: 50 } }} />
            <TextField label={translate('punishments.fields.reason')} value={form.reason} onChange={set('reason')} required fullWidth multiline minRows={3} slotProps={{ htmlInput: { maxLength: 500 } }} />
            <AttachmentsField value={files} onChange={setFiles} label={translate('punishments.fields.evidence')} />
            <Alert severity={severe ? 'warning' : 'info'}>
              {translate('punishments.edit.effect', { points: PUNISHMENT_DEDUCTIONS[form.level] })}
              {severe ? translate('punishments.edit.blacklists') : ''}
            </Alert>
            {error ? <Alert severity="error" role="alert">{error}</Alert> : null}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(id ? detailPath(id) : PUNISHMENT_PATHS.list)} disabled={busy}>{translate('ra.action.cancel')}</Button>
              <Button variant="contained" onClick={() => void save()} disabled={busy}>{translate('punishments.action.save')}</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
