/**
 * 志愿服务时长, the tab of a volunteer activity's page (/voluntary/practice/list/show?id=): each
 * participant's record — sign-in, sign-out, minutes served, minutes counted, status. 按签到登记时长
 * makes the records from the sign-ins (POST /voluntary/hours/record); 修改 corrects one with a
 * reason; checked 待提交 / 已驳回 rows go to review with 提交审核 after a confirmation (POST
 * /voluntary/hours/submit). Data: getList('serviceHours', {activityId}).
 */
import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Box, Button, Stack } from '@mui/material';
import { DataTable, ListBase, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ServiceHoursStatus, type ServiceHoursRow } from '../../../common/voluntary';
import type { VoluntaryDataProvider } from '../../dataProvider/voluntary';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { HoursStatusChip } from './cells';
import { CorrectHoursDialog } from './CorrectHoursDialog';

const Col = DataTable.Col<ServiceHoursRow>;
const editable = (r: ServiceHoursRow) => r.status === ServiceHoursStatus.DRAFT || r.status === ServiceHoursStatus.REJECTED;

function SubmitButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { selectedIds, data, onUnselectItems } = useListContext<ServiceHoursRow>();
  const ids = (selectedIds ?? []).filter((id) => { const r = data?.find((x) => x.id === id); return r && editable(r); }).map(Number);
  // The rows asked about, kept while the dialog closes (the selection is cleared on success).
  const [asked, setAsked] = useState<number[] | null>(null);
  return (
    <>
      <Button size="small" variant="contained" startIcon={<SendIcon />} disabled={!ids.length} onClick={() => setAsked(ids)}>{translate('voluntary.hours.submit')}</Button>
      <ConfirmActionDialog
        open={asked !== null} message="voluntary.hours.confirm_submit" messageArgs={{ count: asked?.length ?? 0 }} confirmLabel="voluntary.hours.submit"
        onClose={() => setAsked(null)}
        onConfirm={async () => {
          const r = await dataProvider.submitServiceHours(asked ?? []);
          notify('voluntary.hours.submitted', { type: 'success', messageArgs: { count: r?.done ?? asked?.length ?? 0 } });
          setAsked(null);
          onUnselectItems?.();
          refresh();
        }}
      />
    </>
  );
}

function HoursTable() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<ServiceHoursRow | null>(null);
  const refresh = useRefresh();
  return (
    <>
      <DataTable<ServiceHoursRow> bulkActionButtons={<SubmitButton />} isRowSelectable={editable} rowClick={false} empty={<EmptyState message="voluntary.hours.empty" />}>
        <Col source="name" disableSort />
        <Col source="studentCode" disableSort />
        <Col source="signInAt" disableSort render={(r) => r.signInAt ?? '-'} />
        <Col source="signOutAt" disableSort render={(r) => r.signOutAt ?? '-'} />
        <Col source="servedMinutes" disableSort align="right" />
        <Col source="minutes" disableSort align="right" />
        <Col source="hours" disableSort align="right" />
        <Col source="correctionReason" disableSort render={(r) => r.correctionReason || r.reason || '-'} />
        <Col source="status" disableSort render={(r) => <HoursStatusChip status={r.status} />} />
        <Col source="actions" disableSort render={(r) => (editable(r) ? <Button size="small" onClick={() => setEditing(r)}>{translate('voluntary.hours.correct')}</Button> : null)} />
      </DataTable>
      <ListPagination />
      <CorrectHoursDialog row={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); refresh(); }} />
    </>
  );
}

export function ServiceHoursPanel({ activityId }: { activityId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const [busy, setBusy] = useState(false);
  const record = async () => {
    setBusy(true);
    try {
      const r = await dataProvider.recordServiceHours(activityId);
      notify('voluntary.hours.recorded', { type: 'success', messageArgs: { count: r?.created ?? 0 } });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Alert severity="info" sx={{ flex: 1 }}>{translate('voluntary.hours.hint')}</Alert>
        <Button variant="outlined" startIcon={<PlaylistAddIcon />} disabled={busy} onClick={() => void record().catch(() => undefined)}>{translate('voluntary.hours.record')}</Button>
      </Stack>
      <ListBase resource="serviceHours" filter={{ activityId }} perPage={20} disableSyncWithLocation storeKey={false}>
        <HoursTable />
      </ListBase>
    </Box>
  );
}
