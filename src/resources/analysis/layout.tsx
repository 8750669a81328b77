/**
 * The frame of the /analysis pages: the shared page frame (shared/PageFrame) under this feature's
 * names, and the summary cards (a label over a large figure). Loading shows skeletons, never a blank page.
 */
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';

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
