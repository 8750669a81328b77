/**
 * 场地列表 (/communist/site/list; issue 19 "Venues"): the venues with their type, location,
 * capacity, equipment, opening hours, status and how many bookings wait or are coming; filters
 * 名称/位置, 场地类型, 状态, 最少容纳人数; 导出 runs the export job (场地列表.xlsx). Holders of 新增场地
 * get 新增场地, 编辑 and 删除 (confirmed; a venue with bookings is refused: close it instead); every
 * row opens the venue's week at 场地预约.
 * Data: getList('sites') → GET /site/list; delete('sites') → POST /site/delete; export GET /site/export.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, List, NumberInput, SelectInput, TextInput, TopToolbar, useDataProvider, useDelete, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SiteRow, SiteTypeRow } from '../../../common/venues';
import { useCan } from '../../authProvider/permissions';
import type { VenueDataProvider } from '../../dataProvider/venues';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { FitBox, RowActions } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { SiteStatusChip } from './chips';
import { SITE_APPLY_PATH, SITE_CREATE_PATH, siteCalendarPath, siteEditPath } from './paths';
import { OpenHoursText } from './OpenHoursText';

const Col = DataTable.Col<SiteRow>;
const exportKeys = { title: 'venues.export.sites', running: 'venues.export.running', download: 'venues.export.download', done: 'venues.export.done', close: 'ra.action.close' };

function useSiteFilters() {
  const translate = useTranslate();
  const { data: types } = useGetList<SiteTypeRow>('siteTypes', { pagination: { page: 1, perPage: 100 } });
  return [
    <TextInput key="name" source="name" label="venues.filters.name" placeholder={translate('venues.filters.name_placeholder')} alwaysOn resettable />,
    <SelectInput key="typeId" source="typeId" label="resources.sites.fields.typeId" choices={types ?? []} translateChoice={false} emptyText="venues.filters.all_types" alwaysOn />,
    <SelectInput key="status" source="status" label="resources.sites.fields.status" choices={[{ id: 1, name: 'venues.status.1' }, { id: 2, name: 'venues.status.2' }]} emptyText="venues.filters.all_status" alwaysOn />,
    <NumberInput key="minCapacity" source="minCapacity" label="resources.sites.fields.minCapacity" min={1} alwaysOn sx={{ width: 150 }} />,
  ];
}

function Actions({ onExport }: { onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues } = useListContext();
  const canCreate = useCan(SITE_CREATE_PATH);
  return (
    <TopToolbar>
      {canCreate ? (
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(SITE_CREATE_PATH)}>{translate('venues.action.create')}</Button>
      ) : null}
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport(filterValues)}>{translate('venues.action.export')}</Button>
    </TopToolbar>
  );
}

export default function SiteList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<VenueDataProvider>();
  const [deleteOne] = useDelete();
  const canEdit = useCan(SITE_CREATE_PATH);
  const canBook = useCan(SITE_APPLY_PATH);
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  const [deleting, setDeleting] = useState<SiteRow | null>(null);
  return (
    <>
      <List resource="sites" title="venues.title.list" filters={useSiteFilters()} perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} actions={<Actions onExport={setExporting} />} sx={LIST_SX}>
        <FitBox>
          <DataTable<SiteRow> bulkActionButtons={false} rowClick={canBook ? (id) => siteCalendarPath(id) : false} empty={<EmptyState message="venues.empty.sites" />}>
            <Col source="name" disableSort render={(r) => (
              <Box sx={{ minWidth: 120 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>{r.name}</Typography>
                <Typography variant="caption" color="text.secondary">{r.location}</Typography>
              </Box>
            )} />
            <Col source="typeName" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.typeName}</Box>} />
            <Col source="capacity" disableSort align="right" render={(r) => translate('venues.people', { count: r.capacity })} />
            <Col source="equipment" disableSort render={(r) => <Box sx={{ minWidth: 100, maxWidth: 200 }}>{r.equipment.join('、') || '-'}</Box>} />
            <Col source="openHours" disableSort render={(r) => <OpenHoursText hours={r.openHours} />} />
            <Col source="status" disableSort render={(r) => <SiteStatusChip status={r.status} />} />
            <Col source="pending" disableSort align="right" render={(r) => r.pending} />
            <Col source="upcoming" disableSort align="right" render={(r) => r.upcoming} />
            <Col source="actions" disableSort render={(r) => (
              <RowActions
                actions={[
                  ...(canBook ? [{ key: 'calendar', label: translate('venues.action.calendar'), onClick: () => navigate(siteCalendarPath(r.id)) }] : []),
                  ...(canEdit ? [
                    { key: 'edit', label: translate('venues.action.edit'), onClick: () => navigate(siteEditPath(r.id)) },
                    { key: 'delete', label: translate('venues.action.delete'), color: 'error' as const, onClick: () => setDeleting(r) },
                  ] : []),
                ]}
              />
            )} />
          </DataTable>
        </FitBox>
      </List>
      <ExportJobDialog open={exporting !== null} onClose={() => setExporting(null)} startJob={() => dataProvider.startSiteExport(exportFilter(exporting ?? {}))} keys={exportKeys} fallbackName="场地列表.xlsx" />
      <DeleteDialog
        open={deleting !== null}
        message={translate('venues.confirm_delete', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteOne('sites', { id: deleting!.id, previousData: deleting!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          notify('venues.done.deleted', { type: 'success' });
          setDeleting(null);
          refresh();
        }}
      />
    </>
  );
}
