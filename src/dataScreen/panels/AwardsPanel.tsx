/**
 * 学生获奖 (GET /index/project/apply/list): the latest approved declarations of students in scope
 * (at most 10) — student with number, project, level, hours (two decimals) and time; more rows
 * than fit move up as a ticker.
 */
import { useTranslate } from 'react-admin';
import type { AwardRow } from '../../../common/dashboard';
import { formatDecimal } from '../../resources/shared/format';
import type { PanelQuery } from '../Panel';
import { Cell } from '../Rows';
import { TickerPanel } from '../TickerPanel';

const COLUMNS = '200px minmax(0, 1fr) 150px 80px 150px';

export function AwardsPanel({ query, visible, rowHeight }: { query: PanelQuery<AwardRow[]>; visible: number; rowHeight: number }) {
  const translate = useTranslate();
  return (
    <TickerPanel
      id="awards"
      query={query}
      rows={query.data ?? []}
      columns={COLUMNS}
      align={['left', 'left', 'left', 'right', 'right']}
      headers={['student', 'project', 'option', 'hours', 'time']}
      visible={visible}
      rowHeight={rowHeight}
      rowKey={(r) => r.id}
      cells={(r) => (
        <>
          <Cell text={translate('dataScreen.awards.student_code', { name: r.userName, code: r.code })} strong />
          <Cell text={r.projectName} />
          <Cell text={r.optionName} dim />
          <Cell text={formatDecimal(r.hours, 2)} align="right" />
          <Cell text={r.applyTime} dim align="right" />
        </>
      )}
    />
  );
}
