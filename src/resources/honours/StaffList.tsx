/**
 * 荣誉管理 (/honors/list) and 就业实习 (/employment/list) (issue 21; spec §2): tab 记录 — the records of
 * the caller's data scope (a college administrator: their college) with the filters name, status
 * and level (or 就业/实习), 导出 (xlsx through the export job), a row opening its page (review there);
 * tab 统计 — approved records by level (or kind) and by college as charts.
 * Data: getList('growthRecords', {filter: {kind}}) → GET /honors/list; GET /honors/statistics.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, SelectInput, TextInput, Title, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { GROWTH_STATUSES, HONOUR_LEVELS, JOB_KINDS, type GrowthRow } from '../../../common/honours';
import type { GrowthKindName } from '../../../common/schemas/honours';
import { BarChart } from '../../charts';
import type { HonoursDataProvider } from '../../dataProvider/honours';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { GrowthStatusChip, useChoices } from './cells';
import { detailsPath } from './paths';

const Col = DataTable.Col<GrowthRow>;
const exportKeys = { title: 'honours.export.title', running: 'honours.export.running', download: 'honours.export.download', done: 'honours.export.done', close: 'honours.export.close' };

function ExportButton({ kind }: { kind: GrowthKindName }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<HonoursDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('honours.list.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startGrowthExport({ ...exportFilter(filterValues), kind })} keys={exportKeys}
        fallbackName={kind === 'honour' ? 'honours.xlsx' : 'employment.xlsx'} />
    </TopToolbar>
  );
}

function useFilters(kind: GrowthKindName) {
  const translate = useTranslate();
  const statuses = useChoices('status', GROWTH_STATUSES);
  const levels = useChoices(kind === 'honour' ? 'level' : 'jobKind', kind === 'honour' ? HONOUR_LEVELS : JOB_KINDS);
  const all = translate('honours.list.all');
  return [
    <TextInput key="name" source="name" label="honours.list.search" alwaysOn resettable fullWidth={false} sx={{ width: 200 }} />,
    <SelectInput key="status" source="status" label="honours.fields.status" choices={statuses} emptyText={all} helperText={false} alwaysOn sx={{ minWidth: 110 }} />,
    <SelectInput key="level" source={kind === 'honour' ? 'level' : 'jobKind'} label={kind === 'honour' ? 'honours.fields.level' : 'honours.fields.jobKind'}
      choices={levels} emptyText={all} helperText={false} alwaysOn sx={{ minWidth: 110 }} />,
  ];
}

function Records({ kind }: { kind: GrowthKindName }) {
  const translate = useTranslate();
  const honour = kind === 'honour';
  return (
    <PageList resource="growthRecords" filter={{ kind }} filters={useFilters(kind)} actions={<ExportButton kind={kind} />} empty={false} storeKey={`growthRecords.${kind}`}>
      <DataTable<GrowthRow> bulkActionButtons={false} rowClick={(id) => detailsPath(kind, id)} empty={<EmptyState message="honours.list.empty" />}>
        <Col source="studentName" label="honours.fields.studentName" disableSort />
        <Col source="studentCode" label="honours.fields.studentCode" disableSort />
        <Col source="collegeName" label="honours.fields.collegeName" disableSort render={(r) => r.collegeName ?? '-'} />
        <Col source="title" label={honour ? 'honours.fields.title' : 'honours.fields.employer'} disableSort />
        {honour
          ? <Col source="levelName" label="honours.fields.level" disableSort render={(r) => (r.level ? translate(`honours.level.${r.level}`, { _: r.levelName }) : '-')} />
          : <Col source="job" label="honours.fields.job" disableSort render={(r) => `${r.jobKind ? translate(`honours.jobKind.${r.jobKind}`, { _: r.jobKindName }) : '-'} · ${r.job || '-'}`} />}
        <Col source="startDate" label={honour ? 'honours.fields.date' : 'honours.fields.startDate'} disableSort />
        <Col source="status" label="honours.fields.status" disableSort render={(r) => <GrowthStatusChip status={r.status} />} />
      </DataTable>
    </PageList>
  );
}

function Statistics({ kind }: { kind: GrowthKindName }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<HonoursDataProvider>();
  const { data } = useQuery({ queryKey: ['growth-stats', kind], queryFn: () => dataProvider.getGrowthStatistics(kind) });
  const count = translate('honours.stats.count');
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={2}>
        {[['honours.stats.total', data?.total], ['honours.stats.pending', data?.pending]].map(([label, n]) => (
          <Card key={label as string} variant="outlined" sx={{ minWidth: 160 }}>
            <CardContent><Typography variant="body2" color="text.secondary">{translate(label as string)}</Typography><Typography variant="h5" sx={{ fontWeight: 700 }}>{n ?? '-'}</Typography></CardContent>
          </Card>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}><CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate(kind === 'honour' ? 'honours.stats.by_level' : 'honours.stats.by_kind')}</Typography>
          <BarChart ariaLabel={translate(kind === 'honour' ? 'honours.stats.by_level' : 'honours.stats.by_kind')} height={260} series={[{ key: 'n', label: count }]}
            data={(data?.byLevel ?? []).map((r) => ({ id: r.level, label: translate(`honours.${kind === 'honour' ? 'level' : 'jobKind'}.${r.level}`), values: { n: r.count } }))} />
        </CardContent></Card>
        <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}><CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('honours.stats.by_college')}</Typography>
          <BarChart ariaLabel={translate('honours.stats.by_college')} height={260} series={[{ key: 'n', label: count }]} horizontal
            data={(data?.byCollege ?? []).map((r) => ({ id: r.name, label: r.name, values: { n: r.count } }))} />
        </CardContent></Card>
      </Stack>
    </Stack>
  );
}

export default function StaffList({ kind }: { kind: GrowthKindName }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'list' | 'stats'>('list');
  const title = kind === 'honour' ? 'honours.title.honours' : 'honours.title.employment';
  return (
    <Box sx={{ pt: 2 }}>
      <Title title={title} />
      <Tabs value={tab} onChange={(_, v: 'list' | 'stats') => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="list" label={translate('honours.tabs.list')} />
        <Tab value="stats" label={translate('honours.tabs.stats')} data-testid="growth-stats-tab" />
      </Tabs>
      {tab === 'list' ? <Records key={kind} kind={kind} /> : <Statistics kind={kind} />}
    </Box>
  );
}
