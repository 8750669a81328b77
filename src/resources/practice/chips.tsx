/** The status chip of a practice project (common/practice.ts PracticeStatus) and its colours. */
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PracticeStatus } from '../../../common/practice';

const COLORS: Record<number, ChipProps['color']> = {
  [PracticeStatus.PENDING]: 'warning',
  [PracticeStatus.APPROVED]: 'primary',
  [PracticeStatus.REJECTED]: 'error',
  [PracticeStatus.FINISH_PENDING]: 'warning',
  [PracticeStatus.FINISH_REJECTED]: 'error',
  [PracticeStatus.COMPLETED]: 'success',
};

/** The chip colour of a status (also the history's dot colour). */
export const statusColor = (status: number): NonNullable<ChipProps['color']> => COLORS[status] ?? 'default';

export function PracticeStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={statusColor(status)} variant="outlined" label={translate(`practice.status.${status}`, { _: String(status) })} />;
}
