/**
 * 近7日活动趋势 (GET /index/week/activity/count, spec §3 week row): per day of the last 7 days, the
 * activities submitted for review, running, and ended awaiting completion — three lines with area.
 */
import { useTranslate } from 'react-admin';
import type { WeekActivityCount } from '../../../common/dashboard';
import { LineChart } from '../../charts';
import { Panel, panelState, type PanelQuery } from '../Panel';

const SERIES = ['waitAuditCount', 'progressingCount', 'waitFinishCount'] as const;

export function TrendPanel({ query, chartHeight }: { query: PanelQuery<WeekActivityCount[]>; chartHeight: number }) {
  const translate = useTranslate();
  const rows = query.data ?? [];
  return (
    <Panel id="trend" title={translate('dataScreen.trend.title')} state={panelState(query, rows.length > 0)}>
      <LineChart
        tone="dark"
        area
        height={chartHeight}
        ariaLabel={translate('dataScreen.trend.aria')}
        x={rows.map((r) => r.dateTime)}
        series={SERIES.map((key) => ({ key, label: translate(`dataScreen.trend.${key}`), values: rows.map((r) => Number(r[key]) || 0) }))}
      />
    </Panel>
  );
}
