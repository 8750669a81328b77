/**
 * 角色权限 (/system/teacher/role, spec §2 "/system … teacher/role"): the school's roles with their
 * data scope and holders; 新增角色 and 编辑 open the role editor, 删除 asks first (built-in roles
 * cannot be deleted, and the server refuses roles still held by users, saying how many).
 * Data: the `roles` resource: getList → GET /system/roles, delete → POST /system/role/delete.
 */
import { Chip } from '@mui/material';
import { DataTable, TextInput, useTranslate } from 'react-admin';
import type { RoleRow } from '../../../common/api';
import { EmptyState } from '../shared/EmptyState';
import { EditDeleteButtons, EditorListPage } from '../shared/PageList';
import { RoleEditorDialog } from './RoleEditorDialog';
import { builtInName } from '../../i18n/labels';


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
      <Col source="name" disableSort render={(r) => builtInName(translate, r.name, 'builtIn.roles')} />
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
          <EditDeleteButtons texts="roles" onEdit={() => onEdit(r)} onDelete={r.builtIn ? undefined : () => onDelete(r)} />
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
  return (
    <EditorListPage<RoleRow>
      resource="roles"
      texts="roles"
      filters={filters}
      sx={{ '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      table={(on) => <RoleTable {...on} />}
      editor={({ id, ...props }) => <RoleEditorDialog roleId={id} {...props} />}
    />
  );
}
