/** The tooltip box of every chart: a title line and "series: value" lines, in the chart's tone. */
import type { ChartTone } from '../types';
import { TONE_COLORS } from '../tone';

export interface TooltipLine {
  color: string;
  label: string;
  value: string;
}

export function ChartTooltip({ title, lines, tone, note }: { title: string; lines: TooltipLine[]; tone: ChartTone; note?: string }) {
  const c = TONE_COLORS[tone];
  return (
    <div
      style={{
        background: c.tooltipBg,
        color: c.tooltipText,
        padding: '8px 12px',
        borderRadius: 6,
        fontSize: 13,
        boxShadow: '0 4px 14px rgba(0,0,0,0.25)',
        whiteSpace: 'nowrap',
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: lines.length ? 4 : 0 }}>{title}</div>
      {note ? <div style={{ color: c.muted, marginBottom: lines.length ? 4 : 0 }}>{note}</div> : null}
      {lines.map((l) => (
        <div key={l.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: l.color, display: 'inline-block' }} />
          <span>{`${l.label}：${l.value}`}</span>
        </div>
      ))}
    </div>
  );
}
