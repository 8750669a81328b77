/**
 * 评价设置 (/review/settings; issue 20 "students rate … within a window"): the completed sections
 * with their rating deadline, each changed in a small dialog. Data: getList('courseSections')
 * {status 2}; POST /course/section/rate-window.
 */
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { DataTable, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SectionRow } from '../../../common/courses';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';

const Col = DataTable.Col<SectionRow>;

export default function RateWindowTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const [editing, setEditing] = useState<SectionRow | null>(null);
  const [value, setValue] = useState('');
  const save = async () => {
    await dataProvider.setCourseRateWindow(editing!.id, value);
    notify('structure.done.updated', { type: 'success' });
    setEditing(null);
    refresh();
  };
  return (
    <Box>
      <Alert severity="info" sx={{ mb: 1 }}>{translate('courses.hint.settings')}</Alert>
      <PageList resource="courseSections" title="courses.tabs.settings" filter={{ status: 2 }} empty={false}>
        <DataTable<SectionRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="courses.empty.sections" />}>
          <Col source="courseName" disableSort />
          <Col source="name" disableSort />
          <Col source="teacherName" disableSort />
          <Col source="completeTime" disableSort />
          <Col source="rateEnd" disableSort render={(r) => r.rateEnd ?? '-'} />
          <Col source="actions" disableSort render={(r) => (
            <Button size="small" onClick={() => { setEditing(r); setValue(r.rateEnd ?? ''); }}>{translate('courses.action.edit')}</Button>
          )} />
        </DataTable>
      </PageList>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('courses.dialog.rate_window')}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth size="small" sx={{ mt: 1 }} label={translate('resources.courseSections.fields.rateEnd')} placeholder="YYYY-MM-DD HH:mm" value={value} onChange={(e) => setValue(e.target.value)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={() => void save()}>{translate('courses.action.save')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
