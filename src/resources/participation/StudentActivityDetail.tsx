/**
 * An activity's detail for a student (/student/activity/detail?id=; contract GET /activity/detail
 * {id} → ActivityDetail, the `activities` resource's getOne): poster, status, name, the facts a
 * student checks before enrolling (hours, time, enrollment window, place, seats, modes, organiser),
 * the description, attachments (spec §3 uploaded attachment), and 报名 / 取消报名. The student's
 * own enrollment status is the detail's myStatus (the card that opened the page passes it along
 * to show it at once).
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Box, Button, Card, CardContent, Chip, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useGetOne, useLocation, useNavigate, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { activityLevelLabels, enrollModeLabels, signModeLabels, type ActivityDetail } from '../../../common/activities';
import { ActivityStatusChip } from '../activities/ActivityStatusChip';
import { timeRange } from '../activities/format';
import { useHoursFormat } from '../audits/cells';
import { EmptyState } from '../shared/EmptyState';
import { EnrollAction } from './EnrollAction';
import { Poster } from './Poster';
import { Fact } from '../shared/Fact';

type StudentDetail = ActivityDetail;


export default function StudentActivityDetail() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const hours = useHoursFormat();
  const valid = Number.isInteger(id) && id > 0;
  const { data: detail, isPending, isError, refetch } = useGetOne<StudentDetail>('activities', { id }, { enabled: valid, retry: false });
  const state = !valid || isError ? 'missing' : isPending ? 'loading' : 'ready';
  const passedStatus = (location.state as { myStatus?: number | null } | null)?.myStatus;
  // The card that opened the page passes the status along until the detail tells it.
  const myStatus = detail ? detail.myStatus : passedStatus;
  const load = () => void refetch();

  const f = (key: string) => translate(`studentActivity.field.${key}`);
  const back = (
    <Button size="small" startIcon={<ArrowBack />} onClick={() => navigate('/student/activity')} sx={{ mb: 1 }}>
      {translate('studentActivity.action.back')}
    </Button>
  );
  if (state === 'loading') {
    return (
      <Box sx={{ maxWidth: 760 }} aria-busy="true">
        {back}
        <Skeleton variant="rounded" height={200} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    );
  }
  if (state === 'missing' || !detail) {
    return (
      <Box sx={{ maxWidth: 760 }}>
        {back}
        <EmptyState message="studentActivity.detail.not_found" />
      </Box>
    );
  }
  const d = detail;
  return (
    <Box sx={{ maxWidth: 760 }}>
      {back}
      <Card variant="outlined">
        <Poster url={d.posterUrl} label={d.classifyName} />
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
            <ActivityStatusChip status={d.status} />
            {d.classifyName ? <Chip size="small" label={[d.classifyName, d.classifyNameS].filter(Boolean).join(' · ')} /> : null}
            {d.activityLevel ? (
              <Chip size="small" variant="outlined" label={[activityLevelLabels[d.activityLevel] ?? '-', d.collegeName].filter(Boolean).join(' · ')} />
            ) : null}
          </Stack>
          <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            {d.name}
          </Typography>
          <Divider />
          <Fact label={f('hours')}>{translate('studentActivity.field.hours_value', { hours: hours(d.hours) })}</Fact>
          <Fact label={f('time')}>{timeRange(d.startTime, d.endTime)}</Fact>
          <Fact label={f('enroll_window')}>{timeRange(d.enrollStart, d.enrollEnd)}</Fact>
          <Fact label={f('address')}>{d.address || '-'}</Fact>
          <Fact label={f('seats')}>{translate('studentActivity.field.seats_value', { count: d.enrollCount ?? 0, capacity: d.applyPeopleNumber ?? 0 })}</Fact>
          <Fact label={f('enroll_mode')}>{enrollModeLabels[d.enrollMode] ?? '-'}</Fact>
          <Fact label={f('sign_mode')}>{signModeLabels[d.signMode] ?? '-'}</Fact>
          <Fact label={f('organization')}>{d.orgName || '-'}</Fact>
          <Fact label={f('administrator')}>{d.administrator || '-'}</Fact>
          {d.lotterySeed ? <Fact label={f('lottery_seed')}>{d.lotterySeed}</Fact> : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', pt: 1.5 }}>
            <EnrollAction activity={d} myStatus={myStatus} onChanged={load} />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 1.5 }}>
        <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {f('description')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: d.description ? 'text.primary' : 'text.secondary' }}>
            {d.description || translate('studentActivity.detail.no_description')}
          </Typography>
          {d.attachments?.length ? (
            <>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
                {f('attachments')}
              </Typography>
              <Stack spacing={0.5}>
                {d.attachments.map((a) => (
                  <Link key={a.id} href={a.url} target="_blank" rel="noopener" underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                    <AttachFileOutlined fontSize="small" />
                    {a.name}
                  </Link>
                ))}
              </Stack>
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
