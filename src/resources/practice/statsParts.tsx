/**
 * What the practice statistics pages share (issue 19; /society/practice/analysis,
 * /society/practice/statistical/list, /society1/practice): the statistics query with its 学期 / 类型
 * filters (GET /practice/statistics), the filter bar, the totals as cards, a breakdown table and
 * the export of every breakdown (GET /practice/statistics/export, 社会实践统计.xlsx).
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PracticeStatLine, PracticeStats } from '../../../common/practice';
import type { PracticeDataProvider } from '../../dataProvider/practice';
import { EmptyState } from '../shared/EmptyState';
import { ExportJobDialog, exportFilter } from '../shared/ExportJobDialog';
import { usePracticeOptions } from './queries';

export interface StatsFilter {
  termId?: number;
  type?: number;
}

/** The statistics for the filter. */
export function usePracticeStats(filter: StatsFilter) {
  const dataProvider = useDataProvider<PracticeDataProvider>();
  return useQuery({ queryKey: ['practice-stats', filter], queryFn: () => dataProvider.getPracticeStats(exportFilter({ ...filter })) });
}

/** 学期 and 类型 selects, plus 导出统计. */
export function StatsToolbar({ filter, onChange }: { filter: StatsFilter; onChange: (f: StatsFilter) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PracticeDataProvider>();
  const { data: options } = usePracticeOptions();
  const [open, setOpen] = useState(false);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <TextField select size="small" label={translate('practice.filters.term')} value={filter.termId ?? ''} sx={{ width: 200 }}
        onChange={(e) => onChange({ ...filter, termId: e.target.value === '' ? undefined : Number(e.target.value) })}>
        <MenuItem value="">{translate('practice.filters.all')}</MenuItem>
        {(options?.terms ?? []).map((t) => <MenuItem key={t.id} value={t.id}>{t.name}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={translate('practice.filters.type')} value={filter.type ?? ''} sx={{ width: 160 }}
        onChange={(e) => onChange({ ...filter, type: e.target.value === '' ? undefined : Number(e.target.value) })}>
        <MenuItem value="">{translate('practice.filters.all')}</MenuItem>
        {[1, 2, 3].map((k) => <MenuItem key={k} value={k}>{translate(`practice.type.${k}`)}</MenuItem>)}
      </TextField>
      <Button startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>{translate('practice.stats.export')}</Button>
      <ExportJobDialog
        open={open} onClose={() => setOpen(false)} fallbackName="社会实践统计.xlsx"
        keys={{ title: 'practice.export.stats_title', running: 'practice.export.running', download: 'practice.export.download', done: 'practice.export.done', close: 'practice.export.close' }}
        startJob={() => dataProvider.startPracticeStatsExport(exportFilter({ ...filter }))}
      />
    </Stack>
  );
}

/** The totals as five cards. */
export function TotalCards({ stats }: { stats?: PracticeStats }) {
  const translate = useTranslate();
  const items: [string, string | number | undefined][] = [
    ['projects', stats?.totals.projects], ['completed', stats?.totals.completed], ['pending', stats?.totals.pending],
    ['members', stats?.totals.members], ['hours', stats?.totals.hours],
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1.5 }}>
      {items.map(([key, value]) => (
        <Card key={key} variant="outlined" data-testid={`total-${key}`}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary">{translate(`practice.stats.${key}`)}</Typography>
            {stats ? <Typography variant="h5" sx={{ fontWeight: 600 }}>{value}</Typography> : <Skeleton width={60} height={36} />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** A breakdown of PracticeStats. */
export type StatsDimension = keyof Omit<PracticeStats, 'totals'>;

/**
 * A line's name in the interface language: types and statuses by their key (the server names them in
 * Chinese), the college of members without one by practice.stats.no_college; other names are data.
 */
export function lineName(translate: (key: string) => string, dimension: StatsDimension, line: PracticeStatLine): string {
  if (dimension === 'byType') return translate(`practice.type.${line.key}`);
  if (dimension === 'byStatus') return translate(`practice.status.${line.key}`);
  if (dimension === 'byCollege' && line.key === '0') return translate('practice.stats.no_college');
  return line.name;
}

/** One breakdown as a table: name, projects, participants, hours granted. */
export function LineTable({ dimension, lines, loading }: { dimension: StatsDimension; lines?: PracticeStatLine[]; loading: boolean }) {
  const translate = useTranslate();
  if (loading) return <Skeleton variant="rounded" height={160} />;
  if (!lines?.length) return <EmptyState message="practice.stats.no_data" />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['name', 'projects', 'members', 'hours'].map((k, i) => <TableCell key={k} align={i ? 'right' : 'left'}>{translate(`practice.stats.${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.key}>
              <TableCell>{lineName(translate, dimension, l)}</TableCell>
              <TableCell align="right">{l.projects}</TableCell>
              <TableCell align="right">{l.members}</TableCell>
              <TableCell align="right">{l.hours}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
