/**
 * The signed-in school's students (spec §2 /usermng/student/list and /student/list, §3 "Student
 * list row", §7 filters, §9 paging). /student/list?id={userCode} (the dashboard's credit table link)
 * opens the list filtered by that student number. A row opens the student's page; selected rows
 * can change status or have their password reset; the toolbar creates, imports and exports.
 * Data: dataProvider.getList('students') → GET /school/students.
 */
import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { DataTable, FilterButton, List, TopToolbar, useListContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StudentRow } from '../../../common/api';
import { useCan } from '../../authProvider/permissions';
import { readProfile } from '../../layout/shellSession';
import { EmptyState } from '../shared/EmptyState';
import { decimalPlaces, formatDecimal, formatPlain } from '../shared/format';
import { ListPagination } from '../shared/ListPagination';
import { FitBox, useCompact } from '../shared/FitTable';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { ExportDialog } from './ExportDialog';
import { ImportDialog } from './ImportDialog';
import { ResetDialog } from './ResetDialog';
import { StatusChip } from './StatusChip';
import { StatusDialog } from './StatusDialog';
import { useStudentFilters } from './StudentFilters';

const Col = DataTable.Col<StudentRow>;

export const studentShowPath = (id: number | string) => `/usermng/student/show/${id}`;

/** '分数' when the school converts to points (spec §3 waysConvert 3), otherwise '学分'. */
function useScoreLabel(): string {
  const translate = useTranslate();
  return translate(readProfile().scoreUnit === '分数' ? 'students.score_points' : 'students.score_credit');
}

/** Buttons for the selected rows: 修改状态 and 重置密码, each behind its permission and a dialog. */
function BulkActions() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState<'status' | 'reset' | null>(null);
  const canStatus = useCan('/click/student/status');
  const canReset = useCan('/click/student/reset');
  const done = () => {
    onUnselectItems();
    refresh();
  };
  return (
    <>
      {canStatus && <Button size="small" onClick={() => setOpen('status')}>{translate('students.action.status')}</Button>}
      {canReset && <Button size="small" color="warning" onClick={() => setOpen('reset')}>{translate('students.action.reset')}</Button>}
      <StatusDialog ids={selectedIds} open={open === 'status'} onClose={() => setOpen(null)} onDone={() => { setOpen(null); done(); }} />
      <ResetDialog ids={selectedIds} open={open === 'reset'} onClose={() => setOpen(null)} onDone={done} />
    </>
  );
}

function StudentTable() {
  const translate = useTranslate();
  const scoreLabel = useScoreLabel();
  const places = useMemo(() => decimalPlaces(readProfile().decimalPlaces), []);
  const canStatus = useCan('/click/student/status');
  const canReset = useCan('/click/student/reset');
  const canBulk = canStatus || canReset;
  const enumLabel = (group: string, value: number | null | undefined, fallback = '-') =>
    value === null || value === undefined ? fallback : translate(`students.${group}.${value}`, { _: fallback });
  // Narrow (1366×768, issue 18 item 2): 性别, 政治面貌, 校区 and 诚信值 are left out rather than every
  // name wrapping a character per line; they stay on the student's page.
  const compact = useCompact();

  return (
    <DataTable<StudentRow>
      bulkActionButtons={canBulk ? <BulkActions /> : false} rowClick={(id) => studentShowPath(id)} empty={<EmptyState />}
      sx={{ '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' } }}
    >
      <Col source="name" disableSort />
      <Col source="code" disableSort />
      {compact ? null : <Col source="gender" disableSort render={(r) => enumLabel('gender', r.gender)} />}
      {/* Any politics code outside 0–4 reads as 群众 (spec §3). */}
      {compact ? null : <Col source="politics" disableSort render={(r) => translate(`students.politics.${r.politics}`, { _: translate('students.politics.0') })} />}
      {compact ? null : <Col source="campusName" disableSort />}
      <Col source="collegeName" disableSort />
      <Col source="majorName" disableSort />
      <Col source="grade" disableSort />
      <Col source="className" disableSort />
      <Col source="hours" disableSort align="right" render={(r) => formatDecimal(r.hours, places)} />
      <Col source="score" label={scoreLabel} disableSort align="right" render={(r) => formatDecimal(r.score, places)} />
      {/* 诚信值 is an integrity score, not hours: shown as the school recorded it. */}
      {compact ? null : <Col source="credit" disableSort align="right" render={(r) => formatPlain(r.credit)} />}
      <Col source="status" disableSort render={(r) => <StatusChip status={r.status} />} />
    </DataTable>
  );
}

/** 添加筛选, 新增学生, 导入, 导出 — each shown only with its permission. */
function ListActions({ onImport, onExport }: { onImport: () => void; onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues } = useListContext();
  const canEdit = useCan('/click/student/edit');
  const canImport = useCan('/click/student/import');
  const canExport = useCan('/click/student/export');
  return (
    <TopToolbar>
      <FilterButton />
      {canEdit && (
        <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate('/usermng/student/create')}>
          {translate('students.action.create')}
        </Button>
      )}
      {canImport && (
        <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={onImport}>
          {translate('students.action.import')}
        </Button>
      )}
      {canExport && (
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport(filterValues)}>
          {translate('students.action.export')}
        </Button>
      )}
    </TopToolbar>
  );
}

/** The list page: filters, table with loading skeleton and empty state, spec pagination, dialogs. */
export default function StudentList() {
  const refresh = useRefresh();
  const filters = useStudentFilters();
  const [params] = useSearchParams();
  const code = params.get('id') ?? '';
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  return (
    <>
      <List
        key={code}
        resource="students"
        title="students.list_title"
        filters={filters}
        filterDefaultValues={code ? { status: 1, code } : { status: 1 }}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        empty={<EmptyState />}
        actions={<ListActions onImport={() => setImporting(true)} onExport={setExporting} />}
        exporter={false}
        {...(code ? { storeKey: false as const, disableSyncWithLocation: true } : {})}
        sx={{
          ...LIST_SX,
          // A compact filter row with white inputs on the grey page.
          '& .RaList-actions form': { minHeight: 'auto', pb: 1.5 },
          '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' },
          // The selection bar sits above the table (FitBox), not over the (tall) filter row.
        }}
      >
        <FitBox>
          <StudentTable />
        </FitBox>
      </List>
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={refresh} />
      <ExportDialog open={exporting !== null} filter={exporting ?? {}} onClose={() => setExporting(null)} />
    </>
  );
}
