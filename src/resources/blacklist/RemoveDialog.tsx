/**
 * 移出黑名单 (removeFromBlacklist, POST /blacklist/remove {id, reason}): a required reason, then a confirmation naming
 * the student; a refusal stays in the dialog.
 */
import { useEffect, useState } from 'react';
import { DialogContentText } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { FormDialog } from '../shared/FormDialog';
import { FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import type { BlacklistRow } from './types';

export function RemoveDialog({ row, onClose, onDone }: { row: BlacklistRow | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const form = useFormState({ reason: '' });
  const { reset } = form;
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (row) reset({ reason: '' });
    setConfirming(false);
  }, [row, reset]);

  // The reason is checked first; the removal itself runs after the confirmation.
  const ask = async () => {
    const ok = await form.submit((v) => (v.reason.trim() ? {} : { reason: translate('blacklist.remove.reason_required') }), async () => undefined);
    if (ok) setConfirming(true);
  };

  return (
    <>
      <FormDialog open={row !== null && !confirming} title={translate('blacklist.remove.title')} saving={form.saving} error={form.formError} onClose={onClose} onSubmit={ask}>
        <DialogContentText sx={{ mb: 2 }}>{translate('blacklist.remove.student', { name: row?.name ?? '', code: row?.code ?? '' })}</DialogContentText>
        <FormText form={form} name="reason" label={translate('blacklist.remove.reason')} required multiline maxLength={200} autoFocus />
      </FormDialog>
      <ConfirmActionDialog
        open={row !== null && confirming}
        message="blacklist.remove.confirm"
        messageArgs={{ name: row?.name ?? '' }}
        confirmLabel="blacklist.action.remove"
        danger
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await dataProvider.removeFromBlacklist(row!.id, form.values.reason.trim());
          notify('blacklist.done.removed', { type: 'success' });
          onDone();
        }}
      />
    </>
  );
}
