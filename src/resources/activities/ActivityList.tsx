/**
 * 活动列表 (/communist/activity, type 1: statuses 1–10) and 历史活动 (/communist/historyActivity,
 * type 2: 11, 12): spec §7 GET /activity/list with every filter, the §3 activity row as columns,
 * status chips of §4. `?id=7` preselects status 7 and `?id=0` means all (spec §2 dashboard links).
 * A row opens the detail; 导出 runs the export job; 发起活动 and 活动模板 need '/activity/launch', and so
 * does a history row's 再次发起 (issue 21: /communist/history/launch?copyId=, the launch form prefilled).
 * Data: dataProvider.getList('activities') → GET /activity/list.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { DataTable, FilterButton, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ActivityRow } from '../../../common/activities';
import { useCan } from '../../authProvider/permissions';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { ActivityExportDialog } from './ActivityExportDialog';
import { LIST_STATUSES, useActivityFilters } from './ActivityFilters';
import { ActivityStatusChip } from './ActivityStatusChip';
import { activityDetailPath, formatHours, historyLaunchPath, LAUNCH_PATH, limitTypeName, TEMPLATES_PATH, timeRange } from './format';
import { FitBox, useCompact } from '../shared/FitTable';

const Col = DataTable.Col<ActivityRow>;

function ActivityTable({ type }: { type: 1 | 2 }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const relaunch = useCan(LAUNCH_PATH) && type === 2;
  // Narrow (issue 18 item 2): 负责人 and 修读类型 are left out; they stay on the activity's page.
  const compact = useCompact();
  return (
    <DataTable<ActivityRow> bulkActionButtons={false} rowClick={(id) => activityDetailPath(id)} empty={<EmptyState />}>
      <Col
        source="name" disableSort
        render={(r) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>{r.name}</Typography>
            {r.ecology === 1 ? <Chip size="small" color="success" variant="outlined" label={translate('activities.detail.ecology')} /> : null}
          </Stack>
        )}
      />
      <Col source="orgName" disableSort />
      {compact ? null : <Col source="administrator" disableSort />}
      <Col
        source="classifyName" disableSort
        render={(r) => (r.classifyNameS ? `${r.classifyName} / ${r.classifyNameS}` : r.classifyName || '-')}
      />
      {compact ? null : <Col source="limitType" disableSort render={(r) => limitTypeName(translate, r.limitType)} />}
      <Col source="hours" disableSort align="right" render={(r) => formatHours(r.hours)} />
      <Col source="time" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{timeRange(r.startTime, r.endTime)}</Box>} />
      <Col source="enroll" disableSort align="right" render={(r) => `${r.enrollCount ?? 0}/${r.applyPeopleNumber ?? 0}`} />
      <Col source="status" disableSort render={(r) => <ActivityStatusChip status={r.status} />} />
      {relaunch ? (
        <Col source="actions" label="historyLaunch.column" disableSort render={(r) => (
          <Button size="small" startIcon={<ReplayOutlined />} sx={{ whiteSpace: 'nowrap' }} onClick={(e) => {
            e.stopPropagation();
            navigate(historyLaunchPath(r.id));
          }}>
            {translate('historyLaunch.action')}
          </Button>
        )} />
      ) : null}
    </DataTable>
  );
}

function ListActions({ type, onExport }: { type: 1 | 2; onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues } = useListContext();
  const canLaunch = useCan('/activity/launch');
  return (
    <TopToolbar>
      <FilterButton />
      {canLaunch && type === 1 ? (
        <>
          <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(LAUNCH_PATH)}>
            {translate('activities.action.launch')}
          </Button>
          <Button size="small" variant="outlined" startIcon={<ViewListOutlined />} onClick={() => navigate(TEMPLATES_PATH)}>
            {translate('activities.action.templates')}
          </Button>
        </>
      ) : null}
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport({ ...filterValues, type })}>
        {translate('activities.action.export')}
      </Button>
    </TopToolbar>
  );
}

/** `?id=` of the dashboard links: a status of this list preselected, 0 (or anything else) = all. */
export function presetStatus(id: string | null, type: 1 | 2): number | undefined {
  const n = Number(id);
  return id && LIST_STATUSES[type].includes(n) ? n : undefined;
}

export function ActivityListPage({ type }: { type: 1 | 2 }) {
  const filters = useActivityFilters(type);
  const [params] = useSearchParams();
  const preset = params.get('id');
  const status = presetStatus(preset, type);
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  return (
    <>
      <List
        key={`${type}-${preset ?? ''}`}
        resource="activities"
        title={type === 1 ? 'activities.list_title' : 'activities.history_title'}
        filter={{ type }}
        filters={filters}
        filterDefaultValues={status !== undefined ? { status } : {}}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        empty={false}
        actions={<ListActions type={type} onExport={setExporting} />}
        exporter={false}
        storeKey={`activities.${type}`}
        {...(preset !== null ? { storeKey: false as const, disableSyncWithLocation: true } : {})}
        sx={LIST_SX}
      >
        <FitBox>
          <ActivityTable type={type} />
        </FitBox>
      </List>
      <ActivityExportDialog open={exporting !== null} filter={exporting ?? {}} onClose={() => setExporting(null)} />
    </>
  );
}

export default function ActivityList() {
  return <ActivityListPage type={1} />;
}

export function HistoryActivityList() {
  return <ActivityListPage type={2} />;
}
