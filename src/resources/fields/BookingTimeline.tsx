/**
 * A field's bookings as a timeline (宣传阵地 详情): one bar per approved application over the days
 * from the first start to the last end, today marked, each bar naming the organisation and purpose;
 * on a phone the bars keep their labels beneath. Pure MUI (a handful of bars does not need a chart).
 */
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldApplyShowPath, type FieldApplyRow } from '../../../common/fields';
import { Link } from 'react-router-dom';

const DAY = 86_400_000;
const at = (d: string) => Date.parse(`${d}T00:00:00Z`);

export function BookingTimeline({ bookings, today }: { bookings: FieldApplyRow[]; today: string }) {
  const translate = useTranslate();
  if (!bookings.length) return <Typography variant="body2" color="text.secondary">{translate('fields.empty.bookings')}</Typography>;
  const from = Math.min(at(today), ...bookings.map((b) => at(b.startDate)));
  // At least four weeks wide, so that a one-day booking is a short bar, not the whole line.
  const to = Math.max(at(today), from + 27 * DAY, ...bookings.map((b) => at(b.endDate))) + DAY;
  const span = to - from;
  const pct = (t: number) => `${((t - from) / span) * 100}%`;
  return (
    <Box data-testid="field-timeline" sx={{ position: 'relative', pt: 3 }}>
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: pct(at(today)), borderLeft: 2, borderColor: 'error.main', zIndex: 1 }}>
        <Typography variant="caption" color="error" sx={{ position: 'absolute', top: 0, left: 4, whiteSpace: 'nowrap' }}>{translate('fields.schedule.today')} {today.slice(5)}</Typography>
      </Box>
      <Stack spacing={1.25}>
        {bookings.map((b) => (
          <Box key={b.id}>
            <Box sx={{ position: 'relative', height: 26, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Tooltip title={`${b.organizationName} · ${b.purpose} · ${b.startDate} ~ ${b.endDate}`}>
                <Box component={Link} to={fieldApplyShowPath(b.id)} sx={{
                  position: 'absolute', top: 0, bottom: 0, left: pct(at(b.startDate)), width: pct(from + at(b.endDate) + DAY - at(b.startDate)),
                  minWidth: 6, bgcolor: 'primary.main', borderRadius: 1, display: 'block',
                }} />
              </Tooltip>
            </Box>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {b.startDate.slice(5)} ~ {b.endDate.slice(5)} · {b.organizationName} · {b.purpose}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
