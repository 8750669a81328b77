/**
 * 活动类别占比 (GET /activity/classify/lists): the held activities per top-level module as a donut,
 * with the total on the title's right. A school whose modules hold no activity shows the empty state.
 */
import { useTranslate } from 'react-admin';
import type { ClassifyCount } from '../../../common/activities';
import { PieChart } from '../../charts';
import { Panel, panelState, type PanelQuery } from '../Panel';

export function CategoryPanel({ query, chartHeight }: { query: PanelQuery<ClassifyCount[]>; chartHeight: number }) {
  const translate = useTranslate();
  const rows = (query.data ?? []).map((r, i) => ({ id: i + 1, label: r.name, value: Number(r.classifyCount) || 0 }));
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <Panel
      id="category"
      title={translate('dataScreen.category.title')}
      state={panelState(query, total > 0)}
      extra={<span data-testid="category-total">{translate('dataScreen.category.total')} {total}</span>}
    >
      <PieChart tone="dark" innerRadius={0.6} height={chartHeight} ariaLabel={translate('dataScreen.category.aria')} data={rows} />
    </Panel>
  );
}
