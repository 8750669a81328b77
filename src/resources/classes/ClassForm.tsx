/**
 * Create or edit a class (班级): name, college → major (the majors of the chosen college), grade
 * (entry year), counsellor and head teacher. POST /school/class/add | update.
 */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { ClassRow } from '../../../common/api';
import { api } from '../../dataProvider/apiClient';
import type { FormDialogRender } from '../shared/CrudList';
import { FormDialog } from '../shared/FormDialog';
import { FormSelect, FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';
import { compact, gradeYear, optionalText, requiredChoice, requiredText } from '../shared/validate';
import { useStructureOptions } from '../students/structureOptions';

interface Values {
  name: string;
  collegeId: number | '';
  majorId: number | '';
  grade: string;
  counsellor: string;
  headTeacher: string;
}

const toValues = (r?: ClassRow): Values => ({
  name: r?.name ?? '',
  collegeId: r?.collegeId ?? '',
  majorId: r?.majorId ?? '',
  grade: r?.grade ?? String(new Date().getFullYear()),
  counsellor: r?.counsellor ?? '',
  headTeacher: r?.headTeacher ?? '',
});

export function ClassForm({ open, record, onClose, onSaved }: FormDialogRender<ClassRow>) {
  const translate = useTranslate();
  const form = useFormState<Values>(toValues(record));
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toValues(record));
  }, [open, record, reset]);
  const colleges = useStructureOptions('college').choices;
  const majors = useStructureOptions('major', { collegeId: form.values.collegeId }).choices;
  const label = (f: string) => translate(`resources.classes.fields.${f}`);

  const save = async () => {
    const ok = await form.submit(
      (v) =>
        compact({
          name: requiredText(translate, v.name, label('name')),
          collegeId: requiredChoice(translate, v.collegeId, label('collegeId')),
          majorId: requiredChoice(translate, v.majorId, label('majorId')),
          grade: gradeYear(translate, v.grade, label('grade')),
          counsellor: optionalText(translate, v.counsellor, label('counsellor'), 30),
          headTeacher: optionalText(translate, v.headTeacher, label('headTeacher'), 30),
        }),
      (v) =>
        api.post(
          record ? '/school/class/update' : '/school/class/add',
          {
            ...(record && { id: record.id }),
            name: v.name.trim(), collegeId: v.collegeId, majorId: v.majorId, grade: v.grade.trim(),
            counsellor: v.counsellor.trim(), headTeacher: v.headTeacher.trim(),
          },
          { silent: true },
        ),
    );
    if (ok) onSaved(!record);
  };

  return (
    <FormDialog
      open={open}
      title={translate(record ? 'structure.dialog.edit' : 'structure.dialog.create', { name: translate('resources.classes.name', { smart_count: 1 }) })}
      saving={form.saving}
      error={form.formError}
      onClose={onClose}
      onSubmit={save}
    >
      <FormText form={form} name="name" label={label('name')} required maxLength={50} autoFocus />
      <FormSelect form={form} name="collegeId" label={label('collegeId')} choices={colleges} required onChange={() => form.set('majorId', '')} />
      <FormSelect
        form={form}
        name="majorId"
        label={label('majorId')}
        choices={majors}
        required
        disabled={form.values.collegeId === ''}
        helperText={form.values.collegeId === '' ? translate('structure.dialog.pick_college_first') : undefined}
      />
      <FormText form={form} name="grade" label={label('grade')} required maxLength={4} inputMode="numeric" />
      <FormText form={form} name="counsellor" label={label('counsellor')} maxLength={30} />
      <FormText form={form} name="headTeacher" label={label('headTeacher')} maxLength={30} />
    </FormDialog>
  );
}
