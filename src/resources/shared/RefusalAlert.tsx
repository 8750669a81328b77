/** A dialog's or form's refusal in place: a red alert read out at once, nothing when there is none. */
import type { ReactNode } from 'react';
import { Alert, type SxProps, type Theme } from '@mui/material';

export function RefusalAlert({ children, sx }: { children?: ReactNode; sx?: SxProps<Theme> }) {
  return children ? (
    <Alert severity="error" role="alert" sx={sx}>
      {children}
    </Alert>
  ) : null;
}
