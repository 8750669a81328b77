/** 'About the system' with the version text, only for school 10341 (spec §2, §9 'V.1.0.3'). */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';

export const ABOUT_SCHOOL = '10341';
export const SYSTEM_VERSION = 'V.1.0.3';

export function AboutButton({ schoolId }: { schoolId: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (schoolId !== ABOUT_SCHOOL) return null;
  return (
    <>
      <Tooltip title={translate('shell.header.about')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('shell.header.about')}>
          <InfoOutlined />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('shell.header.about')}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>{translate('shell.header.about_text')}</Typography>
          <Typography color="text.secondary">{translate('shell.header.version', { version: SYSTEM_VERSION })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('shell.user.confirm')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
