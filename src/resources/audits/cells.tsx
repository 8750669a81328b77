/**
 * Cells shared by the review lists: the current step 'N/M 步骤名', the waiting time of spec §9
 * ('已等待…', amber after a day, red after three), hours with the school's decimals, and the
 * title bar with the list's filters.
 */
import { useMemo, type ReactNode } from 'react';
import AccessTime from '@mui/icons-material/AccessTime';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseWaitingTime } from '../../../common/activities';
import { builtInName, waitingLabel } from '../../i18n/labels';
import { readProfile } from '../../layout/shellSession';
import { decimalPlaces, formatDecimal } from '../shared/format';

/** '2/3 学院审核' from the task's stepNo, stepCount and stepName ('-' when unknown). */
export function StepCell({ stepNo, stepCount, stepName }: { stepNo?: number; stepCount?: number; stepName?: string }) {
  const translate = useTranslate();
  const name = builtInName(translate, stepName, 'builtIn.steps');
  if (!stepNo) return <>{name || '-'}</>;
  return <span style={{ whiteSpace: 'nowrap' }}>{translate('audits.step', { no: stepNo, count: stepCount ?? stepNo, name })}</span>;
}

/** Whole days in a '已等待2天3小时…' text (0 when under a day). */
export function waitDays(text: string | undefined): number {
  return parseWaitingTime(text)?.d ?? 0;
}

/** The waiting time in the interface's language ('Waiting 2 d 3 h 15 min' in English). */
export function WaitCell({ text }: { text?: string }) {
  const translate = useTranslate();
  const days = waitDays(text);
  const color = days >= 3 ? 'error.main' : days >= 1 ? 'warning.dark' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color, whiteSpace: 'nowrap' }}>
      <AccessTime sx={{ fontSize: 16 }} />
      <Typography variant="body2" component="span">
        {waitingLabel(translate, text) || '-'}
      </Typography>
    </Stack>
  );
}

/** The school's decimal places for hours (spec §5, §9), read once. */
export function useHoursFormat(): (value: string | number | null | undefined) => string {
  const places = useMemo(() => decimalPlaces(readProfile().decimalPlaces), []);
  return (value) => formatDecimal(value, places);
}

/** A cell's second line (module, sub-category) in small grey type; nothing when empty. */
function SubLine({ text }: { text?: ReactNode }) {
  return text ? (
    <Typography variant="caption" color="text.secondary">
      {text}
    </Typography>
  ) : null;
}

/** An activity name over its module, for the first column. */
export function ActivityNameCell({ name, sub }: { name: string; sub?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, color: 'primary.main' }}>
        {name}
      </Typography>
      <SubLine text={sub} />
    </Box>
  );
}

/** Text kept on one line. */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** 'YYYY-MM-DD HH:mm' of a wire time (seconds dropped); '-' when absent. */
export function minute(time: string | null | undefined): string {
  return time ? time.slice(0, 16) : '-';
}

/** The module over its sub-category. */
export function ModuleCell({ name, sub }: { name?: string; sub?: string }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{name || '-'}</Typography>
      <SubLine text={sub} />
    </Box>
  );
}
