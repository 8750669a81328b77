/**
 * 撤销处分 (issue 21): asks for the required reason and says what the cancellation gives back (the
 * integrity points, the blacklisting), then POST /punishment/cancel. The server's refusal shows in place.
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PunishmentRow } from '../../../common/punishments';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { serverError } from '../shared/serverError';

export function CancelDialog({ row, onClose, onDone }: { row: PunishmentRow | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!row) return;
    if (!reason.trim()) return setError(translate('punishments.cancel.reason_required'));
    setBusy(true);
    try {
      await dataProvider.cancelPunishment({ id: row.id, reason: reason.trim() });
      notify('punishments.cancel.done', { type: 'success' });
      close();
      onDone();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={row !== null} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('punishments.cancel.title')}</DialogTitle>
      <DialogContent>
        {row ? (
          <DialogContentText sx={{ mb: 2 }}>
            {translate('punishments.cancel.confirm', { name: row.name, level: translate(`punishments.level.${row.level}`), points: row.deducted })}
            {row.blacklisted ? translate('punishments.cancel.lifts') : ''}
          </DialogContentText>
        ) : null}
        <TextField label={translate('punishments.cancel.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={3} fullWidth required
          slotProps={{ htmlInput: { maxLength: 500 } }} autoFocus />
        {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{translate('ra.action.cancel')}</Button>
        <Button onClick={() => void submit()} color="error" variant="contained" disabled={busy}>{translate('punishments.cancel.submit')}</Button>
      </DialogActions>
    </Dialog>
  );
}
