/**
 * Asks before a destructive or mass action (issue 3: "confirmation before destructive actions").
 * `message` is an i18n key with its interpolation values; the confirm button shows a spinner while
 * `onConfirm` runs and the dialog stays open if it throws.
 */
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmActionDialogProps {
  open: boolean;
  message: string;
  messageArgs?: Record<string, unknown>;
  /** i18n key of the confirm button (default 确定). */
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
}

export function ConfirmActionDialog({ open, message, messageArgs, confirmLabel = 'auth.common.confirm', danger, onConfirm, onClose }: ConfirmActionDialogProps) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The API client has shown the server's message; keep the dialog for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('auth.common.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message, messageArgs)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('auth.common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={confirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          autoFocus
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
