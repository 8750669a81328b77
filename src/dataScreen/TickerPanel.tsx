/**
 * A panel of ticking rows (热门活动, 学生获奖, 指导学时排行): titled `dataScreen.<id>.title`, a header
 * row of the texts `dataScreen.<id>.<header>`, and striped rows that move up as a ticker when more
 * arrive than `visible` fit. No rows (an empty answer or a failed call) shows the panel's empty state.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Panel, panelState, type PanelQuery } from './Panel';
import { Row, RowHeader } from './Rows';
import { Ticker } from './Ticker';

export interface TickerPanelProps<T> {
  /** Panel id: `panel-<id>`, list `<id>-list`, texts under `dataScreen.<id>`. */
  id: string;
  query: PanelQuery<unknown>;
  rows: T[];
  /** CSS grid columns of the header and every row. */
  columns: string;
  align: ('left' | 'right' | 'center')[];
  /** Keys under `dataScreen.<id>` of the header cells. */
  headers: string[];
  visible: number;
  rowHeight: number;
  rowKey: (row: T) => string | number;
  /** The cells of one row. */
  cells: (row: T) => ReactNode;
}

export function TickerPanel<T>({ id, query, rows, columns, align, headers, visible, rowHeight, rowKey, cells }: TickerPanelProps<T>) {
  const translate = useTranslate();
  return (
    <Panel id={id} title={translate(`dataScreen.${id}.title`)} state={panelState(query, rows.length > 0)} skeleton="rows">
      <RowHeader columns={columns} align={align} cells={headers.map((h) => translate(`dataScreen.${id}.${h}`))} />
      <Ticker
        testId={`${id}-list`}
        rows={rows}
        visible={visible}
        rowHeight={rowHeight}
        rowKey={rowKey}
        renderRow={(row, i) => (
          <Row columns={columns} striped={i % 2 === 1}>
            {cells(row)}
          </Row>
        )}
      />
    </Panel>
  );
}
