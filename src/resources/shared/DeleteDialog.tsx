/**
 * Confirmation before a delete (issue 3: "confirmation before destructive actions"). The delete
 * runs silently; when the server refuses (e.g. '该院系下仍有 12 名学生和 3 个专业,无法删除') the
 * reason stays in the dialog instead of a passing toast.
 */
import { useEffect } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDialogAction } from './useDialogAction';

export interface DeleteDialogProps {
  open: boolean;
  /** The question, already translated. */
  message: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Called after a successful delete (before onClose). */
  onDeleted?: () => void;
  /** The confirm button's text, translated (default 删除). */
  confirmLabel?: string;
}

export function DeleteDialog({ open, message, onConfirm, onClose, onDeleted, confirmLabel }: DeleteDialogProps) {
  const translate = useTranslate();
  const { busy, refusal, setRefusal, run } = useDialogAction();
  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = () => run(async () => {
    await onConfirm();
    onDeleted?.();
    onClose();
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="delete-dialog-title">
      <DialogTitle id="delete-dialog-title">{translate('auth.common.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
        {refusal ? (
          <Alert severity="warning" sx={{ mt: 2 }} role="alert">
            {refusal}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('auth.common.cancel')}
        </Button>
        {refusal ? null : (
          <Button
            variant="contained"
            color="error"
            onClick={confirm}
            disabled={busy}
            autoFocus
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {confirmLabel ?? translate('structure.action.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
