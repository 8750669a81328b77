/**
 * 补录签到 (backfillActivityAttendance, POST /activity/backfill {id, userIds, reason, signOut}): the organiser records the
 * attendance of students who could not scan — chosen with the student picker (or the rows selected
 * in the participant list) — with a required reason ('补录必须填写原因'); with sign-out mode the
 * sign-out can be back-filled too. The server's refusal (e.g. '报名人数已满') stays in the dialog.
 */
import { useEffect } from 'react';
import { Checkbox, FormControlLabel } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { FormDialog } from '../../shared/FormDialog';
import { FormText } from '../../shared/FormFields';
import { useFormState } from '../../shared/useFormState';
import { StudentPicker, type PickedStudent } from '../StudentPicker';

interface Values {
  students: PickedStudent[];
  reason: string;
  signOut: boolean;
}

export interface BackfillDialogProps {
  open: boolean;
  activityId: number;
  /** 2 = sign-in and sign-out: offers 同时补录签退. */
  signMode: number;
  /** Students preselected from the participant list. */
  initial?: PickedStudent[];
  onClose: () => void;
  onDone: () => void;
}

export function BackfillDialog({ open, activityId, signMode, initial, onClose, onDone }: BackfillDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const form = useFormState<Values>({ students: [], reason: '', signOut: false });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ students: initial ?? [], reason: '', signOut: false });
  }, [open, initial, reset]);

  const save = async () => {
    let done = 0;
    const ok = await form.submit(
      (v) => ({
        students: v.students.length ? undefined : translate('activities.backfill.students_required'),
        reason: v.reason.trim() ? undefined : translate('activities.backfill.reason_required'),
      }),
      async (v) => {
        const reply = await dataProvider.backfillActivityAttendance({
          id: activityId,
          userIds: v.students.map((s) => s.id),
          reason: v.reason.trim(),
          ...(signMode === 2 ? { signOut: v.signOut } : {}),
        });
        done = reply?.done ?? v.students.length;
      },
    );
    if (!ok) return;
    notify('activities.done.backfill', { type: 'success', messageArgs: { done } });
    onDone();
  };

  return (
    <FormDialog open={open} title={translate('activities.backfill.title')} saving={form.saving} error={form.formError} onClose={onClose} onSubmit={save}>
      <StudentPicker
        multiple
        label={translate('activities.backfill.students')}
        value={form.values.students}
        onChange={(v) => form.set('students', v)}
        error={form.errors.students}
        helperText={translate('activities.backfill.students_hint')}
      />
      <FormText form={form} name="reason" label={translate('activities.backfill.reason')} required multiline maxLength={200} />
      {signMode === 2 ? (
        <FormControlLabel
          control={<Checkbox checked={form.values.signOut} onChange={(e) => form.set('signOut', e.target.checked)} />}
          label={translate('activities.backfill.signOut')}
        />
      ) : null}
    </FormDialog>
  );
}
