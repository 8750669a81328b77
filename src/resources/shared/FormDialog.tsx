/**
 * The dialog shell of the create/edit forms of the structure and organisation pages: a title, the
 * fields, an error line for refusals that name no field, and 取消 / 保存 (spinner while saving).
 * Enter in a single-line field submits.
 */
import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FormDialogProps {
  open: boolean;
  title: string;
  saving: boolean;
  /** A refusal that names no field (already translated or a server text). */
  error?: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

export function FormDialog({ open, title, saving, error, onClose, onSubmit, children }: FormDialogProps) {
  const translate = useTranslate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="form-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, pt: 2.5 }}>
          {error ? (
            <Alert severity="error" sx={{ mb: 1.5 }} role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('auth.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate('structure.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
