/**
 * 教师管理 (/teacher/user; /teacher/user?id={userCode} opens the list filtered by that 工号 — the
 * dashboard ranking's link, spec §2). Filters: 姓名, 工号, 院系, 角色, 状态; the table; create/edit,
 * role assignment, status and password reset with confirmation. The random initial passwords of
 * new and reset accounts are shown once (InitialPasswordsDialog, issue 14). Mobiles come masked;
 * holders of 查看完整个人信息 may show one in full per row, after a question saying it is recorded.
 * Data: dataProvider.getList('staff') → GET /system/employees; actions call /system/employee/*;
 * a full mobile comes from dataProvider.getStaffPersonalData.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { DataTable, SelectInput, TextInput, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { EmployeeRow, InitialPassword } from '../../../common/api';
import type { StaffPersonalData } from '../../../common/personalData';
import type { StaffDataProvider } from '../../dataProvider/staff';
import { useCollegeOptions, useRoleOptions } from '../roles/options';
import { EmptyState } from '../shared/EmptyState';
import { RevealPersonalData, type RevealTexts } from '../shared/RevealPersonalData';
import { CreateAction, PageList } from '../shared/PageList';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { InitialPasswordsDialog } from './InitialPasswordsDialog';
import { RoleAssignDialog } from './RoleAssignDialog';
import { BulkActions, RowActions, type PendingCommand } from './StaffActions';
import { StaffFormDialog } from './StaffFormDialog';
import { notifyAndRethrow } from '../../dataProvider/notify';
import { roleNames } from '../../i18n/labels';
import { TreePickerInput } from '../shared/TreePicker';

const Col = DataTable.Col<EmployeeRow>;

function useFilters() {
  const translate = useTranslate();
  const colleges = useCollegeOptions();
  const roles = useRoleOptions();
  return useMemo(
    () => [
      <TextInput key="name" source="name" label="resources.staff.fields.name" placeholder={translate('staff.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
      <TextInput key="code" source="code" label="resources.staff.fields.code" placeholder={translate('staff.filters.code_placeholder')} alwaysOn resettable fullWidth={false} />,
      <TreePickerInput key="collegeId" source="collegeId" label="resources.staff.fields.collegeId" choices={colleges} alwaysOn sx={{ minWidth: 180 }} />,
      <SelectInput key="roleId" source="roleId" label="resources.staff.fields.roleId" choices={roles} alwaysOn sx={{ minWidth: 140 }} />,
      <SelectInput
        key="status"
        source="status"
        label="resources.staff.fields.status"
        choices={[{ id: 1, name: translate('staff.status.1') }, { id: 0, name: translate('staff.status.0') }]}
        alwaysOn
        sx={{ minWidth: 110 }}
      />,
    ],
    [colleges, roles, translate],
  );
}

const REVEAL_TEXTS: RevealTexts = {
  reveal: 'staff.personal.reveal',
  hide: 'staff.personal.hide',
  confirmTitle: 'staff.personal.confirm_title',
  confirm: 'staff.personal.confirm',
  confirmButton: 'staff.personal.confirm_button',
  cancelButton: 'staff.action.cancel',
};

/** The masked mobile, and for holders of 查看完整个人信息 a button that shows it in full (recorded by the server). */
function MobileCell({ record }: { record: EmployeeRow }) {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [full, setFull] = useState<StaffPersonalData | null>(null);
  if (!record.mobile) return <>-</>;
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      <span>{full?.mobile || record.mobile}</span>
      <RevealPersonalData
        variant="icon"
        subject={record.name}
        load={() => dataProvider.getStaffPersonalData(record.id)}
        revealed={full}
        onChange={setFull}
        texts={REVEAL_TEXTS}
      />
    </Stack>
  );
}

interface TableProps {
  onEdit: (r: EmployeeRow) => void;
  onRoles: (r: EmployeeRow) => void;
  onCommand: (c: PendingCommand) => void;
}

