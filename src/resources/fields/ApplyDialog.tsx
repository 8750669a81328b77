/**
 * 申请使用 (the apply form of /system/field/apply; issue 21): the organisation (those the caller
 * leads or manages), the field (enabled, of the school or the organisation's college), the days
 * (both included), purpose, content and up to 9 attachments (§5, the shared uploads). A full period
 * or a closed field is refused by the server with its reason. Data: getFieldApplyOptions,
 * applyField, uploadFile.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FIELD_LIMITS as L, type FieldFile } from '../../../common/fields';
import { chinaDay } from '../../../common/time';
import type { FieldDataProvider } from '../../dataProvider/fields';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { DateField } from '../shared/dates';

const today = () => chinaDay(new Date());
const blank = (fieldId: number | '') => ({ organizationId: '' as number | '', fieldId, startDate: today(), endDate: today(), purpose: '', content: '', files: [] as FieldFile[] });

export function ApplyDialog({ open, fieldId, onClose, onApplied }: { open: boolean; fieldId?: number; onClose: () => void; onApplied: (id: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<FieldDataProvider>();
  const options = useQuery({ queryKey: ['fields', 'applyOptions'], enabled: open, queryFn: () => dataProvider.getFieldApplyOptions() });
  const [form, setForm] = useState(blank(fieldId ?? ''));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const fail = (e: unknown) => notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' });
  const orgs = options.data?.organizations ?? [];
  useEffect(() => {
    if (open) setForm((f) => ({ ...blank(fieldId ?? f.fieldId), organizationId: orgs.length === 1 ? orgs[0].id : '' }));
  }, [open, fieldId, orgs.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const attach = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      const added: FieldFile[] = [];
      for (const file of [...files].slice(0, L.files - form.files.length)) {
        const up = await dataProvider.uploadFile(file);
        added.push({ id: up.id, name: up.name || file.name, url: up.url });
      }
      set({ files: [...form.files, ...added] });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    setBusy(true);
    try {
      const { id } = await dataProvider.applyField({
        fieldId: Number(form.fieldId), organizationId: Number(form.organizationId), startDate: form.startDate, endDate: form.endDate,
        purpose: form.purpose.trim(), content: form.content.trim(), fileIds: form.files.map((f) => f.id),
      });
      notify('fields.done.applied', { type: 'success' });
      onApplied(id);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const ready = form.organizationId !== '' && form.fieldId !== '' && form.purpose.trim() && form.startDate && form.endDate;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('fields.action.apply')}</DialogTitle>
      <DialogContent>
        {options.isSuccess && !orgs.length ? <EmptyState message="fields.empty.options" /> : (
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField size="small" fullWidth select required label={translate('resources.fieldApplications.fields.organizationId')} value={form.organizationId} onChange={(e) => set({ organizationId: Number(e.target.value) })}>
                {orgs.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField size="small" fullWidth select required label={translate('resources.fieldApplications.fields.fieldId')} value={form.fieldId} onChange={(e) => set({ fieldId: Number(e.target.value) })}>
                {(options.data?.fields ?? []).map((f) => <MenuItem key={f.id} value={f.id}>{f.name}({f.kindName})</MenuItem>)}
              </TextField>
            </Grid>
            <Grid size={6}>
              <DateField fullWidth required label={translate('resources.fieldApplications.fields.startDate')} value={form.startDate} min={today()} onChange={(v) => set({ startDate: v })} />
            </Grid>
            <Grid size={6}>
              <DateField fullWidth required label={translate('resources.fieldApplications.fields.endDate')} value={form.endDate} min={form.startDate || today()} onChange={(v) => set({ endDate: v })} />
            </Grid>
            <Grid size={12}>
              <TextField size="small" fullWidth required label={translate('resources.fieldApplications.fields.purpose')} value={form.purpose} onChange={(e) => set({ purpose: e.target.value })} slotProps={{ htmlInput: { maxLength: L.purpose } }} />
            </Grid>
            <Grid size={12}>
              <TextField size="small" fullWidth multiline minRows={3} label={translate('resources.fieldApplications.fields.content')} value={form.content} onChange={(e) => set({ content: e.target.value })} slotProps={{ htmlInput: { maxLength: L.content } }} />
            </Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                {form.files.length < L.files ? (
                  <Button variant="outlined" size="small" component="label" disabled={busy}>
                    {translate('fields.action.attach')}
                    <input hidden multiple type="file" aria-label={translate('fields.action.attach')} onChange={(e) => void attach(e.target.files)} />
                  </Button>
                ) : null}
                <Typography variant="caption" color="text.secondary">{translate('fields.filesHint')}</Typography>
              </Stack>
              {form.files.map((f) => (
                <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>{f.name}</Typography>
                  <Button size="small" color="error" onClick={() => set({ files: form.files.filter((x) => x.id !== f.id) })}>{translate('fields.action.removeFile')}</Button>
                </Stack>
              ))}
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('fields.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || !ready} onClick={() => void submit()}>{translate('fields.action.submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}
