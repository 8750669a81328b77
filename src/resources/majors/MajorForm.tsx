/** Create or edit a major (专业): name, college (required), code. POST /school/major/add | update. */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { MajorRow } from '../../../common/api';
import { api } from '../../dataProvider/apiClient';
import type { FormDialogRender } from '../shared/CrudList';
import { FormDialog } from '../shared/FormDialog';
import { FormSelect, FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';
import { compact, optionalText, requiredChoice, requiredText } from '../shared/validate';
import { useStructureOptions } from '../students/structureOptions';

interface Values {
  name: string;
  collegeId: number | '';
  code: string;
}

const toValues = (r?: MajorRow): Values => ({ name: r?.name ?? '', collegeId: r?.collegeId ?? '', code: r?.code ?? '' });

export function MajorForm({ open, record, onClose, onSaved }: FormDialogRender<MajorRow>) {
  const translate = useTranslate();
  const form = useFormState<Values>(toValues(record));
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toValues(record));
  }, [open, record, reset]);
  const colleges = useStructureOptions('college').choices;
  const label = (f: string) => translate(`resources.majors.fields.${f}`);

  const save = async () => {
    const ok = await form.submit(
      (v) =>
        compact({
          name: requiredText(translate, v.name, label('name')),
          collegeId: requiredChoice(translate, v.collegeId, label('collegeId')),
          code: optionalText(translate, v.code, label('code'), 30),
        }),
      (v) =>
        api.post(
          record ? '/school/major/update' : '/school/major/add',
          { ...(record && { id: record.id }), name: v.name.trim(), collegeId: v.collegeId, code: v.code.trim() },
          { silent: true },
        ),
    );
    if (ok) onSaved(!record);
  };

  return (
    <FormDialog
      open={open}
      title={translate(record ? 'structure.dialog.edit' : 'structure.dialog.create', { name: translate('resources.majors.name', { smart_count: 1 }) })}
      saving={form.saving}
      error={form.formError}
      onClose={onClose}
      onSubmit={save}
    >
      <FormText form={form} name="name" label={label('name')} required maxLength={50} autoFocus />
      <FormSelect form={form} name="collegeId" label={label('collegeId')} choices={colleges} required />
      <FormText form={form} name="code" label={label('code')} maxLength={30} />
    </FormDialog>
  );
}
