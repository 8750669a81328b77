/**
 * A list that shows `visible` rows at a time. When it holds more, it moves up one row every
 * DATAV_TICKER_MS (the rows wrap round), pausing while the pointer is over it, so every row comes
 * past on a wall display without scroll bars (the list slides up; the row leaving at the top is
 * drawn for the slide only and hidden from assistive technology).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DATAV_TICKER_MS } from './constants';
import { reducedMotion } from './useCountUp';

export interface TickerProps<T> {
  rows: T[];
  visible: number;
  rowHeight: number;
  rowKey: (row: T) => string | number;
  renderRow: (row: T, index: number) => ReactNode;
  /** Test id of the list. */
  testId?: string;
}

export function Ticker<T>({ rows, visible, rowHeight, rowKey, renderRow, testId }: TickerProps<T>) {
  // Moves so far; the first shown row is moves % rows.length.
  const [moves, setMoves] = useState(0);
  const [paused, setPaused] = useState(false);
  const moving = rows.length > visible;
  useEffect(() => {
    if (!moving || paused) return;
    const timer = setInterval(() => setMoves((m) => m + 1), DATAV_TICKER_MS);
    return () => clearInterval(timer);
  }, [moving, paused, rows.length]);
  const start = moving ? moves % rows.length : 0;
  const shown = moving ? Array.from({ length: visible }, (_, i) => (start + i) % rows.length) : rows.map((_, i) => i);
  // After a move the row that left the top is drawn once more above the others, and the list
  // slides up by one row: it goes out over the top while the new row comes in at the bottom.
  const sliding = moving && moves > 0 && !reducedMotion();
  const leaving = (start - 1 + rows.length) % rows.length;
  const rowBox = { height: rowHeight, display: 'flex', alignItems: 'center' } as const;
  return (
    <Box
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{ height: Math.min(visible, rows.length) * rowHeight, overflow: 'hidden' }}
    >
      <Box
        key={moves}
        sx={
          sliding
            ? {
                animation: 'datav-ticker 700ms ease-in-out forwards',
                '@keyframes datav-ticker': { from: { transform: 'none' }, to: { transform: `translateY(-${rowHeight}px)` } },
              }
            : undefined
        }
      >
        {sliding ? (
          <Box aria-hidden sx={rowBox}>
            {renderRow(rows[leaving], leaving)}
          </Box>
        ) : null}
        <Box role="list">
          {shown.map((index) => (
            <Box role="listitem" key={rowKey(rows[index])} sx={rowBox}>
              {renderRow(rows[index], index)}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
