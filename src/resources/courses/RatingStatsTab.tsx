/**
 * 课程评价统计 (/review/course) and 教师评价统计 (/review/teacher) (issue 20 "statistics per course and
 * teacher"): the average course and teacher stars of each course or teacher as bars, and the table
 * with section and rating counts. Data: GET /course/review/stats {by}.
 */
import { Box, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RatingStatRow } from '../../../common/courses';
import { BarChart } from '../../charts';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { EmptyState } from '../shared/EmptyState';

export function StatsTable({ rows, nameLabel }: { rows: RatingStatRow[]; nameLabel: string }) {
  const translate = useTranslate();
  if (!rows.length) return <EmptyState message="courses.empty.ratings" />;
  return (
    <Table size="small" aria-label={nameLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{nameLabel}</TableCell>
          <TableCell align="right">{translate('courses.review.sections')}</TableCell>
          <TableCell align="right">{translate('courses.review.count')}</TableCell>
          <TableCell align="right">{translate('courses.review.course_avg')}</TableCell>
          <TableCell align="right">{translate('courses.review.teacher_avg')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>{r.name || '-'}</TableCell>
            <TableCell align="right">{r.sectionCount}</TableCell>
            <TableCell align="right">{r.ratingCount}</TableCell>
            <TableCell align="right">{r.courseAvg ?? '-'}</TableCell>
            <TableCell align="right">{r.teacherAvg ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AverageBars({ rows, title }: { rows: RatingStatRow[]; title: string }) {
  const translate = useTranslate();
  const rated = rows.filter((r) => r.ratingCount > 0);
  return (
    <BarChart
      ariaLabel={title} height={Math.max(160, rated.length * 44 + 40)} horizontal maxValue={5}
      data={rated.map((r) => ({ id: r.id, label: r.name || '-', values: { course: Number(r.courseAvg ?? 0), teacher: Number(r.teacherAvg ?? 0) } }))}
      series={[{ key: 'course', label: translate('courses.review.course_avg') }, { key: 'teacher', label: translate('courses.review.teacher_avg') }]}
      valueFormat={(v) => v.toFixed(2)} emptyText={translate('courses.empty.ratings')}
    />
  );
}

export default function RatingStatsTab({ by }: { by: 'course' | 'teacher' }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const { data, isPending } = useQuery({ queryKey: ['course-rating-stats', by], queryFn: () => dataProvider.getCourseRatingStats(by) });
  const title = translate(`courses.tabs.${by}`);
  if (isPending || !data) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
          <AverageBars rows={data} title={title} />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <StatsTable rows={data} nameLabel={translate(by === 'course' ? 'resources.courseRatings.fields.courseName' : 'resources.courseRatings.fields.teacherName')} />
      </Card>
    </Box>
  );
}
