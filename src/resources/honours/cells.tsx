/** Small pieces of the honours and employment pages: the status chip and the translated choices. */
import { useMemo } from 'react';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLORS: Record<number, 'warning' | 'success' | 'error'> = { 1: 'warning', 2: 'success', 3: 'error' };

export function GrowthStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={COLORS[status] ?? 'warning'} label={translate(`honours.status.${status}`)} />;
}

/** {id, name} choices of a label table of the i18n 'honours' messages, e.g. the levels. */
export function useChoices(prefix: 'level' | 'jobKind' | 'status', ids: readonly number[]) {
  const translate = useTranslate();
  return useMemo(() => ids.map((id) => ({ id, name: translate(`honours.${prefix}.${id}`) })), [translate, prefix, ids]);
}
