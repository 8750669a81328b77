/**
 * 工作日志 (/communist/journal/list; issue 21, spec §2): tab 日志列表 — the journals the caller sees (their
 * organisations', and for staff their data scope: a college administrator their college's), filtered
 * by title or organisation, month and status, 撰写日志 (/communist/journal/add), 导出 (xlsx through the
 * export job), a row opening its page; tab 统计 — journals per month per organisation, stacked bars.
 * Data: getList('workJournals') → GET /journal/list; GET /journal/statistics; GET /journal/export.
 */
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, SelectInput, TextInput, Title, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { JournalRow } from '../../../common/journals';
import { BarChart } from '../../charts';
import type { JournalsDataProvider } from '../../dataProvider/journals';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { JournalStatusChip, useStatusChoices } from './cells';
import { JOURNAL_PATHS, journalDetailPath } from './paths';

const Col = DataTable.Col<JournalRow>;
const exportKeys = { title: 'journals.export.title', running: 'journals.export.running', download: 'journals.export.download', done: 'journals.export.done', close: 'journals.export.close' };

function Actions() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<JournalsDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(JOURNAL_PATHS.add)} data-testid="journal-write">{translate('journals.list.write')}</Button>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('journals.list.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startJournalExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="journals.xlsx" />
    </TopToolbar>
  );
}

function Journals() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="title" source="title" label="journals.list.search" alwaysOn resettable fullWidth={false} sx={{ width: 200 }} />,
    <TextInput key="month" source="month" type="month" label="journals.fields.month" alwaysOn fullWidth={false} helperText={false} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 170 }} />,
    <SelectInput key="status" source="status" label="journals.fields.status" choices={useStatusChoices()} emptyText={translate('journals.list.all')} helperText={false} alwaysOn sx={{ minWidth: 110 }} />,
  ];
  return (
    <PageList resource="workJournals" filters={filters} actions={<Actions />} empty={false} storeKey="workJournals.list">
      <DataTable<JournalRow> bulkActionButtons={false} rowClick={(id) => journalDetailPath(id)} empty={<EmptyState message="journals.list.empty" />}>
        <Col source="journalDate" label="journals.fields.journalDate" disableSort />
        <Col source="organizationName" label="journals.fields.organization" disableSort />
        <Col source="title" label="journals.fields.title" disableSort />
        <Col source="authorName" label="journals.fields.author" disableSort />
        <Col source="fileCount" label="journals.fields.files" disableSort />
        <Col source="status" label="journals.fields.status" disableSort render={(r) => <JournalStatusChip status={r.status} />} />
        <Col source="createTime" label="journals.fields.createTime" disableSort />
      </DataTable>
    </PageList>
  );
}

function Statistics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JournalsDataProvider>();
  const { data } = useQuery({ queryKey: ['journal-stats'], queryFn: () => dataProvider.getJournalStatistics() });
  const series = (data?.series ?? []).map((s, i) => ({ key: `o${i}`, label: s.organizationName }));
  const bars = (data?.months ?? []).map((m, mi) => ({ id: m, label: m.slice(2), values: Object.fromEntries((data?.series ?? []).map((s, i) => [`o${i}`, s.counts[mi]])) }));
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate('journals.stats.title')}</Typography>
        <BarChart ariaLabel={translate('journals.stats.title')} height={320} series={series} data={series.length ? bars : []} groupMode="stacked" />
      </CardContent>
    </Card>
  );
}

export default function JournalList() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'list' | 'stats'>('list');
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="journals.title.list" />
      <Tabs value={tab} onChange={(_, v: 'list' | 'stats') => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="list" label={translate('journals.tabs.list')} />
        <Tab value="stats" label={translate('journals.tabs.stats')} data-testid="journal-stats-tab" />
      </Tabs>
      {tab === 'list' ? <Journals /> : <Statistics />}
    </Box>
  );
}
