/**
 * 轮播图 (/system/banner; issue 21, spec §2 "/system … banner"): our reading — the school's banners
 * for the student home. A form (title, link to a page of the app, order, a window of days, on/off,
 * and the image: gif/jpeg/png up to 3 MB through the shared uploads) adds or edits one; the cards
 * show each banner with its state (展示中 / 未开始 / 已过期 / 已停用), a switch, 编辑 and 删除 (asked
 * first); 学生首页预览 shows the carousel as a student sees it today, at phone width. Data:
 * dataProvider getSchoolBanners / saveSchoolBanner / deleteSchoolBanner / uploadImage.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Chip, FormControlLabel, Grid, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { BANNER_LIMITS as L, type SchoolBannerRow } from '../../../common/banners';
import type { BannerDataProvider, SchoolBannerInput } from '../../dataProvider/banners';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { BannerCarousel } from './BannerCarousel';
import { DateField } from '../shared/dates';

const BLANK = { id: undefined as number | undefined, title: '', link: '', sort: '0', startDay: '', endDay: '', enabled: true, fileId: 0, url: '' };
type FormState = typeof BLANK;

/** The state a banner shows in: on the home now, waiting for its window, past it, or switched off. */
function stateOf(b: SchoolBannerRow, today: string): 'active' | 'pending' | 'expired' | 'off' {
  if (!b.enabled) return 'off';
  if (b.active) return 'active';
  return b.startDay && b.startDay > today ? 'pending' : 'expired';
}
const STATE_COLOR = { active: 'success', pending: 'info', expired: 'default', off: 'default' } as const;

