/**
 * Create or edit a college (院系): name, code, campus, parent college and order. POST
 * /school/college/add | update; moving under itself or a descendant is refused by the server and
 * the reason shows under 上级院系. `parentId` presets the parent (add a sub-college from the tree).
 */
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { CollegeRow } from '../../../common/api';
import { api } from '../../dataProvider/apiClient';
import type { FormDialogRender } from '../shared/CrudList';
import { FormDialog } from '../shared/FormDialog';
import { FormSelect, FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';
import { compact, optionalText, orderNumber, requiredText } from '../shared/validate';
import { useStructureOptions } from '../students/structureOptions';

export interface CollegeValues {
  name: string;
  code: string;
  campusId: number | '';
  parentId: number | '';
  orderId: string;
}

/** The record in the shape the form edits (only the fields it has). */
export type CollegeRecord = Pick<CollegeRow, 'id' | 'name'> & Partial<CollegeRow>;

const toValues = (r?: CollegeRecord, parentId?: number): CollegeValues => ({
  name: r?.name ?? '',
  code: r?.code ?? '',
  campusId: r?.campusId ?? '',
  parentId: r?.parentId || parentId || '',
  orderId: r?.orderId !== undefined ? String(r.orderId) : '',
});

export interface CollegeFormProps extends FormDialogRender<CollegeRecord> {
  /** Preset parent when adding a sub-college. */
  parentId?: number;
  title?: string;
}

export function CollegeForm({ open, record, onClose, onSaved, parentId, title }: CollegeFormProps) {
  const translate = useTranslate();
  const form = useFormState<CollegeValues>(toValues(record, parentId));
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toValues(record, parentId));
  }, [open, record, parentId, reset]);
  const campuses = useStructureOptions('campus').choices;
  const colleges = useStructureOptions('college').choices;
  const parents = useMemo(() => colleges.filter((c) => c.id !== record?.id), [colleges, record]);
  const label = (f: string) => translate(`resources.colleges.fields.${f}`);

  const save = async () => {
    const ok = await form.submit(
      (v) =>
        compact({
          name: requiredText(translate, v.name, label('name')),
          code: optionalText(translate, v.code, label('code'), 30),
          orderId: orderNumber(translate, v.orderId),
        }),
      (v) =>
        api.post(
          record ? '/school/college/update' : '/school/college/add',
          { ...(record && { id: record.id }), name: v.name.trim(), code: v.code.trim(), campusId: v.campusId, parentId: v.parentId, orderId: v.orderId.trim() },
          { silent: true },
        ),
    );
    if (ok) onSaved(!record);
  };

  return (
    <FormDialog
      open={open}
      title={title ?? translate(record ? 'structure.dialog.edit' : 'structure.dialog.create', { name: translate('resources.colleges.name', { smart_count: 1 }) })}
      saving={form.saving}
      error={form.formError}
      onClose={onClose}
      onSubmit={save}
    >
      <FormText form={form} name="name" label={label('name')} required maxLength={50} autoFocus />
      <FormText form={form} name="code" label={label('code')} maxLength={30} />
      <FormSelect form={form} name="campusId" label={label('campusId')} choices={campuses} emptyLabel={translate('structure.dialog.none')} />
      <FormSelect form={form} name="parentId" label={label('parentId')} choices={parents} emptyLabel={translate('structure.dialog.top_level')} />
      <FormText form={form} name="orderId" label={label('orderId')} maxLength={5} inputMode="numeric" />
    </FormDialog>
  );
}
