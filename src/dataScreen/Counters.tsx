/**
 * The live counters of the wall display (GET /index/statistics/info, spec §3 statistics summary):
 * 学生总数, 活动数量, 活动参与人次, 自主申报, 审核中, 进行中 in big digits that count up when a
 * refresh changes them; a dark skeleton until the first answer, '--' when the call failed.
 */
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatisticsInfo } from '../../common/dashboard';
import { DATAV_COLORS, DIGIT_FONT } from './theme';
import { useCountUp } from './useCountUp';

type CounterKey = keyof Pick<StatisticsInfo, 'studentCount' | 'activityCount' | 'activityEnrollCount' | 'hoursApplyCount' | 'waitAuditCount' | 'progressingCount'>;

/** The six counters in order, with their unit. */
export const COUNTERS: { key: CounterKey; unit: 'person' | 'item' | 'times'; color: string }[] = [
  { key: 'studentCount', unit: 'person', color: '#5ee7ff' },
  { key: 'activityCount', unit: 'item', color: '#7cb8ff' },
  { key: 'activityEnrollCount', unit: 'times', color: '#6ee7b7' },
  { key: 'hoursApplyCount', unit: 'item', color: '#c4b5fd' },
  { key: 'waitAuditCount', unit: 'item', color: '#fcd34d' },
  { key: 'progressingCount', unit: 'item', color: '#fda4af' },
];

const groupDigits = (n: number) => n.toLocaleString('en-US');

/** Digit size limits (px) of the counters, and the room a tile gives its figure and unit. */
const DIGITS_MAX = 46;
const DIGITS_MIN = 22;
const TILE_ROOM = 132;

/**
 * One digit size for every tile, so the figures line up: the largest at which the longest figure
 * with its unit fits its tile (digits ≈ 0.56 em wide, unit characters 16 px).
 */
export function digitSize(figures: { text: string; unit: string }[]): number {
  const sizes = figures.map(({ text, unit }) => (TILE_ROOM - Array.from(unit).length * 16) / (Math.max(1, text.length) * 0.56));
  return Math.floor(Math.max(DIGITS_MIN, Math.min(DIGITS_MAX, ...sizes)));
}

function Counter({ id, label, unit, value, color, loading, size }: { id: CounterKey; label: string; unit: string; value: number | undefined; color: string; loading: boolean; size: number }) {
  const shown = useCountUp(value);
  return (
    <Box
      data-testid={`datav-counter-${id}`}
      sx={{
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        borderRadius: 1.5,
        border: `1px solid ${DATAV_COLORS.panelBorder}`,
        background: `radial-gradient(120% 90% at 50% 100%, ${DATAV_COLORS.accentSoft} 0%, rgba(13,34,72,0.35) 70%)`,
      }}
    >
      <Typography sx={{ fontSize: 17, color: DATAV_COLORS.textDim, letterSpacing: 1, whiteSpace: 'nowrap' }}>{label}</Typography>
      {loading ? (
        <Skeleton variant="rounded" width="70%" height={52} data-testid="counter-skeleton" />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, whiteSpace: 'nowrap' }}>
          <Typography
            component="span"
            data-testid={`datav-counter-${id}-value`}
            sx={{ fontFamily: DIGIT_FONT, fontSize: size, lineHeight: 1.1, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', textShadow: `0 0 18px ${color}66` }}
          >
            {shown === undefined ? '--' : groupDigits(shown)}
          </Typography>
          {shown !== undefined && unit ? (
            <Typography component="span" sx={{ fontSize: 15, color: DATAV_COLORS.textDim }}>
              {unit}
            </Typography>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

/** The counters row; `data` undefined with `loading` false means the call failed. */
export function Counters({ data, loading }: { data: StatisticsInfo | undefined; loading: boolean }) {
  const translate = useTranslate();
  const figures = COUNTERS.map(({ key, unit }) => {
    const raw = data?.[key];
    const value = raw === undefined || raw === null || !Number.isFinite(Number(raw)) ? undefined : Number(raw);
    return { key, value, unit: translate(`dataScreen.units.${unit}`, { _: '' }) };
  });
  const size = digitSize(figures.map((f) => ({ text: f.value === undefined ? '--' : groupDigits(f.value), unit: f.unit })));
  return (
    <Box
      component="section"
      aria-label={translate('dataScreen.counters.label')}
      data-testid="panel-counters"
      sx={{ height: '100%', display: 'grid', gridTemplateColumns: `repeat(${COUNTERS.length}, minmax(0, 1fr))`, gap: 1.5 }}
    >
      {COUNTERS.map(({ key, color }, i) => (
        <Counter
          key={key}
          id={key}
          label={translate(`dataScreen.counters.${key}`)}
          unit={figures[i].unit}
          value={figures[i].value}
          color={color}
          loading={loading}
          size={size}
        />
      ))}
    </Box>
  );
}
