/**
 * The save flow of the 参数设置 cards: 保存 first asks (the before → after dialog), then saves; a
 * 10002 naming one of the card's fields closes the dialog and lands under that field, any other
 * refusal stays in the dialog.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverError } from '../shared/serverError';

export interface ConfirmedSave<P> {
  /** The values waiting for confirmation, or null while the dialog is closed. */
  asking: P | null;
  ask: (next: P | null) => void;
  /** The server's refusal shown in the dialog. */
  refusal: string | undefined;
  clearRefusal: () => void;
  /** Saves `asking`; on success notifies `savedMessage` and closes the dialog. */
  confirm: () => Promise<void>;
}

export function useConfirmedSave<P, V extends FieldValues>(opts: {
  save: (next: P) => Promise<unknown>;
  /** The form's fields: a refusal naming one of them goes under it. */
  fields: readonly string[];
  setError: UseFormSetError<V>;
  /** i18n key of the success toast. */
  savedMessage: string;
}): ConfirmedSave<P> {
  const notify = useNotify();
  const [asking, setAsking] = useState<P | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const confirm = async () => {
    if (asking === null) return;
    setRefusal(undefined);
    try {
      await opts.save(asking);
      notify(opts.savedMessage, { type: 'success' });
      setAsking(null);
    } catch (e) {
      const { field, text } = serverError(e);
      if (field && opts.fields.includes(field)) {
        setAsking(null);
        opts.setError(field as Path<V>, { type: 'server', message: text });
      } else setRefusal(text);
    }
  };
  return { asking, ask: setAsking, refusal, clearRefusal: () => setRefusal(undefined), confirm };
}
