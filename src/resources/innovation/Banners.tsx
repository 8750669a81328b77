/**
 * 轮播图 (/innovate/banner; issue 20, spec §2): the innovation banners — an uploaded image (POST
 * /upload/image, the shared uploads), a title, a link, display order and on/off — added, switched
 * and deleted after confirmation. Data: GET /innovation/banner/list, POST /innovation/banner/save|delete.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Grid, Stack, Switch, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BannerRow } from '../../../common/innovation';
import type { InnovationDataProvider } from '../../dataProvider/innovation';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';

type Provider = InnovationDataProvider & { uploadImage: (file: Blob) => Promise<{ id: number; url: string }> };

export default function BannerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<Provider>();
  const query = useQuery({ queryKey: ['innovation', 'banners'], queryFn: () => dataProvider.getInnovationBanners() });
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [deleting, setDeleting] = useState<BannerRow | null>(null);
  const fail = (e: unknown) => notify(serverError(e).text, { type: 'error' });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await dataProvider.uploadImage(file);
      await dataProvider.saveInnovationBanner({ title: title.trim() || file.name, fileId: image.id, link: link.trim(), sort: (query.data?.length ?? 0) + 1, enabled: true });
      setTitle('');
      setLink('');
      void query.refetch();
    } catch (e) {
      fail(e);
    }
  };
  const toggle = (b: BannerRow) => dataProvider.saveInnovationBanner({ ...b, enabled: !b.enabled }).then(() => query.refetch(), fail);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate('innovation.title.banner')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField size="small" label={translate('innovation.fields.title')} value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField size="small" label={translate('innovation.fields.link')} value={link} onChange={(e) => setLink(e.target.value)} />
        <Button variant="contained" component="label">
          {translate('innovation.action.uploadBanner')}
          <input hidden type="file" accept="image/png,image/jpeg,image/gif" onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
      </Stack>
      {query.data && query.data.length === 0 ? <EmptyState /> : null}
      <Grid container spacing={2}>
        {(query.data ?? []).map((b) => (
          <Grid key={b.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardMedia component="img" height="140" image={b.url} alt={b.title} />
              <CardContent sx={{ pb: 0 }}>
                <Typography variant="subtitle2">{b.title}</Typography>
                <Typography variant="caption" color="text.secondary">{b.link || '-'}</Typography>
              </CardContent>
              <CardActions sx={{ justifyContent: 'space-between' }}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Switch size="small" checked={b.enabled} onChange={() => void toggle(b)} slotProps={{ input: { 'aria-label': translate('innovation.fields.enabled') } }} />
                  <Typography variant="caption">{translate(b.enabled ? 'innovation.banner.on' : 'innovation.banner.off')}</Typography>
                </Stack>
                <Button size="small" color="error" onClick={() => setDeleting(b)}>{translate('innovation.action.delete')}</Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <ConfirmActionDialog open={deleting !== null} message="innovation.confirm.delete" messageArgs={{ name: deleting?.title ?? '' }} confirmLabel="innovation.action.delete" danger
        onClose={() => setDeleting(null)} onConfirm={async () => { await dataProvider.deleteInnovationBanner(deleting!.id); void query.refetch(); }} />
    </Box>
  );
}
