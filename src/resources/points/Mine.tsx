/**
 * 活力商城 (/coin/mine; issue 21, student module 1018), a phone-first page: the student's 活力值
 * (balance, earned, spent); tab 礼品 — the gifts on the shelf with price and stock, 兑换 after
 * confirmation (refused with the server's Chinese message when the balance or stock is short);
 * tab 我的订单 — each order's 取货码 and status; tab 明细 — the ledger, newest first.
 * Data: GET /points/my, getList('gifts') → GET /points/gift/list, POST /points/gift/redeem.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import RedeemIcon from '@mui/icons-material/RedeemOutlined';
import { Box, Button, Card, CardContent, Grid, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { GiftRow } from '../../../common/points';
import type { PointsDataProvider } from '../../dataProvider/points';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { serverError } from '../shared/serverError';
import { LedgerRows, OrderStatusChip } from './cells';

function GiftCard({ gift, balance, onRedeem }: { gift: GiftRow; balance: number; onRedeem: () => void }) {
  const translate = useTranslate();
  const soldOut = gift.stock <= 0;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`gift-${gift.id}`}>
      {gift.url
        ? <Box component="img" src={gift.url} alt={gift.name} sx={{ width: '100%', height: 110, objectFit: 'cover' }} />
        : <Box sx={{ height: 110, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}><RedeemIcon fontSize="large" /></Box>}
      <CardContent sx={{ flex: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>{gift.name}</Typography>
        <Typography variant="caption" color="text.secondary" component="div">{translate('points.mine.stockLeft', { n: gift.stock })} · {translate('points.mine.limit', { n: gift.perStudent })}</Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
          <Typography color="primary" sx={{ fontWeight: 700 }}>{gift.price}</Typography>
          <Button size="small" variant="contained" disabled={soldOut || balance < gift.price} onClick={onRedeem}>
            {translate(soldOut ? 'points.mine.soldOut' : balance < gift.price ? 'points.mine.short' : 'points.action.redeem')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function MyPointsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PointsDataProvider>();
  const [tab, setTab] = useState<'gifts' | 'orders' | 'ledger'>('gifts');
  const [redeeming, setRedeeming] = useState<GiftRow | null>(null);
  const mine = useQuery({ queryKey: ['points', 'mine'], queryFn: () => dataProvider.getMyPoints() });
  const gifts = useGetList<GiftRow>('gifts', { pagination: { page: 1, perPage: 40 } });
  const d = mine.data;
  const redeem = async () => {
    try {
      const order = await dataProvider.redeemGift(redeeming!.id);
      notify('points.done.redeemed', { type: 'success', messageArgs: { code: order.pickCode } });
      setTab('orders');
    } catch (e) {
      notify(serverError(e).text, { type: 'error' });
    }
    void mine.refetch();
    void gifts.refetch();
  };
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate('points.title.mine')}</Typography>
      {!d ? <Skeleton variant="rounded" height={110} /> : (
        <Card sx={{ mb: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <CardContent>
            <Typography variant="body2">{translate('points.mine.balance')}</Typography>
            <Typography variant="h4" sx={{ fontWeight: 700 }} data-testid="points-balance">{d.balance}</Typography>
            <Typography variant="caption">{translate('points.mine.earned', { n: d.earned })} · {translate('points.mine.spent', { n: d.spent })}</Typography>
          </CardContent>
        </Card>
      )}
      <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)} variant="fullWidth" sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="gifts" label={translate('points.mine.tabGifts')} />
        <Tab value="orders" label={translate('points.mine.tabOrders')} />
        <Tab value="ledger" label={translate('points.mine.tabLedger')} />
      </Tabs>
      {tab === 'gifts' ? (
        gifts.isPending ? <Skeleton variant="rounded" height={200} /> : !gifts.data?.length ? <EmptyState /> : (
          <Grid container spacing={1.5}>
            {gifts.data.map((g) => <Grid key={g.id} size={{ xs: 6, sm: 4 }}><GiftCard gift={g} balance={d?.balance ?? 0} onRedeem={() => setRedeeming(g)} /></Grid>)}
          </Grid>
        )
      ) : null}
      {tab === 'orders' && d ? (
        !d.orders.length ? <EmptyState /> : (
          <Stack spacing={1}>
            {d.orders.map((o) => (
              <Card key={o.id} variant="outlined">
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Typography sx={{ fontWeight: 600 }}>{o.giftName}</Typography>
                    <OrderStatusChip status={o.status} />
                  </Stack>
                  <Typography variant="body2">{translate('points.fields.pickCode')}: <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }} data-testid="pick-code">{o.pickCode}</Box></Typography>
                  <Typography variant="caption" color="text.secondary">{o.createdAt.slice(0, 16)} · {o.points} · {o.status === 1 ? translate('points.mine.pickHint') : o.reason}</Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )
      ) : null}
      {tab === 'ledger' && d ? <LedgerRows rows={d.ledger} /> : null}
      <ConfirmActionDialog open={redeeming !== null} message="points.confirm.redeem" messageArgs={{ name: redeeming?.name ?? '', price: redeeming?.price ?? 0 }}
        confirmLabel="points.action.redeem" onClose={() => setRedeeming(null)} onConfirm={redeem} />
    </Box>
  );
}
