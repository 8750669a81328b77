/**
 * 加入黑名单 (addToBlacklist, POST /blacklist/add {userId, reason, days?}): a student chosen by name or number, a
 * required reason and an optional period in days (blank: the school's setting, 90 by default). The form is
 * validated by the endpoint's own schema (common/schemas/blacklist.ts) and sends its output.
 */
import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useDataProvider, useInput, useNotify, useTranslate } from 'react-admin';
import { BLACKLIST_MESSAGES } from '../../../common/blacklist';
import { blacklistAddParams } from '../../../common/schemas/blacklist';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { StudentPicker, type PickedStudent } from '../activities/StudentPicker';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { schemaResolver, useSchemaSubmit } from '../shared/schemaForm';

type AddValues = { userId: number; reason: string; days?: number };

const FIELDS = ['userId', 'reason', 'days'] as const;
const DEFAULTS = { userId: null, reason: '', days: '' };
const resolver = schemaResolver(blacklistAddParams, {
  userId: { '请选择学生': 'blacklist.add.student_required', malformed: 'blacklist.add.student_required' },
  reason: { [BLACKLIST_MESSAGES.reasonRequired]: 'blacklist.add.reason_required' },
  days: { malformed: 'blacklist.add.days_invalid' },
});

/** The student picker as the form's `userId` (the picked student shows by name and number). */
function StudentInput({ label }: { label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'userId' });
  const [picked, setPicked] = useState<PickedStudent | null>(null);
  const error = fieldState.error?.message;
  return (
    <StudentPicker
      label={label}
      value={picked}
      onChange={(v) => {
        setPicked(v);
        field.onChange(v?.id ?? null);
      }}
      error={error ? translate(error) : undefined}
      autoFocus
    />
  );
}

export function AddDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const { mutateAsync } = useMutation({ mutationFn: (v: AddValues) => dataProvider.addToBlacklist(v) });
  const done = useCallback(() => {
    notify('blacklist.done.added', { type: 'success' });
    onDone();
  }, [notify, onDone]);
  const { onSubmit, formError } = useSchemaSubmit(mutateAsync, FIELDS, done);

  return (
    <SchemaFormDialog open={open} title={translate('blacklist.add.title')} formKey="add" defaultValues={DEFAULTS} resolver={resolver} onSubmit={onSubmit} formError={formError} onClose={onClose}>
      <StudentInput label={translate('blacklist.add.student')} />
      <TextInput source="reason" label="blacklist.add.reason" isRequired multiline minRows={3} fullWidth size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput
        source="days"
        label="blacklist.add.days"
        helperText="blacklist.add.days_hint"
        fullWidth
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': translate('blacklist.add.days') } }}
      />
    </SchemaFormDialog>
  );
}
