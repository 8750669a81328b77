/**
 * 黑名单 (/communist/blacklist; issue 4 "Integrity and blacklist"): the school's blacklist entries
 * (GET /blacklist/list {name?, code?, status?: 'active'|'removed'}) with the no-show count, the
 * period, the state and the latest appeal; 移出黑名单 (reason, confirmation) for active entries and
 * 加入黑名单 (student picker, reason, days).
 */
import { useState } from 'react';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Button, Chip } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { AddDialog } from './AddDialog';
import { RemoveDialog } from './RemoveDialog';
import type { BlacklistRow } from './types';
import { FitBox } from '../shared/FitTable';

const Col = DataTable.Col<BlacklistRow>;
const appealColors: Record<number, 'warning' | 'success' | 'error'> = { 1: 'warning', 2: 'success', 3: 'error' };

export default function BlacklistList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BlacklistRow | null>(null);
  const filters = [
    <TextInput key="name" source="name" label="resources.blacklist.fields.name" alwaysOn resettable fullWidth={false} placeholder={translate('blacklist.filters.name_placeholder')} />,
    <TextInput key="code" source="code" label="resources.blacklist.fields.code" alwaysOn resettable fullWidth={false} placeholder={translate('blacklist.filters.code_placeholder')} />,
    <SelectInput
      key="status" source="status" label="resources.blacklist.fields.active" alwaysOn emptyText="blacklist.filters.all"
      choices={[{ id: 'active', name: 'blacklist.state.active' }, { id: 'removed', name: 'blacklist.state.removed' }]}
    />,
  ];
  return (
    <>
      <List
        resource="blacklist" title="blacklist.list_title" filters={filters} filterDefaultValues={{ status: 'active' }}
        actions={
          <TopToolbar>
            <Button size="small" variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>{translate('blacklist.action.add')}</Button>
          </TopToolbar>
        }
        perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false}
        sx={{ ...LIST_SX, '& .RaList-actions form': { minHeight: 'auto', pb: 1.5 } }}
      >
        <FitBox>
        <DataTable<BlacklistRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          <Col source="name" disableSort />
          <Col source="code" disableSort />
          <Col source="collegeName" disableSort render={(r) => r.collegeName || '-'} />
          <Col source="className" disableSort render={(r) => r.className || '-'} />
          <Col source="reason" disableSort render={(r) => r.reason || '-'} />
          <Col source="noShowCount" disableSort align="right" />
          <Col source="period" disableSort render={(r) => `${r.startedAt?.slice(0, 10) ?? ''} ~ ${r.endsAt?.slice(0, 10) ?? ''}`} />
          <Col
            source="active" disableSort
            render={(r) => (
              <Chip
                size="small" variant="outlined" color={r.active ? 'error' : 'default'}
                label={r.active ? translate('blacklist.state.active') : translate('blacklist.state.removed_at', { time: r.removedAt?.slice(0, 10) ?? '' })}
              />
            )}
          />
          <Col
            source="appealStatus" disableSort
            render={(r) => (r.appealStatus ? <Chip size="small" color={appealColors[r.appealStatus] ?? 'default'} label={translate(`blacklist.appeal.${r.appealStatus}`, { _: '-' })} /> : translate('blacklist.appeal.none'))}
          />
          <Col
            source="actions" disableSort align="right"
            render={(r) => (r.active ? <Button size="small" color="error" onClick={() => setRemoving(r)}>{translate('blacklist.action.remove')}</Button> : null)}
          />
        </DataTable>
        </FitBox>
      </List>
      <AddDialog open={adding} onClose={() => setAdding(false)} onDone={() => { setAdding(false); refresh(); }} />
      <RemoveDialog row={removing} onClose={() => setRemoving(null)} onDone={() => { setRemoving(null); refresh(); }} />
    </>
  );
}
