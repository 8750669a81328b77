/**
 * 统计分析 of 志愿者管理 (issue 19 "statistics by team, college and term"): approved service hours
 * per organising team and per college (of one term, or all) as horizontal bars, per term as
 * columns; each tooltip adds how many volunteers served. The term choices are the terms with
 * service. Data: GET /voluntary/volunteer/stats {termId?}.
 */
import { useState } from 'react';
import { Box, Card, CardContent, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VolunteerStatRow } from '../../../common/voluntary';
import { BarChart } from '../../charts';
import type { VoluntaryDataProvider } from '../../dataProvider/voluntary';

function StatCard({ title, rows, horizontal }: { title: string; rows: VolunteerStatRow[]; horizontal: boolean }) {
  const translate = useTranslate();
  const byId = new Map(rows.map((r) => [r.key, r]));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate(title)}</Typography>
        <BarChart
          ariaLabel={translate(title)}
          height={horizontal ? Math.max(160, rows.length * 34 + 40) : 260}
          horizontal={horizontal}
          data={rows.map((r) => ({ id: r.key, label: r.name || '-', values: { hours: Number(r.hours) } }))}
          series={[{ key: 'hours', label: translate('voluntary.stats.hours') }]}
          valueFormat={(v) => v.toFixed(2)}
          tooltipNote={(d) => `${translate('voluntary.stats.volunteers')} ${byId.get(Number(d.id))?.volunteers ?? 0}`}
          emptyText={translate('voluntary.stats.empty')}
        />
      </CardContent>
    </Card>
  );
}

export default function VolunteerStats() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const [termId, setTermId] = useState<number | ''>('');
  const { data, isPending } = useQuery({ queryKey: ['volunteer-stats', termId], queryFn: () => dataProvider.volunteerStats(termId || undefined) });
  if (isPending || !data) return <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={200} />)}</Box>;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <TextField
        select size="small" label={translate('voluntary.stats.term')} value={termId} sx={{ width: 240, bgcolor: 'background.paper' }}
        onChange={(e) => setTermId(e.target.value === '' ? '' : Number(e.target.value))}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('voluntary.stats.all_terms')}</MenuItem>
        {data.byTerm.map((t) => <MenuItem key={t.key} value={t.key}>{t.name}</MenuItem>)}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <StatCard title="voluntary.stats.by_team" rows={data.byTeam} horizontal />
        <StatCard title="voluntary.stats.by_college" rows={data.byCollege} horizontal />
      </Box>
      <StatCard title="voluntary.stats.by_term" rows={data.byTerm} horizontal={false} />
    </Box>
  );
}
