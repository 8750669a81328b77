/**
 * 活力值账户 (/coin/base/list; issue 21, spec §2): the students' balances within the caller's data
 * scope, filtered by name or 学号 and college, 导出 (the filtered list as xlsx through the export job),
 * a chart of the last six months' earned versus spent points, and a row opening the student's
 * ledger. Data: getList('pointsAccounts') → GET /points/account/list; GET /points/stats.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, TextInput, Title, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { PointsAccountRow } from '../../../common/points';
import { BarChart } from '../../charts';
import type { PointsDataProvider } from '../../dataProvider/points';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { StructureFilter } from '../shared/StructureFilter';
import { LedgerTable } from './cells';

/** A row as the data provider gives it (id = userId, resources.ts idField). */
type Row = PointsAccountRow & { id: number };
const Col = DataTable.Col<Row>;
const exportKeys = { title: 'points.export.title', running: 'points.export.running', download: 'points.export.download', done: 'points.export.done', close: 'points.export.close' };

function Toolbar() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PointsDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('points.action.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startPointsExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="points.xlsx" />
    </TopToolbar>
  );
}

/** The scope's totals and the six months' chart, following the list's filters. */
function Stats() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PointsDataProvider>();
  const { filterValues } = useListContext();
  const filter = exportFilter(filterValues);
  const { data } = useQuery({ queryKey: ['points', 'stats', filter], queryFn: () => dataProvider.getPointsStats(filter) });
  const figures: [string, number | undefined][] = [['students', data?.students], ['totalEarned', data?.earned], ['totalSpent', data?.spent], ['balance', data?.balance]];
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', mb: 1 }}>
          {figures.map(([key, n]) => (
            <Box key={key}>
              <Typography variant="caption" color="text.secondary">{translate(`points.stats.${key}`)}</Typography>
              <Typography variant="h6" data-testid={`points-stat-${key}`}>{n ?? '-'}</Typography>
            </Box>
          ))}
        </Stack>
        <BarChart ariaLabel={translate('points.stats.chart')} height={220}
          series={[{ key: 'earned', label: translate('points.stats.earned') }, { key: 'spent', label: translate('points.stats.spent') }]}
          data={(data?.months ?? []).some((m) => m.earned || m.spent) ? data!.months.map((m) => ({ id: m.month, label: `${Number(m.month.slice(5))}月`, values: { earned: m.earned, spent: m.spent } })) : []} />
      </CardContent>
    </Card>
  );
}

export default function AccountsPage() {
  const translate = useTranslate();
  const [open, setOpen] = useState<PointsAccountRow | null>(null);
  const F = 'points.fields';
  const filters = [
    <TextInput key="name" source="name" label={`${F}.name`} alwaysOn resettable fullWidth={false} sx={{ width: 160 }} />,
    <StructureFilter key="collegeId" kind="college" source="collegeId" label={`${F}.collegeId`} alwaysOn />,
  ];
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="points.title.accounts" />
      <Typography variant="h6" component="h1">{translate('points.title.accounts')}</Typography>
      <PageList resource="pointsAccounts" title="points.title.accounts" filters={filters} actions={<Toolbar />} empty={false}>
        <Stats />
        <DataTable<Row> bulkActionButtons={false} rowClick={(_, __, r) => { setOpen(r as PointsAccountRow); return false; }} empty={<EmptyState />}>
          <Col source="name" label={`${F}.name`} disableSort />
          <Col source="studentCode" label={`${F}.studentCode`} disableSort />
          <Col source="collegeName" label={`${F}.collegeName`} disableSort render={(r) => r.collegeName || '-'} />
          <Col source="className" label={`${F}.className`} disableSort render={(r) => r.className || '-'} />
          <Col source="balance" label={`${F}.balance`} disableSort align="right" />
          <Col source="earned" label={`${F}.earned`} disableSort align="right" />
          <Col source="spent" label={`${F}.spent`} disableSort align="right" />
        </DataTable>
      </PageList>
      <Dialog open={open !== null} onClose={() => setOpen(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('points.ledgerOf', { name: open?.name ?? '' })}</DialogTitle>
        <DialogContent>{open ? <LedgerTable userId={open.userId} /> : null}</DialogContent>
      </Dialog>
    </Box>
  );
}
