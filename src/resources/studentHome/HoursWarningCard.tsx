/**
 * 学时预警 of the student home (spec §2): the student's tier (issue 13 预警配置: a 红色预警 / 黄色预警 /
 * 未预警 chip in the header, the total against the hours expected this academic year, a bar with the
 * red and yellow lines and the student's mark, and a hint), the lazily loaded line chart (a skeleton
 * while its code arrives), an empty state without classifies, and a line naming the modules below
 * their warning value — the chart's red points in words.
 * Data: the module items from the home (GET /achievement/by-classify-list); the tier from GET
 * /student/warning/level (useMyWarningLevel; nothing is shown for it when it fails or has no pace).
 */
import { Suspense, lazy } from 'react';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Box, Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyAchievement } from '../../../common/classify';
import { toHundredths } from '../../../common/hoursRules';
import type { StudentWarningLevel } from '../../../common/warningTiers';
import { PaceBar } from '../analysis/PaceBar';
import { WarningLevelChip } from '../analysis/WarningLevelChip';
import { EmptyState } from '../shared/EmptyState';
import { useMyWarningLevel } from './useMyWarningLevel';
import { belowWarning } from './warning';
import { classifyName } from '../../i18n/labels';

const HoursWarningChart = lazy(() => import('./HoursWarningChart'));

/** The tier's chip: 红色 / 黄色预警, or 未预警 in green. */
function LevelBadge({ mine }: { mine: StudentWarningLevel }) {
  const translate = useTranslate();
  if (mine.level) return <WarningLevelChip level={mine.level} data-testid="my-level" />;
  return <Chip size="small" color="success" variant="outlined" data-testid="my-level" label={translate('studentHome.warningLevel.none')} />;
}

/** The total against the hours expected this year, on a bar with the tier lines. */
function LevelPanel({ mine, format }: { mine: StudentWarningLevel; format: (v: string | number) => string }) {
  const translate = useTranslate();
  const expected = mine.expectedHours!;
  // The pace as a fraction for the bar: expected hours over one "year" reproduces the rounded figure.
  const pace = { requiredHundredths: toHundredths(expected), years: 1, creditYears: 1 };
  const hint = mine.level ?? 'none';
  return (
    <Box data-testid="my-level-panel" sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1, fontVariantNumeric: 'tabular-nums' }} data-testid="my-level-line">
        {translate(mine.yearOfStudy !== null && mine.yearOfStudy <= mine.creditYears ? 'studentHome.warningLevel.line' : 'studentHome.warningLevel.line_full', {
          total: format(mine.totalHours), expected: format(expected), year: mine.yearOfStudy ?? '-',
        })}
      </Typography>
      <Box role="img" aria-label={translate('studentHome.warningLevel.aria')}>
        <PaceBar pace={pace} tiers={mine} total={toHundredths(mine.totalHours)} format={(h) => format(h)} />
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 0.5, color: mine.level === 'red' ? 'error.main' : 'text.secondary' }} data-testid="my-level-hint">
        {translate(`studentHome.warningLevel.hint.${hint}`, { percent: mine.level === 'red' ? mine.redPercent : mine.yellowPercent })}
      </Typography>
    </Box>
  );
}

export function HoursWarningCard({ items, loading, format }: { items: ClassifyAchievement[] | undefined; loading: boolean; format: (v: string | number) => string }) {
  const translate = useTranslate();
  const level = useMyWarningLevel();
  // A tier only when the student has a pace (not for a grade without a year or a record-only postgraduate).
  const mine = level.data && level.data.expectedHours !== null ? level.data : undefined;
  const list = items ?? [];
  const below = list.filter(belowWarning);
  let body;
  if (loading) body = <Skeleton variant="rounded" height={280} />;
  else if (!list.length) body = <EmptyState message="studentHome.home.chart.empty" />;
  else
    body = (
      <>
        <Suspense fallback={<Skeleton variant="rounded" height={280} data-testid="chart-skeleton" />}>
          <HoursWarningChart items={list} format={format} />
        </Suspense>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75, mt: 1 }} data-testid="warning-summary">
          {below.length ? <WarningAmberOutlined color="error" fontSize="small" /> : <CheckCircleOutline color="success" fontSize="small" />}
          <Typography variant="body2" color={below.length ? 'error.main' : 'success.main'}>
            {translate(below.length ? 'studentHome.home.chart.below' : 'studentHome.home.chart.all_met')}
          </Typography>
          {below.map((i) => (
            <Chip
              key={i.classifyId}
              size="small"
              color="error"
              variant="outlined"
              data-testid="below-item"
              label={translate('studentHome.home.chart.below_item', { name: classifyName(translate, i.classifyName), hours: format(i.classifyHours), min: format(i.minHours) })}
            />
          ))}
        </Stack>
      </>
    );
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('studentHome.home.chart.title')}
        action={mine ? <LevelBadge mine={mine} /> : null}
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {mine ? <LevelPanel mine={mine} format={format} /> : null}
        {body}
      </CardContent>
    </Card>
  );
}
