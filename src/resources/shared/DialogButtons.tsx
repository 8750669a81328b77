/**
 * The foot of a form or confirmation dialog: 取消, then the contained action button with a spinner
 * while it runs; both are off while busy (the dialog cannot be closed then either).
 */
import type { ReactNode } from 'react';
import { Button, CircularProgress, DialogActions, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DialogButtonsProps {
  busy: boolean;
  onCancel: () => void;
  /** i18n key of the cancel button. */
  cancelLabel?: string;
  /** The action button's text, translated. */
  label: ReactNode;
  /** Without it the action button submits the dialog's form. */
  onConfirm?: () => void;
  color?: ButtonProps['color'];
  /** Off for another reason than busy (e.g. still loading). */
  disabled?: boolean;
  autoFocus?: boolean;
}

export function DialogButtons({ busy, onCancel, cancelLabel = 'auth.common.cancel', label, onConfirm, color, disabled, autoFocus }: DialogButtonsProps) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {translate(cancelLabel)}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={color}
        onClick={onConfirm}
        disabled={busy || disabled}
        autoFocus={autoFocus}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {label}
      </Button>
    </DialogActions>
  );
}
