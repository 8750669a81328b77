/**
 * The dark look of the wall display (issue 6): a deep navy page, translucent panels with a cyan
 * hairline, bright series colours that read from across a room. The charts take `tone="dark"`.
 */
import { createTheme } from '@mui/material/styles';

export const DATAV_COLORS = {
  page: '#050b1a',
  panel: 'rgba(13, 34, 72, 0.55)',
  panelBorder: 'rgba(56, 189, 248, 0.28)',
  accent: '#38bdf8',
  accentSoft: 'rgba(56, 189, 248, 0.12)',
  text: '#e6f1ff',
  textDim: '#8aa4c8',
  digits: '#5ee7ff',
  warn: '#fbbf24',
} as const;

/** Digits on the counters: tabular figures of a condensed face when the machine has one. */
export const DIGIT_FONT = '"DIN Alternate","Bahnschrift","Roboto Condensed","Helvetica Neue",Arial,sans-serif';

/** The MUI theme inside the page (dark mode: skeletons, dividers and text follow it). */
export const dataScreenTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: DATAV_COLORS.accent },
    background: { default: DATAV_COLORS.page, paper: '#0b1a36' },
    text: { primary: DATAV_COLORS.text, secondary: DATAV_COLORS.textDim },
    divider: 'rgba(56, 189, 248, 0.18)',
  },
  typography: {
    fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans SC",sans-serif',
    button: { textTransform: 'none' },
  },
  shape: { borderRadius: 6 },
});