export default function BannerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BannerDataProvider>();
  const query = useQuery({ queryKey: ['schoolBanners'], queryFn: () => dataProvider.getSchoolBanners() });
  const [form, setForm] = useState<FormState>(BLANK);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<SchoolBannerRow | null>(null);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));
  const fail = (e: unknown) => notify(serverError(e).text || 'ra.notification.http_error', { type: 'error' });
  const rows = query.data ?? [];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const image = await dataProvider.uploadImage(file);
      set({ fileId: image.id, url: image.url, title: form.title || file.name.replace(/\.[^.]+$/, '').slice(0, L.title) });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const input = (b: FormState | SchoolBannerRow): SchoolBannerInput => ({
    id: b.id, title: b.title.trim(), fileId: b.fileId, link: b.link.trim(), sort: Number(b.sort) || 0, startDay: b.startDay ?? '', endDay: b.endDay ?? '', enabled: b.enabled,
  });
  const save = async () => {
    setBusy(true);
    try {
      await dataProvider.saveSchoolBanner(input(form));
      notify(form.id ? 'banners.updated' : 'banners.added', { type: 'success' });
      setForm(BLANK);
      await query.refetch();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const toggle = (b: SchoolBannerRow) => dataProvider.saveSchoolBanner(input({ ...b, enabled: !b.enabled })).then(() => query.refetch(), fail);
  const edit = (b: SchoolBannerRow) => {
    setForm({ id: b.id, title: b.title, link: b.link, sort: String(b.sort), startDay: b.startDay ?? '', endDay: b.endDay ?? '', enabled: b.enabled, fileId: b.fileId, url: b.url });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Box sx={{ mt: 1 }}>
      <Title title="banners.title" />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, width: '100%' }} component="form" onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>{translate(form.id ? 'banners.editTitle' : 'banners.addTitle')}</Typography>
          <Grid container spacing={1.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField size="small" fullWidth required label={translate('banners.fields.title')} value={form.title} onChange={(e) => set({ title: e.target.value })} slotProps={{ htmlInput: { maxLength: L.title } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField size="small" fullWidth label={translate('banners.fields.link')} placeholder="/student/activity" helperText={translate('banners.linkHelp')} value={form.link} onChange={(e) => set({ link: e.target.value })} slotProps={{ htmlInput: { maxLength: L.link } }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField size="small" fullWidth type="number" label={translate('banners.fields.sort')} value={form.sort} onChange={(e) => set({ sort: e.target.value })} slotProps={{ htmlInput: { min: 0, max: L.sortMax } }} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <DateField fullWidth label={translate('banners.fields.startDay')} value={form.startDay} onChange={(v) => set({ startDay: v })} />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <DateField fullWidth label={translate('banners.fields.endDay')} value={form.endDay} min={form.startDay || undefined} onChange={(v) => set({ endDay: v })} />
            </Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                {form.url ? <Box component="img" src={form.url} alt={form.title} sx={{ width: 150, aspectRatio: '2.5 / 1', objectFit: 'cover', borderRadius: 1 }} /> : null}
                <Button variant="outlined" component="label" disabled={busy}>
                  {translate(form.url ? 'banners.changeImage' : 'banners.chooseImage')}
                  <input hidden type="file" accept="image/png,image/jpeg,image/gif" aria-label={translate('banners.fields.image')} onChange={(e) => void upload(e.target.files?.[0])} />
                </Button>
                <Typography variant="caption" color="text.secondary">{translate('banners.imageRule')}</Typography>
              </Stack>
            </Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />} label={translate('banners.fields.enabled')} />
                <Box sx={{ flex: 1 }} />
                {form.id ? <Button onClick={() => setForm(BLANK)}>{translate('banners.cancelEdit')}</Button> : null}
                <Button type="submit" variant="contained" disabled={busy || !form.fileId || !form.title.trim()}>{translate('banners.save')}</Button>
              </Stack>
            </Grid>
          </Grid>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', lg: 375 }, flexShrink: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>{translate('banners.preview')}</Typography>
          {rows.some((b) => b.active) ? <BannerCarousel banners={rows.filter((b) => b.active)} /> : <Typography variant="body2" color="text.secondary">{translate('banners.previewEmpty')}</Typography>}
        </Paper>
      </Stack>
      {query.isPending ? null : rows.length === 0 ? <EmptyState message="banners.empty" /> : null}
      <Grid container spacing={2}>
        {rows.map((b) => {
          const state = stateOf(b, today);
          return (
            <Grid key={b.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" data-testid="banner-card">
                <CardMedia component="img" image={b.url} alt={b.title} sx={{ aspectRatio: '2.5 / 1', objectFit: 'cover' }} />
                <CardContent sx={{ pb: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="subtitle2" noWrap>{b.title}</Typography>
                    <Chip size="small" color={STATE_COLOR[state]} label={translate(`banners.state.${state}`)} />
                  </Stack>
                  <Typography variant="caption" color="text.secondary" component="div" noWrap>
                    {translate('banners.order', { sort: b.sort })} · {b.startDay || b.endDay ? `${b.startDay ?? translate('banners.open')} ~ ${b.endDay ?? translate('banners.open')}` : translate('banners.always')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div" noWrap>{b.link || translate('banners.noLink')}</Typography>
                </CardContent>
                <CardActions sx={{ justifyContent: 'space-between' }}>
                  <Switch size="small" checked={b.enabled} onChange={() => void toggle(b)} slotProps={{ input: { 'aria-label': translate('banners.fields.enabled') } }} />
                  <Box>
                    <Button size="small" onClick={() => edit(b)}>{translate('banners.edit')}</Button>
                    <Button size="small" color="error" onClick={() => setDeleting(b)}>{translate('banners.delete')}</Button>
                  </Box>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      <ConfirmActionDialog open={deleting !== null} message="banners.confirmDelete" messageArgs={{ name: deleting?.title ?? '' }} confirmLabel="banners.delete" danger
        onClose={() => setDeleting(null)} onConfirm={async () => { await dataProvider.deleteSchoolBanner(deleting!.id).catch(fail); if (form.id === deleting?.id) setForm(BLANK); void query.refetch(); }} />
    </Box>
  );
}
