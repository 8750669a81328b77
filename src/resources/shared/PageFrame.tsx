/**
 * The frame of a settings or analysis page: the page title (react-admin <Title> for the breadcrumb
 * and a visible h1) with a subtitle and actions on its right, and sections as outlined cards with a
 * heading, a grey hint line and an `extra` slot (a button) that wraps under the heading when narrow.
 * The /analysis pages and 参数设置 / 诚信设置 share it.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A page: `title` and `subtitle` are i18n keys; `actions` sit on the right of the heading. */
export function PageFrame({ title, subtitle, actions, children }: { title: string; subtitle?: string; actions?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography variant="h6" component="h1">{translate(title)}</Typography>
          {subtitle ? <Typography variant="body2" color="text.secondary">{translate(subtitle)}</Typography> : null}
        </Box>
        {actions}
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** A titled card (a named region); `title` and `hint` are translated texts, `extra` sits on the right. */
export function FrameSection({ title, hint, extra, children, testId }: { title: string; hint?: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ minWidth: 0 }} component="section" aria-label={title}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={2} sx={{ mb: 1.5, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{title}</Typography>
            {hint ? <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>{hint}</Typography> : null}
          </Box>
          {extra}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
