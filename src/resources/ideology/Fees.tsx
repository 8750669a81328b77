/**
 * 团费/党费 (/ideology/fees; issue 20): three tabs — 缴费规则 (the school's monthly amount per kind
 * and stage, edited in place), 缴费记录 (payments with 登记缴费) and 欠缴名单 (members owing over a
 * range of months, with 登记缴费 per row and the xlsx export through the export jobs).
 * Data: getDuesRules / saveDuesRules; getList('duesPayments') and create (POST /ideology/dues/pay);
 * getList('duesArrears'); startArrearsExport.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Grid, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useCreate, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ArrearsRow, DuesPaymentRow, DuesRuleRow } from '../../../common/ideology';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { f, useIdeology, useStageName } from './common';

const KINDS = [1, 2];
/** An arrears row as the list holds it (id = the member). */
type ArrearsRecord = ArrearsRow & { id: number };
const exportKeys = { title: 'ideology.fees.export', running: 'ideology.fees.export_running', download: 'ideology.fees.export_download', done: 'ideology.fees.export_done', close: 'ra.action.close' };

function Rules() {
  const translate = useTranslate();
  const dp = useIdeology();
  const notify = useNotify();
  const { data, refetch } = useQuery({ queryKey: ['duesRules'], queryFn: () => dp.getDuesRules() });
  const [draft, setDraft] = useState<DuesRuleRow[]>([]);
  useEffect(() => setDraft(data ?? []), [data]);
  const save = async (kind: number) => {
    try {
      await dp.saveDuesRules(kind, draft.filter((r) => r.kind === kind && Number(r.amount) > 0).map((r) => ({ stage: r.stage, amount: r.amount })));
      notify('ideology.saved', { type: 'success' });
      void refetch();
    } catch {
      /* the client toasts the refusal */
    }
  };
  return (
    <Grid container spacing={2}>
      <Grid size={12}><Typography variant="body2" color="text.secondary">{translate('ideology.fees.rule_hint')}</Typography></Grid>
      {KINDS.map((kind) => (
        <Grid key={kind} size={{ xs: 12, md: 6 }}>
          <Card variant="outlined"><CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>{translate(`ideology.kind.${kind}`)}</Typography>
            {draft.filter((r) => r.kind === kind).map((r) => (
              <TextField key={r.stage} size="small" fullWidth sx={{ mb: 1 }} label={translate(`ideology.stage.${kind}.${r.stage}`, { _: r.stageName })} value={r.amount}
                slotProps={{ input: { endAdornment: <InputAdornment position="end" sx={{ whiteSpace: 'nowrap' }}>{translate('ideology.fees.per_month')}</InputAdornment> } }}
                onChange={(e) => setDraft((d) => d.map((x) => (x.kind === kind && x.stage === r.stage ? { ...x, amount: e.target.value } : x)))} />
            ))}
            <Button variant="contained" size="small" onClick={() => void save(kind)}>{translate('ra.action.save')}</Button>
          </CardContent></Card>
        </Grid>
      ))}
    </Grid>
  );
}

const kindChoices = (translate: (k: string) => string) => KINDS.map((id) => ({ id, name: translate(`ideology.kind.${id}`) }));

function Payments() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="kind" source="kind" label={f('kind')} choices={kindChoices(translate)} alwaysOn />,
    <TextInput key="name" source="name" label={f('name')} alwaysOn resettable />,
    <TextInput key="month" source="month" label={f('month')} type="month" alwaysOn InputLabelProps={{ shrink: true }} />,
  ];
  return (
    <PageList resource="duesPayments" title="ideology.title.fees" filters={filters} empty={false}>
      <DataTable<DuesPaymentRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
        <DataTable.Col source="name" label={f('name')} disableSort />
        <DataTable.Col source="code" label={f('code')} disableSort />
        <DataTable.Col source="branchName" label={f('branchId')} disableSort />
        <DataTable.Col source="month" label={f('month')} disableSort />
        <DataTable.Col source="amount" label={f('amount')} disableSort align="right" />
        <DataTable.Col source="paidAt" label={f('paidAt')} disableSort />
      </DataTable>
    </PageList>
  );
}

/** 导出 with the list's current filters. */
function ExportArrears() {
  const translate = useTranslate();
  const dp = useIdeology();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <TopToolbar>
      <Button size="small" onClick={() => setOpen(true)}>{translate('ideology.fees.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dp.startArrearsExport(exportFilter(filterValues))} keys={exportKeys} fallbackName="团费党费欠缴名单.xlsx" />
    </TopToolbar>
  );
}

/** 登记缴费: records each owed month of the row at the rule's amount. */
function PayButton({ row }: { row: ArrearsRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const pay = async () => {
    for (const month of row.months) await create('duesPayments', { data: { memberId: row.memberId, month } }, { returnPromise: true });
    notify('ideology.saved', { type: 'success' });
    refresh();
  };
  return <Button size="small" disabled={isPending} onClick={() => void pay().catch(() => undefined)}>{translate('ideology.fees.pay')}</Button>;
}

function Arrears() {
  const translate = useTranslate();
  const stageText = useStageName();
  const filters = [
    <SelectInput key="kind" source="kind" label={f('kind')} choices={kindChoices(translate)} alwaysOn />,
    <TextInput key="name" source="name" label={f('name')} alwaysOn resettable />,
    <TextInput key="from" source="fromMonth" label={f('fromMonth')} type="month" alwaysOn InputLabelProps={{ shrink: true }} />,
    <TextInput key="to" source="toMonth" label={f('toMonth')} type="month" alwaysOn InputLabelProps={{ shrink: true }} />,
  ];
  return (
    <PageList resource="duesArrears" title="ideology.title.fees" filters={filters} empty={false} actions={<ExportArrears />}>
      <DataTable<ArrearsRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="ideology.fees.no_arrears" />}>
        <DataTable.Col source="name" label={f('name')} disableSort />
        <DataTable.Col source="code" label={f('code')} disableSort />
        <DataTable.Col source="branchName" label={f('branchId')} disableSort />
        <DataTable.Col source="stageName" label={f('stage')} disableSort render={(r) => stageText((r as ArrearsRecord).kind, (r as ArrearsRecord).stage, (r as ArrearsRecord).stageName)} />
        <DataTable.Col source="months" label={f('months')} disableSort render={(r) => (r as ArrearsRecord).months.join("、")} />
        <DataTable.Col source="amount" label={f('amount')} disableSort align="right" />
        <DataTable.Col source="actions" label={f('actions')} disableSort render={(r) => <PayButton row={r as ArrearsRecord} />} />
      </DataTable>
    </PageList>
  );
}

export default function Fees() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 1 }}>
        <Tab label={translate('ideology.fees.tab_rule')} />
        <Tab label={translate('ideology.fees.tab_payments')} />
        <Tab label={translate('ideology.fees.tab_arrears')} />
      </Tabs>
      {tab === 0 ? <Rules /> : tab === 1 ? <Payments /> : <Arrears />}
    </Box>
  );
}
