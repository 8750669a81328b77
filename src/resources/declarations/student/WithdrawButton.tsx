/**
 * 撤回 of a pending declaration (withdrawDeclaration: POST /project/apply/withdraw {id}) after a
 * confirm dialog; the server's refusal (e.g. '只能撤回待审核的申报') is shown by the API client.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DeclarationDataProvider } from '../../../dataProvider/declarations';

export function WithdrawButton({ id, name, onDone, fullWidth }: { id: number; name: string; onDone: () => void; fullWidth?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DeclarationDataProvider>();
  const [asking, setAsking] = useState(false);
  // A refusal needs nothing here: the QueryClient shows the server's message.
  const withdraw = useMutation({
    mutationFn: () => dataProvider.withdrawDeclaration(id),
    onSuccess: () => {
      notify('studentHome.declare.withdrawn', { type: 'success' });
      onDone();
    },
    onSettled: () => setAsking(false),
  });
  const busy = withdraw.isPending;
  const confirm = () => withdraw.mutate();
  return (
    <>
      <Button size="small" color="error" variant="outlined" fullWidth={fullWidth} onClick={() => setAsking(true)}>
        {translate('studentHome.declare.action.withdraw')}
      </Button>
      <Dialog open={asking} onClose={busy ? undefined : () => setAsking(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('auth.common.tip')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('studentHome.declare.confirm_withdraw', { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={busy}>
            {translate('auth.common.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={busy} autoFocus startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {translate('studentHome.declare.action.withdraw')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
