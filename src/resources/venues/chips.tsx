/** Status chips of venues (开放 / 停用) and bookings (待审核 amber, 已通过 green, 已驳回 / 已拒绝 red, 已取消 grey), and the booking history timeline. */
import { Chip, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditHistoryItem } from '../../../common/activities';
import { AuditTimeline } from '../shared/AuditTimeline';

const BOOKING_COLORS: Record<number, 'warning' | 'success' | 'error' | 'default'> = { 1: 'warning', 2: 'success', 3: 'error', 4: 'error', 5: 'default' };

export function BookingStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={BOOKING_COLORS[status] ?? 'default'} variant={status === 2 ? 'filled' : 'outlined'} label={translate(`venues.booking_status.${status}`)} />;
}

export function SiteStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'success' : 'default'} variant="outlined" label={translate(`venues.status.${status}`)} />;
}

const keys = { empty: 'venues.detail.no_history', label: 'venues.detail.history', step: 'venues.detail.history_step', system: 'venues.detail.system', opinion: 'venues.detail.opinion' };

function dotColor(status: number, t: Theme): string {
  if (status === 1) return t.palette.warning.main;
  if (status === 2) return t.palette.success.main;
  if (status === 5) return t.palette.grey[500];
  return t.palette.error.main;
}

/** 审核记录 of a booking (shared AuditTimeline). */
export function BookingHistory({ items }: { items: AuditHistoryItem[] }) {
  return <AuditTimeline items={items} keys={keys} dotColor={dotColor} chip={(status) => <BookingStatusChip status={status} />} />;
}
