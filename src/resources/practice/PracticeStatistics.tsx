/**
 * 实践统计 (/society/practice/statistical/list; issue 19): the figures behind the analysis as tables —
 * projects, participants and hours granted by college, destination, type, term and status — for
 * a chosen term and type, with 导出统计. Data: GET /practice/statistics {termId?, type?}.
 */
import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FrameSection, PageFrame } from '../shared/PageFrame';
import { LineTable, StatsToolbar, TotalCards, usePracticeStats, type StatsDimension, type StatsFilter } from './statsParts';

const SECTIONS: [StatsDimension, string][] = [
  ['byCollege', 'by_college'], ['byType', 'by_type'], ['byTerm', 'by_term'], ['byDestination', 'by_destination'], ['byStatus', 'by_status'],
];

export default function PracticeStatistics() {
  const translate = useTranslate();
  const [filter, setFilter] = useState<StatsFilter>({});
  const { data, isPending } = usePracticeStats(filter);
  return (
    <PageFrame title="practice.stats.statistics_title" subtitle="practice.stats.statistics_subtitle" actions={<StatsToolbar filter={filter} onChange={setFilter} />}>
      <TotalCards stats={data} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        {SECTIONS.map(([key, title]) => (
          <FrameSection key={key} title={translate(`practice.stats.${title}`)}>
            <LineTable dimension={key} lines={data?.[key]} loading={isPending} />
          </FrameSection>
        ))}
      </Box>
    </PageFrame>
  );
}
