/**
 * nivo bars for BarChart (src/charts/index.tsx; loaded lazily). Categories are indexed by their id
 * and labelled by name, shortened on the axis to 6, 4 or 3 characters by how many there are (§9);
 * the tooltip shows the whole name. Each bar sits in a <g data-testid="bar-{id}-{seriesKey}"> that
 * takes the click, so a real click on the bar and a test's click on the group behave alike.
 */
import { createContext, useContext } from 'react';
import { Bar, BarItem, type BarDatum as NivoBarDatum, type BarItemProps } from '@nivo/bar';
import { axisLabel, axisLabelLimit } from '../labels';
import { countTicks } from '../ticks';
import { nivoTheme, PALETTES } from '../tone';
import type { BarChartProps, BarDatum } from '../types';
import { useChartWidth } from '../useChartWidth';
import { ChartTooltip } from './Tooltip';

type Row = NivoBarDatum & { id: string };

const plain = (v: number) => String(Math.round(v * 100) / 100);
/** The thickest bar, in px, upright and lying. */
const MAX_BAR_VERTICAL = 64;
const MAX_BAR_HORIZONTAL = 28;

/** The chart's click handler, read by every bar (null: bars are not clickable). */
const BarClick = createContext<((category: string, key: string) => void) | null>(null);

/**
 * One bar in its <g data-testid="bar-{category}-{series}">. Defined once at module level so that a
 * re-render of the chart keeps the same bar elements (a component made per render would remount
 * every bar, dropping hover and clicks in flight).
 */
function ClickableBar(props: BarItemProps<Row>) {
  const click = useContext(BarClick);
  const key = String(props.bar.data.id);
  const category = String(props.bar.data.indexValue);
  return (
    <g data-testid={`bar-${category}-${key}`} onClick={click ? () => click(category, key) : undefined} style={click ? { cursor: 'pointer' } : undefined}>
      <BarItem {...props} />
    </g>
  );
}

export default function BarDrawing({
  data,
  series,
  height,
  tone = 'light',
  colors,
  valueFormat = plain,
  maxValue,
  groupMode = 'grouped',
  horizontal = false,
  onBarClick,
  tooltipNote,
}: BarChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const palette = colors ?? PALETTES[tone];
  const byId = new Map<string, BarDatum>(data.map((d) => [String(d.id), d]));
  // Horizontal bars list the first category on top.
  const ordered = horizontal ? [...data].reverse() : data;
  const rows: Row[] = ordered.map((d) => {
    const row: Row = { id: String(d.id) };
    for (const s of series) row[s.key] = d.values[s.key] ?? 0;
    return row;
  });
  const limit = axisLabelLimit(data.length);
  const nameOf = (id: string | number) => byId.get(String(id))?.label ?? String(id);
  const tick = (id: string | number) => axisLabel(nameOf(id), limit);
  const seriesLabel = new Map(series.map((s) => [s.key, s.label]));
  const colorOf = (key: string) => palette[series.findIndex((s) => s.key === key) % palette.length];
  const longest = Math.max(0, ...data.map((d) => Math.min(Array.from(tick(d.id)).length, limit + 1)));
  // Room for the widest value tick (e.g. '100.00%') on a vertical chart's left axis.
  const top = maxValue ?? Math.max(0, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const valueAxisWidth = Math.max(48, 14 + valueFormat(top).length * 7);
  const heights = data.map((d) => series.map((s) => d.values[s.key] ?? 0));
  const ticks = countTicks(groupMode === 'stacked' ? heights.map((h) => h.reduce((a, b) => a + b, 0)) : heights.flat(), maxValue);

  const margin = horizontal
    ? { top: 8, right: 48, bottom: 28, left: 16 + longest * 13 }
    : { top: series.length > 1 ? 36 : 16, right: 16, bottom: 36, left: valueAxisWidth };
  // Few categories would make very wide bars: keep a bar (or a group) at most MAX_BAR px thick.
  const band = horizontal ? (height - margin.top - margin.bottom) / Math.max(1, data.length) : (width - margin.left - margin.right) / Math.max(1, data.length);
  const thickest = (horizontal ? MAX_BAR_HORIZONTAL : MAX_BAR_VERTICAL) * (groupMode === 'grouped' ? series.length : 1);
  const padding = Math.min(0.85, Math.max(0.32, 1 - thickest / band));

  const click = onBarClick ? (category: string, key: string) => onBarClick(byId.get(category)!, key) : null;

  return (
    <BarClick.Provider value={click}>
      <div ref={ref} style={{ width: '100%', height }}>
        <Bar<Row>
          width={width}
          height={height}
          data={rows}
          keys={series.map((s) => s.key)}
          indexBy="id"
          layout={horizontal ? 'horizontal' : 'vertical'}
          groupMode={groupMode}
          valueScale={{ type: 'linear', min: 0, max: maxValue ?? 'auto' }}
          margin={margin}
          padding={padding}
          innerPadding={series.length > 1 ? 2 : 0}
          borderRadius={3}
          colors={({ id }) => colorOf(String(id))}
          theme={nivoTheme(tone)}
          animate={false}
          enableGridX={horizontal}
          enableGridY={!horizontal}
          gridXValues={horizontal ? ticks : undefined}
          gridYValues={horizontal ? undefined : ticks}
          axisBottom={horizontal ? { tickSize: 0, tickPadding: 6, tickValues: ticks, format: (v) => valueFormat(Number(v)) } : { tickSize: 0, tickPadding: 8, format: tick }}
          axisLeft={horizontal ? { tickSize: 0, tickPadding: 8, format: tick } : { tickSize: 0, tickPadding: 6, tickValues: ticks, format: (v) => valueFormat(Number(v)) }}
          enableLabel={data.length <= 12 && series.length === 1}
          label={(d) => valueFormat(Number(d.value))}
          labelSkipWidth={horizontal ? 36 : 20}
          labelSkipHeight={14}
          labelTextColor="#ffffff"
          valueFormat={(v) => valueFormat(Number(v))}
          barComponent={ClickableBar}
          tooltip={({ indexValue }) => (
            <ChartTooltip
              tone={tone}
              title={nameOf(indexValue)}
              note={tooltipNote && byId.has(String(indexValue)) ? tooltipNote(byId.get(String(indexValue))!) : undefined}
              lines={series.map((s) => ({
                color: colorOf(s.key),
                label: seriesLabel.get(s.key) ?? s.key,
                value: valueFormat(byId.get(String(indexValue))?.values[s.key] ?? 0),
              }))}
            />
          )}
          legends={
            series.length > 1
              ? [
                  {
                    dataFrom: 'keys',
                    anchor: 'top-right',
                    direction: 'row',
                    translateY: -30,
                    itemWidth: 76,
                    itemHeight: 20,
                    itemsSpacing: 4,
                    symbolSize: 10,
                    data: series.map((s) => ({ id: s.key, label: s.label, color: colorOf(s.key) })),
                  },
                ]
              : []
          }
          role="presentation"
        />
      </div>
    </BarClick.Provider>
  );
}
