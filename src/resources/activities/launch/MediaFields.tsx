/**
 * The poster (one image with a preview) and the attachments (up to 9 files, each removable) of the
 * activity form. Each file is checked here first (uploads.ts), then uploaded; a refusal — local
 * or the server's message — shows under the field.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box, Button, Chip, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { ATTACHMENT_MAX_FILES, type UploadedFile } from '../../../../common/activities';
import type { FileDataProvider } from '../../../dataProvider/files';
import { serverError } from '../../shared/serverError';
import { attachmentProblem, ImageUrlError, posterProblem, uploadAttachment, uploadPoster } from './uploads';

/**
 * A field's upload state: `run` clears the problem and uploads (busy meanwhile), showing a refusal
 * as the field's problem; `local` shows a check's problem (an i18n key under activities.launch.upload).
 */
function useUpload() {
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const local = (key: string, args?: Record<string, unknown>) => setError(translate(`activities.launch.upload.${key}`, args));
  const run = async (task: () => Promise<void>) => {
    setError(undefined);
    setBusy(true);
    try {
      await task();
    } catch (e) {
      setError(e instanceof ImageUrlError ? translate('activities.launch.upload.image_failed') : serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, local, run };
}

const hiddenInput = { display: 'none' } as const;

export function PosterField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const { error, busy, local, run } = useUpload();
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = posterProblem(file);
    if (problem) return local(problem);
    await run(async () => onChange((await uploadPoster(dataProvider, file)).url));
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('activities.launch.poster')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{ width: 200, height: 120, border: 1, borderColor: 'divider', borderStyle: value ? 'solid' : 'dashed', borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', bgcolor: 'action.hover' }}
        >
          {busy ? <CircularProgress size={24} /> : value ? (
            <Box component="img" src={value} alt={translate('activities.launch.poster')} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : <ImageOutlined color="disabled" sx={{ fontSize: 40 }} />}
        </Box>
        <Stack spacing={1}>
          <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {translate(value ? 'activities.launch.poster_change' : 'activities.launch.poster_choose')}
          </Button>
          {value ? <Button size="small" color="error" onClick={() => onChange('')}>{translate('activities.launch.poster_remove')}</Button> : null}
        </Stack>
      </Stack>
      <input ref={input} type="file" accept=".gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png" style={hiddenInput} aria-label={translate('activities.launch.poster_choose')} onChange={pick} />
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>{error ?? translate('activities.launch.poster_hint')}</FormHelperText>
    </Box>
  );
}

/** `label` replaces the default 活动附件 (the declare form reuses the field); `max` and `hint` a smaller limit (工作日志: 3) and its text. */
export function AttachmentsField({ value, onChange, label, max = ATTACHMENT_MAX_FILES, hint }: { value: UploadedFile[]; onChange: (files: UploadedFile[]) => void; label?: string; max?: number; hint?: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FileDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const { error, busy, local, run } = useUpload();
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    await run(async () => {
      let list = value;
      for (const file of files) {
        const problem = attachmentProblem(file, list.length, max);
        // After run's reset: the check's problem stays shown.
        if (problem) return local(problem, { count: max });
        list = [...list, await uploadAttachment(dataProvider, file)];
        onChange(list);
      }
    });
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{label ?? translate('activities.launch.attachments')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {value.map((f) => (
          <Chip
            key={f.id} icon={<AttachFileIcon />} label={f.name} variant="outlined" sx={{ maxWidth: '100%' }}
            onDelete={() => onChange(value.filter((x) => x.id !== f.id))}
            deleteIcon={<CloseIcon aria-label={translate('activities.launch.attachment_remove', { name: f.name })} />}
          />
        ))}
        <Button
          size="small" variant="outlined" startIcon={busy ? <CircularProgress size={14} /> : <AttachFileIcon />}
          disabled={busy || value.length >= max} onClick={() => input.current?.click()}
        >
          {translate(busy ? 'activities.launch.uploading' : 'activities.launch.attachments_choose')}
        </Button>
      </Stack>
      <input
        ref={input} type="file" multiple style={hiddenInput} aria-label={translate('activities.launch.attachments_choose')}
        accept=".gif,.jpeg,.png,.jpg,.doc,.docx,.xls,.xlsx,.pdf" onChange={pick}
      />
      <FormHelperText error={!!error} role={error ? 'alert' : undefined}>
        {error ?? `${hint ?? translate('activities.launch.attachments_hint')}（${value.length}/${max}）`}
      </FormHelperText>
    </Box>
  );
}
