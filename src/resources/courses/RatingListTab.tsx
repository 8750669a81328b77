/**
 * 评价列表 (/review/list; issue 20 "anonymous ratings and comments"): every rating without the
 * student — course, section, teacher, stars and comment — filtered by course, teacher or low stars,
 * and exported as 课程评价.xlsx through the export job. Data: getList('courseRatings') → GET
 * /course/review/list; GET /course/review/export.
 */
import { useState } from 'react';
import { Alert, Box, Button, Rating } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { DataTable, SelectInput, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { RatingRow } from '../../../common/courses';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { PageList } from '../shared/PageList';
import { useCourseOptions } from './useCourseOptions';

const Col = DataTable.Col<RatingRow>;
const EXPORT_KEYS = { title: 'courses.export.title', running: 'courses.export.running', download: 'courses.export.download', done: 'courses.export.done', close: 'courses.export.close' };

export const Stars = ({ value, label }: { value: number; label: string }) => <Rating value={value} readOnly size="small" aria-label={`${label} ${value}`} />;

function ExportButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => setOpen(true)}>{translate('courses.action.export')}</Button>
      <ExportJobDialog open={open} onClose={() => setOpen(false)} startJob={() => dataProvider.startCourseRatingExport(exportFilter(filterValues))} keys={EXPORT_KEYS} fallbackName="课程评价.xlsx" />
    </>
  );
}

/** The rating columns (评价列表 and 我的授课评价). */
export function ratingColumns(translate: (k: string) => string) {
  return [
    <Col key="courseName" source="courseName" disableSort />,
    <Col key="sectionName" source="sectionName" disableSort />,
    <Col key="teacherName" source="teacherName" disableSort />,
    <Col key="courseStars" source="courseStars" disableSort render={(r) => <Stars value={r.courseStars} label={translate('resources.courseRatings.fields.courseStars')} />} />,
    <Col key="teacherStars" source="teacherStars" disableSort render={(r) => <Stars value={r.teacherStars} label={translate('resources.courseRatings.fields.teacherStars')} />} />,
    <Col key="comment" source="comment" disableSort render={(r) => r.comment || '-'} />,
    <Col key="createTime" source="createTime" disableSort />,
  ];
}

export default function RatingListTab() {
  const translate = useTranslate();
  const { data: options } = useCourseOptions();
  const filters = [
    <SelectInput key="courseId" source="courseId" label="resources.courseRatings.fields.courseName" choices={options?.courses ?? []} alwaysOn />,
    <SelectInput key="teacherId" source="teacherId" label="resources.courseRatings.fields.teacherName" choices={options?.teachers ?? []} alwaysOn />,
    <SelectInput key="maxStars" source="maxStars" label="courses.review.max_stars" choices={[1, 2, 3, 4].map((n) => ({ id: n, name: translate('courses.review.stars', { n }) }))} alwaysOn />,
  ];
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>{translate('courses.hint.anonymous')}</Alert>
      <PageList resource="courseRatings" title="courses.tabs.list" filters={filters} empty={false} actions={<TopToolbar><ExportButton /></TopToolbar>}>
        <DataTable<RatingRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="courses.empty.ratings" />}>
          {ratingColumns(translate)}
        </DataTable>
      </PageList>
    </Box>
  );
}
