/** Small pieces of the sign-task pages (issue 21): the phase chip and the schedule in words. */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SignFrequency, type SignPhase } from '../../../common/signTasks';

/** Where a task stands: 未开始, 进行中, 已结束, 已取消. */
export function SignPhaseChip({ phase }: { phase: SignPhase }) {
  const translate = useTranslate();
  const color = phase === 'open' ? 'primary' : phase === 'cancelled' ? 'error' : 'default';
  return <Chip size="small" variant={phase === 'open' ? 'filled' : 'outlined'} color={color} label={translate(`signTasks.phase.${phase}`)} />;
}

/** '每天 07:00–08:30', '每周周一、周三 12:00–13:30', '一次 19:00–20:30'. */
export function useScheduleText() {
  const translate = useTranslate();
  return (t: { frequency: number; weekdays: number[]; windowStart: string; windowEnd: string }) => {
    const often = t.frequency === SignFrequency.WEEKLY
      ? translate('signTasks.hint.everyWeek', { days: t.weekdays.map((d) => translate(`signTasks.weekday.${d}`)).join('、') })
      : translate(`signTasks.frequency.${t.frequency}`);
    return `${often} ${translate('signTasks.hint.window', { from: t.windowStart, to: t.windowEnd })}`;
  };
}
