/** A small confirm dialog (spec §8: SMS send and sign-out ask first). Texts are i18n keys. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  /** i18n key of the question. */
  content: string;
  /** i18n key of the title (default 'auth.common.tip'). */
  title?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, content, title = 'auth.common.tip', onConfirm, onCancel }: ConfirmDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(content)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('auth.common.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {translate('auth.common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
