/**
 * 补录签到 (backfillActivityAttendance, POST /activity/backfill {id, userIds, reason, signOut}): the organiser records the
 * attendance of students who could not scan — chosen with the student picker (or the rows selected
 * in the participant list) — with a required reason ('补录必须填写原因'); with sign-out mode the
 * sign-out can be back-filled too. The form is validated by the endpoint's own schema
 * (common/schemas/participation.ts backfillParams) and sends its output; the server's refusal
 * (e.g. '报名人数已满') stays in the dialog.
 */
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BooleanInput, TextInput, useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { SIGN_MSG } from '../../../../common/activities';
import type { z } from 'zod';
import { backfillParams } from '../../../../common/schemas/participation';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { SchemaFormDialog } from '../../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../../shared/schemaForm';
import { StudentPicker, type PickedStudent } from '../StudentPicker';

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

type BackfillValues = z.output<typeof backfillParams>;

const FIELDS = ['userIds', 'reason'] as const;
const resolver = schemaResolver(backfillParams, {
  userIds: { '请选择学生': 'activities.backfill.students_required' },
  reason: { [SIGN_MSG.backfillReason]: 'activities.backfill.reason_required' },
});

/** The student picker as the form's `userIds` (the picked students show by name and number). */
function StudentsInput({ initial }: { initial: PickedStudent[] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'userIds' });
  const [picked, setPicked] = useState(initial);
  const error = fieldState.error?.message;
  return (
    <StudentPicker
      multiple
      label={translate('activities.backfill.students')}
      value={picked}
      onChange={(v) => {
        setPicked(v);
        field.onChange(v.map((s) => s.id));
      }}
      error={error ? translate(error) : undefined}
      helperText={translate('activities.backfill.students_hint')}
    />
  );
}

export function BackfillDialog({ open, activityId, signMode, initial, onClose, onDone }: BackfillDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const students = useMemo(() => initial ?? [], [initial]);
  const defaults = useMemo(() => ({ id: activityId, userIds: students.map((s) => s.id), reason: '', signOut: false }), [activityId, students]);
  const { mutateAsync } = useMutation({
    mutationFn: async ({ signOut, ...v }: BackfillValues) => {
      const reply = await dataProvider.backfillActivityAttendance({ ...v, ...(signMode === 2 ? { signOut } : {}) });
      notify('activities.done.backfill', { type: 'success', messageArgs: { done: reply?.done ?? v.userIds.length } });
    },
  });
  const { onSubmit, formError } = useSchemaSubmit(mutateAsync, FIELDS, onDone);
  // A fresh form (and picker) each time the dialog opens.
  const [opened, setOpened] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened((n) => n + 1);
  }

  return (
    <SchemaFormDialog
      open={open} title={translate('activities.backfill.title')} formKey={opened} defaultValues={defaults}
      resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose}
    >
      <StudentsInput key={opened} initial={students} />
      <TextInput source="reason" label="activities.backfill.reason" isRequired multiline minRows={3} fullWidth size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
      {signMode === 2 ? <BooleanInput source="signOut" label="activities.backfill.signOut" helperText={false} /> : null}
    </SchemaFormDialog>
  );
}
