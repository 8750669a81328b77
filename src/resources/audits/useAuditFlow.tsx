/**
 * The decision flow both review scopes share (activity, report and appeal reviews; the declaration
 * queue): which decision is asked for which rows, the names the dialog lists, and the submit that
 * sends it, says what happened, clears the selection and reloads the list. Used inside a
 * react-admin list.
 */
import { useCallback, useState } from 'react';
import { useListContext, useNotify, useRefresh, type Identifier, type RaRecord } from 'react-admin';
import { AuditDialog, type AuditResult } from './AuditDialog';

export interface AuditFlowOptions<D extends AuditResult> {
  /** Posts the decision on `ids` (a blank opinion left out by the caller) → the success toast [i18n key, args]. */
  send: (decision: D, ids: number[], opinion: string) => Promise<[string, Record<string, unknown>]>;
  /** The row of an id (this page or one seen before), for its name in the dialog. */
  rowOf: (id: Identifier) => RaRecord | undefined;
  nameOf: (row: RaRecord) => string;
  /** i18n key of the consequence line of a decision. */
  consequence: (decision: D) => string | undefined;
}

/** `request(decision, ids)` opens the dialog; `dialog` is to be rendered once. */
export function useAuditFlow<D extends AuditResult>({ send, rowOf, nameOf, consequence }: AuditFlowOptions<D>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const [pending, setPending] = useState<{ decision: D; ids: Identifier[] } | null>(null);
  const request = useCallback((decision: D, ids: Identifier[]) => setPending({ decision, ids }), []);
  const names = (pending?.ids ?? []).map((id) => {
    const row = rowOf(id);
    return row ? nameOf(row) : `#${id}`;
  });

  // A refusal rejects: the dialog stays open and shows it.
  const submit = async (opinion: string) => {
    if (!pending) return;
    const [key, args] = await send(pending.decision, pending.ids.map(Number), opinion);
    notify(key, { type: 'success', messageArgs: args });
    setPending(null);
    onUnselectItems?.();
    refresh();
  };

  const dialog = (
    <AuditDialog
      result={pending?.decision ?? null}
      names={names}
      consequence={pending ? consequence(pending.decision) : undefined}
      onClose={() => setPending(null)}
      onSubmit={submit}
    />
  );
  return { request, dialog };
}
