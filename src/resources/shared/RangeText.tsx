/**
 * A range of two days or times ('2026-11-25 08:00 – 2026-12-01 22:00', '2026-11-13 ～ 2026-12-27')
 * that wraps only between its ends: on a phone a line break inside '2026-12-01 22:00' reads as two
 * values. Text without a ' – ' or ' ～ ' separator is shown as it is.
 */
import { Box } from '@mui/material';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export function RangeText({ text }: { text: string }) {
  const [start, separator, end] = text.split(/ ([–～]) /);
  if (separator === undefined || end === undefined) return <>{text}</>;
  return (
    <>
      <Box component="span" sx={NO_WRAP}>{`${start} ${separator}`}</Box> <Box component="span" sx={NO_WRAP}>{end}</Box>
    </>
  );
}
