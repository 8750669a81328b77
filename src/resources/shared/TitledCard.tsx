/** An outlined card of a statistics page with its translated title above the content (a chart, a list). */
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
