/**
 * The editor dialog of one record of a react-admin resource (flows, roles): a wide SchemaFormDialog
 * with the resource's own texts — titled `<resource>.dialog.create_title`, or `.edit_title` with the
 * record's `name`, buttons `<resource>.action.save|cancel` — that saves through useSaveRecord.
 */
import { useTranslate } from 'react-admin';
import { SchemaFormDialog, type SchemaFormDialogProps } from './SchemaFormDialog';
import { useSaveRecord, type SaveRecordOptions } from './useSaveRecord';

export interface EditorDialogProps<V>
  extends SaveRecordOptions<V>, Pick<SchemaFormDialogProps, 'open' | 'onClose' | 'formKey' | 'defaultValues' | 'resolver' | 'loading' | 'children'> {
  /** The edited record's name, for the title. */
  name?: string;
}

export function EditorDialog<V>({ resource, id, toInput, previousData, onSaved, name, ...dialog }: EditorDialogProps<V>) {
  const translate = useTranslate();
  const onSubmit = useSaveRecord<V>({ resource, id, toInput, previousData, onSaved });
  const title = id ? translate(`${resource}.dialog.edit_title`, { name: name ?? '' }) : translate(`${resource}.dialog.create_title`);
  return <SchemaFormDialog {...dialog} title={title} onSubmit={onSubmit} texts={resource} wide />;
}
