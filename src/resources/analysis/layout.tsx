/**
 * The frame of the /analysis pages: the page title (react-admin <Title> for the breadcrumb and a
 * visible h1) with a subtitle, sections as outlined cards with a heading, and the summary cards
 * (a label over a large figure). Loading shows skeletons, never a blank page.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A page: `title` and `subtitle` are i18n keys; `actions` sit on the right of the heading. */
export function AnalysisPage({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1">{translate(title)}</Typography>
          {subtitle ? <Typography variant="body2" color="text.secondary">{translate(subtitle)}</Typography> : null}
        </Box>
        {actions}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** A titled card; `hint` is a short grey line under the title, `extra` sits on its right. */
export function Section({ title, hint, extra, children, testId }: { title: string; hint?: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={2} sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
            {hint ? <Typography variant="caption" color="text.secondary">{hint}</Typography> : null}
          </Box>
          {extra}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

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
