/**
 * 撤回 of a pending declaration (POST /project/apply/withdraw {id}) after a confirm dialog; the
 * server's refusal (e.g. '只能撤回待审核的申报') is shown by the API client.
 */
import { useState } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../../dataProvider/apiClient';

export function WithdrawButton({ id, name, onDone, fullWidth }: { id: number; name: string; onDone: () => void; fullWidth?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await api.post('/project/apply/withdraw', { id });
      notify('studentSelf.declare.withdrawn', { type: 'success' });
      onDone();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" variant="outlined" fullWidth={fullWidth} onClick={() => setAsking(true)}>
        {translate('studentSelf.declare.action.withdraw')}
      </Button>
      <Dialog open={asking} onClose={busy ? undefined : () => setAsking(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('auth.common.tip')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('studentSelf.declare.confirm_withdraw', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={busy}>
            {translate('auth.common.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={busy} autoFocus startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate('studentSelf.declare.action.withdraw')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
