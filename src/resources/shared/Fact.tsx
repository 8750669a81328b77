/**
 * One label/value row of a student detail page or form (a two-column grid that wraps long values
 * on a phone). `labelWidth` widens the label column; `preWrap` keeps line breaks of free text.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function Fact({ label, children, labelWidth = '5.5em', preWrap = false }: { label: string; children: ReactNode; labelWidth?: string; preWrap?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `${labelWidth} 1fr`, columnGap: 1.5, py: preWrap ? 0.5 : 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere', ...(preWrap ? { whiteSpace: 'pre-wrap' } : {}) }}>
        {children}
      </Typography>
    </Box>
  );
}
