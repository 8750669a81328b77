/** Small pieces of the points pages (issue 21): the order status chip and one student's ledger. */
import { Chip, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { PointsLedgerRow } from '../../../common/points';
import { EmptyState } from '../shared/EmptyState';

export function OrderStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'warning' : status === 2 ? 'success' : 'default'} label={translate(`points.orderStatus.${status}`)} />;
}

/** Signed points: +5 in green, −30 in red. */
export function Signed({ n }: { n: number }) {
  return <span style={{ color: n > 0 ? '#2e7d32' : '#c62828', fontWeight: 600 }}>{n > 0 ? `+${n}` : n}</span>;
}

/** Rows of a ledger (newest first). */
export function LedgerRows({ rows }: { rows: PointsLedgerRow[] }) {
  const translate = useTranslate();
  if (!rows.length) return <EmptyState />;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('points.fields.createdAt')}</TableCell>
          <TableCell>{translate('points.fields.reason')}</TableCell>
          <TableCell align="right">{translate('points.fields.points')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.createdAt.slice(0, 10)}</TableCell>
            <TableCell>{translate(`points.source.${r.source}`)}{r.reason ? ` · ${r.reason}` : ''}</TableCell>
            <TableCell align="right"><Signed n={r.points} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One student's ledger (the staff's view): getList('pointsLedger', {userId}). */
export function LedgerTable({ userId }: { userId: number }) {
  const { data, isPending } = useGetList<PointsLedgerRow>('pointsLedger', { filter: { userId }, pagination: { page: 1, perPage: 40 } });
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  return <LedgerRows rows={data ?? []} />;
}
