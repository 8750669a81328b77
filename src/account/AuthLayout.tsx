/**
 * The frame of every sign-in and account page: a calm gradient background with the product
 * title, and one centred card. Used by the pages that render without the admin layout.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { LocalesMenuButton, useLocales, useTranslate } from 'react-admin';

export interface AuthLayoutProps {
  children: ReactNode;
  /** Card width in px (default 460). */
  width?: number;
  /** Shown at the card's top right (e.g. an exit icon). */
  actions?: ReactNode;
}

export function AuthLayout({ children, width = 460, actions }: AuthLayoutProps) {
  const translate = useTranslate();
  const locales = useLocales();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background:
          'radial-gradient(circle at 15% 20%, rgba(255,255,255,0.14) 0, transparent 38%),' +
          'radial-gradient(circle at 85% 80%, rgba(255,255,255,0.10) 0, transparent 42%),' +
          'linear-gradient(135deg, #163f86 0%, #2563c9 55%, #3f8fd8 100%)',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, color: '#fff' }}>
        <SchoolOutlined sx={{ fontSize: 40 }} />
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, letterSpacing: 2 }}>
            {translate('auth.title')}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.85, letterSpacing: 1 }}>
            {translate('auth.subtitle')}
          </Typography>
        </Box>
      </Stack>
      <Card
        elevation={12}
        sx={{ width: '100%', maxWidth: width, borderRadius: 3, border: 'none', position: 'relative', overflow: 'visible' }}
      >
        <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', alignItems: 'center' }}>
          {actions}
          {locales.length > 1 && <LocalesMenuButton />}
        </Box>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
