/** The header clock: date, time and weekday, refreshed every second (spec §9). */
import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import AccessTime from '@mui/icons-material/AccessTime';
import { useTranslate } from 'react-admin';
import { formatClock } from './clock';

export const CLOCK_INTERVAL_MS = 1000;

export function Clock() {
  const translate = useTranslate();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const { text, weekday } = formatClock(now);
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.75, opacity: 0.92 }}>
      <AccessTime sx={{ fontSize: 18 }} />
      <Typography
        component="time"
        variant="body2"
        data-testid="header-clock"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {text} {translate(`shell.weekdays.${weekday}`)}
      </Typography>
    </Box>
  );
}
