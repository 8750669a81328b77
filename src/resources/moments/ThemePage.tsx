/**
 * 动态话题 (/communist/moments/theme; issue 21 moments): the themes posts are filed under. A form
 * (name ≤ 20, unique; description; order; on/off; a cover image through the shared uploads) adds or
 * edits one; the table lists them in display order with their published posts, a switch, 编辑 and
 * 删除 (asked first; refused while posts use the theme — switch it off instead).
 * Data: getMomentThemes, saveMomentTheme, deleteMomentTheme, uploadImage.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, FormControlLabel, Grid, Paper, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MOMENT_LIMITS as L, type MomentTheme } from '../../../common/moments';
import type { MomentsDataProvider, MomentThemeInput } from '../../dataProvider/moments';
import { EmptyState } from '../shared/EmptyState';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { useFail } from './parts';

const BLANK = { id: undefined as number | undefined, name: '', description: '', sort: '0', enabled: true, coverFileId: undefined as number | undefined, coverUrl: '' };
type FormState = typeof BLANK;

export default function ThemePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const fail = useFail();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const query = useQuery({ queryKey: ['momentThemes'], queryFn: () => dataProvider.getMomentThemes() });
  const [form, setForm] = useState<FormState>(BLANK);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<MomentTheme | null>(null);
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const rows = query.data ?? [];
  const input = (t: FormState | MomentTheme): MomentThemeInput => ({
    id: t.id, name: t.name.trim(), description: t.description.trim(), sort: Number(t.sort) || 0, enabled: t.enabled, coverFileId: t.coverFileId ?? undefined,
  });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const image = await dataProvider.uploadImage(file);
      set({ coverFileId: image.id, coverUrl: image.url });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.saveMomentTheme(input(form));
      notify(form.id ? 'moments.theme.updated' : 'moments.theme.added', { type: 'success' });
      setForm(BLANK);
      await query.refetch();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (t: MomentTheme) => dataProvider.saveMomentTheme(input({ ...t, enabled: !t.enabled })).then(() => query.refetch(), fail);
  const edit = (t: MomentTheme) => setForm({ id: t.id, name: t.name, description: t.description, sort: String(t.sort), enabled: t.enabled, coverFileId: t.coverFileId ?? undefined, coverUrl: t.coverUrl ?? '' });

  return (
    <Box sx={{ pt: 1 }}>
      <Title title="moments.title.theme" />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>{translate(form.id ? 'moments.theme.editTitle' : 'moments.theme.addTitle')}</Typography>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField size="small" fullWidth required label={translate('moments.theme.name')} value={form.name} onChange={(e) => set({ name: e.target.value })} slotProps={{ htmlInput: { maxLength: L.themeName } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField size="small" fullWidth label={translate('moments.theme.description')} value={form.description} onChange={(e) => set({ description: e.target.value })} slotProps={{ htmlInput: { maxLength: L.themeDescription } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 2 }}>
            <TextField size="small" fullWidth type="number" label={translate('moments.theme.sort')} value={form.sort} onChange={(e) => set({ sort: e.target.value })} slotProps={{ htmlInput: { min: 0, max: L.sortMax } }} />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {form.coverUrl ? <Box component="img" src={form.coverUrl} alt={form.name} sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }} /> : null}
              <Button variant="outlined" component="label" disabled={busy}>
                {translate(form.coverUrl ? 'moments.theme.changeCover' : 'moments.theme.chooseCover')}
                <input hidden type="file" accept="image/png,image/jpeg,image/gif" aria-label={translate('moments.theme.cover')} onChange={(e) => void upload(e.target.files?.[0])} />
              </Button>
              <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />} label={translate('moments.theme.enabled')} />
              <Box sx={{ flex: 1 }} />
              {form.id ? <Button onClick={() => setForm(BLANK)}>{translate('moments.theme.cancelEdit')}</Button> : null}
              <Button type="submit" variant="contained" disabled={busy || !form.name.trim()}>{translate('moments.theme.save')}</Button>
            </Stack>
          </Grid>
        </Grid>
      </Paper>
      {query.isPending ? null : rows.length === 0 ? <EmptyState message="moments.theme.empty" /> : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('moments.title.theme')}>
            <TableHead>
              <TableRow>
                {['cover', 'name', 'description', 'sort', 'posts', 'enabled', 'actions'].map((k) => <TableCell key={k}>{translate(`moments.theme.${k}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((t) => (
                <TableRow key={t.id} data-testid="theme-row">
                  <TableCell>{t.coverUrl ? <Box component="img" src={t.coverUrl} alt={t.name} sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} /> : '-'}</TableCell>
                  <TableCell>{t.name}</TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>{t.description || '-'}</TableCell>
                  <TableCell>{t.sort}</TableCell>
                  <TableCell>{t.postCount}</TableCell>
                  <TableCell><Switch size="small" checked={t.enabled} onChange={() => void toggle(t)} slotProps={{ input: { 'aria-label': translate('moments.theme.enabled') } }} /></TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => edit(t)}>{translate('moments.theme.edit')}</Button>
                    <Button size="small" color="error" onClick={() => setDeleting(t)}>{translate('moments.delete')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmActionDialog open={deleting !== null} message="moments.theme.confirmDelete" messageArgs={{ name: deleting?.name ?? '' }} confirmLabel="moments.delete" danger
        onClose={() => setDeleting(null)} onConfirm={() => dataProvider.deleteMomentTheme(deleting!.id).then(() => query.refetch(), fail)} />
    </Box>
  );
}
