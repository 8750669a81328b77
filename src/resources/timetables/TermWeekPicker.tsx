/**
 * The term and week pickers of the timetable pages: the school's terms (GET /timetable/terms, latest
 * first, the current one chosen at first) and the term's weeks ('全部周次' or 第n周, this week
 * marked), with previous/next week buttons for the week views.
 */
import { useEffect, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TimetableTerm } from '../../../common/timetables';
import type { TimetableDataProvider } from '../../dataProvider/timetables';

/** The terms, and the chosen term and week (week '' = the whole term unless `weekRequired`). */
export function useTermWeek(weekRequired = false) {
  const dataProvider = useDataProvider<TimetableDataProvider>();
  const [terms, setTerms] = useState<TimetableTerm[] | null>(null);
  const [termId, setTermId] = useState<number | ''>('');
  const [week, setWeek] = useState<number | ''>('');
  useEffect(() => {
    dataProvider.getTimetableTerms().then(
      (list) => {
        setTerms(list);
        const current = list.find((t) => t.currentWeek !== null) ?? list[0];
        if (current) {
          setTermId(current.id);
          if (weekRequired) setWeek(current.currentWeek ?? 1);
        }
      },
      () => setTerms([]),
    );
  }, [dataProvider, weekRequired]);
  const term = terms?.find((t) => t.id === termId) ?? null;
  const chooseTerm = (id: number) => {
    setTermId(id);
    const t = terms?.find((x) => x.id === id);
    setWeek(weekRequired ? t?.currentWeek ?? 1 : '');
  };
  return { terms, term, termId, week, setWeek, chooseTerm };
}

export type TermWeek = ReturnType<typeof useTermWeek>;

export function TermWeekPicker({ value, weekRequired = false, stepper = false }: { value: TermWeek; weekRequired?: boolean; stepper?: boolean }) {
  const translate = useTranslate();
  const { terms, term, termId, week, setWeek, chooseTerm } = value;
  const weeks = term ? Array.from({ length: term.weekCount }, (_, i) => i + 1) : [];
  const weekName = (n: number) => `${translate('timetables.week_n', { n })}${term?.currentWeek === n ? ` (${translate('timetables.this_week')})` : ''}`;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField select size="small" label={translate('timetables.term')} value={termId} onChange={(e) => chooseTerm(Number(e.target.value))} sx={{ width: { xs: '100%', sm: 240 } }} data-testid="term-picker">
        {(terms ?? []).map((t) => <MenuItem key={t.id} value={t.id}>{t.name}</MenuItem>)}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {stepper ? (
          <Tooltip title={translate('timetables.action.prev')}>
            <span><IconButton size="small" disabled={!week || week <= 1} onClick={() => setWeek(Number(week) - 1)} aria-label={translate('timetables.action.prev')}><ChevronLeftIcon /></IconButton></span>
          </Tooltip>
        ) : null}
        <TextField select size="small" label={translate('timetables.week')} value={week} onChange={(e) => setWeek(e.target.value === '' ? '' : Number(e.target.value))} sx={{ width: stepper ? { xs: 'auto', sm: 170 } : 170, flex: { xs: 1, sm: 'none' } }} disabled={!term}>
          {weekRequired ? null : <MenuItem value="">{translate('timetables.all_weeks')}</MenuItem>}
          {weeks.map((n) => <MenuItem key={n} value={n}>{weekName(n)}</MenuItem>)}
        </TextField>
        {stepper ? (
          <Tooltip title={translate('timetables.action.next')}>
            <span><IconButton size="small" disabled={!term || !week || week >= term.weekCount} onClick={() => setWeek(Number(week) + 1)} aria-label={translate('timetables.action.next')}><ChevronRightIcon /></IconButton></span>
          </Tooltip>
        ) : null}
      </Box>
    </Box>
  );
}
