/**
 * 各类型活动平均 (GET /activity/classify/hoursAvg; spec §2 radar with legend 平均学时 and 最高学时):
 * per module, the average and the highest hours of its activities; hours with two decimals.
 */
import { useTranslate } from 'react-admin';
import type { ClassifyHoursAvg } from '../../../common/activities';
import { RadarChart } from '../../charts';
import { Panel, panelState, type PanelQuery } from '../Panel';

const hours = (value: number) => value.toFixed(2);

export function RadarPanel({ query, chartHeight }: { query: PanelQuery<ClassifyHoursAvg[]>; chartHeight: number }) {
  const translate = useTranslate();
  const rows = query.data ?? [];
  return (
    <Panel id="radar" title={translate('dataScreen.radar.title')} state={panelState(query, rows.length > 0)}>
      <RadarChart
        tone="dark"
        height={chartHeight}
        ariaLabel={translate('dataScreen.radar.aria')}
        indices={rows.map((r) => r.name)}
        series={[
          { key: 'avgHours', label: translate('dataScreen.radar.avgHours'), values: rows.map((r) => Number(r.avgHours) || 0) },
          { key: 'maxHours', label: translate('dataScreen.radar.maxHours'), values: rows.map((r) => Number(r.maxHours) || 0) },
        ]}
        valueFormat={hours}
      />
    </Panel>
  );
}
