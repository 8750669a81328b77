/**
 * 学时预警 of the student home (spec §2): the lazily loaded line chart (a skeleton while its code
 * arrives), an empty state without classifies, and a line naming the modules below their warning
 * value — the chart's red points in words.
 */
import { Suspense, lazy } from 'react';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { Card, CardContent, CardHeader, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyAchievement } from '../../common/classify';
import { EmptyState } from '../resources/shared/EmptyState';
import { belowWarning } from './warning';

const HoursWarningChart = lazy(() => import('./HoursWarningChart'));

export function HoursWarningCard({ items, loading, format }: { items: ClassifyAchievement[] | undefined; loading: boolean; format: (v: string | number) => string }) {
  const translate = useTranslate();
  const list = items ?? [];
  const below = list.filter(belowWarning);
  let body;
  if (loading) body = <Skeleton variant="rounded" height={280} />;
  else if (!list.length) body = <EmptyState message="studentSelf.home.chart.empty" />;
  else
    body = (
      <>
        <Suspense fallback={<Skeleton variant="rounded" height={280} data-testid="chart-skeleton" />}>
          <HoursWarningChart items={list} format={format} />
        </Suspense>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75, mt: 1 }} data-testid="warning-summary">
          {below.length ? <WarningAmberOutlined color="error" fontSize="small" /> : <CheckCircleOutline color="success" fontSize="small" />}
          <Typography variant="body2" color={below.length ? 'error.main' : 'success.main'}>
            {translate(below.length ? 'studentSelf.home.chart.below' : 'studentSelf.home.chart.all_met')}
          </Typography>
          {below.map((i) => (
            <Chip
              key={i.classifyId}
              size="small"
              color="error"
              variant="outlined"
              data-testid="below-item"
              label={translate('studentSelf.home.chart.below_item', { name: i.classifyName, hours: format(i.classifyHours), min: format(i.minHours) })}
            />
          ))}
        </Stack>
      </>
    );
  return (
    <Card variant="outlined">
      <CardHeader title={translate('studentSelf.home.chart.title')} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }} sx={{ pb: 0 }} />
      <CardContent>{body}</CardContent>
    </Card>
  );
}
