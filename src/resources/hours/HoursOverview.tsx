/**
 * The top of 我的学时: the total, each top-level module's hours against its warning value as a bar
 * (red below the warning value), and the hours of each term (StudentHoursSummary.byTerm).
 */
import { Box, Card, CardContent, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyAchievement } from '../../../common/classify';
import { toHundredths } from '../../../common/hoursRules';
import type { StudentHoursSummary } from '../../../common/studentHome';
import { belowWarning } from '../studentHome/warning';
import { builtInName } from '../../i18n/labels';
import { classifyName } from '../../i18n/labels';

/** Percent of the warning value reached, 0..100 (100 when there is no warning value). */
export function reachedPercent(item: Pick<ClassifyAchievement, 'classifyHours' | 'minHours'>): number {
  const min = toHundredths(item.minHours || '0');
  if (min <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((toHundredths(item.classifyHours || '0') * 100) / min)));
}

function ClassifyBar({ item, hours }: { item: ClassifyAchievement; hours: (v: string) => string }) {
  const translate = useTranslate();
  const below = belowWarning(item);
  return (
    <Box data-testid="classify-bar" data-below={below}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {classifyName(translate, item.classifyName)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color={below ? 'error.main' : 'text.primary'} sx={{ fontWeight: 600 }} data-testid="classify-hours">
            {hours(item.classifyHours)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('studentHome.hours.warning_value', { min: hours(item.minHours) })}
          </Typography>
          <Chip size="small" variant="outlined" color={below ? 'error' : 'success'} label={translate(below ? 'studentHome.hours.below' : 'studentHome.hours.met')} />
        </Stack>
      </Stack>
      <LinearProgress variant="determinate" value={reachedPercent(item)} color={below ? 'error' : 'success'} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}

export function HoursOverview({
  summary,
  achievements,
  loading,
  hours,
}: {
  summary: StudentHoursSummary | undefined;
  achievements: ClassifyAchievement[] | undefined;
  loading: boolean;
  hours: (v: string) => string;
}) {
  const translate = useTranslate();
  const terms = summary?.byTerm ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 1.5 }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('studentHome.hours.by_classify')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography variant="body2" color="text.secondary">
                {translate('studentHome.hours.total')}
              </Typography>
              {loading && !summary ? (
                <Skeleton width={56} height={32} />
              ) : (
                <Typography component="span" variant="h6" color="primary.main" sx={{ fontWeight: 600 }} data-testid="hours-total">
                  {summary ? hours(summary.total) : '-'}
                </Typography>
              )}
            </Stack>
          </Stack>
          {loading ? (
            [0, 1, 2].map((i) => <Skeleton key={i} height={40} />)
          ) : (achievements ?? []).length ? (
            <Stack spacing={1.75}>
              {(achievements ?? []).map((a) => (
                <ClassifyBar key={a.classifyId} item={a} hours={hours} />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('studentHome.home.chart.empty')}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            {translate('studentHome.hours.by_term')}
          </Typography>
          {loading ? (
            [0, 1].map((i) => <Skeleton key={i} height={32} />)
          ) : terms.length ? (
            <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
              {terms.map((t) => (
                <Stack key={t.termId ?? 'none'} direction="row" sx={{ justifyContent: 'space-between', py: 1 }} data-testid="term-row">
                  <Typography variant="body2">{builtInName(translate, t.termName, 'studentHome.hours.no_term')}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {hours(t.hours)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('studentHome.hours.no_terms')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
