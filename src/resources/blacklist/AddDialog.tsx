/**
 * 加入黑名单 (addToBlacklist, POST /blacklist/add {userId, reason, days?}): a student chosen by name or number, a
 * required reason and an optional period in days (blank: the school's setting, 90 by default).
 */
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { StudentPicker, type PickedStudent } from '../activities/StudentPicker';
import { FormDialog } from '../shared/FormDialog';
import { FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';

interface Values {
  student: PickedStudent | null;
  reason: string;
  days: string;
}

export function AddDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const form = useFormState<Values>({ student: null, reason: '', days: '' });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ student: null, reason: '', days: '' });
  }, [open, reset]);

  const save = async () => {
    const ok = await form.submit(
      (v) => ({
        student: v.student ? undefined : translate('blacklist.add.student_required'),
        reason: v.reason.trim() ? undefined : translate('blacklist.add.reason_required'),
        days: v.days.trim() === '' || /^[1-9]\d{0,3}$/.test(v.days.trim()) ? undefined : translate('blacklist.add.days_invalid'),
      }),
      (v) =>
        dataProvider.addToBlacklist({ userId: v.student!.id, reason: v.reason.trim(), ...(v.days.trim() ? { days: Number(v.days) } : {}) }),
    );
    if (!ok) return;
    notify('blacklist.done.added', { type: 'success' });
    onDone();
  };

  return (
    <FormDialog open={open} title={translate('blacklist.add.title')} saving={form.saving} error={form.formError} onClose={onClose} onSubmit={save}>
      <StudentPicker label={translate('blacklist.add.student')} value={form.values.student} onChange={(v) => form.set('student', v)} error={form.errors.student} autoFocus />
      <FormText form={form} name="reason" label={translate('blacklist.add.reason')} required multiline maxLength={200} />
      <FormText form={form} name="days" label={translate('blacklist.add.days')} inputMode="numeric" helperText={translate('blacklist.add.days_hint')} />
    </FormDialog>
  );
}
