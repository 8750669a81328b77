/**
 * 各学院达标率 (GET /college/reach/rate/list, all grades): per college, the share of its students
 * whose hours reach the school's requirement, as horizontal bars from the highest rate down, in
 * percent with two decimals ('37.50%'); the school-wide rate (Σ reached / Σ students) on the title's right.
 */
import { useTranslate } from 'react-admin';
import type { CollegeReachRate } from '../../../common/dashboard';
import { BarChart } from '../../charts';
import { Panel, panelState, type PanelQuery } from '../Panel';

export const percent = (value: number) => `${value.toFixed(2)}%`;

export function ReachPanel({ query, chartHeight }: { query: PanelQuery<CollegeReachRate[]>; chartHeight: number }) {
  const translate = useTranslate();
  const rows = [...(query.data ?? [])].sort((a, b) => Number(b.reachRate) - Number(a.reachRate));
  const students = rows.reduce((sum, r) => sum + (Number(r.studentCount) || 0), 0);
  const reached = rows.reduce((sum, r) => sum + (Number(r.reachCount) || 0), 0);
  const overall = students > 0 ? percent((reached / students) * 100) : percent(0);
  return (
    <Panel
      id="reach"
      title={translate('dataScreen.reach.title')}
      state={panelState(query, rows.length > 0)}
      extra={<span data-testid="reach-overall">{translate('dataScreen.reach.average', { rate: overall })}</span>}
    >
      <BarChart
        tone="dark"
        horizontal
        maxValue={100}
        height={chartHeight}
        ariaLabel={translate('dataScreen.reach.aria')}
        data={rows.map((r) => ({ id: r.id, label: r.name, values: { reachRate: Number(r.reachRate) || 0 } }))}
        series={[{ key: 'reachRate', label: translate('dataScreen.reach.series') }]}
        valueFormat={percent}
      />
    </Panel>
  );
}
