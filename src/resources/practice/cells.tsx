/** Cells the practice tables share: the project with its leader, the dates, and the team size. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PracticeRow } from '../../../common/practice';

export function ProjectCell({ row }: { row: PracticeRow }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 160, maxWidth: 260 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, color: 'primary.main' }}>{row.name}</Typography>
      <Typography variant="caption" color="text.secondary">{translate(`practice.type.${row.type}`)}</Typography>
    </Box>
  );
}

export function LeaderCell({ row }: { row: PracticeRow }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{row.leaderName}</Typography>
      <Typography variant="caption" color="text.secondary">{row.leaderCode}</Typography>
    </Box>
  );
}

export function DatesCell({ row }: { row: PracticeRow }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{row.startDate}</Typography>
      <Typography variant="caption" color="text.secondary">{`～ ${row.endDate}`}</Typography>
    </Box>
  );
}
