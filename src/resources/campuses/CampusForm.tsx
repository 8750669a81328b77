/** Create or edit a campus (校区): name and order. POST /school/campus/add | update. */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import type { CampusRow } from '../../../common/api';
import { api } from '../../dataProvider/apiClient';
import type { FormDialogRender } from '../shared/CrudList';
import { FormDialog } from '../shared/FormDialog';
import { FormText } from '../shared/FormFields';
import { useFormState } from '../shared/useFormState';
import { compact, orderNumber, requiredText } from '../shared/validate';

interface Values {
  name: string;
  orderId: string;
}

const toValues = (r?: CampusRow): Values => ({ name: r?.name ?? '', orderId: r ? String(r.orderId) : '' });

export function CampusForm({ open, record, onClose, onSaved }: FormDialogRender<CampusRow>) {
  const translate = useTranslate();
  const form = useFormState<Values>(toValues(record));
  const { reset } = form;
  useEffect(() => {
    if (open) reset(toValues(record));
  }, [open, record, reset]);
  const label = (f: string) => translate(`resources.campuses.fields.${f}`);

  const save = async () => {
    const ok = await form.submit(
      (v) => compact({ name: requiredText(translate, v.name, label('name')), orderId: orderNumber(translate, v.orderId) }),
      (v) => api.post(record ? '/school/campus/update' : '/school/campus/add', { ...(record && { id: record.id }), name: v.name.trim(), orderId: v.orderId.trim() }, { silent: true }),
    );
    if (ok) onSaved(!record);
  };

  return (
    <FormDialog
      open={open}
      title={translate(record ? 'structure.dialog.edit' : 'structure.dialog.create', { name: translate('resources.campuses.name', { smart_count: 1 }) })}
      saving={form.saving}
      error={form.formError}
      onClose={onClose}
      onSubmit={save}
    >
      <FormText form={form} name="name" label={label('name')} required maxLength={50} autoFocus />
      <FormText form={form} name="orderId" label={label('orderId')} maxLength={5} inputMode="numeric" />
    </FormDialog>
  );
}
