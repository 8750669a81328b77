/**
 * 评价分析 (/review/statistics; issue 20 "statistics with charts"): how many ratings gave 1–5 stars
 * to courses and to teachers, as two column charts, with the total. Data: GET /course/review/distribution.
 */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RatingDistribution } from '../../../common/courses';
import { BarChart } from '../../charts';
import type { CourseDataProvider } from '../../dataProvider/courses';

export function DistributionCharts({ data }: { data: RatingDistribution }) {
  const translate = useTranslate();
  const chart = (key: 'course' | 'teacher') => {
    const title = translate(`courses.review.distribution_${key}`);
    return (
      <Card variant="outlined" key={key}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
          <BarChart
            ariaLabel={title} height={240}
            data={data[key].map((d) => ({ id: d.stars, label: translate('courses.review.stars', { n: d.stars }), values: { count: d.count } }))}
            series={[{ key: 'count', label: translate('courses.review.count') }]} valueFormat={(v) => String(v)} emptyText={translate('courses.empty.ratings')}
          />
        </CardContent>
      </Card>
    );
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {chart('course')}
      {chart('teacher')}
    </Box>
  );
}

export default function RatingAnalysisTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['course-rating-distribution'], queryFn: () => dataProvider.getCourseRatingDistribution() });
  if (isPending || !data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('courses.review.total', { total: data.total })}</Typography>
      <DistributionCharts data={data} />
    </Box>
  );
}
