/** nivo lines for LineChart (src/charts/index.tsx; loaded lazily): one line per series over `x`. */
import { Line, type LineSeries } from '@nivo/line';
import { countTicks } from '../ticks';
import { nivoTheme, PALETTES } from '../tone';
import type { LineChartProps } from '../types';
import { useChartWidth } from '../useChartWidth';
import { ChartTooltip } from './Tooltip';

type Series = LineSeries & { id: string; data: { x: string; y: number }[] };

export default function LineDrawing({ x, series, height, tone = 'light', colors, area = false }: LineChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const palette = colors ?? PALETTES[tone];
  const data: Series[] = series.map((s) => ({ id: s.label, data: x.map((label, i) => ({ x: label, y: s.values[i] ?? 0 })) }));
  const colorOf = new Map(series.map((s, i) => [s.label, palette[i % palette.length]]));
  const ticks = countTicks(series.flatMap((s) => s.values));
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <Line<Series>
        width={width}
        height={height}
        data={data}
        colors={series.map((_, i) => palette[i % palette.length])}
        margin={{ top: 36, right: 20, bottom: 32, left: 40 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        curve="linear"
        enableArea={area}
        areaOpacity={tone === 'dark' ? 0.18 : 0.1}
        lineWidth={2}
        pointSize={7}
        pointColor={{ from: 'seriesColor' }}
        pointBorderWidth={0}
        enableSlices="x"
        animate={false}
        theme={nivoTheme(tone)}
        axisBottom={{ tickSize: 0, tickPadding: 10 }}
        gridYValues={ticks}
        axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: ticks, format: (v) => (Number.isInteger(Number(v)) ? String(v) : '') }}
        sliceTooltip={({ slice }) => (
          <ChartTooltip
            tone={tone}
            title={String(slice.points[0]?.data.x ?? '')}
            lines={slice.points.map((p) => ({ color: colorOf.get(String(p.seriesId)) ?? '#999', label: String(p.seriesId), value: String(p.data.y) }))}
          />
        )}
        legends={[
          {
            anchor: 'top-right',
            direction: 'row',
            translateY: -32,
            itemWidth: 72,
            itemHeight: 20,
            itemsSpacing: 4,
            symbolSize: 10,
            symbolShape: 'circle',
            // In series order (nivo lists the last series first otherwise).
            data: series.map((s, i) => ({ id: s.label, label: s.label, color: palette[i % palette.length] })),
          },
        ]}
        role="presentation"
      />
    </div>
  );
}
