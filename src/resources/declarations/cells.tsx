/** Cells of the declaration tables: the student (name over number) and the hours (granted hours below when they differ). */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeclarationRow } from '../../../common/declarations';
import { useHoursFormat } from '../audits/cells';

export function StudentCell({ row }: { row: Pick<DeclarationRow, 'userName' | 'code'> }) {
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>{row.userName || '-'}</Typography>
      <Typography variant="caption" color="text.secondary">{row.code}</Typography>
    </Box>
  );
}

export function HoursCell({ row }: { row: Pick<DeclarationRow, 'hours' | 'grantedHours' | 'status'> }) {
  const translate = useTranslate();
  const hours = useHoursFormat();
  const differs = row.status === 2 && row.grantedHours !== null && row.grantedHours !== undefined && Number(row.grantedHours) !== Number(row.hours);
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <span>{hours(row.hours)}</span>
      {differs ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('declarations.granted', { hours: hours(row.grantedHours) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Text kept on one line. */
export const Nowrap = ({ text }: { text?: string | null }) => <span style={{ whiteSpace: 'nowrap' }}>{text || '-'}</span>;

/** A wire time 'YYYY-MM-DD HH:mm' as the date over the time (narrow table columns). */
export function TimeCell({ time }: { time?: string | null }) {
  if (!time) return <>-</>;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Typography variant="body2">{time.slice(0, 10)}</Typography>
      <Typography variant="caption" color="text.secondary">{time.slice(11, 16)}</Typography>
    </Box>
  );
}
