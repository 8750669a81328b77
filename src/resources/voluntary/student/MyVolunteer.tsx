/**
 * 我的志愿 (/volunteer; issue 19, the student's volunteer home on the phone): before registering,
 * what it is and 注册志愿者 (RegisterDialog); after, the volunteer number, team and total approved
 * service hours, the service record (one card per activity: date, hours, status), 参加志愿活动
 * (the open activities, /student/activity) and 我的志愿证明 (a verifiable PDF of the approved
 * service: CertificateButton). Data: GET /volunteer/mine.
 */
import { useState } from 'react';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ServiceHoursRow } from '../../../../common/voluntary';
import type { VoluntaryDataProvider } from '../../../dataProvider/voluntary';
import { CertificateButton } from '../CertificateButton';
import { HoursStatusChip } from '../cells';
import { RegisterDialog } from './RegisterDialog';

const KEY = ['my-volunteer'];

function RecordCard({ r }: { r: ServiceHoursRow }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.activityName}</Typography>
            <Typography variant="caption" color="text.secondary">{`${r.serviceDate} · ${r.organizationName}`}</Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{translate('voluntary.hours_unit', { hours: r.hours })}</Typography>
            <HoursStatusChip status={r.status} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A card with a title, a hint and a button that opens `to` (i18n keys). */
function LinkCard({ title, hint, button, to }: { title: string; hint: string; button: string; to: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2">{translate(title)}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate(hint)}</Typography>
        <Button size="small" variant="outlined" onClick={() => navigate(to)}>{translate(button)}</Button>
      </CardContent>
    </Card>
  );
}

export default function MyVolunteer() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { data, isPending, isError } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.myVolunteer() });
  const [registering, setRegistering] = useState(false);
  const v = data?.volunteer;
  return (
    <Box sx={{ py: 2, maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }}>
      <Title title="voluntary.mine.title" />
      <Typography variant="h6" component="h1">{translate('voluntary.mine.title')}</Typography>
      {isPending ? <Skeleton variant="rounded" height={120} /> : null}
      {isError ? <Alert severity="error">{translate('analysis.common.load_failed')}</Alert> : null}
      {data && !v ? (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <VolunteerActivismOutlined color="primary" fontSize="large" />
              <Typography variant="body2">{translate('voluntary.mine.not_registered')}</Typography>
              {data.teams.length ? (
                <Button variant="contained" onClick={() => setRegistering(true)}>{translate('voluntary.mine.register')}</Button>
              ) : (
                <Alert severity="info">{translate('voluntary.mine.no_teams')}</Alert>
              )}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {v ? (
        <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <CardContent>
            <Typography variant="caption" sx={{ opacity: 0.85 }}>{translate('voluntary.mine.total_hours')}</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="my-volunteer-hours">{translate('voluntary.hours_unit', { hours: v.totalHours })}</Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>{`${translate('voluntary.mine.number')} ${v.volunteerNo} · ${v.organizationName}`}</Typography>
          </CardContent>
        </Card>
      ) : null}
      {v ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <LinkCard title="voluntary.mine.join" hint="voluntary.mine.join_hint" button="voluntary.mine.join" to="/student/activity" />
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2">{translate('voluntary.mine.certificate')}</Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>{translate('voluntary.mine.certificate_hint')}</Typography>
              <CertificateButton />
            </CardContent>
          </Card>
        </Box>
      ) : null}
      {v ? (
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate('voluntary.mine.records')}</Typography>
          {data!.records.length ? (
            <Stack spacing={1}>{data!.records.map((r) => <RecordCard key={r.id} r={r} />)}</Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">{translate('voluntary.mine.records_empty')}</Typography>
          )}
        </Box>
      ) : null}
      {data ? (
        <RegisterDialog
          open={registering} teams={data.teams} onClose={() => setRegistering(false)}
          onDone={() => { setRegistering(false); void queryClient.invalidateQueries({ queryKey: KEY }); }}
        />
      ) : null}
    </Box>
  );
}
