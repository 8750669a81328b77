/**
 * The blocks of the detail pages (student, activity, project, declaration): a titled card, label /
 * value pairs in a responsive grid, a free-text section with its placeholder, and two sections
 * side by side.
 */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A card titled by the i18n key `title`. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label/value pairs in a responsive grid; labels are i18n keys, an empty value shows '-'. */
export function Fields({ items }: { items: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, columnGap: 3, rowGap: 1.5 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(label)}
          </Typography>
          <Typography variant="body2" component="div">
            {value === '' || value === null || value === undefined ? '-' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A section of one free text, line breaks kept; without text, the i18n key `empty` in grey. */
export function TextSection({ title, text, empty }: { title: string; text?: string | null; empty: string }) {
  const translate = useTranslate();
  return (
    <Section title={title}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} color={text ? 'text.primary' : 'text.secondary'}>
        {text || translate(empty)}
      </Typography>
    </Section>
  );
}

/** Two sections side by side from md up, stacked below. */
export function SideBySide({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>{children}</Box>;
}
