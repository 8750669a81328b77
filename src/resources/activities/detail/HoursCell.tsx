/**
 * A participant's hours in the participant list: plain text, or — while the organiser may adjust
 * them (status 8 待结项 / 10 结项驳回) — a small field checked against 0 ≤ hours ≤ the activity's
 * hours with at most two decimals ('学时不能超过活动学时' is the server's word for the upper bound).
 */
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatHours } from '../format';

const HOURS = /^\d{1,4}(\.\d{1,2})?$/;

/** Whether `value` is acceptable hours for an activity worth `max` hours. */
export function validHours(value: string, max: number): boolean {
  const v = value.trim();
  return HOURS.test(v) && Number(v) >= 0 && Number(v) <= max;
}

export interface HoursCellProps {
  name: string;
  /** The saved value. */
  hours: string;
  /** The edited value, when the organiser changed it. */
  edited?: string;
  editable: boolean;
  max: number;
  onChange: (value: string) => void;
}

export function HoursCell({ name, hours, edited, editable, max, onChange }: HoursCellProps) {
  const translate = useTranslate();
  if (!editable) return <>{formatHours(hours)}</>;
  const value = edited ?? formatHours(hours);
  const ok = validHours(value, max);
  return (
    <TextField
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onClick={(e) => e.stopPropagation()}
      error={!ok}
      title={ok ? undefined : translate('activities.participants.hours_invalid', { max: formatHours(max) })}
      sx={{ width: 90, '& input': { textAlign: 'right', py: 0.5 } }}
      slotProps={{ htmlInput: { 'aria-label': translate('activities.participants.hours_of', { name }), inputMode: 'decimal' } }}
    />
  );
}
