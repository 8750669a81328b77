/**
 * 角色权限 (/system/teacher/role, spec §2 "/system … teacher/role"): the school's roles with their
 * data scope and holders; 新增角色 and 编辑 open the role editor, 删除 asks first (built-in roles
 * cannot be deleted, and the server refuses roles still held by users, saying how many).
 * Data: the `roles` resource: getList → GET /system/roles, delete → POST /system/role/delete.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack } from '@mui/material';
import { DataTable, List, TextInput, TopToolbar, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RoleRow } from '../../../common/api';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { RoleEditorDialog } from './RoleEditorDialog';


const Col = DataTable.Col<RoleRow>;

/** '全校', '指定学院：计算机学院' or '本人所在组织'. */
export function useScopeLabel() {
  const translate = useTranslate();
  return (r: Pick<RoleRow, 'dataScope' | 'scopeCollegeName' | 'identity'>) => {
    if (r.identity === 2) return '-';
    if (r.dataScope === 2)
      return r.scopeCollegeName ? translate('roles.scope.college', { name: r.scopeCollegeName }) : translate('roles.scope.college_missing');
    return translate(`roles.scope.${r.dataScope}`);
  };
}

function RoleTable({ onEdit, onDelete }: { onEdit: (r: RoleRow) => void; onDelete: (r: RoleRow) => void }) {
  const translate = useTranslate();
  const scopeLabel = useScopeLabel();
  return (
    <DataTable<RoleRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
      <Col source="name" disableSort />
      <Col source="remarks" disableSort render={(r) => r.remarks || '-'} />
      <Col source="dataScope" disableSort render={scopeLabel} />
      <Col source="userCount" disableSort align="right" />
      <Col
        source="builtIn"
        disableSort
        render={(r) => (
          <Chip
            size="small"
            variant="outlined"
            color={r.builtIn ? 'primary' : 'default'}
            label={translate(r.identity === 2 ? 'roles.student_role' : r.builtIn ? 'roles.built_in' : 'roles.custom')}
          />
        )}
      />
      <Col
        source="actions"
        disableSort
        render={(r) => (
          <Stack direction="row" spacing={0.5}>
            <Button size="small" onClick={() => onEdit(r)}>{translate('roles.action.edit')}</Button>
            {r.builtIn ? null : (
              <Button size="small" color="error" onClick={() => onDelete(r)}>{translate('roles.action.delete')}</Button>
            )}
          </Stack>
        )}
      />
    </DataTable>
  );
}

export default function RoleList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="name" source="name" label="resources.roles.fields.name" placeholder={translate('roles.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
  ];
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteRole] = useDelete<RoleRow>();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);

  const actions = (
    <TopToolbar>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({})}>
        {translate('roles.action.create')}
      </Button>
    </TopToolbar>
  );

  return (
    <Box>
      <List
        resource="roles"
        title="roles.list_title"
        filters={filters}
        actions={actions}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        empty={<EmptyState />}
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
        sx={{ '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      >
        <RoleTable onEdit={(r) => setEditing({ id: r.id })} onDelete={setDeleting} />
      </List>
      <RoleEditorDialog
        open={editing !== null}
        roleId={editing?.id}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <ConfirmActionDialog
        open={deleting !== null}
        message="roles.confirm.delete"
        messageArgs={{ name: deleting?.name ?? '' }}
        confirmLabel="roles.action.delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          await deleteRole('roles', { id: deleting!.id, previousData: deleting! }, { returnPromise: true });
          notify('roles.done.deleted', { type: 'success' });
          refresh();
        }}
      />
    </Box>
  );
}
