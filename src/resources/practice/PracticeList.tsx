/**
 * 实践项目 (/society/practice/list) and 实践团队管理 (/society1/management; issue 19, spec §2): every
 * practice project of the school — getList('practices') → GET /practice/list with the filters 项目 /
 * 队长, 状态, 类型, 学期 and 实践地点 — newest first; a row opens /society/practice/list/show?id=. The
 * project list exports the filtered rows (GET /practice/export, an xlsx job) and offers 申报实践 to
 * holders of that module; the team view shows each project's team: leader, members across
 * colleges, advisor and size.
 */
import { useMemo, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PRACTICE_STATUSES, type PracticeRow } from '../../../common/practice';
import { useCan } from '../../authProvider/permissions';
import type { PracticeDataProvider } from '../../dataProvider/practice';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { DatesCell, LeaderCell, ProjectCell } from './cells';
import { PracticeStatusChip } from './chips';
import { CREATE_PATH, listShowPath } from './paths';
import { usePracticeOptions } from './queries';

const Col = DataTable.Col<PracticeRow>;
const EXPORT_KEYS = { title: 'practice.export.title', running: 'practice.export.running', download: 'practice.export.download', done: 'practice.export.done', close: 'practice.export.close' };

/** The list's filters; `translate` names the choices. */
export function usePracticeFilters() {
  const translate = useTranslate();
  const { data: options } = usePracticeOptions();
  return useMemo(
    () => [
      <TextInput key="name" source="name" label="practice.filters.name" placeholder={translate('practice.filters.name_placeholder')} alwaysOn resettable fullWidth={false} />,
      <SelectInput key="status" source="status" label="practice.filters.status" alwaysOn emptyText="practice.filters.all"
        choices={PRACTICE_STATUSES.map((s) => ({ id: s, name: `practice.status.${s}` }))} sx={{ minWidth: 140 }} />,
      <SelectInput key="type" source="type" label="practice.filters.type" alwaysOn emptyText="practice.filters.all"
        choices={[1, 2, 3].map((k) => ({ id: k, name: `practice.type.${k}` }))} sx={{ minWidth: 150 }} />,
      <SelectInput key="termId" source="termId" label="practice.filters.term" emptyText="practice.filters.all"
        choices={options?.terms ?? []} translateChoice={false} sx={{ minWidth: 180 }} />,
      <TextInput key="destination" source="destination" label="practice.filters.destination" resettable fullWidth={false} />,
    ],
    [options, translate],
  );
}

function ExportAction() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PracticeDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('practice.list.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} keys={EXPORT_KEYS} fallbackName="社会实践项目.xlsx"
        startJob={() => dataProvider.startPracticeExport(exportFilter(filterValues))} />
    </>
  );
}

function ProjectTable() {
  return (
    <DataTable<PracticeRow> bulkActionButtons={false} rowClick={(id) => listShowPath(id)} empty={<EmptyState message="practice.empty" />}>
      <Col source="name" disableSort render={(r) => <ProjectCell row={r} />} />
      <Col source="leaderName" disableSort render={(r) => <LeaderCell row={r} />} />
      <Col source="collegeName" disableSort render={(r) => <Box sx={{ minWidth: 100 }}>{r.collegeName || '-'}</Box>} />
      <Col source="destination" disableSort />
      <Col source="dates" disableSort render={(r) => <DatesCell row={r} />} />
      <Col source="memberCount" disableSort align="right" />
      <Col source="advisorName" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.advisorName}</Box>} />
      <Col source="status" disableSort render={(r) => <PracticeStatusChip status={r.status} />} />
      <Col source="createTime" disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.createTime}</Box>} />
    </DataTable>
  );
}

function TeamTable() {
  const translate = useTranslate();
  return (
    <DataTable<PracticeRow> bulkActionButtons={false} rowClick={(id) => listShowPath(id)} empty={<EmptyState message="practice.empty" />}>
      <Col source="name" disableSort render={(r) => <ProjectCell row={r} />} />
      <Col source="leaderName" disableSort render={(r) => <LeaderCell row={r} />} />
      <Col source="collegeName" label="practice.teams.colleges" disableSort />
      <Col source="memberNames" label="practice.teams.members" disableSort
        render={(r) => <Typography variant="body2" sx={{ minWidth: 180, maxWidth: 360 }}>{r.memberNames}</Typography>} />
      <Col source="memberCount" disableSort align="right" render={(r) => translate('practice.people', { count: r.memberCount })} />
      <Col source="advisorName" disableSort />
      <Col source="status" disableSort render={(r) => <PracticeStatusChip status={r.status} />} />
    </DataTable>
  );
}

export default function PracticeList({ variant = 'projects' }: { variant?: 'projects' | 'teams' }) {
  const translate = useTranslate();
  const filters = usePracticeFilters();
  const navigate = useNavigate();
  const canCreate = useCan(CREATE_PATH);
  const teams = variant === 'teams';
  return (
    <PageList
      resource="practices" title={teams ? 'practice.teams.title' : 'practice.list.title'} filters={filters} empty={false}
      actions={
        <TopToolbar>
          <ExportAction />
          {canCreate && !teams ? (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => navigate(CREATE_PATH)}>{translate('practice.list.propose')}</Button>
          ) : null}
        </TopToolbar>
      }
    >
      {teams ? <TeamTable /> : <ProjectTable />}
    </PageList>
  );
}
