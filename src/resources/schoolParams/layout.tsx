/**
 * The frame of 参数设置 and 诚信设置: the shared page frame (shared/PageFrame) under this feature's
 * names, and the placeholder blocks of a loading section.
 */
import { Skeleton, Stack } from '@mui/material';

export { PageFrame as ParamsPage, FrameSection as Section } from '../shared/PageFrame';

/** Placeholder blocks while a section loads. */
export function BlockSkeleton({ rows = 3, height = 72 }: { rows?: number; height?: number }) {
  return (
    <Stack spacing={1.5} data-testid="params-skeleton">
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} variant="rounded" height={height} />)}
    </Stack>
  );
}
