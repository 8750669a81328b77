/**
 * The dialog of every review decision (issue 4 "Audits: pass, or reject with a required reason";
 * spec §4 lifecycle): it names what is decided on, explains the consequence, and takes the opinion.
 * 通过 asks for confirmation with an optional opinion; 驳回 and 拒绝 refuse a blank reason
 * ('驳回必须填写原因' / '拒绝必须填写原因') before anything is sent. The server's refusal is shown
 * in the dialog, which stays open for another try.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverError } from '../shared/serverError';
import { DialogButtons } from '../shared/DialogButtons';
import { ReasonField } from '../shared/ReasonField';
import { RefusalAlert } from '../shared/RefusalAlert';
import type { ReviewDecision } from '../../../common/review';

/** The decision asked for (common/review.ts). */
export type AuditResult = ReviewDecision;

/** Longest opinion accepted by the form (the server stores a text column; keep it readable). */
export const OPINION_MAX = 500;

export interface AuditDialogProps {
  /** The decision asked for, or null when closed. */
  result: AuditResult | null;
  /** Names of the rows decided on (shown, at most 5, then '…'). */
  names: string[];
  /** i18n key of the consequence line for this decision. */
  consequence?: string;
  onClose: () => void;
  /** Sends the decision; rejects to keep the dialog open (the error is shown). */
  onSubmit: (opinion: string) => Promise<unknown>;
}

const SHOWN_NAMES = 5;

export function AuditDialog({ result, names, consequence, onClose, onSubmit }: AuditDialogProps) {
  const translate = useTranslate();
  const [opinion, setOpinion] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const open = result !== null;
  const needsReason = result === 'reject' || result === 'refuse';

  useEffect(() => {
    if (open) {
      setOpinion('');
      setInvalid(false);
      setError('');
    }
  }, [open, result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !result) return;
    if (needsReason && opinion.trim() === '') {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(opinion.trim());
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setBusy(false);
    }
  };

  const shown = names.slice(0, SHOWN_NAMES).join('、') + (names.length > SHOWN_NAMES ? '…' : '');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="audit-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="audit-dialog-title">{result ? translate(`audits.dialog.title.${result}`) : ''}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <RefusalAlert>{error}</RefusalAlert>
          <Typography variant="body2" color="text.secondary">
            {translate('audits.dialog.targets', { count: names.length, names: shown })}
          </Typography>
          {result === 'pass' ? <Typography>{translate('audits.dialog.confirm_pass', { count: names.length })}</Typography> : null}
          {consequence ? (
            <Alert severity={result === 'pass' ? 'info' : 'warning'} data-testid="audit-consequence" role="note">
              {translate(consequence)}
            </Alert>
          ) : null}
          <ReasonField
            label={needsReason ? translate(`audits.dialog.reason.${result}`) : translate('audits.dialog.opinion_optional')}
            placeholder={needsReason ? translate('audits.dialog.reason_placeholder') : undefined}
            required={needsReason}
            minRows={3}
            max={OPINION_MAX}
            value={opinion}
            onChange={setOpinion}
            invalid={invalid}
            errorText={needsReason ? translate(`audits.validation.${result}`) : ''}
            onValid={() => setInvalid(false)}
          />
        </DialogContent>
        <DialogButtons busy={busy} onCancel={onClose} label={result ? translate(`audits.action.${result}`) : ''} color={result === 'pass' ? 'primary' : 'error'} />
      </Box>
    </Dialog>
  );
}
