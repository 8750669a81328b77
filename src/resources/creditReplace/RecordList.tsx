/**
 * 学分置换记录 (/communist/credit/replace/list; issue 21; spec §2): counts by status and the hours
 * granted, a chart of the hours per rule, the requests of the caller's scope with filters (student or
 * achievement, status, college, rule, term), 导出 as xlsx, and each request in a dialog (with the
 * decision for an auditor of its step). Data: getCreditStatistics, getCreditFilters,
 * getList('creditRequests') → GET /credit/replace/list, startCreditExport.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { CreditRequestRow } from '../../../common/creditReplace';
import { BarChart } from '../../charts';
import type { CreditDataProvider } from '../../dataProvider/creditReplace';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { CreditStatusChip, useStatusChoices } from './cells';
import { CreditReview } from './CreditReview';

const exportKeys = { title: 'creditReplace.export.title', running: 'creditReplace.export.running', download: 'creditReplace.export.download', done: 'creditReplace.export.done', close: 'ra.action.close' };

function ExportAction() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CreditDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('creditReplace.action.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startCreditExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="学分置换记录.xlsx" />
    </TopToolbar>
  );
}

/** The counts and the chart, following the list's filter. */
function Statistics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CreditDataProvider>();
  const { filterValues } = useListContext();
  const filter = exportFilter(filterValues);
  const { data } = useQuery({ queryKey: ['creditRequests', 'statistics', filter], queryFn: () => dataProvider.getCreditStatistics(filter) });
  if (!data) return null;
  const figures: [string, string | number][] = [['pending', data.pending], ['approved', data.approved], ['rejected', data.rejected], ['grantedHours', data.grantedHours]];
  return (
    <Grid container spacing={2} sx={{ mb: 2, px: 1 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Grid container spacing={1}>
          {figures.map(([k, v]) => (
            <Grid key={k} size={6}>
              <Card variant="outlined"><CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">{translate(`creditReplace.stats.${k}`)}</Typography>
                <Typography variant="h6" data-testid={`credit-stat-${k}`}>{v}</Typography>
              </CardContent></Card>
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card variant="outlined"><CardContent>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('creditReplace.stats.by_rule')}</Typography>
          <BarChart ariaLabel={translate('creditReplace.stats.by_rule')} height={180} horizontal emptyText={translate('creditReplace.stats.no_approved')}
            series={[{ key: 'hours', label: translate('creditReplace.fields.grantedHours') }]}
            data={data.byRule.map((r) => ({ id: r.ruleName, label: r.ruleName, values: { hours: Number(r.hours) } }))} />
        </CardContent></Card>
      </Grid>
    </Grid>
  );
}

export default function RecordList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CreditDataProvider>();
  const statuses = useStatusChoices();
  const [open, setOpen] = useState<number | null>(null);
  const choices = useQuery({ queryKey: ['creditRequests', 'filters'], queryFn: () => dataProvider.getCreditFilters() }).data;
  const Col = DataTable.Col<CreditRequestRow>;
  const filters = [
    <TextInput key="name" source="name" label="creditReplace.fields.search" placeholder={translate('creditReplace.fields.search_placeholder')} alwaysOn resettable fullWidth={false} />,
    <SelectInput key="status" source="status" label="creditReplace.fields.status" choices={statuses} alwaysOn translateChoice={false} emptyText="creditReplace.all" />,
    <SelectInput key="collegeId" source="collegeId" label="creditReplace.fields.college" choices={choices?.colleges ?? []} alwaysOn translateChoice={false} emptyText="creditReplace.all" />,
    <SelectInput key="ruleId" source="ruleId" label="creditReplace.fields.rule" choices={[...(choices?.rules ?? []), { id: 0, name: translate('creditReplace.other') }]} alwaysOn translateChoice={false} emptyText="creditReplace.all" />,
    <SelectInput key="termId" source="termId" label="creditReplace.fields.term" choices={choices?.terms ?? []} alwaysOn translateChoice={false} emptyText="creditReplace.all" />,
  ];
  return (
    <Box>
      <PageList resource="creditRequests" title="creditReplace.title.list" empty={false} filters={filters} actions={<ExportAction />}>
        <Statistics />
        <DataTable<CreditRequestRow> bulkActionButtons={false} rowClick={(id) => { setOpen(Number(id)); return false; }} empty={<EmptyState />}>
          <Col source="studentName" label="creditReplace.fields.student" disableSort render={(r) => `${r.studentName}（${r.studentCode}）`} />
          <Col source="collegeName" label="creditReplace.fields.college" disableSort />
          <Col source="ruleName" label="creditReplace.fields.rule" disableSort render={(r) => (r.ruleId === null ? translate('creditReplace.other') : r.ruleName)} />
          <Col source="name" label="creditReplace.fields.name" disableSort />
          <Col source="classifyName" label="creditReplace.fields.classify" disableSort />
          <Col source="hours" label="creditReplace.fields.hours" disableSort align="right" />
          <Col source="grantedHours" label="creditReplace.fields.grantedHours" disableSort align="right" render={(r) => r.grantedHours ?? '—'} />
          <Col source="createdAt" label="creditReplace.fields.createdAt" disableSort />
          <Col source="status" label="creditReplace.fields.status" disableSort render={(r) => <CreditStatusChip status={r.status} />} />
        </DataTable>
      </PageList>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="lg">
        <DialogTitle>{translate('creditReplace.title.detail')}</DialogTitle>
        <DialogContent>{open !== null ? <CreditReview id={open} onDone={refresh} /> : null}</DialogContent>
        <DialogActions><Button onClick={() => setOpen(null)}>{translate('ra.action.close')}</Button></DialogActions>
      </Dialog>
    </Box>
  );
}
