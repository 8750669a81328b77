/**
 * The frame of a student's detail page (申报详情, 活动详情): a 返回 button above, two skeleton blocks
 * while loading, '暂无数据'-style not-found text when the id is wrong or the record is gone, and the
 * outlined cards of the page.
 */
import type { ReactNode } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { EmptyState } from './EmptyState';

export interface StudentDetailFrameProps {
  state: 'loading' | 'missing' | 'ready';
  /**
   * Where 返回 goes when the page was opened directly (a link, a reload); opened from another page
   * of the app, 返回 goes back there (a staff list, the to-do queue, the student's own list). Its i18n key.
   */
  backTo: string;
  backLabel: string;
  /** Heights in px of the two skeleton blocks. */
  skeleton: [number, number];
  /** i18n key of the not-found text. */
  notFound: string;
  /** Let the page shrink below its content's width inside a flex parent (long unbroken names). */
  shrink?: boolean;
  /** The cards, rendered only when ready. */
  children: () => ReactNode;
}

export function StudentDetailFrame({ state, backTo, backLabel, skeleton, notFound, shrink, children }: StudentDetailFrameProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // 'default' is the key of the first entry of this tab's history: nothing of ours to go back to.
  const openedDirectly = useLocation().key === 'default';
  const back = (
    <Button size="small" startIcon={<ArrowBack />} onClick={() => (openedDirectly ? navigate(backTo) : navigate(-1))} sx={{ mb: 1 }}>
      {translate(backLabel)}
    </Button>
  );
  if (state === 'loading') {
    return (
      <Box sx={{ maxWidth: 760 }} aria-busy="true">
        {back}
        <Skeleton variant="rounded" height={skeleton[0]} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={skeleton[1]} />
      </Box>
    );
  }
  if (state === 'missing') {
    return (
      <Box sx={{ maxWidth: 760 }}>
        {back}
        <EmptyState message={notFound} />
      </Box>
    );
  }
  return (
    <Box sx={shrink ? { maxWidth: 760, minWidth: 0 } : { maxWidth: 760 }}>
      {back}
      {children()}
    </Box>
  );
}

/** One outlined card; every card but the first stands 1.5 below the one above. `media` goes above the content. */
export function DetailCard({ first, media, children }: { first?: boolean; media?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={first ? undefined : { mt: 1.5 }}>
      {media}
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>{children}</CardContent>
    </Card>
  );
}

/** A card's sub-heading. */
export function DetailHeading({ children, mt = 0, mb = 1 }: { children: ReactNode; mt?: number; mb?: number }) {
  return (
    <Typography variant="subtitle1" sx={{ fontWeight: 600, mt, mb }}>
      {children}
    </Typography>
  );
}
