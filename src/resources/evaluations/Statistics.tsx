/**
 * 评价统计 (/communist/evaluate/statistics; issue 21, spec §2): per organisation or per organiser
 * (the activity's 负责人), in the caller's scope and optionally one project — ratings, average,
 * the 1–5 star distribution (nivo bar chart), the averages side by side, the table and its xlsx
 * export (活动评价统计.xlsx, an export job); then 活动评分 and 评价明细 (ScoreLists.tsx).
 * Data: GET /evaluate/statistics, /evaluate/statistics/export, /evaluate/options.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Grid, MenuItem, Skeleton, Stack, TableCell, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EvaluationStatistics } from '../../../common/evaluations';
import { BarChart } from '../../charts';
import type { EvaluationDataProvider } from '../../dataProvider/evaluations';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog } from '../shared/ExportJobDialog';
import { PlainTable } from '../shared/PlainTable';
import { TabbedPage } from '../innovation/RecordList';
import { ActivityScores, RatingList, ScoreCell } from './ScoreLists';
import { TitledCard } from '../shared/TitledCard';

type By = EvaluationStatistics['by'];
const EXPORT_KEYS = { title: 'evaluations.export.title', running: 'evaluations.export.running', download: 'evaluations.export.download', done: 'evaluations.export.done', close: 'evaluations.export.close' };
const STARS = [1, 2, 3, 4, 5];

export default function EvaluationStatisticsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EvaluationDataProvider>();
  const [by, setBy] = useState<By>('organization');
  const [projectId, setProjectId] = useState<number | ''>('');
  const [exporting, setExporting] = useState(false);
  const params = { by, ...(projectId ? { projectId } : {}) };
  const { data: s, isPending } = useQuery({ queryKey: ['evaluations', 'statistics', params], queryFn: () => dataProvider.getEvaluationStatistics(params) });
  const { data: options } = useQuery({ queryKey: ['evaluations', 'options'], queryFn: () => dataProvider.getEvaluationOptions() });
  const count = translate('evaluations.fields.count');
  const filter = projectId ? { projectId } : {};
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>{translate('evaluations.title.statistics')}</Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <ToggleButtonGroup size="small" exclusive value={by} onChange={(_e, v: By | null) => v && setBy(v)} aria-label={translate('evaluations.by.label')}>
            <ToggleButton value="organization">{translate('evaluations.by.organization')}</ToggleButton>
            <ToggleButton value="organiser">{translate('evaluations.by.organiser')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField select size="small" sx={{ width: 240, flexShrink: 0 }} label={translate('evaluations.fields.projectId')} value={projectId}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} onChange={(e) => setProjectId(e.target.value === '' ? '' : Number(e.target.value))}>
            <MenuItem value="">{translate('evaluations.filters.allProjects')}</MenuItem>
            {(options?.projects ?? []).map((p) => <MenuItem key={p.id} value={p.id}>{p.name}</MenuItem>)}
          </TextField>
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => setExporting(true)}>{translate('evaluations.action.export')}</Button>
        </Stack>
      </Stack>
      {isPending || !s ? <Skeleton variant="rounded" height={320} /> : (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <TitledCard title="evaluations.summary.title">
              <Typography variant="body2" color="text.secondary">{translate('evaluations.summary.average')}</Typography>
              <ScoreCell score={s.average} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('evaluations.summary.total')}</Typography>
              <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid="evaluation-total">{s.total}</Typography>
            </TitledCard>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TitledCard title="evaluations.summary.distribution">
              <BarChart ariaLabel={translate('evaluations.summary.distribution')} height={220} series={[{ key: 'n', label: count }]}
                data={s.total ? STARS.map((n, i) => ({ id: n, label: translate('evaluations.stars', { n }), values: { n: s.stars[i] ?? 0 } })) : []} />
            </TitledCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TitledCard title={`evaluations.summary.average_by_${by}`}>
              <BarChart ariaLabel={translate(`evaluations.summary.average_by_${by}`)} height={Math.max(200, Math.min(s.rows.length, 10) * 32 + 60)} horizontal maxValue={5}
                series={[{ key: 'avg', label: translate('evaluations.summary.average') }]} valueFormat={(v) => v.toFixed(1)}
                data={s.rows.slice(0, 10).map((r) => ({ id: r.id, label: r.name || '-', values: { avg: Number(r.average) } }))} />
            </TitledCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TitledCard title={`evaluations.by.${by}`}>
              {s.rows.length === 0 ? <EmptyState message="evaluations.empty.ratings" /> : (
                <Box sx={{ overflowX: 'auto' }}>
                  <PlainTable head={[`evaluations.by.${by}`, 'evaluations.fields.activityCount', 'evaluations.fields.count', 'evaluations.summary.average', 'evaluations.fields.stars']}
                    rows={s.rows} rowKey={(r) => r.id}
                    cells={(r) => (
                      <>
                        <TableCell>{r.name || '-'}</TableCell><TableCell align="right">{r.activityCount}</TableCell><TableCell align="right">{r.count}</TableCell>
                        <TableCell align="right">{r.average}</TableCell><TableCell sx={{ whiteSpace: 'nowrap' }}>{r.stars.join(' / ')}</TableCell>
                      </>
                    )} />
                </Box>
              )}
            </TitledCard>
          </Grid>
        </Grid>
      )}
      <TabbedPage pages={[
        { label: 'evaluations.title.activityScores', page: <ActivityScores filter={filter} /> },
        { label: 'evaluations.title.ratings', page: <RatingList filter={filter} /> },
      ]} />
      <ExportJobDialog open={exporting} onClose={() => setExporting(false)} startJob={() => dataProvider.startEvaluationExport(params)} keys={EXPORT_KEYS} fallbackName="活动评价统计.xlsx" />
    </Box>
  );
}
