/**
 * 志愿者管理 (/voluntary/management/list; issue 19): tab 志愿者名单 — the registered volunteers
 * with the filters name, number, college, team and status, 导出 (the filtered list as xlsx through
 * the export job), a row opens the volunteer (/voluntary/management/list/show?id=); tab 统计分析 —
 * approved service hours by team, college and term (VolunteerStats). Data: getList('volunteers') →
 * GET /voluntary/volunteer/list.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, SelectInput, TextInput, Title, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { VolunteerRow } from '../../../common/voluntary';
import type { VoluntaryDataProvider } from '../../dataProvider/voluntary';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { StructureFilter } from '../shared/StructureFilter';
import { VolunteerStatusChip } from './cells';
import { volunteerShowPath } from './paths';
import VolunteerStats from './VolunteerStats';

const Col = DataTable.Col<VolunteerRow>;
const exportKeys = { title: 'voluntary.export.title', running: 'voluntary.export.running', download: 'voluntary.export.download', done: 'voluntary.export.done', close: 'voluntary.export.close' };

/** 导出: the list's current filters into the export job. */
function ExportButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('voluntary.list.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startVolunteerExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="volunteers.xlsx" />
    </TopToolbar>
  );
}

function VolunteerTable() {
  return (
    <PageList resource="volunteers" title="voluntary.list.title" filters={useFilters()} actions={<ExportButton />} empty={false}>
      <DataTable<VolunteerRow> bulkActionButtons={false} rowClick={(id) => volunteerShowPath(id)} empty={<EmptyState message="voluntary.list.empty" />}>
        <Col source="volunteerNo" disableSort />
        <Col source="name" disableSort />
        <Col source="studentCode" disableSort />
        <Col source="collegeName" disableSort render={(r) => r.collegeName || '-'} />
        <Col source="organizationName" disableSort render={(r) => r.organizationName || '-'} />
        <Col source="totalHours" disableSort align="right" />
        <Col source="status" disableSort render={(r) => <VolunteerStatusChip status={r.status} />} />
        <Col source="registeredAt" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.registeredAt.slice(0, 10)}</Box>} />
      </DataTable>
    </PageList>
  );
}

/** The list filters: name and number (always shown), college, team, status. */
function useFilters() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { data: teams = [] } = useQuery({ queryKey: ['volunteer-teams'], queryFn: () => dataProvider.volunteerTeams() });
  const F = 'resources.volunteers.fields';
  return [
    <TextInput key="name" source="name" label={`${F}.name`} alwaysOn resettable fullWidth={false} sx={{ width: 150 }} />,
    <TextInput key="volunteerNo" source="volunteerNo" label={`${F}.volunteerNo`} alwaysOn resettable fullWidth={false} sx={{ width: 160 }} />,
    <StructureFilter key="collegeId" kind="college" source="collegeId" label={`${F}.collegeId`} alwaysOn />,
    <SelectInput key="organizationId" source="organizationId" label={`${F}.organizationId`} choices={teams ?? []} emptyText={translate('voluntary.list.all')} helperText={false} alwaysOn sx={{ minWidth: 160 }} />,
    <SelectInput
      key="status" source="status" label={`${F}.status`} helperText={false} emptyText={translate('voluntary.list.all')}
      choices={[1, 2].map((id) => ({ id, name: translate(`voluntary.volunteerStatus.${id}`) }))} sx={{ minWidth: 110 }}
    />,
  ];
}

export default function VolunteerList() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'list' | 'stats'>('list');
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="voluntary.list.title" />
      <Typography variant="h6" component="h1">{translate('voluntary.list.title')}</Typography>
      <Tabs value={tab} onChange={(_, v: 'list' | 'stats') => setTab(v)} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="list" label={translate('voluntary.list.tab_list')} />
        <Tab value="stats" label={translate('voluntary.list.tab_stats')} />
      </Tabs>
      {tab === 'list' ? <VolunteerTable /> : <VolunteerStats />}
    </Box>
  );
}
