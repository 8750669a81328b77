/**
 * 志愿者详情 (/voluntary/management/list/show?id=): the volunteer's profile, the total of approved
 * service hours, the service record (every record with its status) and 志愿服务证明 (a verifiable
 * PDF, CertificateButton). Data: GET /voluntary/volunteer/detail {id}.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { VoluntaryDataProvider } from '../../dataProvider/voluntary';
import { Fields, Section } from '../shared/DetailSections';
import { EmptyState } from '../shared/EmptyState';
import { CertificateButton } from './CertificateButton';
import { ServiceRecordTable, VolunteerStatusChip } from './cells';
import { VOLUNTEER_LIST_PATH } from './paths';

const F = 'resources.volunteers.fields';

export default function VolunteerShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['volunteer', id],
    queryFn: () => dataProvider.volunteerDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (isPending && !isError && id > 0) return <Box sx={{ p: 6, textAlign: 'center' }}><CircularProgress aria-label={translate('ra.page.loading')} /></Box>;
  if (!data) return <EmptyState message="voluntary.show.not_found" />;
  const v = data.volunteer;
  return (
    <Box sx={{ py: 2 }}>
      <Title title="voluntary.show.title" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(VOLUNTEER_LIST_PATH))}>{translate('voluntary.show.back')}</Button>
        <Typography variant="h6" component="h1">{v.name}</Typography>
        <VolunteerStatusChip status={v.status} />
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">{translate('voluntary.show.total')}</Typography>
        <Typography variant="h5" component="p" color="primary" data-testid="volunteer-total">{translate('voluntary.hours_unit', { hours: v.totalHours })}</Typography>
        <CertificateButton volunteerId={v.id} />
      </Stack>
      <Section title="voluntary.show.profile">
        <Fields
          items={[
            [`${F}.volunteerNo`, v.volunteerNo], [`${F}.studentCode`, v.studentCode], [`${F}.collegeName`, v.collegeName],
            [`${F}.organizationName`, v.organizationName], [`${F}.phone`, v.phone], [`${F}.registeredAt`, v.registeredAt],
            [`${F}.intentions`, v.intentions],
          ]}
        />
      </Section>
      <Section title="voluntary.show.record">
        <ServiceRecordTable records={data.records} empty="voluntary.mine.records_empty" />
      </Section>
    </Box>
  );
}
