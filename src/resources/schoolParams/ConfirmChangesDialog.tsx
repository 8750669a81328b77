/**
 * The confirmation before saving the units or the integrity parameters (issue 13: "asks for
 * confirmation"): each changed field as 'label：before → after', the server's refusal when saving
 * failed, and 取消 / 确认修改 (disabled while saving). `texts` is the i18n prefix of the title,
 * text, cancel and confirm labels ('schoolParams.units' or 'schoolParams.integrity').
 */
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

export function ConfirmChangesDialog({
  texts, changes, open, pending, refusal, testId, onCancel, onConfirm,
}: {
  texts: string;
  changes: FieldChange[];
  open: boolean;
  pending: boolean;
  refusal?: string;
  testId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(`${texts}.confirm_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${texts}.confirm_text`)}</DialogContentText>
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }} data-testid={testId}>
          {changes.map((c) => (
            <li key={c.field}>
              {translate('schoolParams.changes.field', { field: c.label })}
              {translate('schoolParams.preview.from_to', { before: c.before, after: c.after })}
            </li>
          ))}
        </Box>
        {refusal ? <Alert severity="error" role="alert" sx={{ mt: 1 }}>{refusal}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>{translate(`${texts}.cancel`)}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate(`${texts}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
