/**
 * The hours-warning line chart of the student home (spec §2): per top-level module two series,
 * 已获学时 (classifyHours) and 预警值 (minHours); an earned point below the warning value is drawn
 * larger and red so that it stands out. Loaded lazily (nivo is large): StudentHome wraps it in
 * React.lazy + Suspense.
 */
import { ResponsiveLine, type LineSeries, type Point, type SliceTooltipProps } from '@nivo/line';
import { Box, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClassifyAchievement } from '../../../common/classify';
import { belowWarning } from './warning';
import { classifyName } from '../../i18n/labels';

type Series = LineSeries & { id: string; data: { x: string; y: number }[] };

export interface HoursWarningChartProps {
  items: ClassifyAchievement[];
  /** Hours with the school's decimal places. */
  format: (value: string | number) => string;
}

export default function HoursWarningChart({ items: raw, format }: HoursWarningChartProps) {
  const translate = useTranslate();
  const items = raw.map((i) => ({ ...i, classifyName: classifyName(translate, i.classifyName) }));
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const earnedId = translate('studentHome.home.chart.earned');
  const warningId = translate('studentHome.home.chart.warning');
  const below = new Set(items.filter(belowWarning).map((i) => i.classifyName));
  // Numbers only for drawing; every figure shown as text comes from the strings.
  const data: Series[] = [
    { id: earnedId, data: items.map((i) => ({ x: i.classifyName, y: Number(i.classifyHours) || 0 })) },
    { id: warningId, data: items.map((i) => ({ x: i.classifyName, y: Number(i.minHours) || 0 })) },
  ];
  const text = new Map(items.map((i) => [i.classifyName, i]));
  const red = theme.palette.error.main;
  const colors = [theme.palette.primary.main, theme.palette.warning.main];

  const paper = theme.palette.background.paper;
  // Earned points below the warning value are filled red (pointColor) and drawn larger (symbol).
  const pointColor = ({ point }: { point: { seriesId: string; data: { x: string } } }) =>
    point.seriesId === earnedId && below.has(String(point.data.x)) ? red : paper;
  const symbol = ({ size, color, borderWidth, borderColor }: { size: number; color: string; borderWidth: number; borderColor: string }) => {
    const alarm = color === red;
    return <circle r={(alarm ? size + 4 : size) / 2} fill={color} stroke={alarm ? paper : borderColor} strokeWidth={borderWidth} />;
  };

  const tooltip = ({ slice }: SliceTooltipProps<Series>) => {
    const name = String(slice.points[0]?.data.x ?? '');
    const item = text.get(name);
    return (
      <Paper elevation={3} sx={{ px: 1.5, py: 1, fontSize: 13 }}>
        <Typography variant="subtitle2">{name}</Typography>
        {item ? (
          <>
            <Box sx={{ color: below.has(name) ? red : colors[0] }}>{`${earnedId}：${format(item.classifyHours)}`}</Box>
            <Box sx={{ color: colors[1] }}>{`${warningId}：${format(item.minHours)}`}</Box>
          </>
        ) : null}
      </Paper>
    );
  };

  return (
    <Box role="img" aria-label={translate('studentHome.home.chart.aria')} sx={{ height: narrow ? 260 : 300, width: '100%' }}>
      <ResponsiveLine<Series>
        data={data}
        colors={colors}
        margin={{ top: 36, right: 32, bottom: narrow ? 56 : 40, left: 44 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        curve="linear"
        lineWidth={2}
        pointSize={8}
        pointColor={pointColor}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        pointSymbol={symbol}
        enableSlices="x"
        sliceTooltip={tooltip}
        axisBottom={{ tickSize: 0, tickPadding: 10, tickRotation: narrow ? -40 : 0 }}
        axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 5 }}
        enableGridX={false}
        legends={[
          {
            anchor: 'top-left',
            direction: 'row',
            translateY: -30,
            itemWidth: 90,
            itemHeight: 20,
            symbolSize: 10,
            symbolShape: 'circle',
            data: [
              { id: earnedId, label: earnedId, color: colors[0] },
              { id: warningId, label: warningId, color: colors[1] },
            ],
          },
        ]}
        theme={{
          text: { fontFamily: theme.typography.fontFamily, fontSize: 12, fill: theme.palette.text.secondary },
          grid: { line: { stroke: theme.palette.divider } },
        }}
        animate={false}
      />
    </Box>
  );
}
