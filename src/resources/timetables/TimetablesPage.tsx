/**
 * 学生课表 (/data-platform/student/timetable) and 教师课表 (/data-platform/teacher/timetable), issue 20
 * "Timetables": pick a term (and a week), then either the entries — filters 姓名/学号, 课程名称, 星期;
 * each row opens the person's week — or the busy-hours heat map. 导入课表 imports an xlsx into the
 * chosen term through the shared import dialog (template, dry run, error report, job progress).
 * Data: getList('timetableEntries') → GET /timetable/list; GET /timetable/terms, /timetable/busy;
 * POST /timetable/import.
 */
import { useState } from 'react';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import type { TimetableEntryRow, TimetableImportResult, TimetableKind } from '../../../common/timetables';
import { EmptyState } from '../shared/EmptyState';
import { IconAction } from '../shared/IconAction';
import { SpreadsheetImportDialog } from '../shared/ImportDialog';
import { PageList } from '../shared/PageList';
import { BusyMap } from './BusyMap';
import { PersonWeekDialog } from './PersonWeekDialog';
import { TermWeekPicker, useTermWeek } from './TermWeekPicker';

const Col = DataTable.Col<TimetableEntryRow>;
const WEEKDAY_CHOICES = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `timetables.weekday.${id}` }));

const IMPORT_CONFIG = {
  endpoint: '/timetable/import',
  templateEndpoint: '/timetable/import-template',
  templateName: '课表导入模板.xlsx',
  reportName: '课表导入错误报告.xlsx',
  messages: 'timetables.import',
  inputTestId: 'timetable-import-file',
};

export function TimetablesPage({ kind }: { kind: TimetableKind }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const termWeek = useTermWeek();
  const { terms, term, week } = termWeek;
  const [tab, setTab] = useState<'list' | 'busy'>('list');
  const [importing, setImporting] = useState(false);
  const [person, setPerson] = useState<{ userId: number; name: string } | null>(null);
  const filters = [
    <TextInput key="name" source="name" label={`timetables.filters.keyword.${kind}`} alwaysOn resettable />,
    <TextInput key="courseName" source="courseName" label="timetables.filters.course" alwaysOn resettable />,
    <SelectInput key="weekday" source="weekday" label="timetables.filters.weekday" choices={WEEKDAY_CHOICES} emptyText="timetables.filters.all" alwaysOn />,
  ];
  const actions = (
    <TopToolbar>
      <Button size="small" variant="contained" startIcon={<UploadFileIcon />} disabled={!term} onClick={() => setImporting(true)}>{translate('timetables.action.import')}</Button>
    </TopToolbar>
  );
  return (
    <Box sx={{ pt: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ mr: 'auto' }}>{translate(`timetables.title.${kind}`)}</Typography>
        <TermWeekPicker value={termWeek} />
      </Box>
      {terms && terms.length === 0 ? <Alert severity="info">{translate('timetables.no_terms')}</Alert> : null}
      {term ? (
        <>
          <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="list" label={translate('timetables.tabs.list')} />
            <Tab value="busy" label={translate('timetables.tabs.busy')} />
          </Tabs>
          {tab === 'list' ? (
            <PageList
              resource="timetableEntries" title={`timetables.title.${kind}`} filter={{ kind, termId: term.id, ...(week ? { week } : {}) }} filters={filters} actions={actions} empty={false}
            >
              <DataTable<TimetableEntryRow> bulkActionButtons={false} empty={<EmptyState message="timetables.empty.list" />}>
                <Col source="code" label={`timetables.code.${kind}`} disableSort render={(r) => (
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.name}</Typography>
                    <Typography variant="caption" color="text.secondary">{r.code}</Typography>
                  </Box>
                )} />
                <Col source="collegeName" disableSort render={(r) => (
                  <Box sx={{ minWidth: 90 }}>{r.collegeName ?? '-'}{r.className ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{r.className}</Typography> : null}</Box>
                )} />
                <Col source="weekday" disableSort render={(r) => translate(`timetables.weekday.${r.weekday}`)} />
                <Col source="time" disableSort render={(r) => (
                  <Box sx={{ whiteSpace: 'nowrap' }}>
                    {`${r.startTime}-${r.endTime}`}
                    {r.startPeriod ? <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{translate('timetables.periods', { from: r.startPeriod, to: r.endPeriod ?? r.startPeriod })}</Typography> : null}
                  </Box>
                )} />
                <Col source="weeksText" disableSort />
                <Col source="courseName" disableSort />
                <Col source="place" disableSort render={(r) => r.place || '-'} />
                {kind === 'student' ? <Col source="teacherName" disableSort render={(r) => r.teacherName || '-'} /> : null}
                <Col source="actions" disableSort render={(r) => (
                  <IconAction title={translate('timetables.action.week')} name={r.name} icon={<CalendarViewWeekIcon fontSize="small" />} onClick={() => setPerson({ userId: r.userId, name: r.name })} />
                )} />
              </DataTable>
            </PageList>
          ) : (
            <BusyMap kind={kind} termId={term.id} week={week === '' ? undefined : week} />
          )}
          <SpreadsheetImportDialog<TimetableImportResult>
            {...IMPORT_CONFIG} open={importing} onClose={() => setImporting(false)} onImported={refresh}
            params={{ kind, termId: term.id }} note={<Alert severity="info" sx={{ mb: 1.5 }}>{translate('timetables.import.term', { name: term.name })}</Alert>}
            renderDone={(r) => translate('timetables.import.done', { persons: r.persons, created: r.created })}
          />
          <PersonWeekDialog kind={kind} person={person} term={term} initialWeek={week === '' ? term.currentWeek ?? 1 : week} onClose={() => setPerson(null)} />
        </>
      ) : null}
    </Box>
  );
}
