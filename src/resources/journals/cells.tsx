/** Small pieces of the journal pages: the status chip and the translated status choices. */
import { useMemo } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { JOURNAL_STATUSES } from '../../../common/journals';

const COLORS: Record<number, 'warning' | 'success' | 'error'> = { 1: 'warning', 2: 'success', 3: 'error' };

export function JournalStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'warning'} label={translate(`journals.status.${status}`)} />;
}

export function useStatusChoices() {
  const translate = useTranslate();
  return useMemo(() => JOURNAL_STATUSES.map((id) => ({ id, name: translate(`journals.status.${id}`) })), [translate]);
}
