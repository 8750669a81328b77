/** Status chips of 宣传阵地: an application's status and a field's on/off. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldApplyStatus } from '../../../common/fields';

const COLORS: Record<number, 'warning' | 'success' | 'error' | 'default'> = {
  [FieldApplyStatus.PENDING]: 'warning', [FieldApplyStatus.APPROVED]: 'success', [FieldApplyStatus.REJECTED]: 'error', [FieldApplyStatus.WITHDRAWN]: 'default',
};

export function ApplyStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status] ?? 'default'} variant="outlined" label={translate(`fields.status.${status}`)} />;
}

export function EnabledChip({ enabled }: { enabled: boolean }) {
  const translate = useTranslate();
  return <Chip size="small" color={enabled ? 'success' : 'default'} variant="outlined" label={translate(`fields.enabled.${enabled ? 1 : 0}`)} />;
}
