/** Student status (spec §3: 0 inactive … 6 deleted) as a small coloured chip. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const colors: Record<number, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  0: 'default',
  1: 'success',
  2: 'warning',
  3: 'info',
  4: 'default',
  5: 'error',
  6: 'error',
};

export function StatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status] ?? 'default'}
      label={translate(`students.status.${status}`, { _: translate('students.status.4') })}
    />
  );
}
