/**
 * The compact table of the dashboard widgets and popups: fixed column widths, long texts cut with
 * an ellipsis (whole in the title), skeleton rows while loading, the empty state when there is
 * nothing, and whole rows clickable when `onRowClick` is given (spec §2: "row opens …").
 */
import type { ReactNode } from 'react';
import { Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DashboardEmpty } from './DashboardCard';

export interface MiniColumn<T> {
  key: string;
  label: string;
  /** The cell; default: the row's field `key` as text. */
  render?: (row: T, index: number) => ReactNode;
  /** Text for the cell's title attribute (default: the rendered text when it is a string). */
  title?: (row: T) => string;
  align?: 'left' | 'right' | 'center';
  /** Column width (px or '%'); columns without one share the rest. */
  width?: number | string;
}

/** Columns labelled by their keys: each `label` is `text(key)` (the widget's i18n block). */
export function labelled<T>(text: (key: string) => string, columns: Omit<MiniColumn<T>, 'label'>[]): MiniColumn<T>[] {
  return columns.map((c) => ({ ...c, label: text(c.key) }));
}

export interface MiniTableProps<T> {
  columns: MiniColumn<T>[];
  rows: T[] | undefined;
  loading?: boolean;
  rowKey: (row: T, index: number) => string | number;
  onRowClick?: (row: T) => void;
  /** Rows that do not take clicks (e.g. ranking placeholders). */
  rowDisabled?: (row: T) => boolean;
  /** data-testid of each row. */
  rowTestId?: (row: T, index: number) => string;
  /** Skeleton rows while loading. */
  skeletonRows?: number;
  /** i18n key of the empty state. */
  emptyMessage?: string;
  /** Accessible name of the table. */
  ariaLabel?: string;
}

const cellText = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

export function MiniTable<T>({
  columns,
  rows,
  loading,
  rowKey,
  onRowClick,
  rowDisabled,
  rowTestId,
  skeletonRows = 5,
  emptyMessage,
  ariaLabel,
}: MiniTableProps<T>) {
  if (!loading && (!rows || rows.length === 0)) return <DashboardEmpty message={emptyMessage} />;
  return (
    <Table size="small" aria-label={ariaLabel} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={{ width: c.width, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {loading
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <TableRow key={i}>
                {columns.map((c) => (
                  <TableCell key={c.key}>
                    <Skeleton height={20} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          : rows!.map((row, i) => {
              const clickable = !!onRowClick && !rowDisabled?.(row);
              return (
                <TableRow
                  key={rowKey(row, i)}
                  hover={clickable}
                  data-testid={rowTestId?.(row, i)}
                  onClick={clickable ? () => onRowClick!(row) : undefined}
                  sx={{ cursor: clickable ? 'pointer' : 'default', '&:last-child td': { borderBottom: 0 } }}
                >
                  {columns.map((c) => {
                    const content = c.render ? c.render(row, i) : cellText((row as Record<string, unknown>)[c.key]);
                    const title = c.title?.(row) ?? (typeof content === 'string' ? content : undefined);
                    return (
                      <TableCell key={c.key} align={c.align} title={title} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {typeof content === 'string' || typeof content === 'number' ? (
                          <Typography variant="body2" component="span" noWrap>
                            {content}
                          </Typography>
                        ) : (
                          content
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
      </TableBody>
    </Table>
  );
}
