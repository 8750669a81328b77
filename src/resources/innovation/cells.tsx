/** Small cells of the innovation tables (issue 20): a status chip and a label looked up by code. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const TONE: Record<string, 'default' | 'warning' | 'success' | 'error' | 'info'> = { pending: 'warning', ok: 'success', bad: 'error', run: 'info' };

/** A project's status (common/innovation.ts ProjectStatus) as a coloured chip. */
export function ProjectStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  const tone = [1, 4, 7].includes(status) ? TONE.pending : [2, 5, 8].includes(status) ? TONE.bad : status === 9 ? TONE.ok : TONE.run;
  return <Chip size="small" color={tone} label={translate(`innovation.status.${status}`)} />;
}

/** A reviewed record's status (审核中 / 已通过 or 孵化中 / 已驳回). */
export function ReviewedChip({ status, labels }: { status: number; labels: 'resultStatus' | 'hatchingStatus' }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 1 ? 'warning' : status === 2 ? 'success' : 'error'} label={translate(`innovation.${labels}.${status}`)} />;
}

/** The translated label of `code` in the table `prefix` (levels, types, awards…). */
export function Label({ prefix, code }: { prefix: string; code: number | string }) {
  const translate = useTranslate();
  return <>{translate(`innovation.${prefix}.${code}`)}</>;
}
