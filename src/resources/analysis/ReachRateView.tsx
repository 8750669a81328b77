/**
 * Reach rates of the students in scope by college (学校分析) or by grade (第二课堂分析): GET
 * /analysis/reach/rate {groupBy} → ReachRateRow[] (common/dashboard.ts), through the silent
 * dashboard query (spec §8: a failed figure call shows no message, the widgets show their empty
 * state). Summary cards (students, reached, the overall rate computed from the rows), a bar chart
 * of reachRate per row and a table; a bar or a table row opens the warning list of that college
 * (?id={collegeId}&gradeid=) or grade (?id=&gradeid={grade}).
 */
import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ReachGroupBy, ReachRateRow } from '../../../common/dashboard';
import { BarChart } from '../../charts';
import { useDashboardQuery } from '../dashboard/queries';
import { num, percentFormat, percentText, rateOf } from './format';
import { FigureTable, Section, StatCards, TableSkeleton } from './layout';
import { warningListPath } from './paths';

const RATE = 'reachRate';

/** Where a row of `groupBy` leads: its college's or its grade's warning list. */
export function reachRowPath(groupBy: ReachGroupBy, id: number | string): string {
  return groupBy === 'college' ? warningListPath(id, '') : warningListPath('', String(id));
}

/** `i18n` is the page's key root ('analysis.school' or 'analysis.classroom'): chart, table, columns.*. */
export function ReachRateView({ groupBy, i18n }: { groupBy: ReachGroupBy; i18n: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { data, isPending } = useDashboardQuery<ReachRateRow[]>('/analysis/reach/rate', { groupBy });
  const rows = Array.isArray(data) ? data : [];
  const students = rows.reduce((s, r) => s + r.studentCount, 0);
  const reached = rows.reduce((s, r) => s + r.reachCount, 0);
  const open = (id: number | string) => navigate(reachRowPath(groupBy, id));
  const col = (key: string) => translate(`${i18n}.columns.${key}`);

  return (
    <>
      <StatCards
        loading={isPending}
        stats={[
          { id: 'students', label: translate('analysis.common.students'), value: String(students) },
          { id: 'reached', label: translate('analysis.common.reached'), value: String(reached) },
          { id: 'rate', label: translate('analysis.common.overall'), value: percentText(rateOf(reached, students)), color: 'primary.main' },
        ]}
      />
      <Section title={translate(`${i18n}.chart`)} hint={rows.length ? translate('analysis.common.bar_hint') : undefined}>
        {isPending ? (
          <TableSkeleton rows={6} />
        ) : (
          <BarChart
            ariaLabel={translate(`${i18n}.chart`)}
            height={320}
            data={rows.map((r) => ({ id: r.id, label: r.name, values: { [RATE]: num(r.reachRate) } }))}
            series={[{ key: RATE, label: translate('analysis.common.series_rate') }]}
            maxValue={100}
            valueFormat={percentFormat}
            emptyText={translate('shell.empty')}
            onBarClick={(d) => open(d.id)}
          />
        )}
      </Section>
      <Section title={translate(`${i18n}.table`)}>
        <FigureTable
          label={translate(`${i18n}.table`)}
          loading={isPending}
          empty={rows.length === 0}
          head={
            <>
              <TableCell>{col('name')}</TableCell>
              <TableCell align="right">{col('studentCount')}</TableCell>
              <TableCell align="right">{col('reachCount')}</TableCell>
              <TableCell align="right">{col('reachRate')}</TableCell>
            </>
          }
        >
          {rows.map((r) => (
            <TableRow key={r.id} hover data-testid={`reach-row-${r.id}`} onClick={() => open(r.id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ fontWeight: 500 }}>{r.name}</TableCell>
              <TableCell align="right">{r.studentCount}</TableCell>
              <TableCell align="right">{r.reachCount}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 500 }}>{percentText(r.reachRate)}</TableCell>
            </TableRow>
          ))}
        </FigureTable>
      </Section>
    </>
  );
}
