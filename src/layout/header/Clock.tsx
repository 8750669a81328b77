/** The header clock: date, time and weekday, refreshed every second (spec §9). */
import { Box, Typography } from '@mui/material';
import AccessTime from '@mui/icons-material/AccessTime';
import { useClock } from './useClock';

export const CLOCK_INTERVAL_MS = 1000;

export function Clock() {
  const { text, weekday } = useClock(CLOCK_INTERVAL_MS);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.75, opacity: 0.92 }}>
      <AccessTime sx={{ fontSize: 18 }} />
      <Typography
        component="time"
        variant="body2"
        data-testid="header-clock"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {text} {weekday}
      </Typography>
    </Box>
  );
}
