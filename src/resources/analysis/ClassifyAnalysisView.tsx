/**
 * Per top-level module analysis (分类分析; also on 第二课堂分析 for holders of '/analysis/classif'):
 * GET /analysis/classify → ClassifyAnalysisRow[] (common/dashboard.ts) through the silent dashboard
 * query. Two charts — held activities per module, and the students' average hours against the
 * module's warning value (grouped bars) — and a table: activities, seats taken, total and average
 * hours, warning value ('不预警' at 0), reached / students and the reach rate.
 */
import { Box, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyAnalysisRow } from '../../../common/dashboard';
import { BarChart, type BarChartProps } from '../../charts';
import { useDashboardQuery } from '../dashboard/queries';
import { hoursText, num, percentText, rateOf } from './format';
import { FigureTable, Section, TableSkeleton } from './layout';

const COLUMNS = ['name', 'activityCount', 'enrollCount', 'totalHours', 'avgHours', 'minHours', 'reach', 'reachRate'] as const;
const RIGHT = new Set<string>(COLUMNS.filter((c) => c !== 'name'));

/** One bar chart of the page (300 px, titled like its section): a skeleton while the figures load. */
function ChartSection({ title, loading, ...chart }: { title: string; loading: boolean } & Pick<BarChartProps, 'data' | 'series' | 'valueFormat'>) {
  const translate = useTranslate();
  return (
    <Section title={title}>
      {loading ? <TableSkeleton rows={6} /> : <BarChart ariaLabel={title} height={300} emptyText={translate('shell.empty')} {...chart} />}
    </Section>
  );
}

/** `charts` false shows only the table (the 第二课堂分析 page keeps its own charts for grades). */
export function ClassifyAnalysisView({ charts = true, title }: { charts?: boolean; title?: string }) {
  const translate = useTranslate();
  const { data, isPending } = useDashboardQuery<ClassifyAnalysisRow[]>('/analysis/classify');
  const rows = Array.isArray(data) ? data : [];
  const t = (key: string) => translate(`analysis.classif.${key}`);

  return (
    <>
      {charts ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <ChartSection
            title={t('chart_activities')}
            loading={isPending}
            data={rows.map((r) => ({ id: r.classifyId, label: r.name, values: { activityCount: r.activityCount } }))}
            series={[{ key: 'activityCount', label: t('series.activityCount') }]}
            valueFormat={(v) => String(Math.round(v))}
          />
          <ChartSection
            title={t('chart_hours')}
            loading={isPending}
            data={rows.map((r) => ({ id: r.classifyId, label: r.name, values: { avgHours: num(r.avgHours), minHours: num(r.minHours) } }))}
            series={[
              { key: 'avgHours', label: t('series.avgHours') },
              { key: 'minHours', label: t('series.minHours') },
            ]}
            valueFormat={(v) => v.toFixed(2)}
          />
        </Box>
      ) : null}
      <Section title={title ?? t('table')}>
        <FigureTable
          label={title ?? t('table')}
          loading={isPending}
          empty={rows.length === 0}
          head={COLUMNS.map((c) => (
            <TableCell key={c} align={RIGHT.has(c) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>{t(`columns.${c}`)}</TableCell>
          ))}
        >
          {rows.map((r) => (
            <TableRow key={r.classifyId} data-testid={`classify-row-${r.classifyId}`}>
              <TableCell sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{r.name}</TableCell>
              <TableCell align="right">{r.activityCount}</TableCell>
              <TableCell align="right">{r.enrollCount}</TableCell>
              <TableCell align="right">{hoursText(r.totalHours)}</TableCell>
              <TableCell align="right">{hoursText(r.avgHours)}</TableCell>
              <TableCell align="right" sx={{ color: num(r.minHours) > 0 ? 'text.primary' : 'text.secondary' }}>
                {num(r.minHours) > 0 ? hoursText(r.minHours) : t('no_warning')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {translate('analysis.common.reach_of', { reach: r.reachCount, total: r.studentCount })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 500 }}>{percentText(rateOf(r.reachCount, r.studentCount))}</TableCell>
            </TableRow>
          ))}
        </FigureTable>
      </Section>
    </>
  );
}
