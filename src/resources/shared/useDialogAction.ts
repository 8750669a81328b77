/**
 * The one action of a dialog (save, confirm, delete, submit), one run at a time: `busy` while it
 * runs (the dialog disables its buttons and cannot be closed); a refusal becomes `refusal` —
 * '字段 原因' when the server names a field — for dialogs that show it in place; dialogs that
 * leave the message to the data provider's notification ignore it.
 */
import { useState } from 'react';
import { serverError } from './serverError';

export function useDialogAction() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  /** Runs `action`; resolves true when it succeeded, false when it was refused. */
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await action();
      return true;
    } catch (e) {
      const { field, text } = serverError(e);
      setRefusal(field ? `${field} ${text}` : text);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, refusal, setRefusal, run };
}
