/** Small pieces of the feedback pages: the status chip, translated choices and the images field (the existing /upload/image, up to 3). */
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, CircularProgress, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UploadedFile } from '../../../common/activities';
import { FEEDBACK_LIMITS } from '../../../common/feedback';
import type { FileDataProvider } from '../../dataProvider/files';
import { serverError } from '../shared/serverError';

const COLORS: Record<number, 'warning' | 'success' | 'default'> = { 1: 'warning', 2: 'success', 3: 'default' };

export function FeedbackStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'warning'} label={translate(`feedback.status.${status}`)} />;
}

/** {id, name} choices of 'category' or 'status'. */
export function useChoices(prefix: 'category' | 'status', ids: readonly number[]) {
  const translate = useTranslate();
  return useMemo(() => ids.map((id) => ({ id, name: translate(`feedback.${prefix}.${id}`) })), [translate, prefix, ids]);
}

export function ImagesField({ value, onChange }: { value: UploadedFile[]; onChange: (files: UploadedFile[]) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].slice(0, FEEDBACK_LIMITS.images - value.length);
    e.target.value = '';
    setError(undefined);
    setBusy(true);
    let list = value;
    try {
      for (const f of files) {
        list = [...list, await dataProvider.uploadImage(f)];
        onChange(list);
      }
    } catch (err) {
      setError(serverError(err).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('feedback.my.images')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {value.map((f) => (
          <Box key={f.id} sx={{ position: 'relative', width: 64, height: 64 }}>
            <Box component="img" src={f.url} alt={f.name} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
            <IconButton size="small" aria-label={f.name} onClick={() => onChange(value.filter((x) => x.id !== f.id))}
              sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}>
              <CloseIcon fontSize="inherit" />
            </IconButton>
          </Box>
        ))}
        {value.length < FEEDBACK_LIMITS.images ? (
          <Button size="small" variant="outlined" startIcon={busy ? <CircularProgress size={14} /> : <AddPhotoIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {translate('feedback.my.add_image')}
          </Button>
        ) : null}
      </Stack>
      <input ref={input} type="file" multiple accept=".gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png" style={{ display: 'none' }} aria-label={translate('feedback.my.add_image')} onChange={(e) => void pick(e)} />
      {error ? <FormHelperText error role="alert">{error}</FormHelperText> : null}
    </Box>
  );
}
