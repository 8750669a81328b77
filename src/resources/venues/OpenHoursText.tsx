/** Opening hours in a cell: consecutive weekdays with the same window grouped ('周一至周五 08:00-18:00'), else '不开放'. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpenHour } from '../../../common/venues';

/** Runs of consecutive weekdays sharing one window. */
export function groupHours(hours: readonly OpenHour[]): { from: number; to: number; start: string; end: string }[] {
  const out: { from: number; to: number; start: string; end: string }[] = [];
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday)) {
    const last = out[out.length - 1];
    if (last && last.to === h.weekday - 1 && last.start === h.start && last.end === h.end) last.to = h.weekday;
    else out.push({ from: h.weekday, to: h.weekday, start: h.start, end: h.end });
  }
  return out;
}

export function OpenHoursText({ hours }: { hours: readonly OpenHour[] }) {
  const translate = useTranslate();
  const groups = groupHours(hours);
  if (!groups.length) return <Typography variant="body2" color="text.secondary">{translate('venues.closed')}</Typography>;
  return (
    <Box sx={{ minWidth: 140 }}>
      {groups.map((g) => (
        <Typography key={g.from} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {`${translate(`venues.weekday.${g.from}`)}${g.to !== g.from ? `-${translate(`venues.weekday.${g.to}`)}` : ''} ${g.start}-${g.end}`}
        </Typography>
      ))}
    </Box>
  );
}
