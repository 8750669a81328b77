/**
 * The dashboard's loading overlay (spec §2 "Loading overlay text: data is being prepared, please
 * wait"; §9 "loading overlay closes after 500 ms"): shown over the widgets while their first
 * figures load, closed 500 ms after every dashboard call has settled — failed calls included —
 * and not shown again for later calls (a grade change, a popup, a refetch).
 */
import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

/** Spec §9. */
export const OVERLAY_CLOSE_MS = 500;

/** True until 500 ms after the dashboard's calls (query key ['dashboard', …]) have all settled. */
export function useFirstLoad(): boolean {
  const fetching = useIsFetching({ queryKey: ['dashboard'] });
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    if (!loading || fetching > 0) return;
    const timer = setTimeout(() => setLoading(false), OVERLAY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [fetching, loading]);
  return loading;
}

export function LoadingOverlay({ open }: { open: boolean }) {
  const translate = useTranslate();
  if (!open) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="dashboard-overlay"
      sx={{ position: 'absolute', inset: 0, zIndex: 2, bgcolor: 'rgba(242,244,247,0.72)', backdropFilter: 'blur(1px)', borderRadius: 1 }}
    >
      <Box sx={{ position: 'sticky', top: '35vh', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, pt: 6 }}>
        <CircularProgress size={36} />
        <Typography color="text.secondary">{translate('dashboard.loading')}</Typography>
      </Box>
    </Box>
  );
}
