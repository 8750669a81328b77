/**
 * 志愿服务队 (/voluntary/management/team/list; issue 19 "Volunteering": volunteer teams): the
 * school's volunteer organisations (nature 3) — name and 服务领域, college, leader, advisor, members,
 * stars, registered year, status — filtered by name, college and status, exported as xlsx through
 * the export job (志愿服务队.xlsx). A row opens the team. Data: getList('volunteerTeams') → GET
 * /voluntary/team/list {current, size, name?, collegeId?, status?}; GET /voluntary/team/export.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { academicYearLabel, type OrgLifecycleInfo } from '../../../common/orgLifecycle';
import type { OrgLifecycleDataProvider } from '../../dataProvider/orgLifecycle';
import { Nowrap } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { OrgStatusChip, Stars } from './chips';
import { TEAM_SHOW_PATH } from './paths';
import { useApplyChoices } from './queries';

const Col = DataTable.Col<OrgLifecycleInfo>;
const label = (f: string) => `orgLifecycle.fields.${f}`;
const exportKeys = { title: 'orgLifecycle.export.title', running: 'orgLifecycle.export.running', download: 'orgLifecycle.export.download', done: 'orgLifecycle.export.done', close: 'ra.action.close' };

function ExportButton() {
  const translate = useTranslate();
  const dp = useDataProvider<OrgLifecycleDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('orgLifecycle.action.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dp.startTeamExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="志愿服务队.xlsx" />
    </TopToolbar>
  );
}

export default function TeamList() {
  const translate = useTranslate();
  const { colleges } = useApplyChoices();
  const filters = [
    <TextInput key="name" source="name" label="orgLifecycle.filters.name" placeholder={translate('orgLifecycle.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput key="collegeId" source="collegeId" label="orgLifecycle.filters.college" choices={colleges} translateChoice={false} alwaysOn emptyText="orgLifecycle.all" sx={{ minWidth: 160 }} />,
    <SelectInput key="status" source="status" label="orgLifecycle.filters.status" choices={[1, 2].map((id) => ({ id, name: `orgLifecycle.orgStatus.${id}` }))} alwaysOn emptyText="orgLifecycle.all" />,
  ];
  return (
    <PageList resource="volunteerTeams" title="orgLifecycle.title.teams" filters={filters} actions={<ExportButton />} empty={false}>
      <DataTable<OrgLifecycleInfo> bulkActionButtons={false} rowClick={(id) => `${TEAM_SHOW_PATH}?id=${id}`} empty={<EmptyState message="orgLifecycle.empty.teams" />}>
        <Col
          source="name" label={label('teamName')} disableSort
          render={(r) => (
            <Box sx={{ minWidth: 150 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, color: 'primary.main' }}>{r.name}</Typography>
              <Typography variant="caption" color="text.secondary">{r.serviceArea}</Typography>
            </Box>
          )}
        />
        <Col source="collegeName" label={label('college')} disableSort render={(r) => <Nowrap>{r.collegeName || '-'}</Nowrap>} />
        <Col source="leaderName" label={label('leader')} disableSort render={(r) => <Nowrap>{r.leaderName || '-'}</Nowrap>} />
        <Col source="advisorName" label={label('advisor')} disableSort render={(r) => <Nowrap>{r.advisorName || '-'}</Nowrap>} />
        <Col source="memberCount" label={label('memberCount')} disableSort align="right" />
        <Col source="star" label={label('star')} disableSort render={(r) => <Stars value={r.star} />} />
        <Col source="registeredYear" label={label('registeredYear')} disableSort render={(r) => <Nowrap>{academicYearLabel(r.registeredYear) || '-'}</Nowrap>} />
        <Col source="status" label={label('status')} disableSort render={(r) => <OrgStatusChip status={r.status} />} />
      </DataTable>
    </PageList>
  );
}
