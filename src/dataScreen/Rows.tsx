/**
 * The table look of the list panels (热门活动, 指导学时排行, 学生获奖): a header line and rows laid
 * on the same grid columns, text cut with an ellipsis (the whole text in its title).
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DATAV_COLORS } from './theme';

export const HEADER_ROW_HEIGHT = 32;

/** The header line; `align` per cell ('right' over figures). */
export function RowHeader({ columns, cells, align = [] }: { columns: string; cells: ReactNode[]; align?: ('left' | 'right' | 'center')[] }) {
  return (
    <Box
      role="presentation"
      sx={{
        height: HEADER_ROW_HEIGHT,
        display: 'grid',
        gridTemplateColumns: columns,
        alignItems: 'center',
        columnGap: 1.5,
        px: 1.5,
        fontSize: 14,
        color: DATAV_COLORS.accent,
        bgcolor: DATAV_COLORS.accentSoft,
        borderRadius: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {cells.map((cell, i) => (
        <Box key={i} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', textAlign: align[i] ?? 'left' }}>
          {cell}
        </Box>
      ))}
    </Box>
  );
}

export function Row({ columns, children, striped }: { columns: string; children: ReactNode; striped?: boolean }) {
  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
        display: 'grid',
        gridTemplateColumns: columns,
        alignItems: 'center',
        columnGap: 1.5,
        px: 1.5,
        fontSize: 15,
        color: DATAV_COLORS.text,
        borderBottom: '1px dashed rgba(56, 189, 248, 0.14)',
        bgcolor: striped ? 'rgba(56, 189, 248, 0.04)' : 'transparent',
      }}
    >
      {children}
    </Box>
  );
}

/** One cell: a line cut with an ellipsis, the whole text as its title. */
export function Cell({ text, dim, align, strong, testId }: { text: string; dim?: boolean; align?: 'right' | 'center'; strong?: boolean; testId?: string }) {
  return (
    <Box
      title={text}
      data-testid={testId}
      sx={{
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        textAlign: align,
        color: dim ? DATAV_COLORS.textDim : undefined,
        fontWeight: strong ? 600 : undefined,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {text}
    </Box>
  );
}
