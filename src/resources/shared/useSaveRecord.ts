/**
 * The submit of an editor dialog over one react-admin resource (flows, roles): with no `id` it
 * creates the record, else updates it; then toasts `<resource>.done.created|updated` and calls
 * `onSaved`. A refusal is toasted by the QueryClient with the server's message, and the dialog
 * stays open with the user's input.
 */
import { useCallback } from 'react';
import { useCreate, useNotify, useUpdate } from 'react-admin';

export interface SaveRecordOptions<V> {
  resource: string;
  /** The record being edited; absent → a new one. */
  id?: number;
  /** The form's values as the endpoint's input. */
  toInput: (values: V, id?: number) => object;
  /** The record as loaded, handed to the data provider's update. */
  previousData?: object;
  onSaved: () => void;
}

/** Returns the form's onSubmit (resolves once saved or refused; never rejects). */
export function useSaveRecord<V>({ resource, id, toInput, previousData, onSaved }: SaveRecordOptions<V>): (values: object) => Promise<void> {
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  return useCallback(
    async (values: object) => {
      try {
        const data = toInput(values as V, id);
        if (id) await update(resource, { id, data, previousData }, { returnPromise: true });
        else await create(resource, { data }, { returnPromise: true });
        notify(id ? `${resource}.done.updated` : `${resource}.done.created`, { type: 'success' });
        onSaved();
      } catch {
        // The QueryClient has shown the server's message.
      }
    },
    [resource, id, toInput, previousData, create, update, notify, onSaved],
  );
}
