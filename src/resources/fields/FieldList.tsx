/**
 * 宣传阵地 (/system/field/list; issue 21, spec §2 /system/field/list): the school's publicity
 * fields with kind, location or account, college ('全校' when school-wide), capacity a day, on/off,
 * pending applications and approved ones not ended; filters 名称/位置, 类型, 状态; 导出 runs the
 * export job (宣传阵地.xlsx). Holders of 新增阵地 get 新增阵地, 编辑 and 删除 (asked first; a field with
 * applications is refused: switch it off). A row opens the field's details.
 * Data: getList / delete('publicityFields'), startFieldExport.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, TopToolbar, useDataProvider, useDelete, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FIELD_KINDS, FIELD_MODULES, fieldEditPath, fieldShowPath, type FieldRow } from '../../../common/fields';
import { useCan } from '../../authProvider/permissions';
import type { FieldDataProvider } from '../../dataProvider/fields';
import { DeleteDialog } from '../shared/DeleteDialog';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { FitBox, RowActions } from '../shared/FitTable';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { EnabledChip } from './chips';

const Col = DataTable.Col<FieldRow>;
const exportKeys = { title: 'fields.export.title', running: 'fields.export.running', download: 'fields.export.download', done: 'fields.export.done', close: 'ra.action.close' };

function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="name" source="name" label="fields.filters.name" placeholder={translate('fields.filters.name_placeholder')} alwaysOn resettable />,
    <SelectInput key="kind" source="kind" label="resources.publicityFields.fields.kind" choices={FIELD_KINDS.map((k) => ({ id: k, name: `fields.kind.${k}` }))} emptyText="fields.filters.all_kinds" alwaysOn />,
    <SelectInput key="enabled" source="enabled" label="resources.publicityFields.fields.enabled" choices={[{ id: 1, name: 'fields.enabled.1' }, { id: 0, name: 'fields.enabled.0' }]} emptyText="fields.filters.all_status" alwaysOn />,
  ];
}

function Actions({ onExport }: { onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues } = useListContext();
  const canAdd = useCan(FIELD_MODULES.add);
  return (
    <TopToolbar>
      {canAdd ? <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(FIELD_MODULES.add)}>{translate('fields.action.add')}</Button> : null}
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport(filterValues)}>{translate('fields.action.export')}</Button>
    </TopToolbar>
  );
}

export default function FieldList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<FieldDataProvider>();
  const [deleteOne] = useDelete();
  const canEdit = useCan(FIELD_MODULES.add);
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  const [deleting, setDeleting] = useState<FieldRow | null>(null);
  return (
    <>
      <List resource="publicityFields" title="fields.title.list" filters={useFilters()} perPage={DEFAULT_PAGE_SIZE} pagination={<ListPagination />} empty={false} exporter={false} actions={<Actions onExport={setExporting} />} sx={LIST_SX}>
        <FitBox>
          <DataTable<FieldRow> bulkActionButtons={false} rowClick={(id) => fieldShowPath(Number(id))} empty={<EmptyState message="fields.empty.fields" />}>
            <Col source="name" disableSort render={(r) => (
              <Box sx={{ minWidth: 140 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>{r.name}</Typography>
                <Typography variant="caption" color="text.secondary">{r.location}</Typography>
              </Box>
            )} />
            <Col source="kindName" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{translate(`fields.kind.${r.kind}`)}</Box>} />
            <Col source="collegeName" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.collegeId === null ? translate('fields.schoolWide') : r.collegeName}</Box>} />
            <Col source="capacity" disableSort align="right" render={(r) => r.capacity} />
            <Col source="enabled" disableSort render={(r) => <EnabledChip enabled={r.enabled} />} />
            <Col source="pending" disableSort align="right" render={(r) => r.pending} />
            <Col source="upcoming" disableSort align="right" render={(r) => r.upcoming} />
            <Col source="actions" disableSort render={(r) => (
              <RowActions actions={[
                { key: 'show', label: translate('fields.action.show'), onClick: () => navigate(fieldShowPath(r.id)) },
                ...(canEdit ? [
                  { key: 'edit', label: translate('fields.action.edit'), onClick: () => navigate(fieldEditPath(r.id)) },
                  { key: 'delete', label: translate('fields.action.delete'), color: 'error' as const, onClick: () => setDeleting(r) },
                ] : []),
              ]} />
            )} />
          </DataTable>
        </FitBox>
      </List>
      <ExportJobDialog open={exporting !== null} onClose={() => setExporting(null)} startJob={() => dataProvider.startFieldExport(exportFilter(exporting ?? {}))} keys={exportKeys} fallbackName="宣传阵地.xlsx" />
      <DeleteDialog
        open={deleting !== null}
        message={translate('fields.confirm.delete', { name: deleting?.name ?? '' })}
        onConfirm={() => deleteOne('publicityFields', { id: deleting!.id, previousData: deleting!, meta: { silent: true } }, { mutationMode: 'pessimistic', returnPromise: true })}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          notify('fields.done.deleted', { type: 'success' });
          setDeleting(null);
          refresh();
        }}
      />
    </>
  );
}
