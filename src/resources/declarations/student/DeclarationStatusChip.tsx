/** A declaration's status as a chip (spec §4: 1 待审核 amber, 2 已通过 green, otherwise 已驳回 red). */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The status key of spec §4: 1, 2, or 3 for anything else. */
export const statusKey = (status: number) => (status === 1 ? 1 : status === 2 ? 2 : 3);
const colors = { 1: 'warning', 2: 'success', 3: 'error' } as const;

export function DeclarationStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  const key = statusKey(status);
  return <Chip size="small" color={colors[key]} label={translate(`studentHome.status.${key}`)} data-testid="declaration-status" />;
}
