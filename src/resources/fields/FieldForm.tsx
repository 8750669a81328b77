/**
 * 新增阵地 (/system/field/add; with ?id= 编辑阵地; issue 21, spec §2 /system/field/add): a field's
 * name, kind, location or account, college (none: the whole school), capacity a day, rules, photos
 * (the shared image uploads, at most 9) and on/off. Saving returns to the field's details; a name
 * already used is refused naming the field. Data: getOne / create / update('publicityFields'),
 * uploadImage, getStructureOptions (colleges).
 */
import { useEffect, useState } from 'react';
import { Box, Button, FormControlLabel, Grid, IconButton, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_KINDS, FIELD_LIMITS as L, FIELD_MODULES, fieldShowPath, type FieldDetail, type FieldFile } from '../../../common/fields';
import type { FieldDataProvider } from '../../dataProvider/fields';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { serverError } from '../shared/serverError';

const BLANK = { name: '', kind: 1, location: '', collegeId: '' as number | '', capacity: '1', rules: '', enabled: true, photos: [] as FieldFile[] };
type FormState = typeof BLANK;

export default function FieldForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const dataProvider = useDataProvider<FieldDataProvider & OrganizationDataProvider>();
  const colleges = useQuery({ queryKey: ['fields', 'colleges'], queryFn: () => dataProvider.getStructureOptions({ kind: 'college' }) });
  const existing = useQuery({ queryKey: ['publicityFields', id], enabled: !!id, queryFn: async () => (await dataProvider.getOne<FieldDetail & { id: number }>('publicityFields', { id: id! })).data });
  const [form, setForm] = useState<FormState>(BLANK);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const fail = (e: unknown) => notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' });

  useEffect(() => {
    const f = existing.data;
    if (f) setForm({ name: f.name, kind: f.kind, location: f.location, collegeId: f.collegeId ?? '', capacity: String(f.capacity), rules: f.rules, enabled: f.enabled, photos: f.photos });
  }, [existing.data]);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      const added: FieldFile[] = [];
      for (const file of [...files].slice(0, L.photos - form.photos.length)) {
        const up = await dataProvider.uploadImage(file);
        added.push({ id: up.id, name: up.name || file.name, url: up.url });
      }
      set({ photos: [...form.photos, ...added] });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    const data = {
      name: form.name.trim(), kind: form.kind, location: form.location.trim(), collegeId: form.collegeId === '' ? '' : form.collegeId, capacity: Number(form.capacity),
      rules: form.rules.trim(), photoIds: form.photos.map((p) => p.id), enabled: form.enabled,
    };
    try {
      const saved = id
        ? await dataProvider.update('publicityFields', { id, data: { ...data, id }, previousData: { id } })
        : await dataProvider.create('publicityFields', { data });
      notify('fields.done.saved', { type: 'success' });
      navigate(fieldShowPath(Number(saved.data.id ?? id)));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={id ? 'fields.title.edit' : 'fields.title.add'} />
      <Paper variant="outlined" sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Typography component="h1" variant="h6" sx={{ mb: 2 }}>{translate(id ? 'fields.title.edit' : 'fields.title.add')}</Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField size="small" fullWidth required label={translate('resources.publicityFields.fields.name')} value={form.name} onChange={(e) => set({ name: e.target.value })} slotProps={{ htmlInput: { maxLength: L.name } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField size="small" fullWidth select required label={translate('resources.publicityFields.fields.kind')} value={form.kind} onChange={(e) => set({ kind: Number(e.target.value) })}>
              {FIELD_KINDS.map((k) => <MenuItem key={k} value={k}>{translate(`fields.kind.${k}`)}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField size="small" fullWidth label={translate('resources.publicityFields.fields.location')} value={form.location} onChange={(e) => set({ location: e.target.value })} slotProps={{ htmlInput: { maxLength: L.location } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField size="small" fullWidth select label={translate('resources.publicityFields.fields.collegeId')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={form.collegeId} onChange={(e) => set({ collegeId: e.target.value === '' ? '' : Number(e.target.value) })}>
              <MenuItem value="">{translate('fields.schoolWide')}</MenuItem>
              {(colleges.data ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <TextField size="small" fullWidth required type="number" label={translate('resources.publicityFields.fields.capacity')} helperText={translate('fields.capacityHint')} value={form.capacity} onChange={(e) => set({ capacity: e.target.value })} slotProps={{ htmlInput: { min: 1, max: L.capacityMax } }} />
          </Grid>
          <Grid size={12}>
            <TextField size="small" fullWidth multiline minRows={3} label={translate('resources.publicityFields.fields.rules')} value={form.rules} onChange={(e) => set({ rules: e.target.value })} slotProps={{ htmlInput: { maxLength: L.rules } }} />
          </Grid>
          <Grid size={12}>
            <Typography variant="body2" sx={{ mb: 1 }}>{translate('resources.publicityFields.fields.photos')}</Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
              {form.photos.map((p) => (
                <Box key={p.id} sx={{ position: 'relative' }}>
                  <Box component="img" src={p.url} alt={p.name} sx={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                  <IconButton size="small" aria-label={translate('fields.action.removeFile')} onClick={() => set({ photos: form.photos.filter((x) => x.id !== p.id) })} sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'rgba(255,255,255,.8)' }}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
              {form.photos.length < L.photos ? (
                <Button variant="outlined" component="label" disabled={busy}>
                  {translate('fields.action.upload')}
                  <input hidden multiple type="file" accept="image/png,image/jpeg,image/gif" aria-label={translate('resources.publicityFields.fields.photos')} onChange={(e) => void upload(e.target.files)} />
                </Button>
              ) : null}
              <Typography variant="caption" color="text.secondary">{translate('fields.photosHint')}</Typography>
            </Stack>
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />} label={translate('resources.publicityFields.fields.enabled')} />
              <Box sx={{ flex: 1 }} />
              <Button onClick={() => navigate(id ? fieldShowPath(id) : FIELD_MODULES.list)}>{translate('fields.action.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={busy || !form.name.trim()}>{translate('fields.action.save')}</Button>
            </Stack>
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
