/**
 * A person's classes as a week (issue 20 "show a person's week"): on wide screens a time grid —
 * seven day columns from 08:00 to 22:00, each class a block placed by its minutes — and on phones
 * (375 px) the days as a list, each with its classes in order. Days without classes say so; the
 * whole-term view (no week) shows each class with its weeks.
 */
import { Box, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { minutesOf, type TimetableEntryRow } from '../../../common/timetables';

const FROM = 8 * 60;
const TO = 22 * 60;
const HOUR_PX = 44;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The entry's time, with its periods when imported by 节次. */
function useWhen() {
  const translate = useTranslate();
  return (e: TimetableEntryRow) =>
    `${e.startTime}-${e.endTime}${e.startPeriod ? ` · ${translate('timetables.periods', { from: e.startPeriod, to: e.endPeriod ?? e.startPeriod })}` : ''}`;
}

function ClassBlock({ e, showWeeks }: { e: TimetableEntryRow; showWeeks: boolean }) {
  const when = useWhen();
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.25 }}>{e.courseName}</Typography>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.3 }}>{when(e)}</Typography>
      {e.place ? <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.3 }}>{e.place}{e.teacherName ? ` · ${e.teacherName}` : ''}</Typography> : null}
      {showWeeks ? <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.3, opacity: 0.8 }}>{e.weeksText}</Typography> : null}
    </>
  );
}

export interface WeekGridProps {
  entries: TimetableEntryRow[];
  /** 'YYYY-MM-DD' of Monday … Sunday, or empty for the whole term. */
  days: string[];
  /** Force the phone list (the student page on any screen narrower than md). */
  compact?: boolean;
}

export function WeekGrid({ entries, days, compact }: WeekGridProps) {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const showWeeks = days.length === 0;
  const label = (d: number) => `${translate(`timetables.weekday.${d}`)}${days[d - 1] ? ` ${days[d - 1].slice(5)}` : ''}`;
  if (compact || narrow) {
    return (
      <Stack spacing={1} data-testid="week-list">
        {WEEKDAYS.map((d) => {
          const mine = entries.filter((e) => e.weekday === d);
          if (!mine.length && d > 5) return null;
          return (
            <Paper key={d} variant="outlined" sx={{ p: 1.25 }}>
              <Typography variant="subtitle2" color="primary" sx={{ mb: 0.5 }}>{label(d)}</Typography>
              {mine.length ? (
                <Stack spacing={1}>
                  {mine.map((e) => (
                    <Box key={e.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1 }}><ClassBlock e={e} showWeeks={showWeeks} /></Box>
                  ))}
                </Stack>
              ) : (
                <Typography variant="caption" color="text.secondary">{translate(showWeeks ? 'timetables.empty.term' : 'timetables.empty.week')}</Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
    );
  }
  const hours = Array.from({ length: (TO - FROM) / 60 }, (_, i) => FROM / 60 + i);
  const top = (m: number) => ((Math.max(m, FROM) - FROM) / 60) * HOUR_PX;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '52px repeat(7, minmax(96px, 1fr))', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }} data-testid="week-grid">
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} />
      {WEEKDAYS.map((d) => (
        <Box key={d} sx={{ p: 0.75, textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2">{label(d)}</Typography>
        </Box>
      ))}
      <Box sx={{ position: 'relative', height: hours.length * HOUR_PX }}>
        {hours.map((h, i) => (
          <Typography key={h} variant="caption" color="text.secondary" sx={{ position: 'absolute', top: i * HOUR_PX + 2, right: 6 }}>{`${h}:00`}</Typography>
        ))}
      </Box>
      {WEEKDAYS.map((d) => (
        <Box key={d} sx={{ position: 'relative', borderLeft: 1, borderColor: 'divider', height: hours.length * HOUR_PX, backgroundImage: (t) => `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, ${t.palette.divider} ${HOUR_PX - 1}px, ${t.palette.divider} ${HOUR_PX}px)` }}>
          {entries.filter((e) => e.weekday === d).map((e) => {
            const start = minutesOf(e.startTime) ?? FROM;
            const end = minutesOf(e.endTime) ?? start + 45;
            return (
              <Box
                key={e.id}
                title={`${e.courseName} ${e.startTime}-${e.endTime} ${e.place}`}
                sx={{
                  position: 'absolute', left: 3, right: 3, top: top(start) + 1, height: Math.max(top(Math.min(end, TO)) - top(start) - 2, 22), overflow: 'hidden',
                  bgcolor: (t) => alpha(t.palette.primary.main, 0.12), color: 'primary.dark', borderLeft: 3, borderColor: 'primary.main', borderRadius: 1, px: 0.75, py: 0.5,
                }}
              >
                <ClassBlock e={e} showWeeks={showWeeks} />
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
