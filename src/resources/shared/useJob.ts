/**
 * Follows a background job (issue 3 contract (d)): `start(promise)` takes the call that starts the
 * job (its reply is {id}); the status (GET /jobs/status through the data provider's getJobStatus)
 * is a TanStack query polled every `pollMs` until the job is done or failed. Used by the import and
 * export dialogs and the batch transcripts with JobProgress.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JobStarted, JobView } from '../../../common/jobs';
import type { FileDataProvider } from '../../dataProvider/files';
import { notifyError } from '../../dataProvider/notify';

export const JOB_POLL_MS = 500;

export interface JobState<R> {
  /** The latest status, or null before the first reply. */
  job: JobView<R> | null;
  /** True from start() until the job is done or failed (or the start call failed). */
  running: boolean;
  /** The start call's or the polling's failure (its error toast shown, unless the start was silent). */
  failed: boolean;
  /**
   * Resolves with the final status, or null when the job could not be followed or was reset. A
   * refused start shows its error toast unless `silent` (the page says it in place).
   */
  start: (starting: Promise<JobStarted>, options?: { silent?: boolean }) => Promise<JobView<R> | null>;
  reset: () => void;
}

const finished = (view: JobView<unknown> | undefined) => view?.status === 'done' || view?.status === 'failed';

export function useJob<R = unknown>(pollMs = JOB_POLL_MS): JobState<R> {
  const dataProvider = useDataProvider<FileDataProvider>();
  const [id, setId] = useState<string | null>(null);
  // Which start() this is: part of the query key, so a job id seen before (a retry, a test's fixed
  // id) never answers from the previous run's cached status.
  const [run, setRun] = useState(0);
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  // The pending start()'s resolver; replaced (resolved with null) by a newer start or a reset.
  const waiter = useRef<((view: JobView<R> | null) => void) | null>(null);
  const settle = (view: JobView<R> | null) => {
    waiter.current?.(view);
    waiter.current = null;
  };

  const status = useQuery({
    queryKey: ['jobs', 'status', id, run],
    queryFn: () => dataProvider.getJobStatus<R>(id as string),
    enabled: id !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : pollMs),
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (id === null) return;
    if (status.isError) settle(null);
    else if (finished(status.data)) settle(status.data ?? null);
  }, [id, status.data, status.isError]);
  useEffect(() => () => settle(null), []);

  const start = useCallback((startCall: Promise<JobStarted>, options: { silent?: boolean } = {}) => {
    settle(null);
    setId(null);
    setRun((n) => n + 1);
    setStartFailed(false);
    setStarting(true);
    const done = new Promise<JobView<R> | null>((resolve) => (waiter.current = resolve));
    const mine = waiter.current;
    startCall.then(
      ({ id: started }) => {
        if (waiter.current !== mine) return;
        setStarting(false);
        setId(String(started));
      },
      (e: unknown) => {
        // Outside TanStack: the start call decides its toast here.
        if (!options.silent) notifyError(e);
        if (waiter.current !== mine) return;
        setStarting(false);
        setStartFailed(true);
        settle(null);
      },
    );
    return done;
  }, []);

  const reset = useCallback(() => {
    settle(null);
    setId(null);
    setStarting(false);
    setStartFailed(false);
  }, []);

  const job = id !== null ? (status.data ?? null) : null;
  const failed = startFailed || (id !== null && status.isError);
  const running = starting || (id !== null && !failed && !finished(job ?? undefined));
  return { job, running, failed, start, reset };
}
