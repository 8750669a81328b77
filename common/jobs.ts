/** Background jobs on the wire (issue 3 contract (d); DESIGN.md §4): GET /jobs/status, /jobs/list. */

/** GET /jobs/status → data (contract (d)). */
export interface JobView<R = unknown> {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  total: number;
  processed: number;
  result: R | null;
  error: string | null;
  createdBy: number;
  fileName: string | null;
  hasFile: boolean;
  createdAt: string;
  finishedAt: string | null;
}

/** An endpoint that starts a job (e.g. POST /school/student/import) → data. */
export interface JobStarted {
  id: string;
}

