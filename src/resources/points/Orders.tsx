/**
 * 兑换订单 (/communist/gift/list; issue 21, spec §2 "gift lists"): the students' redemption orders
 * within the caller's data scope, filtered by status and by name, 学号 or 取货码; a waiting order is
 * marked 确认领取 (after confirmation) or 取消订单 with a reason, which refunds the points and restores
 * the stock. Data: getList('giftOrders') → GET /points/order/list; POST /points/order/pickup|cancel.
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, Title, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ORDER_STATUSES, OrderStatus, type GiftOrderRow } from '../../../common/points';
import type { PointsDataProvider } from '../../dataProvider/points';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { serverError } from '../shared/serverError';
import { OrderStatusChip } from './cells';

const Col = DataTable.Col<GiftOrderRow>;
const F = 'points.fields';

export default function OrdersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PointsDataProvider>();
  // The order asked about stays while its dialog fades out; `asking` opens and closes it.
  const [picking, setPicking] = useState<GiftOrderRow | null>(null);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState<GiftOrderRow | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await dataProvider.cancelGiftOrder(cancelling!.id, reason);
      notify('points.done.cancelled', { type: 'success' });
      setCancelOpen(false);
      refresh();
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const filters = [
    <TextInput key="keyword" source="keyword" label={`${F}.keyword`} alwaysOn resettable fullWidth={false} sx={{ width: 200 }} />,
    <SelectInput key="status" source="status" label={`${F}.status`} helperText={false} alwaysOn emptyText={translate('points.all')}
      choices={ORDER_STATUSES.map((id) => ({ id, name: translate(`points.orderStatus.${id}`) }))} sx={{ minWidth: 120 }} />,
  ];
  return (
    <Box sx={{ pt: 2 }}>
      <Title title="points.title.orders" />
      <Typography variant="h6" component="h1">{translate('points.title.orders')}</Typography>
      <PageList resource="giftOrders" title="points.title.orders" filters={filters} empty={false}>
        <DataTable<GiftOrderRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState />}>
          <Col source="pickCode" label={`${F}.pickCode`} disableSort render={(o) => <Box component="span" sx={{ fontFamily: 'monospace' }}>{o.pickCode}</Box>} />
          <Col source="giftName" label={`${F}.giftName`} disableSort />
          <Col source="name" label={`${F}.name`} disableSort />
          <Col source="studentCode" label={`${F}.studentCode`} disableSort />
          <Col source="collegeName" label={`${F}.collegeName`} disableSort render={(o) => o.collegeName || '-'} />
          <Col source="points" label={`${F}.points`} disableSort align="right" />
          <Col source="status" label={`${F}.status`} disableSort render={(o) => <OrderStatusChip status={o.status} />} />
          <Col source="createdAt" label={`${F}.createdAt`} disableSort render={(o) => <Box sx={{ whiteSpace: 'nowrap' }}>{o.createdAt.slice(0, 16)}</Box>} />
          <Col source="id" label={`${F}.actions`} disableSort render={(o) => (o.status === OrderStatus.WAITING ? (
            <Stack direction="row" spacing={0.5}>
              <Button size="small" onClick={() => { setPicking(o); setAsking(true); }}>{translate('points.action.pickup')}</Button>
              <Button size="small" color="error" onClick={() => { setReason(''); setCancelling(o); setCancelOpen(true); }}>{translate('points.action.cancelOrder')}</Button>
            </Stack>
          ) : o.reason || '-')} />
        </DataTable>
      </PageList>
      <ConfirmActionDialog open={asking} message="points.confirm.pickup" messageArgs={{ name: picking?.name ?? '', gift: picking?.giftName ?? '' }} confirmLabel="points.action.pickup"
        onClose={() => setAsking(false)} onConfirm={async () => { await dataProvider.pickUpGiftOrder(picking!.id); notify('points.done.picked', { type: 'success' }); refresh(); }} />
      <Dialog open={cancelOpen} onClose={busy ? undefined : () => setCancelOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('points.action.cancelOrder')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate('points.confirm.cancel', { points: cancelling?.points ?? 0 })}</DialogContentText>
          <TextField fullWidth multiline minRows={2} label={translate(`${F}.reason`)} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelOpen(false)} disabled={busy}>{translate('points.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy || !reason.trim()} onClick={() => void cancel()}>{translate('points.action.cancelOrder')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
