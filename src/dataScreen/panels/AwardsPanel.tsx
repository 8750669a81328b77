/**
 * 学生获奖 (GET /index/project/apply/list): the latest approved declarations of students in scope
 * (at most 10) — student with number, project, level, hours (two decimals) and time; more rows
 * than fit move up as a ticker.
 */
import { useTranslate } from 'react-admin';
import type { AwardRow } from '../../../common/dashboard';
import { formatDecimal } from '../../resources/shared/format';
import { Panel, panelState, type PanelQuery } from '../Panel';
import { Cell, Row, RowHeader } from '../Rows';
import { Ticker } from '../Ticker';

const COLUMNS = '200px minmax(0, 1fr) 150px 80px 150px';

export function AwardsPanel({ query, visible, rowHeight }: { query: PanelQuery<AwardRow[]>; visible: number; rowHeight: number }) {
  const translate = useTranslate();
  const rows = query.data ?? [];
  return (
    <Panel id="awards" title={translate('dataScreen.awards.title')} state={panelState(query, rows.length > 0)} skeleton="rows">
      <RowHeader
        columns={COLUMNS}
        align={['left', 'left', 'left', 'right', 'right']}
        cells={[
          translate('dataScreen.awards.student'),
          translate('dataScreen.awards.project'),
          translate('dataScreen.awards.option'),
          translate('dataScreen.awards.hours'),
          translate('dataScreen.awards.time'),
        ]}
      />
      <Ticker
        testId="awards-list"
        rows={rows}
        visible={visible}
        rowHeight={rowHeight}
        rowKey={(r) => r.id}
        renderRow={(r, i) => (
          <Row columns={COLUMNS} striped={i % 2 === 1}>
            <Cell text={translate('dataScreen.awards.student_code', { name: r.userName, code: r.code })} strong />
            <Cell text={r.projectName} />
            <Cell text={r.optionName} dim />
            <Cell text={formatDecimal(r.hours, 2)} align="right" />
            <Cell text={r.applyTime} dim align="right" />
          </Row>
        )}
      />
    </Panel>
  );
}
