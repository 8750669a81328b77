/**
 * 我的课表 (/student/timetable, module 1012; issue 20 "the student's own week, phone layout"): the
 * term and week pickers (this week at first, previous/next), the week's dates and the classes day by
 * day as a phone list (a grid on wide screens). Data: GET /timetable/terms, /timetable/mine.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { TimetableDataProvider } from '../../dataProvider/timetables';
import { TermWeekPicker, useTermWeek } from './TermWeekPicker';
import { WeekGrid } from './WeekGrid';

export default function MyTimetable() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TimetableDataProvider>();
  const termWeek = useTermWeek(true);
  const { terms, term, week } = termWeek;
  const { data, isPending } = useQuery({
    queryKey: ['myTimetable', term?.id, week],
    queryFn: () => dataProvider.getMyTimetable({ termId: term!.id, week: Number(week) }),
    enabled: term !== null && week !== '',
  });
  return (
    <Box sx={{ py: 2, px: { xs: 0.5, sm: 0 }, maxWidth: 1100 }}>
      <Title title="timetables.title.mine" />
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>{translate('timetables.title.mine')}</Typography>
      {terms && terms.length === 0 ? <Alert severity="info">{translate('timetables.outside_term')}</Alert> : null}
      {term ? (
        <>
          <TermWeekPicker value={termWeek} weekRequired stepper />
          {data?.days.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>{translate('timetables.week_range', { from: data.days[0], to: data.days[6] })}</Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            {isPending || !data ? <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress size={28} /></Box> : <WeekGrid entries={data.entries} days={data.days} />}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
