/** Small pieces of the 学分置换 pages: the status chip and the translated status choices. */
import { useMemo } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CREDIT_STATUSES } from '../../../common/creditReplace';

const COLORS: Record<number, 'warning' | 'success' | 'error'> = { 1: 'warning', 2: 'success', 3: 'error' };

export function CreditStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'warning'} label={translate(`creditReplace.status.${status}`)} sx={{ flexShrink: 0 }} />;
}

export function useStatusChoices() {
  const translate = useTranslate();
  return useMemo(() => CREDIT_STATUSES.map((id) => ({ id, name: translate(`creditReplace.status.${id}`) })), [translate]);
}
