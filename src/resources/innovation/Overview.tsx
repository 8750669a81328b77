/**
 * 创新总览 (/innovate; issue 20, spec §2): the figures leadership asks for — projects, finished ones,
 * competitions, incubating start-ups, innovation hours issued — reviews waiting per stage (each a
 * link to its queue), and charts: projects by status, by level and by field, awards by level.
 * Data: GET /innovation/overview.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { InnovationStage } from '../../../common/innovation';
import { BarChart, PieChart } from '../../charts';
import type { InnovationDataProvider } from '../../dataProvider/innovation';
import { INNOVATION_PATHS as P } from './paths';
import { TitledCard } from '../shared/TitledCard';

const QUEUE: Record<InnovationStage, string> = { approval: P.review, midterm: P.audit, finish: P.audit, result: P.competition, hatching: P.hatching };

function Figure({ label, value, to }: { label: string; value: string | number; to?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
      <Typography variant="h5" sx={{ fontWeight: 700 }}>{value}</Typography>
    </CardContent>
  );
  return <Card variant="outlined" sx={{ height: '100%' }}>{to ? <CardActionArea onClick={() => navigate(to)}>{body}</CardActionArea> : body}</Card>;
}

export default function InnovationOverview() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<InnovationDataProvider>();
  const { data: o } = useQuery({ queryKey: ['innovation', 'overview'], queryFn: () => dataProvider.getInnovationOverview() });
  if (!o) return <Skeleton variant="rounded" height={360} sx={{ m: 2 }} />;
  const count = translate('innovation.overview.count');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{translate('innovation.title.overview')}</Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {([['projects', o.projects.total, P.list], ['finished', o.projects.finished, P.list], ['competitions', o.competitions, P.competition], ['hatchings', o.hatchings, P.hatching], ['hours', o.hours, undefined]] as const).map(([k, v, to]) => (
          <Grid key={k} size={{ xs: 6, sm: 4, md: 2.4 }}><Figure label={`innovation.overview.${k}`} value={v} to={to} /></Grid>
        ))}
      </Grid>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {(Object.keys(QUEUE) as InnovationStage[]).map((s) => (
          <Grid key={s} size={{ xs: 6, sm: 4, md: 2.4 }}><Figure label={`innovation.title.queue_${s}`} value={o.pending[s]} to={QUEUE[s]} /></Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TitledCard title="innovation.overview.by_status">
            <PieChart ariaLabel={translate('innovation.overview.by_status')} height={260} data={o.projects.byStatus.map((r) => ({ id: r.status, label: translate(`innovation.status.${r.status}`), value: r.count }))} />
          </TitledCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TitledCard title="innovation.overview.by_award">
            <PieChart ariaLabel={translate('innovation.overview.by_award')} height={260} data={o.results.byAward.map((r) => ({ id: r.awardLevel, label: translate(`innovation.award.${r.awardLevel}`), value: r.count }))} />
          </TitledCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TitledCard title="innovation.overview.by_level">
            <BarChart ariaLabel={translate('innovation.overview.by_level')} height={240} series={[{ key: 'n', label: count }]}
              data={o.projects.byLevel.map((r) => ({ id: r.level, label: translate(`innovation.level.${r.level}`), values: { n: r.count } }))} />
          </TitledCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TitledCard title="innovation.overview.by_field">
            <BarChart ariaLabel={translate('innovation.overview.by_field')} height={240} series={[{ key: 'n', label: count }]} horizontal
              data={o.projects.byField.map((r) => ({ id: r.name || '-', label: r.name || translate('innovation.none'), values: { n: r.count } }))} />
          </TitledCard>
        </Grid>
      </Grid>
    </Box>
  );
}
