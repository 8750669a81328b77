/**
 * The save flow of the 参数设置 cards: 保存 first asks (the before → after dialog), then saves; a
 * 10002 naming one of the card's fields closes the dialog and lands under that field, any other
 * refusal stays in the dialog.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverError } from '../shared/serverError';

/** What ConfirmChangesDialog needs, apart from its label and test id. */
export interface ConfirmChangesProps<P> {
  texts: string;
  fields: (keyof P & string)[];
  before: P;
  after: P | null;
  pending: boolean;
  refusal: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

export interface ConfirmedSave<P> {
  /**
   * Called with the submitted values: opens the dialog when a field changed, else calls
   * `unchanged` (the card resets its form: only spaces were typed).
   */
  propose: (next: P, unchanged: () => void) => void;
  /** Spread into ConfirmChangesDialog. */
  dialog: ConfirmChangesProps<P>;
}

/**
 * `current` are the saved values; a field counts as changed when its trimmed text differs.
 * `texts` is the card's i18n prefix; `${texts}.saved` is the success toast.
 */
export function useConfirmedSave<P extends object, V extends FieldValues>(opts: {
  save: (next: P) => Promise<unknown>;
  pending: boolean;
  current: P;
  /** The form's fields: a refusal naming one of them goes under it. */
  fields: readonly (keyof P & string)[];
  setError: UseFormSetError<V>;
  texts: string;
}): ConfirmedSave<P> {
  const notify = useNotify();
  const [asking, setAsking] = useState<P | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const changed = (next: P) => opts.fields.filter((f) => String(next[f]).trim() !== String(opts.current[f]));
  const confirm = async () => {
    if (asking === null) return;
    setRefusal(undefined);
    try {
      await opts.save(asking);
      notify(`${opts.texts}.saved`, { type: 'success' });
      setAsking(null);
    } catch (e) {
      const { field, text } = serverError(e);
      if (field && (opts.fields as readonly string[]).includes(field)) {
        setAsking(null);
        opts.setError(field as Path<V>, { type: 'server', message: text });
      } else setRefusal(text);
    }
  };
  return {
    propose: (next, unchanged) => {
      setRefusal(undefined);
      if (changed(next).length === 0) unchanged();
      else setAsking(next);
    },
    dialog: {
      texts: opts.texts,
      fields: asking ? changed(asking) : [],
      before: opts.current,
      after: asking,
      pending: opts.pending,
      refusal,
      onCancel: () => setAsking(null),
      onConfirm: () => void confirm(),
    },
  };
}
