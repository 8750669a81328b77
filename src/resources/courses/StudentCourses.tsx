/**
 * 我的课程 (/student/course; issue 20, student module 1011; phone first, 375 px): 可报名 lists the
 * sections open now with seats left (报名 / 取消报名, confirmed); 我的课程 the student's sections with
 * sign-in, grade, hours and 评价 (stars for course and teacher, a comment; anonymous to staff).
 * Opening the teacher's QR link (?sign=<token>) signs in at once; the code can also be typed.
 * Data: getList('openCourseSections' | 'myCourseSections'); POST /course/student/enroll|cancel|sign|rate.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Rating, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { StudentSectionRow } from '../../../common/courses';
import type { CourseDataProvider } from '../../dataProvider/courses';
import { ConfirmActionDialog } from '../staff/ConfirmActionDialog';
import { EmptyState } from '../shared/EmptyState';
import { PhaseChip } from './SectionTab';

function SectionCard({ s, mine, onEnroll, onCancel, onRate }: { s: StudentSectionRow; mine: boolean; onEnroll: () => void; onCancel: () => void; onRate: () => void }) {
  const translate = useTranslate();
  const left = s.capacity - s.enrollCount;
  const grade = s.passed === null ? translate('courses.student.pending') : `${translate(s.passed ? 'courses.student.passed' : 'courses.student.failed')}${s.score ? ` ${Number(s.score)}` : ''}`;
  return (
    <Card variant="outlined" data-testid="course-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{s.courseName}</Typography>
          <PhaseChip phase={s.phase} />
        </Stack>
        <Typography variant="body2" color="text.secondary">{s.name} · {s.teacherName} · {s.hours} {translate('courses.student.hours')}</Typography>
        <Typography variant="body2">{s.schedule || s.startTime} · {s.place}</Typography>
        {mine ? (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" color={s.signTime ? 'success' : 'default'} label={translate(s.signTime ? 'courses.attendance.signed' : 'courses.attendance.unsigned')} />
            <Chip size="small" label={`${translate('courses.student.grade')}: ${grade}`} />
            {s.grantedHours ? <Chip size="small" color="primary" label={`+${s.grantedHours} ${translate('courses.student.hours')}`} /> : null}
            {s.rated ? <Chip size="small" variant="outlined" label={translate('courses.student.rated')} /> : null}
          </Stack>
        ) : (
          <Typography variant="caption" color={left > 0 ? 'text.secondary' : 'error'}>{translate('courses.student.seats', { left, capacity: s.capacity })}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        {!mine && !s.enrolled ? <Button variant="contained" size="small" disabled={left <= 0} onClick={onEnroll}>{translate('courses.student.enroll')}</Button> : null}
        {s.enrolled && s.phase === 'enrolling' ? <Button size="small" color="error" onClick={onCancel}>{translate('courses.student.cancel')}</Button> : null}
        {mine && s.canRate ? <Button variant="contained" size="small" onClick={onRate}>{translate('courses.student.rate')}</Button> : null}
      </CardActions>
    </Card>
  );
}

function RateDialog({ section, onClose, onDone }: { section: StudentSectionRow | null; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const [courseStars, setCourseStars] = useState<number | null>(5);
  const [teacherStars, setTeacherStars] = useState<number | null>(5);
  const [comment, setComment] = useState('');
  const submit = async () => {
    await dataProvider.rateCourseSection({ sectionId: section!.id, courseStars: courseStars ?? 1, teacherStars: teacherStars ?? 1, comment });
    onDone();
  };
  return (
    <Dialog open={section !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('courses.dialog.rate')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2">{section?.courseName} · {section?.teacherName}</Typography>
        <Typography variant="caption">{translate('courses.student.course_stars')}</Typography>
        <Rating value={courseStars} onChange={(_, v) => setCourseStars(v)} aria-label={translate('courses.student.course_stars')} />
        <Typography variant="caption">{translate('courses.student.teacher_stars')}</Typography>
        <Rating value={teacherStars} onChange={(_, v) => setTeacherStars(v)} aria-label={translate('courses.student.teacher_stars')} />
        <TextField multiline minRows={3} size="small" label={translate('courses.student.comment')} value={comment} onChange={(e) => setComment(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!courseStars || !teacherStars} onClick={() => void submit()}>{translate('courses.student.rate')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function StudentCourses() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<CourseDataProvider>();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<'open' | 'mine'>(params.get('sign') ? 'mine' : 'open');
  const [code, setCode] = useState('');
  const [cancelling, setCancelling] = useState<StudentSectionRow | null>(null);
  const [rating, setRating] = useState<StudentSectionRow | null>(null);
  const { data: open = [] } = useGetList<StudentSectionRow>('openCourseSections', { pagination: { page: 1, perPage: 40 } });
  const { data: mine = [] } = useGetList<StudentSectionRow>('myCourseSections', { pagination: { page: 1, perPage: 40 } });
  const sign = async (token: string) => {
    await dataProvider.signCourseSection(token.trim());
    notify('courses.student.signed', { type: 'success' });
    setCode('');
    refresh();
  };
  const scanned = useRef(false);
  useEffect(() => {
    const token = params.get('sign');
    if (!token || scanned.current) return;
    scanned.current = true;
    setParams({}, { replace: true });
    void sign(token).catch(() => undefined);
  });
  const enroll = async (s: StudentSectionRow) => {
    await dataProvider.enrollCourseSection(s.id);
    notify('courses.student.enrolled', { type: 'success' });
    refresh();
  };
  const rows = tab === 'open' ? open : mine;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: { xs: 1, sm: 2 } }}>
      <Title title="courses.title.student" />
      <Tabs value={tab} onChange={(_, v: 'open' | 'mine') => setTab(v)} variant="fullWidth" sx={{ mb: 1 }}>
        <Tab value="open" label={`${translate('courses.student.open')} (${open.length})`} />
        <Tab value="mine" label={`${translate('courses.student.mine')} (${mine.length})`} />
      </Tabs>
      {tab === 'mine' ? (
        <Stack direction="row" spacing={1} sx={{ mb: 1.5 }}>
          <TextField size="small" fullWidth label={translate('courses.student.sign_code')} value={code} onChange={(e) => setCode(e.target.value)} />
          <Button variant="outlined" disabled={!code.trim()} onClick={() => void sign(code).catch(() => undefined)}>{translate('courses.student.sign_submit')}</Button>
        </Stack>
      ) : null}
      <Stack spacing={1.5}>
        {rows.length === 0 ? <EmptyState message={tab === 'open' ? 'courses.empty.open' : 'courses.empty.mine'} /> : rows.map((s) => (
          <SectionCard key={s.id} s={s} mine={tab === 'mine'} onEnroll={() => void enroll(s).catch(() => undefined)} onCancel={() => setCancelling(s)} onRate={() => setRating(s)} />
        ))}
      </Stack>
      <ConfirmActionDialog
        open={cancelling !== null} message="courses.student.confirm_cancel" confirmLabel="courses.student.cancel" danger
        onConfirm={async () => {
          await dataProvider.cancelCourseSection(cancelling!.id);
          notify('courses.student.cancelled', { type: 'success' });
          refresh();
        }}
        onClose={() => setCancelling(null)}
      />
      <RateDialog section={rating} onClose={() => setRating(null)} onDone={() => { setRating(null); notify('courses.student.thanks', { type: 'success' }); refresh(); }} />
    </Box>
  );
}
