/**
 * 活动照片 of the completion report (issue 18 item 3): up to 9 images, each checked as the poster is
 * (spec §5 image upload: gif/jpeg/jpg/png under 3 MB, a '/null' URL refused) and uploaded through
 * POST /upload/image; shown as thumbnails, each removable. A refusal shows under the field.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { ATTACHMENT_MAX_FILES, type UploadedFile } from '../../../../common/activities';
import type { FileDataProvider } from '../../../dataProvider/files';
import { serverError } from '../../shared/serverError';
import { ImageUrlError, posterProblem, uploadPoster } from '../launch/uploads';

export function PhotosField({ value, onChange }: { value: UploadedFile[]; onChange: (files: UploadedFile[]) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    setError(undefined);
    let list = value;
    setBusy(true);
    try {
      for (const file of files) {
        if (list.length >= ATTACHMENT_MAX_FILES) return setError(translate('activities.report.photos_max', { max: ATTACHMENT_MAX_FILES }));
        // The poster's rule (spec §5 image upload) applies to every photo.
        const problem = posterProblem(file);
        if (problem) return setError(translate(problem === 'poster_size' ? 'activities.report.photo_size' : `activities.launch.upload.${problem}`));
        list = [...list, await uploadPoster(dataProvider, file)];
        onChange(list);
      }
    } catch (err) {
      setError(err instanceof ImageUrlError ? translate('activities.launch.upload.image_failed') : serverError(err).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('activities.report.photos')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {value.map((f) => (
          <Box key={f.id} sx={{ position: 'relative', width: 96, height: 72, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <Box component="img" src={f.url} alt={f.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            <IconButton
              size="small" aria-label={translate('activities.report.photo_remove', { name: f.name })}
              onClick={() => onChange(value.filter((x) => x.id !== f.id))}
              sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'background.paper' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button
          size="small" variant="outlined" startIcon={busy ? <CircularProgress size={14} /> : <AddPhotoAlternateOutlined />}
          disabled={busy || value.length >= ATTACHMENT_MAX_FILES} onClick={() => input.current?.click()}
        >
          {translate(busy ? 'activities.launch.uploading' : 'activities.report.photos_choose')}
        </Button>
      </Stack>
      <input
        ref={input} type="file" multiple accept=".gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png" style={{ display: 'none' }}
        aria-label={translate('activities.report.photos_choose')} onChange={pick}
      />
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {error ?? `${translate('activities.report.photos_hint')}（${value.length}/${ATTACHMENT_MAX_FILES}）`}
      </FormHelperText>
    </Box>
  );
}
