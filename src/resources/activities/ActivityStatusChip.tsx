/**
 * An activity's status (spec §4: 1 审核中 … 12 已完成, any other 其他) as a chip, one colour per
 * phase: review (1) amber, rejected (3) red, enrollment (4–5) blue, running (6–7) primary,
 * completion (8–10) purple, refused (11) grey, completed (12) green.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

const phaseColors: Record<number, ChipColor> = {
  1: 'warning',
  3: 'error',
  4: 'info',
  5: 'info',
  6: 'primary',
  7: 'primary',
  8: 'secondary',
  9: 'secondary',
  10: 'secondary',
  11: 'default',
  12: 'success',
};

export function activityStatusColor(status: number): ChipColor {
  return phaseColors[status] ?? 'default';
}

export function ActivityStatusChip({ status, size = 'small' }: { status: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      variant={status === 12 || status === 7 ? 'filled' : 'outlined'}
      color={activityStatusColor(status)}
      label={translate(`activities.status.${status}`, { _: translate('activities.status.other') })}
    />
  );
}
