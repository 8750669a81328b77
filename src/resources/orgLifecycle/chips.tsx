/** Status chips of applications (待审核 amber, 已通过 green, 已驳回 red) and organisations (正常 green, 已注销 grey), and the star rating. */
import { Chip, Rating, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

const appColor: Record<number, 'warning' | 'success' | 'error'> = { 1: 'warning', 2: 'success', 3: 'error' };

export function ApplyStatusChip({ status, size = 'small' }: { status: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip size={size} variant="outlined" color={appColor[status] ?? 'default'} label={translate(`orgLifecycle.status.${status}`, { _: '-' })} />;
}

export function OrgStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'success' : 'default'} variant={status === 1 ? 'outlined' : 'filled'} label={translate(`orgLifecycle.orgStatus.${status}`, { _: '-' })} />;
}

export function Stars({ value }: { value: number | null }) {
  const translate = useTranslate();
  return value ? <Rating size="small" value={value} readOnly max={5} aria-label={translate('orgLifecycle.detail.stars', { n: value })} /> : <>-</>;
}

/** Timeline dot of an application status. */
export function applyDotColor(status: number, t: Theme): string {
  if (status === 1) return t.palette.warning.main;
  if (status === 2) return t.palette.success.main;
  return t.palette.error.main;
}