function StaffTable({ onEdit, onRoles, onCommand }: TableProps) {
  const translate = useTranslate();
  return (
    <DataTable<EmployeeRow> bulkActionButtons={<BulkActions onCommand={onCommand} />} rowClick={false} empty={<EmptyState />}>
      <Col source="code" disableSort />
      <Col source="name" disableSort />
      <Col source="gender" disableSort render={(r) => translate(`staff.gender.${r.gender}`, { _: '-' })} />
      {/* Keyed by the masked value: after an edit changes the number, the old full one is not shown. */}
      <Col source="mobile" disableSort render={(r) => <MobileCell key={`${r.id}:${r.mobile}`} record={r} />} />
      <Col source="collegeName" disableSort render={(r) => r.collegeName || '-'} />
      <Col source="title" disableSort render={(r) => r.title || '-'} />
      <Col source="roleNames" disableSort render={(r) => roleNames(translate, r.roleNames, translate('shell.list_separator')) || '-'} />
      <Col
        source="status"
        disableSort
        render={(r) => <Chip size="small" variant="outlined" color={r.status === 1 ? 'success' : 'default'} label={translate(`staff.status.${r.status}`)} />}
      />
      <Col source="lastLoginTime" disableSort render={(r) => r.lastLoginTime ?? translate('staff.never')} />
      <Col source="actions" disableSort render={(r) => <RowActions record={r} onEdit={onEdit} onRoles={onRoles} onCommand={onCommand} />} />
    </DataTable>
  );
}

/** Runs a confirmed command and tells the user what happened; a reset hands its new passwords to `onIssued`. */
function useRunCommand(onIssued: (issued: InitialPassword[]) => void) {
  const notify = useNotify();
  const dataProvider = useDataProvider<StaffDataProvider>();
  return async (c: PendingCommand) => {
    if (c.command === 'reset') {
      const r = await dataProvider.resetStaffPasswords(c.ids).catch(notifyAndRethrow);
      notify('staff.done.reset', { type: 'success', messageArgs: { count: r.count } });
      onIssued(r.initialPasswords);
    } else if (c.command === 'delete') {
      await dataProvider.delete('staff', { id: c.ids[0] }).catch(notifyAndRethrow);
      notify('staff.done.deleted', { type: 'success' });
    } else {
      const status = c.command === 'enable' ? 1 : 0;
      const r = await dataProvider.setStaffStatus(c.ids, status).catch(notifyAndRethrow);
      notify(status ? 'staff.done.enabled' : 'staff.done.disabled', { type: 'success', messageArgs: { count: r.count } });
    }
  };
}

/** Clears the selection after a bulk command (inside the list context). */
function SelectionReset({ token }: { token: number }) {
  const { onUnselectItems } = useListContext();
  useEffect(() => {
    if (token > 0) onUnselectItems();
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export default function StaffList() {
  const refresh = useRefresh();
  const [issued, setIssued] = useState<InitialPassword[] | null>(null);
  const runCommand = useRunCommand(setIssued);
  const [params] = useSearchParams();
  const code = params.get('id') ?? '';
  const filters = useFilters();
  const [editing, setEditing] = useState<{ record?: EmployeeRow } | null>(null);
  const [assigning, setAssigning] = useState<EmployeeRow | null>(null);
  const [pending, setPending] = useState<PendingCommand | null>(null);
  const [done, setDone] = useState(0);

  const saved = (passwords?: InitialPassword[]) => {
    setEditing(null);
    setAssigning(null);
    if (passwords?.length) setIssued(passwords);
    refresh();
  };

  return (
    <Box>
      <PageList
        key={code}
        resource="staff"
        title="staff.list_title"
        filters={filters}
        filterDefaultValues={code ? { code } : {}}
        actions={<CreateAction label="staff.action.create" onClick={() => setEditing({})} />}
        empty={<EmptyState />}
        sx={{ '& .RaList-content': { overflowX: 'auto' }, '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      >
        <SelectionReset token={done} />
        <StaffTable onEdit={(record) => setEditing({ record })} onRoles={setAssigning} onCommand={setPending} />
      </PageList>
      <StaffFormDialog open={editing !== null} record={editing?.record} onClose={() => setEditing(null)} onSaved={saved} />
      <RoleAssignDialog record={assigning} onClose={() => setAssigning(null)} onSaved={() => saved()} />
      <InitialPasswordsDialog passwords={issued} onClose={() => setIssued(null)} />
      <ConfirmActionDialog
        open={pending !== null}
        message={`staff.confirm.${pending?.command ?? 'reset'}`}
        messageArgs={{ count: pending?.ids.length ?? 0, name: pending?.name ?? '' }}
        confirmLabel={`staff.action.${pending?.command ?? 'reset'}`}
        danger={pending?.command === 'delete' || pending?.command === 'disable'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          await runCommand(pending!);
          setDone((n) => n + 1);
          refresh();
        }}
      />
    </Box>
  );
}
