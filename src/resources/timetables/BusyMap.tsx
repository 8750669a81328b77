/**
 * 忙碌分布 (issue 20 "a heat map of busy periods"): weekdays × hours 08:00–22:00, each cell shaded by
 * how many persons have class in that hour of the term (or of the chosen week) — where planners see
 * at a glance when students are free. Data: GET /timetable/busy.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CircularProgress, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TimetableKind } from '../../../common/timetables';
import type { TimetableDataProvider } from '../../dataProvider/timetables';
import { EmptyState } from '../shared/EmptyState';

export function BusyMap({ kind, termId, week }: { kind: TimetableKind; termId: number; week?: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TimetableDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['timetableBusy', kind, termId, week],
    queryFn: () => dataProvider.getTimetableBusy({ kind, termId, ...(week ? { week } : {}) }),
  });
  if (isPending) return <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress size={28} /></Box>;
  if (isError || !data) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (data.persons === 0) return <EmptyState message="timetables.empty.list" />;
  const max = Math.max(1, ...data.cells.map((c) => c.count));
  const count = (weekday: number, hour: number) => data.cells.find((c) => c.weekday === weekday && c.hour === hour)?.count ?? 0;
  const hours = Array.from({ length: data.hours }, (_, i) => data.fromHour + i);
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{translate('timetables.busy.persons', { n: data.persons })}</Typography>
          <Typography variant="body2" color="text.secondary">{translate('timetables.busy.legend')}</Typography>
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 3, minWidth: 560, width: '100%' }} data-testid="busy-map">
            <thead>
              <tr>
                <Box component="th" sx={{ fontWeight: 400, color: 'text.secondary', fontSize: 12, width: 56 }}>{translate('timetables.busy.hour')}</Box>
                {[1, 2, 3, 4, 5, 6, 7].map((d) => <Box component="th" key={d} sx={{ fontSize: 13 }}>{translate(`timetables.weekday.${d}`)}</Box>)}
              </tr>
            </thead>
            <tbody>
              {hours.map((h) => (
                <tr key={h}>
                  <Box component="td" sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'right', pr: 1 }}>{`${h}:00`}</Box>
                  {[1, 2, 3, 4, 5, 6, 7].map((d) => {
                    const n = count(d, h);
                    const label = translate('timetables.busy.cell', { weekday: translate(`timetables.weekday.${d}`), hour: h, next: h + 1, count: n });
                    return (
                      <Tooltip key={d} title={label}>
                        <Box
                          component="td" aria-label={label}
                          sx={{ height: 26, borderRadius: 0.5, textAlign: 'center', fontSize: 12, bgcolor: (t) => (n ? alpha(t.palette.primary.main, 0.12 + 0.78 * (n / max)) : t.palette.action.hover), color: n / max > 0.55 ? 'primary.contrastText' : 'text.primary' }}
                        >
                          {n || ''}
                        </Box>
                      </Tooltip>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
