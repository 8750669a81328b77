/**
 * Whether the window is phone-sized (issue 18 item 1): narrower than MUI's `sm` breakpoint (600 px).
 * There the shell drops the side rail for an overlaying drawer and, for students, a bottom
 * navigation; the assistant's button moves into the header.
 */
import { useMediaQuery, useTheme } from '@mui/material';

export function usePhone(): boolean {
  const theme = useTheme();
  // noSsr: the first render already knows the width, so a phone never flashes the desktop rail.
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
