/**
 * 学生详情 (spec §2 /usermng/student/show/:id and /student/show?id=): profile, enrolment, totals,
 * organisations and change-of-major history (GET /school/student/detail), with 编辑, 转专业, 重置密码
 * and 修改状态 for users holding those permissions. The ID number and mobile arrive masked; holders
 * of 查看完整个人信息 may show them in full (PersonalDataButton, issue 14).
 */
import { useEffect, useState } from 'react';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { StudentPersonalData } from '../../../common/personalData';
import type { StudentDetail } from '../../../common/students';
import { useCan } from '../../authProvider/permissions';
import { readProfile } from '../../layout/shellSession';
import { EmptyState } from '../shared/EmptyState';
import { reportPath } from '../transcripts/paths';
import { decimalPlaces, formatDecimal, formatPlain } from '../shared/format';
import { PersonalDataButton } from './PersonalDataButton';
import { ResetDialog } from './ResetDialog';
import { Fields, Section } from '../shared/DetailSections';
import { MajorChangesTable, OrganizationsTable } from './ShowSections';
import { StatusChip } from './StatusChip';
import { StatusDialog } from './StatusDialog';
import { TurnMajorDialog } from './TurnMajorDialog';

/** The id of /usermng/student/show/:id or /student/show?id=. */
export function useStudentId(): string {
  const { id } = useParams();
  const [params] = useSearchParams();
  return id ?? params.get('id') ?? '';
}

export default function StudentShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useStudentId();
  const { data, isPending, error, refetch } = useGetOne<StudentDetail>('students', { id: id as unknown as number }, { enabled: id !== '' });
  const [dialog, setDialog] = useState<'status' | 'reset' | 'turnMajor' | null>(null);
  const [revealed, setRevealed] = useState<StudentPersonalData | null>(null);
  useEffect(() => setRevealed(null), [id]);
  const can = { edit: useCan('/click/student/edit'), turn: useCan('/usermng/turnMajor'), reset: useCan('/click/student/reset'), status: useCan('/click/student/status') };
  const places = decimalPlaces(readProfile().decimalPlaces);
  const scoreLabel = readProfile().scoreUnit === '分数' ? 'students.score_points' : 'students.score_credit';

  // The list's cached row (react-admin's placeholder) lacks the detail fields: wait for the detail.
  const partial = data !== undefined && !Array.isArray(data.organizations);
  if ((isPending || partial) && id && !error)
    return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!data || error) return <EmptyState />;
  const s = data;
  const closed = () => {
    setDialog(null);
    void refetch();
  };
  return (
    <Box sx={{ py: 2 }}>
      <Title title="students.show.title" />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => navigate('/usermng/student/list')}>
          {translate('students.action.back')}
        </Button>
        <Typography variant="h6" component="h1" sx={{ ml: 1 }}>
          {s.name}（{s.code}）
        </Typography>
        <StatusChip status={s.status} />
        <Box sx={{ flex: 1 }} />
        {/* Issue 7: the student's transcript (report page, without the shell). */}
        <Button variant="outlined" size="small" onClick={() => navigate(reportPath(s.id))}>{translate('transcripts.action.transcript')}</Button>
        <PersonalDataButton studentId={s.id} revealed={revealed} onChange={setRevealed} />
        {can.edit && <Button variant="contained" size="small" onClick={() => navigate(`/usermng/student/edit/${s.id}`)}>{translate('students.action.edit')}</Button>}
        {can.turn && <Button variant="outlined" size="small" onClick={() => setDialog('turnMajor')}>{translate('students.action.turnMajor')}</Button>}
        {can.status && <Button variant="outlined" size="small" onClick={() => setDialog('status')}>{translate('students.action.status')}</Button>}
        {can.reset && <Button variant="outlined" color="warning" size="small" onClick={() => setDialog('reset')}>{translate('students.action.reset')}</Button>}
      </Stack>
      <Section title="students.show.profile">
        <Fields
          items={[
            ['resources.students.fields.name', s.name],
            ['resources.students.fields.code', s.code],
            ['resources.students.fields.gender', translate(`students.gender.${s.gender}`, { _: '-' })],
            ['resources.students.fields.politics', translate(`students.politics.${s.politics}`, { _: translate('students.politics.0') })],
            ['resources.students.fields.idType', translate(`students.idType.${s.idType}`, { _: '-' })],
            ['resources.students.fields.idNumber', revealed?.idNumber ?? s.idNumber],
            ['resources.students.fields.birthday', s.birthday],
            ['resources.students.fields.mobile', revealed?.mobile ?? s.mobile],
            ['resources.students.fields.modL', translate(`students.modL.${s.modL === 0 ? 0 : 1}`)],
            ['resources.students.fields.lastLoginTime', s.lastLoginTime ?? ''],
            ['resources.students.fields.createdAt', s.createdAt],
          ]}
        />
      </Section>
      <Section title="students.show.placement">
        <Fields
          items={[
            ['resources.students.fields.campusName', s.campusName],
            ['resources.students.fields.collegeName', s.collegeName],
            ['resources.students.fields.majorName', s.majorName],
            ['resources.students.fields.grade', s.grade],
            ['resources.students.fields.className', s.className],
            ['resources.students.fields.status', translate(`students.status.${s.status}`, { _: '-' })],
          ]}
        />
      </Section>
      <Section title="students.show.totals">
        <Fields
          items={[
            ['resources.students.fields.hours', formatDecimal(s.hours, places)],
            [scoreLabel, formatDecimal(s.score, places)],
            ['resources.students.fields.credit', formatPlain(s.credit)],
          ]}
        />
      </Section>
      <Section title="students.show.organizations">
        <OrganizationsTable rows={s.organizations} />
      </Section>
      <Section title="students.show.majorChanges">
        <MajorChangesTable rows={s.majorChanges} />
      </Section>
      <StatusDialog ids={[s.id]} initial={s.status} open={dialog === 'status'} onClose={() => setDialog(null)} onDone={closed} />
      <ResetDialog ids={[s.id]} open={dialog === 'reset'} onClose={closed} onDone={() => void refetch()} />
      <TurnMajorDialog student={dialog === 'turnMajor' ? s : null} onClose={() => setDialog(null)} onDone={closed} />
    </Box>
  );
}
