/**
 * The shared charts of issue 6 (dashboard, /analysis, /dataV): BarChart, LineChart, PieChart and
 * RadarChart. Each is a frame (role="img" with the aria label, fixed height, the empty text when
 * there is nothing to draw) around a lazily loaded nivo drawing, so nivo's code arrives only when a
 * chart is first shown. Props: src/charts/types.ts.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TONE_COLORS } from './tone';
import type { BarChartProps, ChartTone, LineChartProps, PieChartProps, RadarChartProps } from './types';

export type * from './types';

const BarDrawing = lazy(() => import('./nivo/BarDrawing'));
const LineDrawing = lazy(() => import('./nivo/LineDrawing'));
const PieDrawing = lazy(() => import('./nivo/PieDrawing'));
const RadarDrawing = lazy(() => import('./nivo/RadarDrawing'));

interface FrameProps {
  ariaLabel: string;
  height: number;
  tone?: ChartTone;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** The box every chart draws in: accessible name, loading skeleton, empty text. */
function ChartFrame({ ariaLabel, height, tone = 'light', empty, emptyText, children }: FrameProps) {
  const translate = useTranslate();
  if (empty) {
    return (
      <Box
        data-testid="chart-empty"
        sx={{ height, display: 'grid', placeItems: 'center', color: TONE_COLORS[tone].muted }}
      >
        <Typography variant="body2">{emptyText ?? translate('ra.navigation.no_results')}</Typography>
      </Box>
    );
  }
  return (
    <Box role="img" aria-label={ariaLabel} sx={{ height, width: '100%', minWidth: 0, position: 'relative' }}>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={height}
            data-testid="chart-skeleton"
            sx={tone === 'dark' ? { bgcolor: 'rgba(143,168,204,0.12)' } : undefined}
          />
        }
      >
        {children}
      </Suspense>
    </Box>
  );
}

/** Grouped or stacked bars per category; clickable when onBarClick is given. */
export function BarChart(props: BarChartProps) {
  return (
    <ChartFrame {...props} empty={props.data.length === 0 || props.series.length === 0}>
      <BarDrawing {...props} />
    </ChartFrame>
  );
}

/** Lines (optionally filled) over category labels. */
export function LineChart(props: LineChartProps) {
  return (
    <ChartFrame {...props} empty={props.x.length === 0 || props.series.length === 0}>
      <LineDrawing {...props} />
    </ChartFrame>
  );
}

/** Pie or donut with a legend of shortened names (§9 formatter rule) and their values. */
export function PieChart(props: PieChartProps) {
  return (
    <ChartFrame {...props} empty={props.data.every((d) => !(d.value > 0))}>
      <PieDrawing {...props} />
    </ChartFrame>
  );
}

/** Radar over named axes (§9: names over 8 characters → 7 + '…'), one shape per series. */
export function RadarChart(props: RadarChartProps) {
  return (
    <ChartFrame {...props} empty={props.indices.length === 0 || props.series.length === 0}>
      <RadarDrawing {...props} />
    </ChartFrame>
  );
}
