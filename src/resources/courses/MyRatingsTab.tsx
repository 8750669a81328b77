/**
 * 我的授课评价 (/review/my; issue 20): a teacher's own sections' ratings — averages per course, the
 * stars' distribution and the anonymous comments. Data: GET /course/review/mine.
 */
import { Box, Card, CardContent, Rating, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { EmptyState } from '../shared/EmptyState';
import { DistributionCharts } from './RatingAnalysisTab';
import { StatsTable } from './RatingStatsTab';

export default function MyRatingsTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['course-my-ratings'], queryFn: () => dataProvider.getMyTeachingRatings() });
  if (isPending || !data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}><StatsTable rows={data.stats} nameLabel={translate('resources.courseRatings.fields.courseName')} /></Card>
      <DistributionCharts data={data.distribution} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('resources.courseRatings.fields.comment')}</Typography>
          {data.list.length === 0 ? <EmptyState message="courses.empty.ratings" /> : data.list.map((r) => (
            <Stack key={r.id} spacing={0.5} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.courseName} · {r.sectionName}</Typography>
                <Rating value={r.courseStars} readOnly size="small" />
                <Typography variant="caption" color="text.secondary">{r.createTime}</Typography>
              </Stack>
              <Typography variant="body2">{r.comment || '-'}</Typography>
            </Stack>
          ))}
        </CardContent>
      </Card>
    </Box>
  );
}
