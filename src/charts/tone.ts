/**
 * Colours and nivo themes of the two chart tones: 'light' for MUI cards, 'dark' for the /dataV wall
 * display. Kept apart from the nivo code so pages can use the palettes without loading nivo.
 */
import type { ChartTone } from './types';

/** Series palettes, distinguishable for the common colour-vision deficiencies first. */
export const PALETTES: Record<ChartTone, string[]> = {
  light: ['#2563c9', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16', '#64748b', '#f97316'],
  dark: ['#3ba2ff', '#ffc53d', '#36cfc9', '#ff7a45', '#b37feb', '#73d13d', '#f759ab', '#69c0ff', '#ffd666', '#95de64'],
};

/** Text, grid and tooltip colours per tone. */
export const TONE_COLORS: Record<ChartTone, { text: string; muted: string; grid: string; tooltipBg: string; tooltipText: string }> = {
  light: { text: '#334155', muted: '#64748b', grid: '#e2e8f0', tooltipBg: '#ffffff', tooltipText: '#1e293b' },
  dark: { text: '#d6e4ff', muted: '#8fa8cc', grid: 'rgba(143,168,204,0.18)', tooltipBg: 'rgba(6,18,44,0.95)', tooltipText: '#e6f0ff' },
};

/** The nivo theme of a tone (shape of nivo's PartialTheme). */
export function nivoTheme(tone: ChartTone) {
  const c = TONE_COLORS[tone];
  return {
    text: { fontSize: 12, fill: c.text },
    axis: {
      domain: { line: { stroke: c.grid, strokeWidth: 1 } },
      ticks: { line: { stroke: c.grid }, text: { fontSize: 12, fill: c.muted } },
      legend: { text: { fontSize: 12, fill: c.text } },
    },
    grid: { line: { stroke: c.grid, strokeWidth: 1 } },
    legends: { text: { fontSize: 12, fill: c.text } },
    labels: { text: { fontSize: 11, fill: c.text } },
    tooltip: {
      container: { background: c.tooltipBg, color: c.tooltipText, fontSize: 13, borderRadius: 6, boxShadow: '0 4px 14px rgba(0,0,0,0.25)' },
    },
  };
}
