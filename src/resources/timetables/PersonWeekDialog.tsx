/**
 * A person's week (issue 20 "show a person's week"), opened from a row of 学生课表 / 教师课表: the
 * week grid with previous/next week, or the whole term. Data: GET /timetable/week.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TimetableKind, TimetableTerm } from '../../../common/timetables';
import type { TimetableDataProvider } from '../../dataProvider/timetables';
import { WeekGrid } from './WeekGrid';

export interface PersonWeekDialogProps {
  kind: TimetableKind;
  person: { userId: number; name: string } | null;
  term: TimetableTerm;
  initialWeek: number;
  onClose: () => void;
}

export function PersonWeekDialog({ kind, person, term, initialWeek, onClose }: PersonWeekDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TimetableDataProvider>();
  const [week, setWeek] = useState(initialWeek);
  useEffect(() => setWeek(initialWeek), [initialWeek, person]);
  const { data, isPending } = useQuery({
    queryKey: ['timetableWeek', kind, person?.userId, term.id, week],
    queryFn: () => dataProvider.getTimetableWeek({ kind, userId: person!.userId, termId: term.id, week }),
    enabled: person !== null,
  });
  return (
    <Dialog open={person !== null} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{translate('timetables.title.week', { name: person?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <IconButton size="small" disabled={week <= 1} onClick={() => setWeek(week - 1)} aria-label={translate('timetables.action.prev')}><ChevronLeftIcon /></IconButton>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{`${term.name} · ${translate('timetables.week_n', { n: week })}`}</Typography>
          <IconButton size="small" disabled={week >= term.weekCount} onClick={() => setWeek(week + 1)} aria-label={translate('timetables.action.next')}><ChevronRightIcon /></IconButton>
          {data?.days.length ? <Typography variant="body2" color="text.secondary">{translate('timetables.week_range', { from: data.days[0], to: data.days[6] })}</Typography> : null}
        </Box>
        {isPending || !data ? <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress size={28} /></Box> : <WeekGrid entries={data.entries} days={data.days} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('timetables.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
