/**
 * A declaration's status (spec §4 "1 pending, 2 approved, otherwise rejected"; 4 withdrawn) and
 * type (spec §3 "1 self-applied, otherwise backend import") as chips.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const statusColors: Record<number, 'warning' | 'success' | 'error' | 'default'> = { 1: 'warning', 2: 'success', 3: 'error', 4: 'default' };

/** The i18n key of a status: 1, 2 and 4 by name, anything else reads 已驳回 (spec §4 "otherwise rejected"). */
export const statusKey = (status: number) => `declarations.status.${status === 1 || status === 2 || status === 4 ? status : 3}`;

export function DeclarationStatusChip({ status, size = 'small' }: { status: number; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip size={size} variant={status === 2 ? 'filled' : 'outlined'} color={statusColors[status] ?? 'error'} label={translate(statusKey(status))} />;
}

export function DeclarationTypeChip({ type }: { type: number }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small" variant="outlined" color={type === 1 ? 'primary' : 'secondary'}
      label={translate(type === 1 ? 'declarations.type.1' : 'declarations.type.2')}
    />
  );
}
