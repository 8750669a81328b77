/**
 * The list's date range filter (spec §7 startDate/endDate on the activity's start time; spec §5
 * "Date range: start may not be after end and vice versa; format yyyy-MM-dd"): two day pickers
 * (shared/dates.tsx) whose calendars cannot cross each other, and a typed range that does is refused
 * with a message under the fields and not applied. Valid values go into the filter form, which applies
 * them like any other filter.
 */
import { useEffect, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DateField } from '../shared/dates';
import { dateRangeProblem } from './format';

export interface DateRangeFilterProps {
  /** The start's filter field, 'startDate' here; react-admin's filter form reads it. */
  source: string;
  /** The end's filter field (default 'endDate'; the declaration list uses startTime / endTime). */
  endSource?: string;
  alwaysOn?: boolean;
}

export function DateRangeFilter({ source, endSource = 'endDate' }: DateRangeFilterProps) {
  const translate = useTranslate();
  const { setValue, watch } = useFormContext();
  const formStart = String(watch(source) ?? '');
  const formEnd = String(watch(endSource) ?? '');
  const [start, setStart] = useState(formStart);
  const [end, setEnd] = useState(formEnd);
  const [problem, setProblem] = useState<'start' | 'end' | null>(null);
  useEffect(() => setStart(formStart), [formStart]);
  useEffect(() => setEnd(formEnd), [formEnd]);

  const change = (side: 'start' | 'end', value: string) => {
    const s = side === 'start' ? value : start;
    const e = side === 'end' ? value : end;
    if (side === 'start') setStart(value);
    else setEnd(value);
    if (dateRangeProblem(s, e)) {
      setProblem(side);
      return;
    }
    setProblem(null);
    setValue(source, s, { shouldDirty: true });
    setValue(endSource, e, { shouldDirty: true });
  };

  const field = (side: 'start' | 'end') => {
    const label = translate(side === 'start' ? 'activities.filters.startDate' : 'activities.filters.endDate');
    return (
      <DateField
        label={label}
        value={side === 'start' ? start : end}
        onChange={(value) => change(side, value)}
        error={problem === side}
        {...(side === 'start' ? { max: end || undefined } : { min: start || undefined })}
        // Two 170 px fields and the dash are 370 px: on a phone each takes its share of the row instead.
        sx={{ width: { xs: 'auto', sm: 170 }, flex: { xs: '1 1 0', sm: 'none' }, minWidth: 0, mb: 0.5 }}
      />
    );
  };

  return (
    <Box sx={{ position: 'relative', maxWidth: '100%', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: '100%' }}>
        {field('start')}
        <Typography color="text.secondary">–</Typography>
        {field('end')}
      </Stack>
      {problem ? (
        <Typography role="alert" variant="caption" color="error" sx={{ position: 'absolute', left: 0, top: '100%', whiteSpace: 'nowrap' }}>
          {translate(problem === 'start' ? 'activities.filters.date_order' : 'activities.filters.date_order_end')}
        </Typography>
      ) : null}
    </Box>
  );
}
