/**
 * The title bar of the wall display (issue 6): the school's name with '第二课堂数据大屏' in the
 * middle, the time of the last refresh on the left, and on the right a clock ticking every second
 * like the header clock (spec §9) and the 全屏 / 退出全屏 toggle.
 */
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Sync from '@mui/icons-material/Sync';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatClock } from '../layout/header/clock';
import { useClock } from '../layout/header/useClock';
import { DATAV_CLOCK_MS } from './constants';
import { DATAV_COLORS, DIGIT_FONT } from './theme';
import { useFullscreen } from './useFullscreen';

export interface TitleBarProps {
  schoolName: string;
  /** When the figures were last refreshed (ms since the epoch), 0 before the first answer; absent: no figures shown. */
  refreshedAt?: number;
}

function LiveClock() {
  const { now, text, weekday } = useClock(DATAV_CLOCK_MS);
  const [date, time] = text.split(' ');
  return (
    <Box component="time" data-testid="datav-clock" dateTime={now.toISOString()} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, whiteSpace: 'nowrap' }}>
      <Typography component="span" sx={{ fontFamily: DIGIT_FONT, fontSize: 30, fontWeight: 600, color: DATAV_COLORS.text, fontVariantNumeric: 'tabular-nums' }}>
        {time}
      </Typography>
      <Typography component="span" sx={{ fontSize: 15, color: DATAV_COLORS.textDim, fontVariantNumeric: 'tabular-nums' }}>
        {date} {weekday}
      </Typography>
    </Box>
  );
}

export function TitleBar({ schoolName, refreshedAt }: TitleBarProps) {
  const translate = useTranslate();
  const fullscreen = useFullscreen();
  const refreshed = refreshedAt ? formatClock(new Date(refreshedAt)).text.slice(11) : '';
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        alignItems: 'center',
        px: 3,
        // The framed title plate in the middle, with a glowing base line.
        background: `linear-gradient(180deg, rgba(56,189,248,0.16) 0%, rgba(56,189,248,0) 100%)`,
        borderBottom: `1px solid ${DATAV_COLORS.panelBorder}`,
        boxShadow: `0 1px 0 rgba(56,189,248,0.08), 0 8px 24px -16px ${DATAV_COLORS.accent}`,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: DATAV_COLORS.textDim, fontSize: 15, minWidth: 0, visibility: refreshedAt === undefined ? 'hidden' : undefined }}>
        <Sync sx={{ fontSize: 20, color: DATAV_COLORS.accent }} />
        <Typography component="span" data-testid="datav-refreshed" sx={{ fontSize: 15, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {refreshed ? translate('dataScreen.last_refresh', { time: refreshed }) : translate('dataScreen.refreshing')}
        </Typography>
        <Typography component="span" sx={{ fontSize: 13, opacity: 0.7, whiteSpace: 'nowrap' }}>
          · {translate('dataScreen.refresh_every')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'center', px: 4 }}>
        <Typography
          component="h1"
          data-testid="datav-title"
          sx={{
            fontSize: 36,
            fontWeight: 700,
            letterSpacing: 4,
            whiteSpace: 'nowrap',
            background: 'linear-gradient(180deg, #ffffff 20%, #7dd3fc 100%)',
            WebkitBackgroundClip: 'text',
            backgroundClip: 'text',
            color: 'transparent',
            filter: 'drop-shadow(0 0 14px rgba(56,189,248,0.4))',
          }}
        >
          {schoolName ? <span data-testid="datav-school">{schoolName}</span> : null}
          {schoolName ? ' · ' : null}
          {translate('dataScreen.title')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2.5, minWidth: 0 }}>
        <LiveClock />
        {fullscreen.supported ? (
          <Button
            size="small"
            variant="outlined"
            onClick={fullscreen.toggle}
            startIcon={fullscreen.active ? <FullscreenExit /> : <Fullscreen />}
            sx={{ color: DATAV_COLORS.text, borderColor: DATAV_COLORS.panelBorder, whiteSpace: 'nowrap' }}
          >
            {translate(fullscreen.active ? 'dataScreen.fullscreen.exit' : 'dataScreen.fullscreen.enter')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
