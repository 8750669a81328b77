/**
 * 学时调整台账 (/communist/count; issue 21; spec §2): counts by status and the approved hours (added
 * and subtracted student-hours) with a chart per category, the requests with filters (type, status,
 * student or reason), 导出 as xlsx, and each request's review (ReviewDialog). Data:
 * getAdjustmentStatistics, getList('adjustments') → GET /adjustment/list, startAdjustmentExport.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { AdjustmentRow } from '../../../common/adjustments';
import { BarChart } from '../../charts';
import type { PunishmentDataProvider } from '../../dataProvider/punishments';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { ReviewDialog } from './ReviewDialog';

const exportKeys = { title: 'adjustments.export.title', running: 'adjustments.export.running', download: 'adjustments.export.download', done: 'adjustments.export.done', close: 'ra.action.close' };

function ExportAction() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('adjustments.action.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startAdjustmentExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="加减学时台账.xlsx" />
    </TopToolbar>
  );
}

export function StatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'warning' : status === 2 ? 'success' : 'error'} label={translate(`adjustments.status.${status}`)} />;
}

function Statistics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PunishmentDataProvider>();
  const { data } = useQuery({ queryKey: ['adjustments', 'statistics'], queryFn: () => dataProvider.getAdjustmentStatistics() });
  if (!data) return null;
  const signed = (sign: string, v: string) => (Number(v) === 0 ? v : `${sign}${v}`);
  const figures: [string, string | number, number][] = [
    ['pending', data.pending, 4], ['approved', data.approved, 4], ['rejected', data.rejected, 4], ['plusHours', signed('+', data.plusHours), 6], ['subHours', signed('-', data.subHours), 6],
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Grid container spacing={1}>
          {figures.map(([k, v, span]) => (
            <Grid key={k} size={{ xs: span === 4 ? 4 : 6, md: span }}>
              <Card variant="outlined"><CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">{translate(`adjustments.stats.${k}`)}</Typography>
                <Typography variant="h6" data-testid={`stat-${k}`}>{v}</Typography>
              </CardContent></Card>
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined"><CardContent>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('adjustments.stats.by_classify')}</Typography>
          <BarChart ariaLabel={translate('adjustments.stats.by_classify')} height={200} emptyText={translate('adjustments.stats.no_approved')}
            series={[{ key: 'plus', label: translate('adjustments.direction.1') }, { key: 'sub', label: translate('adjustments.direction.2') }]}
            data={data.byClassify.map((c) => ({ id: c.classifyName, label: c.classifyName, values: { plus: Number(c.plus), sub: Number(c.sub) } }))} />
        </CardContent></Card>
      </Grid>
    </Grid>
  );
}

export default function AdjustmentLedger() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState<number | null>(null);
  const Col = DataTable.Col<AdjustmentRow>;
  const filters = [
    <TextInput key="name" source="name" label="adjustments.fields.search" placeholder={translate('adjustments.fields.search_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput key="direction" source="direction" label="adjustments.fields.direction" choices={[1, 2].map((id) => ({ id, name: translate(`adjustments.direction.${id}`) }))} alwaysOn translateChoice={false} emptyText="adjustments.all" />,
    <SelectInput key="status" source="status" label="adjustments.fields.status" choices={[1, 2, 3].map((id) => ({ id, name: translate(`adjustments.status.${id}`) }))} alwaysOn translateChoice={false} emptyText="adjustments.all" />,
  ];
  return (
    <Box>
      <Statistics />
      <PageList resource="adjustments" title="adjustments.title.count" empty={false} filters={filters} actions={<ExportAction />}>
        <DataTable<AdjustmentRow> bulkActionButtons={false} rowClick={(_id, _res, r) => { setOpen((r as AdjustmentRow).id); return false; }} empty={<EmptyState />}>
          <Col source="directionName" label="adjustments.fields.direction" disableSort render={(r) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{translate(`adjustments.direction.${r.direction}`)}</Box>} />
          <Col source="hours" label="adjustments.fields.hours" disableSort align="right" render={(r) => `${r.direction === 2 ? '-' : '+'}${r.hours}`} />
          <Col source="studentNames" label="adjustments.fields.students" disableSort render={(r) => translate('adjustments.students_line', { names: r.studentNames, count: r.studentCount })} />
          <Col source="classifyName" label="adjustments.fields.classifyName" disableSort />
          <Col source="termName" label="adjustments.fields.termName" disableSort />
          <Col source="reason" label="adjustments.fields.reason" disableSort />
          <Col source="requestedByName" label="adjustments.fields.requestedByName" disableSort />
          <Col source="createdAt" label="adjustments.fields.createdAt" disableSort />
          <Col source="status" label="adjustments.fields.status" disableSort render={(r) => <StatusChip status={r.status} />} />
          <Col source="actions" label="adjustments.fields.actions" disableSort align="right" render={(r) => (
            <Button size="small" onClick={(e) => { e.stopPropagation(); setOpen(r.id); }}>{translate(r.canAudit ? 'adjustments.action.review' : 'adjustments.action.view')}</Button>
          )} />
        </DataTable>
      </PageList>
      <ReviewDialog id={open} onClose={() => setOpen(null)} onDone={refresh} />
    </Box>
  );
}
