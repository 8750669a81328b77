/**
 * nivo pie for PieChart (src/charts/index.tsx; loaded lazily), with an HTML legend beside it:
 * names shortened per §9 (over 6 characters → 5 + '…', whole in the title attribute), value and
 * share. Legend entries carry data-testid="slice-{id}".
 */
import { Pie } from '@nivo/pie';
import { formatterName } from '../labels';
import { nivoTheme, PALETTES, TONE_COLORS } from '../tone';
import type { PieChartProps } from '../types';
import { useChartWidth } from '../useChartWidth';
import { ChartTooltip } from './Tooltip';

const plain = (v: number) => String(Math.round(v * 100) / 100);

export default function PieDrawing({ data, height, tone = 'light', colors, innerRadius = 0.55, valueFormat = plain }: PieChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const palette = colors ?? PALETTES[tone];
  const shown = data.filter((d) => d.value > 0);
  const total = shown.reduce((sum, d) => sum + d.value, 0);
  const colorOf = new Map(shown.map((d, i) => [String(d.id), palette[i % palette.length]]));
  const legendWidth = Math.min(200, Math.max(140, width * 0.4));
  const pieSize = Math.max(120, Math.min(width - legendWidth - 8, height));
  const c = TONE_COLORS[tone];
  return (
    <div ref={ref} style={{ width: '100%', height, display: 'flex', alignItems: 'center', gap: 8 }}>
      <Pie
        width={pieSize}
        height={height}
        data={shown.map((d) => ({ id: String(d.id), label: d.label, value: d.value }))}
        colors={({ id }) => colorOf.get(String(id)) ?? '#999'}
        margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
        innerRadius={innerRadius}
        padAngle={1}
        cornerRadius={3}
        activeOuterRadiusOffset={6}
        enableArcLinkLabels={false}
        arcLabel={(d) => (total > 0 && d.value / total >= 0.08 ? `${Math.round((d.value / total) * 100)}%` : '')}
        arcLabelsTextColor="#ffffff"
        animate={false}
        theme={nivoTheme(tone)}
        tooltip={({ datum }) => (
          <ChartTooltip
            tone={tone}
            title={String(datum.label)}
            lines={[{ color: datum.color, label: valueFormat(datum.value), value: `${total > 0 ? ((datum.value / total) * 100).toFixed(1) : '0.0'}%` }]}
          />
        )}
        role="presentation"
      />
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, width: legendWidth, maxHeight: height, overflowY: 'auto', fontSize: 13 }}>
        {shown.map((d) => (
          <li
            key={d.id}
            data-testid={`slice-${d.id}`}
            title={d.label}
            style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '3px 0', color: c.text }}
          >
            <span style={{ width: 10, height: 10, borderRadius: '50%', background: colorOf.get(String(d.id)), flexShrink: 0 }} />
            <span style={{ flex: 1, whiteSpace: 'nowrap' }}>{formatterName(d.label)}</span>
            <span style={{ color: c.muted, fontVariantNumeric: 'tabular-nums' }}>{valueFormat(d.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
