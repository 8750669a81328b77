/**
 * Follows a background job (issue 3 contract (d)): polls GET /jobs/status every 500 ms until the
 * job is done or failed. `start(promise)` takes the call that starts the job (its reply is {id}).
 * Later issues (batch transcripts) reuse it with JobProgress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobStarted, JobView } from '../../../common/jobs';
import { api } from '../../dataProvider/apiClient';

export const JOB_POLL_MS = 500;

export interface JobState<R> {
  /** The latest status, or null before the first reply. */
  job: JobView<R> | null;
  /** True from start() until the job is done or failed (or the start call failed). */
  running: boolean;
  /** The start call's or the polling's failure (the client already showed its toast). */
  failed: boolean;
  start: (starting: Promise<JobStarted>) => Promise<JobView<R> | null>;
  reset: () => void;
}

export function useJob<R = unknown>(pollMs = JOB_POLL_MS): JobState<R> {
  const [job, setJob] = useState<JobView<R> | null>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  useEffect(() => () => void (generation.current += 1), []);

  const start = useCallback(
    async (starting: Promise<JobStarted>) => {
      const mine = ++generation.current;
      setJob(null);
      setFailed(false);
      setRunning(true);
      try {
        const { id } = await starting;
        for (;;) {
          if (generation.current !== mine) return null;
          const view = await api.get<JobView<R>>('/jobs/status', { id });
          if (generation.current !== mine) return null;
          setJob(view);
          if (view.status === 'done' || view.status === 'failed') {
            setRunning(false);
            return view;
          }
          await new Promise((r) => setTimeout(r, pollMs));
        }
      } catch {
        if (generation.current === mine) {
          setFailed(true);
          setRunning(false);
        }
        return null;
      }
    },
    [pollMs],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setJob(null);
    setRunning(false);
    setFailed(false);
  }, []);

  return { job, running, failed, start, reset };
}
