/**
 * An activity's detail for a student (/student/activity/detail?id=; contract GET /activity/detail
 * {id} → ActivityDetail, the `activities` resource's getOne): poster, status, name, the facts a
 * student checks before enrolling (hours, time, enrollment window, place, seats, modes, organiser),
 * the description, attachments (spec §3 uploaded attachment), and 报名 / 取消报名. The student's
 * own enrollment status is the detail's myStatus (the card that opened the page passes it along
 * to show it at once).
 */
import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { useGetOne, useLocation, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ActivityDetail } from '../../../common/activities';
import { ActivityStatusChip } from '../activities/ActivityStatusChip';
import { timeRange } from '../activities/format';
import { useHoursFormat } from '../audits/cells';
import { AttachmentLinks } from '../shared/FileLinks';
import { DetailCard, DetailHeading, StudentDetailFrame } from '../shared/StudentDetailFrame';
import { EnrollAction } from './EnrollAction';
import { Poster } from './Poster';
import { Fact } from '../shared/Fact';
import { RangeText } from '../shared/RangeText';

type StudentDetail = ActivityDetail;


export default function StudentActivityDetail() {
  const location = useLocation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: detail, isPending, isError, refetch } = useGetOne<StudentDetail>('activities', { id }, { enabled: valid, retry: false });
  const state = !valid || isError ? 'missing' : isPending ? 'loading' : 'ready';
  const passedStatus = (location.state as { myStatus?: number | null } | null)?.myStatus;
  // The card that opened the page passes the status along until the detail tells it.
  const myStatus = detail ? detail.myStatus : passedStatus;
  const load = () => void refetch();

  return (
    <StudentDetailFrame
      state={state === 'ready' && !detail ? 'missing' : state}
      backTo="/student/activity"
      backLabel="participation.action.back"
      skeleton={[200, 260]}
      notFound="participation.detail.not_found"
    >
      {() => <ActivityCards d={detail!} myStatus={myStatus} onChanged={load} />}
    </StudentDetailFrame>
  );
}

/** The activity's poster, facts and 报名 / 取消报名, then its description and attachments. */
function ActivityCards({ d, myStatus, onChanged }: { d: StudentDetail; myStatus: number | null | undefined; onChanged: () => void }) {
  const translate = useTranslate();
  const hours = useHoursFormat();
  const f = (key: string) => translate(`participation.field.${key}`);
  return (
    <>
      <DetailCard first media={<Poster url={d.posterUrl} label={d.classifyName} />}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1 }}>
          <ActivityStatusChip status={d.status} />
          {d.classifyName ? <Chip size="small" label={[d.classifyName, d.classifyNameS].filter(Boolean).join(' · ')} /> : null}
          {d.activityLevel ? (
            <Chip size="small" variant="outlined" label={[translate(`activities.level.${d.activityLevel}`, { _: '-' }), d.collegeName].filter(Boolean).join(' · ')} />
          ) : null}
        </Stack>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
          {d.name}
        </Typography>
        <Divider />
        <Fact label={f('hours')}>{translate('participation.field.hours_value', { hours: hours(d.hours) })}</Fact>
        <Fact label={f('time')}><RangeText text={timeRange(d.startTime, d.endTime)} /></Fact>
        <Fact label={f('enroll_window')}><RangeText text={timeRange(d.enrollStart, d.enrollEnd)} /></Fact>
        <Fact label={f('address')}>{d.address || '-'}</Fact>
        <Fact label={f('seats')}>{translate('participation.field.seats_value', { count: d.enrollCount ?? 0, capacity: d.applyPeopleNumber ?? 0 })}</Fact>
        <Fact label={f('enroll_mode')}>{translate(`activities.enrollMode.${d.enrollMode}`, { _: '-' })}</Fact>
        <Fact label={f('sign_mode')}>{translate(`activities.signMode.${d.signMode}`, { _: '-' })}</Fact>
        <Fact label={f('organization')}>{d.orgName || '-'}</Fact>
        <Fact label={f('administrator')}>{d.administrator || '-'}</Fact>
        {d.lotterySeed ? <Fact label={f('lottery_seed')}>{d.lotterySeed}</Fact> : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', pt: 1.5 }}>
          <EnrollAction activity={d} myStatus={myStatus} onChanged={onChanged} />
        </Box>
      </DetailCard>
      <DetailCard>
        <DetailHeading>{f('description')}</DetailHeading>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: d.description ? 'text.primary' : 'text.secondary' }}>
          {d.description || translate('participation.detail.no_description')}
        </Typography>
        {d.attachments?.length ? (
          <>
            <DetailHeading mt={2} mb={0.5}>{f('attachments')}</DetailHeading>
            <AttachmentLinks files={d.attachments} />
          </>
        ) : null}
      </DetailCard>
    </>
  );
}
