/**
 * The current term above the term list: its name, kind, dates and academic year, or "today is in
 * no term". Data: dataProvider.getOne('currentTerm') → GET /system/term/current (silent: the list
 * below still works when it fails).
 */
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Box, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { TermCurrent } from '../../../common/terms';
import { KIND_COLORS, useTermLabels } from './labels';

export function CurrentTermCard() {
  const translate = useTranslate();
  const labels = useTermLabels();
  const { data, isPending, isError } = useGetOne<TermCurrent & { id: string }>('currentTerm', { id: 'today', meta: { silent: true } });
  if (isError) return null;
  const term = data?.term;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, mt: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }} data-testid="current-term">
      <EventAvailableOutlined color="success" />
      {isPending || !data ? (
        <Skeleton width={240} />
      ) : term ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('terms.banner.current')}
          </Typography>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
            {term.name}
          </Typography>
          <Chip size="small" variant="outlined" color={KIND_COLORS[term.kind] ?? 'default'} label={labels.kind(term.kind)} />
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {labels.range(term.startDate, term.endDate)} · {labels.year(term.academicYear)}
          </Box>
        </>
      ) : (
        <>
          <Typography variant="body2">{translate('terms.banner.none', { today: data.today })}</Typography>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
            {translate('terms.banner.year', { year: labels.year(data.academicYear) })}
          </Box>
        </>
      )}
    </Paper>
  );
}
