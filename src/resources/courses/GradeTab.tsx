/**
 * 成绩与结课 (/course/grade; issue 20 "grading, hours into the ledger on completion"): for the chosen
 * section, each enrolled student's grade — 合格/不合格 or a score (passed at the course's pass score)
 * — saved together; 结课并发放学时 (confirmed) completes the section once everyone is graded and the
 * passed students' hours go into the ledger, shown per student afterwards.
 * Data: GET /course/section/roster, POST /course/section/grade, /course/section/complete.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { SectionPicker, useSectionChoice } from './SectionPicker';
import { RosterTable } from './RosterTable';
import { PhaseChip } from './SectionTab';

type Draft = Record<number, string>;

export default function GradeTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const queryClient = useQueryClient();
  const [section, sections, choose] = useSectionChoice();
  const sectionId = section?.id;
  const roster = useQuery({ queryKey: ['course-roster', sectionId], queryFn: () => dataProvider.getCourseRoster(sectionId!), enabled: !!sectionId });
  const [draft, setDraft] = useState<Draft>({});
  const [confirming, setConfirming] = useState(false);
  const score = section?.gradeMode === 2;
  const open = section?.status === 1;
  useEffect(() => {
    setDraft(Object.fromEntries((roster.data ?? []).map((r) => [r.userId, score ? (r.score === null ? '' : String(Number(r.score))) : r.passed === null ? '' : r.passed ? '1' : '0'])));
  }, [roster.data, score]);
  const rows = roster.data ?? [];
  const save = async () => {
    const grades = rows.filter((r) => draft[r.userId] !== '').map((r) => (score ? { userId: r.userId, score: Number(draft[r.userId]) } : { userId: r.userId, passed: Number(draft[r.userId]) }));
    if (!grades.length) return;
    await dataProvider.gradeCourseSection({ sectionId: sectionId!, grades });
    notify('courses.grade.saved', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['course-roster', sectionId] });
  };
  const complete = async () => {
    const r = await dataProvider.completeCourseSection(sectionId!);
    notify(translate('courses.grade.completed', { granted: r.granted }), { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['course-roster', sectionId] });
    refresh();
  };
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SectionPicker value={section} sections={sections} onChange={choose} />
        {section ? <PhaseChip phase={section.phase} /> : null}
        {section ? <Box sx={{ color: 'text.secondary' }}>{`${section.hours} ${translate('resources.courseSections.fields.hours')} · ${translate(`courses.gradeMode.${section.gradeMode}`)}`}</Box> : null}
      </Stack>
      {!section ? <EmptyState message="courses.empty.sections" /> : rows.length === 0 ? <EmptyState message="courses.empty.roster" /> : (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <RosterTable
            rows={rows} label={translate('courses.tabs.grade')}
            heads={[translate('courses.attendance.signed'), translate(score ? 'courses.grade.score' : 'courses.student.grade'), translate('courses.grade.hours')]}
            cells={(r) => [
              r.signTime ? '✓' : '-',
              score ? (
                <TextField
                  key="score" size="small" type="number" value={draft[r.userId] ?? ''} disabled={!open} slotProps={{ htmlInput: { min: 0, max: 100, 'aria-label': `${r.name} ${translate('courses.grade.score')}` } }}
                  onChange={(e) => setDraft((d) => ({ ...d, [r.userId]: e.target.value }))} sx={{ width: 100 }}
                />
              ) : (
                <TextField
                  key="passed" select size="small" value={draft[r.userId] ?? ''} disabled={!open} sx={{ width: 120 }}
                  slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': `${r.name} ${translate('courses.student.grade')}` } as object } }}
                  onChange={(e) => setDraft((d) => ({ ...d, [r.userId]: e.target.value }))}
                >
                  <MenuItem value="">{translate('courses.grade.ungraded')}</MenuItem>
                  <MenuItem value="1">{translate('courses.grade.passed')}</MenuItem>
                  <MenuItem value="0">{translate('courses.grade.failed')}</MenuItem>
                </TextField>
              ),
              r.hours ?? '-',
            ]}
          />
          {open ? (
            <Stack direction="row" spacing={1} sx={{ p: 1.5, justifyContent: 'flex-end' }}>
              <Button variant="outlined" onClick={() => void save()}>{translate('courses.grade.save')}</Button>
              <Button variant="contained" onClick={() => setConfirming(true)}>{translate('courses.grade.complete')}</Button>
            </Stack>
          ) : <Alert severity="success" sx={{ m: 1.5 }}>{translate('courses.phase.completed')} {section.completeTime}</Alert>}
        </Card>
      )}
      <ConfirmActionDialog
        open={confirming} message="courses.grade.confirm_complete" messageArgs={{ hours: section?.hours ?? '' }} confirmLabel="courses.grade.complete"
        onConfirm={complete} onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
