/**
 * 移出黑名单 (removeFromBlacklist, POST /blacklist/remove {id, reason}): a required reason (the endpoint's own
 * schema, common/schemas/blacklist.ts), then a confirmation naming the student; a refusal stays in the dialog.
 */
import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { BLACKLIST_MESSAGES } from '../../../common/blacklist';
import { blacklistRemoveParams } from '../../../common/schemas/blacklist';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver } from '../shared/schemaForm';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import type { BlacklistRow } from './types';

const resolver = schemaResolver(blacklistRemoveParams.pick({ reason: true }), {
  reason: { [BLACKLIST_MESSAGES.reasonRequired]: 'blacklist.remove.reason_required' },
});

export function RemoveDialog({ row, onClose, onDone }: { row: BlacklistRow | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const { mutateAsync: remove } = useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => dataProvider.removeFromBlacklist(id, reason) });
  // The reason is checked first; the removal itself runs after the confirmation (going back keeps it).
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  // A newly opened row starts afresh; closing keeps the form's key, so the form is not remounted
  // (with an autofocused input) inside a dialog that is fading out.
  const [shownRow, setShownRow] = useState(row);
  if (row !== null && row !== shownRow) {
    setShownRow(row);
    setReason('');
    setConfirming(false);
  }
  if (row === null && confirming) setConfirming(false);

  return (
    <>
      <SchemaFormDialog
        open={row !== null && !confirming}
        title={translate('blacklist.remove.title')}
        formKey={shownRow?.id ?? 'none'}
        defaultValues={{ reason }}
        resolver={resolver}
        onSubmit={async (v) => {
          setReason(String(v.reason));
          setConfirming(true);
        }}
        onClose={onClose}
      >
        <DialogContentText sx={{ mb: 2 }}>{translate('blacklist.remove.student', { name: row?.name ?? '', code: row?.code ?? '' })}</DialogContentText>
        <TextInput source="reason" label="blacklist.remove.reason" isRequired multiline minRows={3} autoFocus fullWidth size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
      </SchemaFormDialog>
      <ConfirmActionDialog
        open={row !== null && confirming}
        message="blacklist.remove.confirm"
        messageArgs={{ name: row?.name ?? '' }}
        confirmLabel="blacklist.action.remove"
        danger
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await remove({ id: row!.id, reason });
          notify('blacklist.done.removed', { type: 'success' });
          onDone();
        }}
      />
    </>
  );
}
