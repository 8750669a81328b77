/**
 * 实践分析 (/society/practice/analysis; issue 19): social practice at a glance — the totals, projects
 * and hours by college (bars), the share of each type (pie), projects by term and the top
 * destinations (bars), for a chosen term and type; 导出统计 exports every breakdown.
 * Data: GET /practice/statistics {termId?, type?}.
 */
import { useState, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BarChart, PieChart } from '../../charts';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { lineName, StatsToolbar, TotalCards, usePracticeStats, type StatsDimension, type StatsFilter } from './statsParts';


export default function PracticeAnalysis() {
  const translate = useTranslate();
  const [filter, setFilter] = useState<StatsFilter>({});
  const { data, isPending } = usePracticeStats(filter);
  const t = (key: string) => translate(`practice.stats.${key}`);
  const bars = (dimension: StatsDimension) => (data?.[dimension] ?? []).map((l) => ({ id: l.key, label: lineName(translate, dimension, l), values: { projects: l.projects, members: l.members } }));
  const empty = t('no_data');
  const chart = (node: ReactNode) => (isPending ? <Skeleton variant="rounded" height={260} /> : node);
  return (
    <PageFrame title="practice.stats.analysis_title" subtitle="practice.stats.analysis_subtitle" actions={<StatsToolbar filter={filter} onChange={setFilter} />}>
      <TotalCards stats={data} />
      <FrameSection title={t('by_college')}>
        {chart(<BarChart ariaLabel={t('by_college')} height={300} data={bars('byCollege')} emptyText={empty}
          series={[{ key: 'projects', label: t('projects') }, { key: 'members', label: t('members') }]} />)}
      </FrameSection>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <FrameSection title={t('by_type')}>
          {chart(<PieChart ariaLabel={t('by_type')} height={260} innerRadius={0.5} emptyText={empty}
            data={(data?.byType ?? []).map((l) => ({ id: l.key, label: translate(`practice.type.${l.key}`), value: l.projects }))} />)}
        </FrameSection>
        <FrameSection title={t('by_term')}>
          {chart(<BarChart ariaLabel={t('by_term')} height={260} data={bars('byTerm')} emptyText={empty} series={[{ key: 'projects', label: t('projects') }]} />)}
        </FrameSection>
      </Box>
      <FrameSection title={t('by_destination')}>
        {chart(<BarChart ariaLabel={t('by_destination')} height={Math.max(160, Math.min(10, data?.byDestination.length ?? 0) * 34 + 40)} horizontal emptyText={empty}
          data={bars('byDestination').slice(0, 10)} series={[{ key: 'projects', label: t('projects') }]} />)}
      </FrameSection>
    </PageFrame>
  );
}
