/**
 * The role editor (spec §2 "Role editing screen: checkbox tree of permissions", §4): name, remarks,
 * data scope (全校 / 指定学院 with a college / 本人所在组织) and the permission tree. Opens empty for a
 * new role, or loads GET /system/role/detail {id}; the tree comes from GET /system/role/tree
 * {identity} (the student role gets the student modules). Saves through the `roles` resource
 * (POST /system/role/add|update).
 */
import { useEffect, useState } from 'react';
import {
  Box, Dialog, DialogContent, DialogTitle, FormControl, FormControlLabel,
  FormHelperText, FormLabel, InputLabel, LinearProgress, MenuItem, Radio, RadioGroup, Select, TextField, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCreate, useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { DataScopeCode, PermissionNode, RoleDetail } from '../../../common/api';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { useCollegeOptions } from './options';
import { PermissionTree } from './PermissionTree';
import { EMPTY_ROLE, formToInput, roleToForm, validateRole, type RoleFormErrors, type RoleFormValues } from './roleForm';
import { DialogButtons } from '../shared/DialogButtons';

export interface RoleEditorDialogProps {
  open: boolean;
  /** The role to edit; absent → a new staff role. */
  roleId?: number;
  onClose: () => void;
  onSaved: () => void;
}

/** The role (getOne('roles') → GET /system/role/detail) and the permission tree of its identity. */
function useRoleData(open: boolean, roleId?: number) {
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  // Not useGetOne: it starts from the list's row (no permission string), and the tree's
  // expansion is set once from the first value it gets.
  const detail = useQuery({
    queryKey: ['roles', 'detail', roleId],
    queryFn: async () => (await dataProvider.getOne<RoleDetail & { id: number }>('roles', { id: roleId! })).data,
    enabled: open && roleId !== undefined,
    gcTime: 0,
  });
  const ready = roleId === undefined || detail.isSuccess;
  const identity = detail.data?.identity ?? 0;
  const tree = useQuery<PermissionNode[]>({
    queryKey: ['roles', 'tree', identity],
    queryFn: () => dataProvider.getRolePermissionTree(identity),
    enabled: open && ready,
    staleTime: 60_000,
  });
  return { detail, tree, identity, ready };
}

export function RoleEditorDialog({ open, roleId, onClose, onSaved }: RoleEditorDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const colleges = useCollegeOptions();
  const { detail, tree, identity, ready } = useRoleData(open, roleId);
  const [values, setValues] = useState<RoleFormValues>(EMPTY_ROLE);
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [create] = useCreate();
  const [update] = useUpdate();

  // A newly loaded role (or a new one) re-initialises the form and the tree's ticks.
  useEffect(() => {
    if (!open) return;
    setValues(roleId !== undefined && ready && detail.data ? roleToForm(detail.data) : EMPTY_ROLE);
    setErrors({});
  }, [open, roleId, ready, detail.data]);

  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async () => {
    const found = validateRole(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const data = formToInput(values, roleId);
      if (roleId) await update('roles', { id: roleId, data }, { returnPromise: true });
      else await create('roles', { data }, { returnPromise: true });
      notify(roleId ? 'roles.done.updated' : 'roles.done.created', { type: 'success' });
      onSaved();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const loading = !ready || tree.isPending;
  const title = roleId ? translate('roles.dialog.edit_title', { name: detail.data?.name ?? '' }) : translate('roles.dialog.create_title');
  const isStudentRole = identity === 2;

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="role-editor-title">
      <DialogTitle id="role-editor-title">{title}</DialogTitle>
      {loading ? <LinearProgress aria-label={translate('roles.dialog.loading_tree')} /> : null}
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 2 }}>
          <TextField
            label={translate('resources.roles.fields.name')}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={!!errors.name}
            helperText={errors.name ? translate(errors.name) : ' '}
            required
            size="small"
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            label={translate('resources.roles.fields.remarks')}
            value={values.remarks}
            onChange={(e) => set('remarks', e.target.value)}
            error={!!errors.remarks}
            helperText={errors.remarks ? translate(errors.remarks) : ' '}
            size="small"
          />
        </Box>
        {isStudentRole ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('roles.scope.student_hint')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3, flexWrap: 'wrap', mb: 2 }}>
            <FormControl error={!!errors.dataScope}>
              <FormLabel id="role-scope-label">{translate('resources.roles.fields.dataScope')}</FormLabel>
              <RadioGroup row aria-labelledby="role-scope-label" value={values.dataScope} onChange={(e) => set('dataScope', Number(e.target.value) as DataScopeCode)}>
                {[1, 2, 3].map((s) => (
                  <FormControlLabel key={s} value={s} control={<Radio size="small" />} label={translate(`roles.scope.${s}`)} />
                ))}
              </RadioGroup>
              <FormHelperText>{errors.dataScope ? translate(errors.dataScope) : translate('roles.scope.hint')}</FormHelperText>
            </FormControl>
            {values.dataScope === 2 ? (
              <FormControl size="small" sx={{ width: 260, mt: 2.5 }} error={!!errors.scopeCollegeId}>
                <InputLabel id="role-college-label">{translate('resources.roles.fields.scopeCollegeId')}</InputLabel>
                <Select
                  labelId="role-college-label"
                  label={translate('resources.roles.fields.scopeCollegeId')}
                  value={values.scopeCollegeId}
                  onChange={(e) => set('scopeCollegeId', String(e.target.value) === '' ? '' : Number(e.target.value))}
                >
                  {colleges.map((c) => (
                    <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
                  ))}
                </Select>
                <FormHelperText>{errors.scopeCollegeId ? translate(errors.scopeCollegeId) : ' '}</FormHelperText>
              </FormControl>
            ) : null}
          </Box>
        )}
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{translate('roles.dialog.tree_title')}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('roles.dialog.tree_hint')}</Typography>
        {loading || !tree.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{translate('roles.dialog.loading_tree')}</Typography>
        ) : (
          <PermissionTree key={`${roleId ?? 'new'}-${identity}`} tree={tree.data} value={values.permission} onChange={(p) => set('permission', p)} />
        )}
      </DialogContent>
      <DialogButtons busy={saving} onCancel={onClose} cancelLabel="roles.action.cancel" label={translate('roles.action.save')} onConfirm={save} disabled={loading} />
    </Dialog>
  );
}
