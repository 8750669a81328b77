/**
 * 通过 and 驳回 of one record's open review step, beside its details (issue 21's detail pages:
 * honours and employment, work journals): 驳回 asks for the reason first (the server refuses a
 * rejection without one), a refusal is shown under the buttons, success notifies and calls `done`.
 * `texts` is the i18n prefix of pass, reject, reject_title, reason, passed and rejected; `cancel`
 * the dialog's cancel key; `send` posts the decision (the feature's audit endpoint).
 */
import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { serverError } from './serverError';

export type Decision = 'pass' | 'reject';

export function PassRejectPanel({ texts, cancel, testId, send, done }: {
  texts: string;
  cancel: string;
  testId: string;
  send: (result: Decision, opinion: string | undefined) => Promise<unknown>;
  done: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [rejecting, setRejecting] = useState(false);
  const [opinion, setOpinion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (result: Decision) => {
    setBusy(true);
    setError(null);
    try {
      await send(result, opinion.trim() || undefined);
      notify(`${texts}.${result === 'pass' ? 'passed' : 'rejected'}`, { type: 'success' });
      setRejecting(false);
      done();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="success" disabled={busy} onClick={() => void decide('pass')} data-testid={`${testId}-pass`}>{translate(`${texts}.pass`)}</Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)} data-testid={`${testId}-reject`}>{translate(`${texts}.reject`)}</Button>
      </Stack>
      {error && !rejecting ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
      <Dialog open={rejecting} onClose={() => setRejecting(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(`${texts}.reject_title`)}</DialogTitle>
        <DialogContent>
          <TextField label={translate(`${texts}.reason`)} value={opinion} onChange={(e) => setOpinion(e.target.value)} required multiline minRows={3} fullWidth sx={{ mt: 1 }} />
          {error ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate(cancel)}</Button>
          <Button color="error" variant="contained" disabled={busy || !opinion.trim()} onClick={() => void decide('reject')}>{translate(`${texts}.reject`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
