/**
 * The members of one organisation (GET /organization/member/list via dataProvider
 * 'organizationMembers'): search by name or student number, add by student numbers, remove one or
 * the selected ones (with confirmation), set or unset a leader. Leaders are listed first.
 */
import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import { Box, Button, Chip, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { DataTable, ListBase, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { OrganizationMemberRow as MemberRow } from '../../../common/api';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { MemberAddDialog } from './MemberAddDialog';
import { notifyError } from '../../dataProvider/notify';

/** A member row as react-admin holds it: the data provider copies userId into id. */
type OrganizationMemberRow = MemberRow & { id: number };

const Col = DataTable.Col<OrganizationMemberRow>;

interface Organization {
  id: number;
  name: string;
}

type Removing = { ids: number[]; name?: string };

/** 姓名或学号 search box writing the list's `name` filter (after a short pause). */
function MemberSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.name ?? ''));
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filterValues.name ?? '') !== text.trim()) setFilters({ ...filterValues, name: text.trim() || undefined });
    }, 400);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      placeholder={translate('organizations.member.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('organizations.member.search') } }}
      sx={{ width: 200 }}
    />
  );
}

function RemoveSelected({ onRemove }: { onRemove: (r: Removing) => void }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <Button size="small" color="error" startIcon={<PersonRemoveOutlined />} onClick={() => onRemove({ ids: selectedIds.map(Number) })}>
      {translate('organizations.member.remove_selected')}
    </Button>
  );
}

function Unselect({ token }: { token: number }) {
  const { onUnselectItems } = useListContext();
  useEffect(() => {
    if (token > 0) onUnselectItems();
  }, [token]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

export function MemberTable({ organization }: { organization: Organization }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [removed, setRemoved] = useState(0);

  const toggleLeader = async (m: OrganizationMemberRow) => {
    try {
      await dataProvider.setOrganizationLeader(organization.id, m.userId, !m.isLeader);
      notify('organizations.member.leader_updated', { type: 'success' });
      refresh();
    } catch (e) {
      notifyError(e);
    }
  };

  return (
    <ListBase<OrganizationMemberRow>
      resource="organizationMembers"
      filter={{ organizationId: organization.id }}
      perPage={DEFAULT_PAGE_SIZE}
      disableSyncWithLocation
      storeKey={false}
    >
      <Unselect token={removed} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {translate('organizations.detail.members')}
        </Typography>
        <MemberSearch />
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('organizations.member.add')}
        </Button>
      </Box>
      <Box
        sx={{
          overflowX: 'auto',
          '& td, & th': { whiteSpace: 'nowrap', px: 1 },
          // Long college and class names wrap so the actions stay in view.
          '& td.column-collegeName, & td.column-className': { whiteSpace: 'normal', minWidth: 96 },
        }}
      >
        <DataTable<OrganizationMemberRow> rowClick={false} bulkActionButtons={<RemoveSelected onRemove={setRemoving} />} empty={<EmptyState />}>
          <Col source="name" disableSort />
          <Col source="code" disableSort />
          <Col source="collegeName" disableSort render={(m) => m.collegeName || '-'} />
          <Col source="className" disableSort render={(m) => m.className || '-'} />
          <Col
            source="isLeader"
            disableSort
            render={(m) => (
              <Chip
                size="small"
                variant={m.isLeader ? 'filled' : 'outlined'}
                color={m.isLeader ? 'warning' : 'default'}
                label={translate(m.isLeader ? 'organizations.member.leader' : 'organizations.member.member')}
              />
            )}
          />
          <Col source="joinedAt" disableSort render={(m) => m.joinedAt.slice(0, 10)} />
          <Col
            source="actions"
            disableSort
            align="right"
            render={(m) => {
              const leaderLabel = translate(m.isLeader ? 'organizations.member.unset_leader' : 'organizations.member.set_leader');
              const removeLabel = translate('organizations.member.remove');
              return (
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
                  <Tooltip title={leaderLabel}>
                    <IconButton size="small" color="warning" aria-label={`${leaderLabel} ${m.name}`} onClick={() => toggleLeader(m)}>
                      {m.isLeader ? <StarRounded fontSize="small" /> : <StarBorderRounded fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={removeLabel}>
                    <IconButton size="small" color="error" aria-label={`${removeLabel} ${m.name}`} onClick={() => setRemoving({ ids: [m.userId], name: m.name })}>
                      <PersonRemoveOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              );
            }}
          />
        </DataTable>
      </Box>
      <ListPagination />
      <MemberAddDialog
        open={adding}
        organization={organization}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          refresh();
        }}
      />
      <DeleteDialog
        open={removing !== null}
        message={
          removing?.name
            ? translate('organizations.member.remove_confirm', { name: removing.name })
            : translate('organizations.member.remove_many_confirm', { count: removing?.ids.length ?? 0 })
        }
        onConfirm={() => dataProvider.removeOrganizationMembers(organization.id, removing!.ids)}
        onDeleted={() => {
          notify('organizations.member.removed', { type: 'success', messageArgs: { count: removing?.ids.length ?? 0 } });
          setRemoved((n) => n + 1);
          refresh();
        }}
        onClose={() => setRemoving(null)}
        confirmLabel={translate('organizations.member.remove')}
      />
    </ListBase>
  );
}
