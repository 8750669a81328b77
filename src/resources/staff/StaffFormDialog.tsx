/**
 * Create or edit a staff member (/teacher/user, issue 3): 工号, 姓名, 性别, 手机号 (spec §5 rule),
 * 所属院系, 职称 and 角色 (several of the school's staff roles), in a react-admin form validated by
 * the endpoint's own schema (staffForm.ts). Saves through POST /system/employee/add | update; the
 * server's refusals ('该工号已存在', …) show as toasts. An edit shows the mobile masked as the list
 * has it (issue 14 defect 8) with a hint: left as it is, the server keeps the stored number. A new
 * account's random initial password comes back in the reply and goes to `onSaved` (issue 14), for
 * the list to show once.
 */
import { useCallback, useMemo } from 'react';
import { Alert, Box } from '@mui/material';
import { RadioButtonGroupInput, SelectArrayInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EmployeeCreated, EmployeeRow, InitialPassword } from '../../../common/api';
import { looksMasked } from '../../../common/personalData';
import { useCollegeOptions, useRoleOptions } from '../roles/options';
import { EMPTY_STAFF, formToInput, staffFormResolver, staffToForm, type StaffFormValues } from './staffForm';
import { SchemaFormDialog } from '../shared/SchemaFormDialog';
import { notifyError } from '../../dataProvider/notify';
import { TreePickerInput } from '../shared/TreePicker';

export interface StaffFormDialogProps {
  open: boolean;
  /** The row to edit; absent → a new account. */
  record?: EmployeeRow;
  onClose: () => void;
  /** After a save; a new account's initial password is passed along (edits pass nothing). */
  onSaved: (issued?: InitialPassword[]) => void;
}

export function StaffFormDialog({ open, record, onClose, onSaved }: StaffFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const colleges = useCollegeOptions();
  const roles = useRoleOptions();
  const resolver = useMemo(() => staffFormResolver(record), [record]);

  const onSubmit = useCallback(
    async (values: object) => {
      const data = formToInput(values as StaffFormValues, record?.id);
      try {
        if (record) {
          await dataProvider.update('staff', { id: record.id, data, previousData: record });
          notify('staff.done.updated', { type: 'success' });
          onSaved();
        } else {
          const { data: created } = await dataProvider.create<EmployeeCreated>('staff', { data });
          notify('staff.done.created', { type: 'success' });
          onSaved(created.initialPasswords);
        }
      } catch (e) {
        notifyError(e);
      }
    },
    [record, dataProvider, notify, onSaved],
  );

  const genders = [1, 2].map((id) => ({ id, name: translate(`staff.gender.${id}`) }));
  const field = (key: string) => `resources.staff.fields.${key}`;

  return (
    <SchemaFormDialog
      open={open}
      title={translate(record ? 'staff.dialog.edit_title' : 'staff.dialog.create_title')}
      formKey={record?.id ?? 'new'}
      defaultValues={record ? staffToForm(record) : EMPTY_STAFF}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
      texts="staff"
    >
      {record ? null : <Alert severity="info" sx={{ mb: 2 }}>{translate('staff.dialog.initial_password')}</Alert>}
      {record && looksMasked(record.mobile) ? <Alert severity="info" sx={{ mb: 2 }}>{translate('staff.personal.form_hint')}</Alert> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="code" label={field('code')} isRequired size="small" slotProps={{ htmlInput: { maxLength: 30 } }} />
        <TextInput source="name" label={field('name')} isRequired size="small" slotProps={{ htmlInput: { maxLength: 30 } }} />
        <RadioButtonGroupInput source="gender" label={field('gender')} choices={genders} row parse={Number} />
        <TextInput source="mobile" label={field('mobile')} size="small" slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }} />
        <TreePickerInput source="collegeId" label={field('collegeId')} choices={colleges} />
        <TextInput source="title" label={field('title')} size="small" />
      </Box>
      <SelectArrayInput source="roleIds" label={field('roleIds')} choices={roles} helperText="staff.dialog.roles_hint" fullWidth size="small" />
    </SchemaFormDialog>
  );
}
