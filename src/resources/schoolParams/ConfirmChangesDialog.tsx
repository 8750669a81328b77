/**
 * The confirmation before saving the units or the integrity parameters (issue 13: "asks for
 * confirmation"): each changed field as 'label：before → after', the server's refusal when saving
 * failed, and 取消 / 确认修改 (disabled while saving). `texts` is the i18n prefix of the title,
 * text, cancel and confirm labels ('schoolParams.units' or 'schoolParams.integrity').
 */
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { valueText } from './format';

/**
 * `fields` lists what changed from `before` to `after` (the dialog is open while `after` is set);
 * `label` names a field.
 */
export function ConfirmChangesDialog<T extends object>({
  texts, fields, before, after, label, pending, refusal, testId, onCancel, onConfirm,
}: {
  texts: string;
  fields: (keyof T & string)[];
  before: T;
  after: T | null;
  label: (field: string) => string;
  pending: boolean;
  refusal?: string;
  testId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const shown = (values: T, f: keyof T & string) => {
    const v = values[f];
    return valueText(translate, f, typeof v === 'string' ? v.trim() : v, { modules: [] });
  };
  return (
    <Dialog open={after !== null} onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(`${texts}.confirm_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${texts}.confirm_text`)}</DialogContentText>
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }} data-testid={testId}>
          {after
            ? fields.map((f) => (
                <li key={f}>
                  {translate('schoolParams.changes.field', { field: label(f) })}
                  {translate('schoolParams.preview.from_to', { before: shown(before, f), after: shown(after, f) })}
                </li>
              ))
            : null}
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
