/**
 * A cohort's pace as a bar (issue 13 预警配置): the hours expected by this academic year, split at the
 * red and yellow shares — red zone, yellow zone, then green — with an optional marker at a student's
 * total. 预警配置 draws one per cohort on a shared scale (the tier chart); the student home draws the
 * student's own. Figures come from common/warningTiers.ts; widths are for drawing only.
 */
import type { ReactNode } from 'react';
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { fromHundredths } from '../../../common/hoursRules';
import { paceShareHundredths, type Pace, type WarningTiers } from '../../../common/warningTiers';
import { levelColor } from './WarningLevelChip';

export interface PaceBarProps {
  pace: Pace;
  tiers: WarningTiers;
  /** Hundredths the full width stands for (bars of one chart share it); default the pace, or the total when larger. */
  scale?: number;
  /** A student's total hours in hundredths: drawn as a marker. */
  total?: number;
  /** Shown left of the bar (above it on narrow screens). */
  label?: ReactNode;
  /** Hours text with the school's decimal places (default two). */
  format?: (hours: string) => string;
  testId?: string;
}

const pct = (part: number, of: number) => `${of > 0 ? Math.min(100, Math.max(0, (part / of) * 100)) : 0}%`;

export function PaceBar({ pace, tiers, scale, total, label, format = (h) => h, testId }: PaceBarProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const full = paceShareHundredths(pace);
  const red = paceShareHundredths(pace, tiers.redPercent);
  const yellow = paceShareHundredths(pace, tiers.yellowPercent);
  const width = Math.max(scale ?? 0, full, total ?? 0, 1);
  const text = (h: number) => format(fromHundredths(h));
  const tip = translate('analysis.tiers.bar_tooltip', { red: text(red), yellow: text(yellow), expected: text(full) });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 1.5 }} sx={{ alignItems: { sm: 'center' }, minWidth: 0 }} data-testid={testId}>
      {label ? (
        <Typography variant="body2" sx={{ width: { sm: 150 }, flexShrink: 0, whiteSpace: 'nowrap', color: 'text.secondary' }}>
          {label}
        </Typography>
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Tooltip title={tip} placement="top" arrow>
          <Box sx={{ position: 'relative', height: 14, borderRadius: 1, bgcolor: 'action.hover' }} aria-label={tip}>
            <Box sx={{ position: 'absolute', inset: 0, width: pct(full, width), display: 'flex', borderRadius: 1, overflow: 'hidden' }}>
              <Box sx={{ width: pct(red, full), bgcolor: levelColor(theme, 'red') }} />
              <Box sx={{ width: pct(yellow - red, full), bgcolor: levelColor(theme, 'yellow') }} />
              <Box sx={{ flex: 1, bgcolor: alpha(theme.palette.success.main, 0.55) }} />
            </Box>
            {total !== undefined ? (
              <Box
                data-testid="pace-marker"
                sx={{
                  position: 'absolute', top: -4, bottom: -4, left: pct(total, width), width: 3, ml: '-1.5px', borderRadius: 1,
                  bgcolor: 'text.primary', boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
                }}
              />
            ) : null}
          </Box>
        </Tooltip>
        <Stack direction="row" sx={{ mt: 0.5, columnGap: 1.5, rowGap: 0, flexWrap: 'wrap', fontSize: 12, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          <span>{`${translate('analysis.level.red')} < ${text(red)}`}</span>
          <span>{`${translate('analysis.level.yellow')} < ${text(yellow)}`}</span>
          <span>{translate('analysis.tiers.bar_expected', { hours: text(full) })}</span>
        </Stack>
      </Box>
    </Stack>
  );
}
