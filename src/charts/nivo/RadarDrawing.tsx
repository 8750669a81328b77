/**
 * nivo radar for RadarChart (src/charts/index.tsx; loaded lazily). Axis names longer than 8
 * characters are shortened to 7 + '…' (§9); the tooltip shows the whole name. The legend lists
 * the series labels (e.g. 平均学时, 最高学时).
 */
import { Radar } from '@nivo/radar';
import { radarName } from '../labels';
import { nivoTheme, PALETTES } from '../tone';
import type { RadarChartProps } from '../types';
import { useChartWidth } from '../useChartWidth';
import { ChartTooltip } from './Tooltip';

const plain = (v: number) => String(Math.round(v * 100) / 100);

export default function RadarDrawing({ indices, series, height, tone = 'light', colors, valueFormat = plain }: RadarChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const palette = colors ?? PALETTES[tone];
  // Index by position so two names that shorten alike stay two axes.
  const rows = indices.map((name, i) => {
    const row: Record<string, string | number> = { axis: String(i) };
    for (const s of series) row[s.label] = s.values[i] ?? 0;
    return row;
  });
  const keys = series.map((s) => s.label);
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      <Radar
        width={width}
        height={height}
        data={rows}
        keys={keys}
        indexBy="axis"
        colors={keys.map((_, i) => palette[i % palette.length])}
        margin={{ top: 40, right: 64, bottom: 28, left: 64 }}
        gridLabel={({ id, anchor, x, y }) => (
          <text x={x} y={y} textAnchor={anchor} dominantBaseline="central" style={{ ...nivoTheme(tone).text }}>
            {radarName(indices[Number(id)] ?? '')}
          </text>
        )}
        gridLabelOffset={14}
        gridShape="linear"
        gridLevels={4}
        dotSize={6}
        dotBorderWidth={0}
        fillOpacity={tone === 'dark' ? 0.22 : 0.18}
        borderWidth={2}
        blendMode="normal"
        animate={false}
        theme={nivoTheme(tone)}
        sliceTooltip={({ index, data }) => (
          <ChartTooltip
            tone={tone}
            title={indices[Number(index)] ?? ''}
            lines={data.map((d) => ({ color: d.color, label: String(d.id), value: valueFormat(Number(d.value)) }))}
          />
        )}
        legends={[
          {
            anchor: 'top-left',
            direction: 'row',
            translateX: -56,
            translateY: -36,
            itemWidth: 80,
            itemHeight: 20,
            itemsSpacing: 4,
            symbolSize: 10,
            symbolShape: 'circle',
          },
        ]}
        role="presentation"
      />
    </div>
  );
}
