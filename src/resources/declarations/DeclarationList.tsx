/**
 * 申报列表 (/communist/project/apply; spec §2 "project apply", §3 self-declaration row, §7 GET
 * /project/apply/list): every §7 filter (DeclarationFilters), the §3 row as columns — 姓名, 学号,
 * 项目名称, 奖项级别, 类别, 关联活动, 学时, 状态, 类型 (学生申报 / 后台导入), 审核人, 申报时间 — a row opens
 * /communist/project/apply/detail?id=. 导出 runs the export job; 导入 (only with
 * '/click/declare/import') opens the import dialog. `?projectName=` (查看申报 of a project) and
 * `?userId=` preset the filter. Data: getList('declarations') → GET /project/apply/list.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button } from '@mui/material';
import { DataTable, FilterButton, List, TopToolbar, useListContext, useRefresh, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DeclarationRow } from '../../../common/declarations';
import { useCan } from '../../authProvider/permissions';
import { DECLARE_IMPORT_PERMISSION, declarationDetailPath } from './paths';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { HoursCell, Nowrap, TimeCell } from './cells';
import { DeclarationStatusChip, DeclarationTypeChip } from './chips';
import { DeclarationExportDialog } from './DeclarationExportDialog';
import { useDeclarationFilters } from './DeclarationFilters';
import { DeclarationImportDialog } from './DeclarationImportDialog';
import { FitBox } from '../shared/FitTable';

const Col = DataTable.Col<DeclarationRow>;

function DeclarationTable() {
  return (
    <DataTable<DeclarationRow> bulkActionButtons={false} rowClick={(id) => declarationDetailPath(id)} empty={<EmptyState message="declarations.empty" />}>
      <Col source="userName" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{r.userName || '-'}</Box>} />
      <Col source="code" disableSort render={(r) => <Nowrap text={r.code} />} />
      <Col source="projectName" disableSort render={(r) => <Box sx={{ minWidth: 140, fontWeight: 500, color: 'primary.main' }}>{r.projectName}</Box>} />
      <Col source="optionName" disableSort render={(r) => <Nowrap text={r.optionName} />} />
      <Col source="category" disableSort render={(r) => <Nowrap text={r.category} />} />
      <Col source="relateActivityName" disableSort render={(r) => <Box sx={{ minWidth: 100 }}>{r.relateActivityName || '-'}</Box>} />
      <Col source="hours" disableSort align="right" render={(r) => <HoursCell row={r} />} />
      <Col source="status" disableSort render={(r) => <DeclarationStatusChip status={r.status} />} />
      <Col source="type" disableSort render={(r) => <DeclarationTypeChip type={r.type} />} />
      <Col source="auditor" disableSort render={(r) => <Nowrap text={r.auditor} />} />
      <Col source="applyTime" disableSort render={(r) => <TimeCell time={r.applyTime} />} />
    </DataTable>
  );
}

function ListActions({ onImport, onExport }: { onImport: () => void; onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const canImport = useCan(DECLARE_IMPORT_PERMISSION);
  return (
    <TopToolbar>
      <FilterButton />
      {canImport ? (
        <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={onImport}>
          {translate('declarations.action.import')}
        </Button>
      ) : null}
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport(filterValues)}>
        {translate('declarations.action.export')}
      </Button>
    </TopToolbar>
  );
}

/** The filter a link presets: ?projectName= and ?userId=. */
export function presetFilter(params: URLSearchParams): Record<string, string | number> {
  const preset: Record<string, string | number> = {};
  const projectName = params.get('projectName');
  const userId = Number(params.get('userId'));
  if (projectName) preset.projectName = projectName;
  if (Number.isInteger(userId) && userId > 0) preset.userId = userId;
  return preset;
}

export default function DeclarationList() {
  const refresh = useRefresh();
  const filters = useDeclarationFilters();
  const [params] = useSearchParams();
  const preset = presetFilter(params);
  const linked = Object.keys(preset).length > 0;
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  return (
    <>
      <List
        key={JSON.stringify(preset)}
        resource="declarations"
        title="declarations.list_title"
        filters={filters}
        filterDefaultValues={preset}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        empty={false}
        actions={<ListActions onImport={() => setImporting(true)} onExport={setExporting} />}
        exporter={false}
        storeKey="declarations.list"
        {...(linked ? { storeKey: false as const, disableSyncWithLocation: true } : {})}
        sx={LIST_SX}
      >
        <FitBox>
          <DeclarationTable />
        </FitBox>
      </List>
      <DeclarationImportDialog open={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <DeclarationExportDialog open={exporting !== null} filter={exporting ?? {}} onClose={() => setExporting(null)} />
    </>
  );
}
