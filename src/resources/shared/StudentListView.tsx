/**
 * The body of a student's own list (我的申报, 学时记录) inside a react-admin ListBase: skeletons
 * while loading, the empty text, cards on a phone and a table from md up, then the pagination.
 * `StudentTable` is the outlined table those lists share: a bold header row, one column right-aligned.
 */
import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';
import { EmptyState } from './EmptyState';
import { ListPagination } from './ListPagination';

export interface StudentListViewProps<R extends RaRecord> {
  /** Gap between cards and skeletons (theme spacing). */
  spacing: number;
  /** Skeleton heights in px: [phone, desktop]. */
  skeleton: [number, number];
  /** i18n key of the empty text, given the list's filter values. */
  empty: (filterValues: Record<string, unknown>) => string;
  /** `changed` reloads the list (after a row's action). */
  card: (row: R, changed: () => void) => ReactNode;
  table: (rows: R[], changed: () => void) => ReactNode;
}

export function StudentListView<R extends RaRecord>({ spacing, skeleton, empty, card, table }: StudentListViewProps<R>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { data, isPending, total, filterValues, refetch } = useListContext<R>();
  if (isPending) {
    return (
      <Stack spacing={spacing} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={phone ? skeleton[0] : skeleton[1]} />
        ))}
      </Stack>
    );
  }
  if (!data?.length) return <EmptyState message={empty(filterValues)} />;
  const changed = () => void refetch();
  return (
    <>
      {phone ? <Stack spacing={spacing}>{data.map((row) => card(row, changed))}</Stack> : table(data, changed)}
      {(total ?? 0) > 0 ? <ListPagination /> : null}
    </>
  );
}

/** `columns` are header texts by key; the column keyed `right` is right-aligned; rows go in as children. */
export function StudentTable({ label, columns, right, children }: { label: string; columns: [string, string][]; right: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map(([k, text]) => (
              <TableCell key={k} align={k === right ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {text}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
