/**
 * A declaration's attachments (spec §3 uploaded attachment: type 1 image, 3 word, 4 spreadsheet,
 * 5 pdf; §5 at most 9): images as thumbnails that open a large preview, other files as download
 * links with their size.
 */
import { useState } from 'react';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Link, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from '../../../common/activities';
import { FileList } from '../shared/FileLinks';

const IMAGE = 1;

export function Attachments({ files }: { files: UploadedFile[] }) {
  const translate = useTranslate();
  const [preview, setPreview] = useState<UploadedFile | null>(null);
  const images = files.filter((f) => f.type === IMAGE);
  const others = files.filter((f) => f.type !== IMAGE);
  if (!files.length) return <Typography variant="body2" color="text.secondary">{translate('declarations.detail.no_attachments')}</Typography>;
  return (
    <Box>
      {images.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: others.length ? 1.5 : 0 }}>
          {images.map((f) => (
            <Box
              key={f.id} component="button" type="button" onClick={() => setPreview(f)}
              aria-label={translate('declarations.detail.preview', { name: f.name })}
              sx={{ p: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', cursor: 'zoom-in', width: 120, height: 90, bgcolor: 'action.hover' }}
            >
              <Box component="img" src={f.url} alt={f.name} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </Box>
          ))}
        </Box>
      ) : null}
      {others.length ? (
        <FileList files={others} />
      ) : null}
      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="lg">
        <DialogTitle sx={{ pr: 6 }}>
          {preview?.name}
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setPreview(null)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {preview ? <Box component="img" src={preview.url} alt={preview.name} sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }} /> : null}
          {preview ? (
            <Box sx={{ textAlign: 'center', mt: 1 }}>
              <Link href={preview.url} download={preview.name} target="_blank" rel="noopener">{translate('declarations.detail.download')}</Link>
            </Box>
          ) : null}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
