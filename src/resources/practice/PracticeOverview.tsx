/**
 * 实践总览 (/society1/practice; issue 19, our reading of spec §2 /society1 "practice"): the 团委's view
 * of all practice — the totals, projects by status (bars) and by type (pie), and the latest
 * projects (GET /practice/list, first page) with a link to the full list.
 */
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PracticeRow } from '../../../common/practice';
import { BarChart, PieChart } from '../../charts';
import { EmptyState } from '../shared/EmptyState';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { PracticeStatusChip } from './chips';
import { LIST_PATH, listShowPath } from './paths';
import { TotalCards, usePracticeStats } from './statsParts';

function Recent() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useGetList<PracticeRow>('practices', { pagination: { page: 1, perPage: 10 } });
  if (isPending) return <Skeleton variant="rounded" height={200} />;
  if (!data?.length) return <EmptyState message="practice.empty" />;
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {data.map((r) => (
        <Stack key={r.id} direction="row" spacing={1.5} sx={{ py: 1, alignItems: 'center', cursor: 'pointer' }} onClick={() => navigate(listShowPath(r.id))}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>{r.name}</Typography>
            <Typography variant="caption" color="text.secondary">{`${translate(`practice.type.${r.type}`)} · ${r.destination} · ${r.leaderName} · ${r.collegeName}`}</Typography>
          </Box>
          <PracticeStatusChip status={r.status} />
        </Stack>
      ))}
    </Stack>
  );
}

export default function PracticeOverview() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = usePracticeStats({});
  const t = (key: string) => translate(`practice.stats.${key}`);
  return (
    <PageFrame title="practice.overview.title" subtitle="practice.overview.subtitle">
      <TotalCards stats={data} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}>
        <FrameSection title={t('by_status')}>
          {isPending ? <Skeleton variant="rounded" height={240} /> : (
            <BarChart ariaLabel={t('by_status')} height={240} emptyText={t('no_data')} series={[{ key: 'projects', label: t('projects') }]}
              data={(data?.byStatus ?? []).map((l) => ({ id: l.key, label: translate(`practice.status.${l.key}`), values: { projects: l.projects } }))} />
          )}
        </FrameSection>
        <FrameSection title={t('by_type')}>
          {isPending ? <Skeleton variant="rounded" height={240} /> : (
            <PieChart ariaLabel={t('by_type')} height={240} innerRadius={0.5} emptyText={t('no_data')}
              data={(data?.byType ?? []).map((l) => ({ id: l.key, label: translate(`practice.type.${l.key}`), value: l.projects }))} />
          )}
        </FrameSection>
      </Box>
      <FrameSection title={translate('practice.overview.recent')} extra={<Button size="small" onClick={() => navigate(LIST_PATH)}>{translate('practice.overview.all')}</Button>}>
        <Recent />
      </FrameSection>
    </PageFrame>
  );
}
