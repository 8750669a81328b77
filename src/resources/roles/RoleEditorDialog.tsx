/**
 * The role editor (spec §2 "Role editing screen: checkbox tree of permissions", §4): name, remarks,
 * data scope (全校 / 指定学院 with a college / 本人所在组织) and the permission tree. Opens empty for a
 * new role, or loads GET /system/role/detail {id}; the tree comes from GET /system/role/tree
 * {identity} (the student role gets the student modules). A react-admin form validated by the
 * endpoint's own schema (roleForm.ts); saves through the `roles` resource (POST
 * /system/role/add|update), a refusal toasting as before.
 */
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RadioButtonGroupInput, SelectInput, TextInput, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PermissionNode, RoleDetail } from '../../../common/api';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { useCollegeOptions } from './options';
import { PermissionTree } from './PermissionTree';
import { EMPTY_ROLE, formToInput, roleFormResolver, roleToForm, type RoleFormValues } from './roleForm';
import { EditorDialog } from '../shared/EditorDialog';
import { TreePickerInput } from '../shared/TreePicker';

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

/** 数据范围 with its college select (only for 指定学院). */
function ScopeInputs() {
  const translate = useTranslate();
  const colleges = useCollegeOptions();
  const scope = useWatch<RoleFormValues, 'dataScope'>({ name: 'dataScope' });
  const choices = [1, 2, 3].map((s) => ({ id: s, name: translate(`roles.scope.${s}`) }));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3, flexWrap: 'wrap', mb: 2 }}>
      <RadioButtonGroupInput source="dataScope" label="resources.roles.fields.dataScope" choices={choices} row helperText="roles.scope.hint" parse={Number} />
      {Number(scope) === 2 ? (
        <TreePickerInput source="scopeCollegeId" label="resources.roles.fields.scopeCollegeId" choices={colleges} sx={{ width: 260, mt: 2.5 }} helperText={false} />
      ) : null}
    </Box>
  );
}

/** The permission tree as the form's `permission` string. */
function PermissionInput({ tree, treeKey }: { tree: PermissionNode[]; treeKey: string }) {
  const { field } = useInput({ source: 'permission' });
  return <PermissionTree key={treeKey} tree={tree} value={field.value ?? ''} onChange={field.onChange} />;
}

export function RoleEditorDialog({ open, roleId, onClose, onSaved }: RoleEditorDialogProps) {
  const translate = useTranslate();
  const { detail, tree, identity, ready } = useRoleData(open, roleId);

  const loading = !ready || tree.isPending;
  // A newly loaded role (or a new one) starts the form and the tree's ticks over.
  const loaded = roleId !== undefined && ready && detail.data ? detail.data : undefined;
  const treeKey = `${roleId ?? 'new'}-${identity}`;

  return (
    <EditorDialog<RoleFormValues>
      resource="roles" id={roleId} name={detail.data?.name} toInput={formToInput}
      open={open} onClose={onClose} onSaved={onSaved} loading={loading && translate('roles.dialog.loading_tree')}
      formKey={`${treeKey}-${loaded ? 'loaded' : 'empty'}`} defaultValues={loaded ? roleToForm(loaded) : EMPTY_ROLE} resolver={roleFormResolver}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="name" label="resources.roles.fields.name" isRequired size="small" slotProps={{ htmlInput: { maxLength: 30 } }} />
        <TextInput source="remarks" label="resources.roles.fields.remarks" size="small" />
      </Box>
      {identity === 2 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('roles.scope.student_hint')}</Typography>
      ) : (
        <ScopeInputs />
      )}
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{translate('roles.dialog.tree_title')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('roles.dialog.tree_hint')}</Typography>
      {loading || !tree.data ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{translate('roles.dialog.loading_tree')}</Typography>
      ) : (
        <PermissionInput tree={tree.data} treeKey={treeKey} />
      )}
    </EditorDialog>
  );
}
