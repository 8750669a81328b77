/**
 * A job's progress (issue 3 contract (d)): a LinearProgress with processed/total while it runs,
 * the failure reason when it failed; `children` render the result once it is done.
 */
import type { ReactNode } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobView } from '../../../common/jobs';

export interface JobProgressProps<R> {
  job: JobView<R> | null;
  running: boolean;
  /** What the job does, e.g. '正在校验'; defaults to 'jobs.running'. */
  label?: string;
  children?: (job: JobView<R>) => ReactNode;
}

export function JobProgress<R>({ job, running, label = 'jobs.running', children }: JobProgressProps<R>) {
  const translate = useTranslate();
  if (!job && !running) return null;
  if (job?.status === 'failed') return <Alert severity="error">{job.error ?? translate('jobs.failed')}</Alert>;
  if (job?.status === 'done') return <>{children?.(job)}</>;
  const progress = job?.progress ?? 0;
  return (
    <Box role="status" aria-live="polite" sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="job-count">
          {job && job.total > 0 ? translate('jobs.count', { processed: job.processed, total: job.total }) : translate('jobs.queued')}
        </Typography>
      </Box>
      <LinearProgress variant={job && job.total > 0 ? 'determinate' : 'indeterminate'} value={progress} aria-label={translate(label)} />
    </Box>
  );
}
