/** One titled, outlined block of a long form page (发起活动, 申报项目); `title` is an i18n key. */
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>{translate(title)}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
