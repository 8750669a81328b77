/**
 * A small read-only table (a detail page's sections, issued passwords): the head cells are i18n keys
 * (`null`: a narrow column without a label, e.g. a copy button), then one row per item with the
 * cells `cells(row)` gives.
 */
import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PlainTableProps<T> {
  head: (string | null)[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The row's `<TableCell>`s, one per head cell. */
  cells: (row: T) => ReactNode;
}

export function PlainTable<T>({ head, rows, rowKey, cells }: PlainTableProps<T>) {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>{head.map((key, i) => (key ? <TableCell key={key}>{translate(key)}</TableCell> : <TableCell key={i} padding="checkbox" />))}</TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>{cells(row)}</TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
