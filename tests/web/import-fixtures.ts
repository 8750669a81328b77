/**
 * The import dialogs' fakes (students and declarations, spec §5 spreadsheet upload): the data
 * provider's file and job verbs as mocks, and the job views GET /jobs/status answers with.
 */
import { beforeEach, vi } from 'vitest';
import type { JobView } from '../../common/jobs';

/** A spreadsheet (or any) file of `size` bytes. */
export const fileOf = (name: string, size: number) => new File([new Uint8Array(size)], name);

/**
 * The job of one import: `processed` of `total` rows with `status`, the result once done; a file
 * (the error report) when the result has errors.
 */
export function importJob<R extends { errorCount: number }>(
  base: { id: string; kind: string; total: number; fileName: string },
  status: JobView['status'],
  processed: number,
  result: R | null,
): JobView<R> {
  return {
    ...base, status, progress: Math.floor((processed / base.total) * 100), processed, result, error: null,
    createdBy: 1, hasFile: result ? result.errorCount > 0 : false, createdAt: '2026-11-21T02:00:00Z', finishedAt: null,
  };
}

/**
 * startImport (answers `{ id: jobId }`), getJobStatus (answers `statuses` in turn, the last one
 * again and again) and downloadFile, reset before each test. Set `statuses` before starting a job.
 */
export function importVerbs<R>(jobId: string) {
  const verbs = { upload: vi.fn(), getJobStatus: vi.fn(), download: vi.fn(async () => 'x.xlsx'), statuses: [] as JobView<R>[] };
  beforeEach(() => {
    verbs.upload.mockReset();
    verbs.getJobStatus.mockReset();
    verbs.download.mockClear();
    verbs.upload.mockResolvedValue({ id: jobId });
    verbs.getJobStatus.mockImplementation(async () => (verbs.statuses.length > 1 ? verbs.statuses.shift() : verbs.statuses[0]));
  });
  return verbs;
}
