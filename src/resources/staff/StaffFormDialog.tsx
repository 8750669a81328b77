/**
 * Create or edit a staff member (/teacher/user, issue 3): 工号, 姓名, 性别, 手机号 (spec §5 rule),
 * 所属院系, 职称 and 角色 (several of the school's staff roles). Saves through POST
 * /system/employee/add | update; the server's refusals ('该工号已存在', …) show as toasts. An edit
 * shows the mobile masked as the list has it (issue 14 defect 8) with a hint: left as it is, the
 * server keeps the stored number. A new
 * account's random initial password comes back in the reply and goes to `onSaved` (issue 14), for
 * the list to show once.
 */
import { useEffect, useState } from 'react';
import {
  Alert, Box, Checkbox, Dialog, DialogContent, DialogTitle, FormControl,
  FormControlLabel, FormHelperText, FormLabel, InputLabel, ListItemText, MenuItem, Radio, RadioGroup, Select, TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EmployeeCreated, EmployeeRow, InitialPassword } from '../../../common/api';
import { looksMasked } from '../../../common/personalData';
import { useCollegeOptions, useRoleOptions } from '../roles/options';
import { EMPTY_STAFF, formToInput, staffToForm, validateStaff, type StaffFormErrors, type StaffFormValues } from './staffForm';
import { DialogButtons } from '../shared/DialogButtons';

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
  const [values, setValues] = useState<StaffFormValues>(EMPTY_STAFF);
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(record ? staffToForm(record) : EMPTY_STAFF);
    setErrors({});
  }, [open, record]);

  const set = <K extends keyof StaffFormValues>(key: K, value: StaffFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (key: 'code' | 'name' | 'mobile' | 'title', required = false) => ({
    label: translate(`resources.staff.fields.${key}`),
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    onBlur: () => setErrors((prev) => ({ ...prev, [key]: validateStaff(values, record)[key] })),
    error: !!errors[key],
    helperText: errors[key] ? translate(errors[key]!) : ' ',
    required,
    size: 'small' as const,
    fullWidth: true,
  });

  const save = async () => {
    const found = validateStaff(values, record);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      if (record) {
        await dataProvider.update('staff', { id: record.id, data: formToInput(values, record.id), previousData: record });
        notify('staff.done.updated', { type: 'success' });
        onSaved();
      } else {
        const { data: created } = await dataProvider.create<EmployeeCreated>('staff', { data: formToInput(values) });
        notify('staff.done.created', { type: 'success' });
        onSaved(created.initialPasswords);
      }
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const roleName = (id: number) => roles.find((r) => r.id === id)?.name ?? String(id);

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="staff-form-title">
      <DialogTitle id="staff-form-title">{translate(record ? 'staff.dialog.edit_title' : 'staff.dialog.create_title')}</DialogTitle>
      <DialogContent dividers>
        {record ? null : <Alert severity="info" sx={{ mb: 2 }}>{translate('staff.dialog.initial_password')}</Alert>}
        {record && looksMasked(record.mobile) ? <Alert severity="info" sx={{ mb: 2 }}>{translate('staff.personal.form_hint')}</Alert> : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField {...field('code', true)} slotProps={{ htmlInput: { maxLength: 30 } }} />
          <TextField {...field('name', true)} slotProps={{ htmlInput: { maxLength: 30 } }} />
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id="staff-gender-label" sx={{ fontSize: 12 }}>{translate('resources.staff.fields.gender')}</FormLabel>
            <RadioGroup row aria-labelledby="staff-gender-label" value={values.gender} onChange={(e) => set('gender', Number(e.target.value) === 2 ? 2 : 1)}>
              <FormControlLabel value={1} control={<Radio size="small" />} label={translate('staff.gender.1')} />
              <FormControlLabel value={2} control={<Radio size="small" />} label={translate('staff.gender.2')} />
            </RadioGroup>
          </FormControl>
          <TextField {...field('mobile')} slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }} />
          <FormControl size="small" fullWidth>
            <InputLabel id="staff-college-label">{translate('resources.staff.fields.collegeId')}</InputLabel>
            <Select
              labelId="staff-college-label"
              label={translate('resources.staff.fields.collegeId')}
              value={values.collegeId}
              onChange={(e) => set('collegeId', String(e.target.value) === '' ? '' : Number(e.target.value))}
            >
              <MenuItem value="">
                <em>-</em>
              </MenuItem>
              {colleges.map((c) => (
                <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
              ))}
            </Select>
            <FormHelperText> </FormHelperText>
          </FormControl>
          <TextField {...field('title')} />
        </Box>
        <FormControl size="small" fullWidth>
          <InputLabel id="staff-roles-label">{translate('resources.staff.fields.roleIds')}</InputLabel>
          <Select<number[]>
            labelId="staff-roles-label"
            label={translate('resources.staff.fields.roleIds')}
            multiple
            value={values.roleIds}
            onChange={(e) => set('roleIds', (e.target.value as number[]).map(Number))}
            renderValue={(ids) => ids.map(roleName).join('，')}
          >
            {roles.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                <Checkbox size="small" checked={values.roleIds.includes(r.id)} />
                <ListItemText primary={r.name} />
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>{translate('staff.dialog.roles_hint')}</FormHelperText>
        </FormControl>
      </DialogContent>
      <DialogButtons busy={saving} onCancel={onClose} cancelLabel="staff.action.cancel" label={translate('staff.action.save')} onConfirm={save} />
    </Dialog>
  );
}
