/**
 * The shared charts of issue 6 (dashboard, /analysis, /dataV): BarChart, LineChart, PieChart and
 * RadarChart. Each is a frame (role="img" with the aria label, fixed height, the empty text when
 * there is nothing to draw) around a lazily loaded nivo drawing, so nivo's code arrives only when a
 * chart is first shown. Props: src/charts/types.ts.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
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

/** A chart: the frame around `Drawing`, showing the empty text when `isEmpty(props)`. */
function framed<P extends Omit<FrameProps, 'empty' | 'children'>>(Drawing: ComponentType<P>, isEmpty: (props: P) => boolean) {
  return function Chart(props: P) {
    return (
      <ChartFrame {...props} empty={isEmpty(props)}>
        <Drawing {...props} />
      </ChartFrame>
    );
  };
}

/** Grouped or stacked bars per category; clickable when onBarClick is given. */
export const BarChart = framed<BarChartProps>(BarDrawing, (p) => p.data.length === 0 || p.series.length === 0);

/** Lines (optionally filled) over category labels. */
export const LineChart = framed<LineChartProps>(LineDrawing, (p) => p.x.length === 0 || p.series.length === 0);

/** Pie or donut with a legend of shortened names (§9 formatter rule) and their values. */
export const PieChart = framed<PieChartProps>(PieDrawing, (p) => p.data.every((d) => !(d.value > 0)));

/** Radar over named axes (§9: names over 8 characters → 7 + '…'), one shape per series. */
export const RadarChart = framed<RadarChartProps>(RadarDrawing, (p) => p.indices.length === 0 || p.series.length === 0);
