/**
 * The import dialogs' fakes (students and declarations, spec §5 spreadsheet upload): the data
 * provider's file and job verbs as mocks, and the job views GET /jobs/status answers with.
 */
import type { ReactElement } from 'react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { beforeEach, expect, vi, type Mock } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { JobView } from '../../common/jobs';
import { renderWithAdmin } from './shell-harness';

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

/**
 * Renders the import dialog `dialog(onImported)` over a test data provider with `verbs`:
 * {onImported, pick}, `pick(file)` choosing one file on the input `data-testid={fileTestId}`.
 */
export function renderImportDialog(dialog: (onImported: Mock) => ReactElement, fileTestId: string, verbs: Partial<DataProvider>) {
  const onImported = vi.fn();
  renderWithAdmin(dialog(onImported), { dataProvider: testDataProvider(verbs) });
  const pick = (file: File) => fireEvent.change(screen.getByTestId(fileTestId), { target: { files: [file] } });
  return { onImported, pick };
}

/** Spec §5 file checks: `wrongType`, then `tooBig`, each refused with its message; 校验 stays disabled and nothing is uploaded. */
export async function expectFilesRefused(pick: (file: File) => void, upload: Mock, wrongType: File, tooBig: File) {
  pick(wrongType);
  expect(await screen.findByText('只能上传xls或xlsx格式的文件')).toBeInTheDocument();
  pick(tooBig);
  expect(await screen.findByText('文件大小不能超过5M')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '校验' })).toBeDisabled();
  expect(upload).not.toHaveBeenCalled();
}
