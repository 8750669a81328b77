/**
 * Asks before a destructive or mass action (issue 3: "confirmation before destructive actions").
 * `message` is an i18n key with its interpolation values; the confirm button shows a spinner while
 * `onConfirm` runs and the dialog stays open if it throws. `children` (optional) go under the
 * message: a field the action takes along, such as an optional reason.
 */
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDialogAction } from '../shared/useDialogAction';
import { DialogButtons } from '../shared/DialogButtons';

export interface ConfirmActionDialogProps {
  open: boolean;
  message: string;
  messageArgs?: Record<string, unknown>;
  /** i18n key of the confirm button (default 确定). */
  confirmLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
  children?: ReactNode;
}

export function ConfirmActionDialog({ open, message, messageArgs, confirmLabel = 'auth.common.confirm', danger, onConfirm, onClose, children }: ConfirmActionDialogProps) {
  const translate = useTranslate();
  const { busy, run } = useDialogAction();
  // A refusal keeps the dialog for another try; the caller (or the QueryClient) shows the server's message.
  const confirm = () => run(async () => {
    await onConfirm();
    onClose();
  });
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('auth.common.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message, messageArgs)}</DialogContentText>
        {children}
      </DialogContent>
      <DialogButtons busy={busy} onCancel={onClose} label={translate(confirmLabel)} onConfirm={() => void confirm()} color={danger ? 'error' : 'primary'} autoFocus />
    </Dialog>
  );
}
