/**
 * The frame of the /analysis pages: the shared page frame (shared/PageFrame) under this feature's
 * names, the summary cards (a label over a large figure) and the tables of figures. Loading shows
 * skeletons, never a blank page.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Table, TableBody, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { EmptyState } from '../shared/EmptyState';

export { PageFrame as AnalysisPage, FrameSection as Section } from '../shared/PageFrame';

export interface Stat {
  /** Test id suffix: data-testid="stat-{id}". */
  id: string;
  label: string;
  value: string;
  color?: string;
}

/** A row of summary cards; skeleton figures while `loading`. */
export function StatCards({ stats, loading }: { stats: Stat[]; loading?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${stats.length}, minmax(0, 1fr))` } }}>
      {stats.map((s) => (
        <Card key={s.id} variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary">{s.label}</Typography>
            {loading ? (
              <Skeleton width="50%" height={40} />
            ) : (
              <Typography data-testid={`stat-${s.id}`} variant="h5" component="p" sx={{ fontWeight: 600, color: s.color ?? 'text.primary', fontVariantNumeric: 'tabular-nums' }}>
                {s.value}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** Table-shaped skeleton rows while a table loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack spacing={1} data-testid="table-skeleton">
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} variant="rounded" height={28} />)}
    </Stack>
  );
}

/**
 * A table of figures: skeleton rows while `loading`, 暂无数据 when `empty`, else the table (named
 * `label`) with the `head` cells and the body rows, then `footer` (a pagination).
 */
export function FigureTable({ label, loading, empty, head, children, footer }: {
  label: string;
  loading: boolean;
  empty: boolean;
  head: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  if (loading) return <TableSkeleton />;
  if (empty) return <EmptyState />;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      {footer}
    </>
  );
}
