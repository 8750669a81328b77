/**
 * 阵地详情 (/system/field/show?id=; issue 21, spec §2 /system/field/show): the field's kind,
 * location, college, capacity, state, rules and photos, and its use as a timeline of approved
 * applications (from 30 days ago). 申请使用 opens the apply form for the field; 编辑 for holders of
 * 新增阵地. Data: getOne('publicityFields') → GET /system/field/detail.
 */
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FIELD_MODULES, fieldEditPath, type FieldDetail } from '../../../common/fields';
import { chinaDay } from '../../../common/time';
import { useCan } from '../../authProvider/permissions';
import { DetailHeader } from '../shared/DetailHeader';
import { Fact } from '../shared/Fact';
import { LoadFailed } from '../shared/LoadFailed';
import { FrameSection } from '../shared/PageFrame';
import { BookingTimeline } from './BookingTimeline';
import { EnabledChip } from './chips';

export default function FieldShow() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const dataProvider = useDataProvider();
  const canEdit = useCan(FIELD_MODULES.add);
  const canApply = useCan(FIELD_MODULES.apply);
  const query = useQuery({ queryKey: ['publicityFields', id], enabled: id > 0, queryFn: async () => (await dataProvider.getOne<FieldDetail & { id: number }>('publicityFields', { id })).data });
  if (!(id > 0)) return <Navigate to={FIELD_MODULES.list} replace />;
  if (query.isError) return <LoadFailed error={query.error} fallback="ra.notification.http_error" retryLabel="ra.action.refresh" onRetry={() => void query.refetch()} />;
  const f = query.data;
  if (!f) return <Title title="fields.title.show" />;
  const t = (k: string) => translate(`resources.publicityFields.fields.${k}`);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="fields.title.show" />
      <DetailHeader title={f.name} chips={<EnabledChip enabled={f.enabled} />} subtitle={`${translate(`fields.kind.${f.kind}`)} · ${f.location}`} backPath={FIELD_MODULES.list}
        actions={(
          <Stack direction="row" spacing={1}>
            {canEdit ? <Button variant="outlined" size="small" onClick={() => navigate(fieldEditPath(f.id))}>{translate('fields.action.edit')}</Button> : null}
            {canApply && f.enabled ? <Button variant="contained" size="small" onClick={() => navigate(`${FIELD_MODULES.apply}?fieldId=${f.id}`)}>{translate('fields.action.apply')}</Button> : null}
          </Stack>
        )} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <FrameSection title={translate('fields.show.info')}>
              <Fact label={t('kind')}>{translate(`fields.kind.${f.kind}`)}</Fact>
              <Fact label={t('location')}>{f.location || '-'}</Fact>
              <Fact label={t('collegeName')}>{f.collegeId === null ? translate('fields.schoolWide') : f.collegeName}</Fact>
              <Fact label={t('capacity')}>{translate('fields.show.capacity', { count: f.capacity })}</Fact>
              <Fact label={t('pending')}>{translate('fields.show.usage', { count: f.pending })}</Fact>
              <Fact label={t('upcoming')}>{translate('fields.show.usage', { count: f.upcoming })}</Fact>
            </FrameSection>
            <FrameSection title={translate('fields.show.rules')}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{f.rules || translate('fields.show.noRules')}</Typography>
            </FrameSection>
            <FrameSection title={translate('fields.show.photos')}>
              {f.photos.length ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {f.photos.map((p) => <Box key={p.id} component="a" href={p.url} target="_blank" rel="noreferrer"><Box component="img" src={p.url} alt={p.name} sx={{ width: 140, height: 94, objectFit: 'cover', borderRadius: 1 }} /></Box>)}
                </Stack>
              ) : <Typography variant="body2" color="text.secondary">{translate('fields.show.noPhotos')}</Typography>}
            </FrameSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <FrameSection title={translate('fields.show.timeline')} hint={translate('fields.show.timelineHint')} testId="field-bookings">
            <BookingTimeline bookings={f.bookings} today={chinaDay(new Date())} />
          </FrameSection>
        </Grid>
      </Grid>
    </Box>
  );
}
