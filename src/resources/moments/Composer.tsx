/**
 * 发布动态 (issue 21 moments): the text (≤ 1000 characters, its count), a theme, up to nine images
 * (gif/jpeg/png up to 3 MB each through the shared uploads, removable before sending) and, for
 * staff, the organisation posted for. Sent posts wait for review; `onPosted` refreshes the lists.
 */
import { useState } from 'react';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MOMENT_LIMITS as L, type MomentImage, type MomentOptions } from '../../../common/moments';
import type { MomentsDataProvider } from '../../dataProvider/moments';
import { useFail } from './parts';

export function Composer({ options, staff, onPosted }: { options: MomentOptions | undefined; staff: boolean; onPosted: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fail = useFail();
  const dataProvider = useDataProvider<MomentsDataProvider>();
  const [content, setContent] = useState('');
  const [themeId, setThemeId] = useState<number | ''>('');
  const [organizationId, setOrganizationId] = useState<number | ''>('');
  const [images, setImages] = useState<MomentImage[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files).slice(0, L.images - images.length)) {
        const up = await dataProvider.uploadImage(file);
        setImages((list) => [...list, { id: up.id, url: up.url }]);
      }
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      await dataProvider.addMoment({ content: content.trim(), fileIds: images.map((i) => i.id), themeId: themeId || undefined, organizationId: organizationId || undefined });
      notify('moments.posted', { type: 'success' });
      setContent('');
      setImages([]);
      setThemeId('');
      onPosted();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const noOrganisation = staff && options !== undefined && options.organizations.length === 0;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="form" onSubmit={(e) => { e.preventDefault(); void send(); }} aria-label={translate('moments.compose')}>
      <TextField multiline minRows={3} fullWidth placeholder={translate('moments.placeholder')} value={content} onChange={(e) => setContent(e.target.value)}
        slotProps={{ htmlInput: { maxLength: L.content, 'aria-label': translate('moments.fields.content'), 'data-testid': 'moment-content' } }} helperText={`${content.length}/${L.content}`} />
      {images.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 0.75, maxWidth: 420, my: 1 }}>
          {images.map((img, i) => (
            <Box key={img.id} sx={{ position: 'relative', lineHeight: 0 }}>
              <Box component="img" src={img.url} alt={translate('moments.imageAlt', { n: i + 1 })} sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: 1 }} />
              <IconButton size="small" aria-label={translate('moments.removeImage')} onClick={() => setImages((list) => list.filter((x) => x.id !== img.id))}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(0,0,0,.5)', color: '#fff', p: 0.25, '&:hover': { bgcolor: 'rgba(0,0,0,.7)' } }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        {staff ? (
          <TextField select size="small" label={translate('moments.fields.organization')} value={organizationId} onChange={(e) => setOrganizationId(Number(e.target.value) || '')} sx={{ flex: { sm: '0 0 200px' } }}
            helperText={noOrganisation ? translate('moments.noOrganisation') : undefined}>
            {(options?.organizations ?? []).map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
          </TextField>
        ) : null}
        <TextField select size="small" label={translate('moments.fields.theme')} value={themeId} onChange={(e) => setThemeId(Number(e.target.value) || '')} sx={{ flex: { sm: '0 0 160px' } }}>
          <MenuItem value="">{translate('moments.noTheme')}</MenuItem>
          {(options?.themes ?? []).map((th) => <MenuItem key={th.id} value={th.id}>{th.name}</MenuItem>)}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1 }}>
          <Button component="label" variant="outlined" size="small" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={busy || images.length >= L.images} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate('moments.addImages', { n: images.length, max: L.images })}
            <input hidden type="file" data-testid="moment-images" multiple accept="image/png,image/jpeg,image/gif" aria-label={translate('moments.fields.images')} onChange={(e) => { void upload(e.target.files); e.target.value = ''; }} />
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" data-testid="moment-send" sx={{ flexShrink: 0 }} disabled={busy || !content.trim() || (staff && !organizationId)}>{translate('moments.send')}</Button>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>{translate('moments.reviewHint')}</Typography>
    </Paper>
  );
}
