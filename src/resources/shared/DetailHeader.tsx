/**
 * The header card of a record's page (declarations, organisation applications, volunteer teams):
 * 返回 (browser history, else `backPath`), the heading with its chips, a grey line under it, and the
 * actions on the right (under it when narrow).
 */
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export interface DetailHeaderProps {
  /** The heading (translated text). */
  title: string;
  /** Chips after the heading. */
  chips?: ReactNode;
  /** The grey line under it (translated text). */
  subtitle?: string;
  actions?: ReactNode;
  backPath: string;
}

export function DetailHeader({ title, chips, subtitle, actions, backPath }: DetailHeaderProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
          <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(backPath))}>
            {translate('ra.action.back')}
          </Button>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h1">{title}</Typography>
              {chips}
            </Stack>
            {subtitle ? <Typography variant="body2" color="text.secondary">{subtitle}</Typography> : null}
          </Box>
        </Stack>
        {actions}
      </Stack>
    </Paper>
  );
}
