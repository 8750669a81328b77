/**
 * Role assignment of one staff member (issue 3): the school's staff roles as checkboxes; saves
 * through POST /system/employee/roles {id, roleIds}. Permissions are the union of the roles.
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { EmployeeRow } from '../../../common/api';
import type { StaffDataProvider } from '../../dataProvider/staff';
import { useRoleOptions } from '../roles/options';
import { EmptyState } from '../shared/EmptyState';
import { notifyError } from '../../dataProvider/notify';

export interface RoleAssignDialogProps {
  record: EmployeeRow | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RoleAssignDialog({ record, onClose, onSaved }: RoleAssignDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const roles = useRoleOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => setSelected(record?.roleIds ?? []), [record]);

  const flip = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const save = async () => {
    if (!record) return;
    setSaving(true);
    try {
      await dataProvider.setStaffRoles(record.id, selected);
      notify('staff.done.roles', { type: 'success' });
      onSaved();
    } catch (e) {
      notifyError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={record !== null} onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('staff.dialog.roles_title', { name: record?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('staff.dialog.roles_hint')}</Typography>
        {roles.length === 0 ? (
          <EmptyState />
        ) : (
          <FormGroup>
            {roles.map((r) => (
              <FormControlLabel key={r.id} control={<Checkbox checked={selected.includes(r.id)} onChange={() => flip(r.id)} />} label={r.name} />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>{translate('staff.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || !record} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {translate('staff.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
