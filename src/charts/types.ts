/**
 * Props of the shared chart components (src/charts/index.ts): thin, lazily loaded wrappers over
 * nivo used by the admin dashboard, the /analysis pages and the /dataV big screen. Each wrapper
 * draws in the page's tone (light cards, or the dark wall display), shortens labels as spec §9
 * says (src/charts/labels.ts), shows a skeleton while nivo's code arrives and `emptyText` when
 * there is nothing to draw. Values are plain numbers for drawing; text figures stay strings.
 */

/** 'light' for MUI cards, 'dark' for the big screen. */
export type ChartTone = 'light' | 'dark';

interface ChartBase {
  /** Accessible name of the chart (role="img"). */
  ariaLabel: string;
  /** Height in px; the width follows the container. */
  height: number;
  tone?: ChartTone;
  /** Shown instead of the chart when there is no data (default: the shared 暂无数据). */
  emptyText?: string;
  /** Series colours, in series order (defaults to the theme's palette). */
  colors?: string[];
}

/** One series of a bar, line or radar chart. */
export interface ChartSeries {
  /** Key of the series in each datum's `values`. */
  key: string;
  /** Legend and tooltip name. */
  label: string;
}

/** One category of a bar chart: `values[series.key]` per series. */
export interface BarDatum {
  id: string | number;
  /** Category name (shortened on the axis per §9; whole in the tooltip). */
  label: string;
  values: Record<string, number>;
}

export interface BarChartProps extends ChartBase {
  data: BarDatum[];
  series: ChartSeries[];
  /** Value text in labels and tooltips, e.g. (v) => `${v.toFixed(2)}%`. */
  valueFormat?: (value: number) => string;
  /** Fixed top of the value axis (100 for percentages). */
  maxValue?: number;
  /** 'grouped' (default) or 'stacked' series. */
  groupMode?: 'grouped' | 'stacked';
  /** Horizontal bars (categories on the left axis). */
  horizontal?: boolean;
  /** A bar was clicked: the category and the series. Bars show a pointer cursor when given. */
  onBarClick?: (datum: BarDatum, seriesKey: string) => void;
  /** A line under the tooltip's title for a category, e.g. '达标 12/40 人' (dashboard reach rates). */
  tooltipNote?: (datum: BarDatum) => string;
}

export interface LineChartProps extends ChartBase {
  /** Category labels of the x axis, e.g. ['11-15', …]. */
  x: string[];
  /** `values[i]` belongs to `x[i]`. */
  series: (ChartSeries & { values: number[] })[];
  /** Fill the area under each line. */
  area?: boolean;
}

export interface PieDatum {
  id: string | number;
  label: string;
  value: number;
}

export interface PieChartProps extends ChartBase {
  data: PieDatum[];
  /** Inner radius ratio (0 = pie, 0.5 = donut). */
  innerRadius?: number;
  valueFormat?: (value: number) => string;
}

export interface RadarChartProps extends ChartBase {
  /** Axis names (shortened per §9: over 8 characters → 7 + '…'). */
  indices: string[];
  /** `values[i]` belongs to `indices[i]`. */
  series: (ChartSeries & { values: number[] })[];
  valueFormat?: (value: number) => string;
}
