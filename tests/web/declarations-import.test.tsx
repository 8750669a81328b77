/**
 * 导入申报 (POST /project/apply/import, the shared spreadsheet import): the template download, the
 * file checks of spec §5 before any upload, the dry run's progress and error table, 导入全部 disabled
 * while rows are bad, 仅导入正确行 importing the good rows, and a clean file imported in full.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeclarationImportResult } from '../../common/declarations';
import type { JobView } from '../../common/jobs';
import { DeclarationImportDialog } from '../../src/resources/declarations/DeclarationImportDialog';
import { expectFilesRefused, fileOf, importJob, importVerbs, renderImportDialog } from './import-fixtures';

const checked: DeclarationImportResult = {
  mode: 'dryRun', total: 4, valid: 2, invalid: 2, created: 0, written: false, errorCount: 2,
  errors: [
    { row: 3, column: '学号', reason: '学号不存在' },
    { row: 5, column: '奖项级别', reason: '奖项级别不属于该项目' },
  ],
};
const job = (status: JobView['status'], processed: number, result: DeclarationImportResult | null) =>
  importJob({ id: 'job-3', kind: 'declaration-import', total: 8, fileName: '申报.xlsx' }, status, processed, result);

// The provider's file and job verbs (src/dataProvider/files.ts): the upload, GET /jobs/status and file downloads.
const verbs = importVerbs<DeclarationImportResult>('job-3');
const { upload, getJobStatus, download } = verbs;

const xlsx = (name = '申报.xlsx', size = 4096) => fileOf(name, size);

const setup = () =>
  renderImportDialog((onImported) => <DeclarationImportDialog open onClose={() => undefined} onImported={onImported} />, 'declaration-file', { startImport: upload, getJobStatus, downloadFile: download } as never);

describe('DeclarationImportDialog', () => {
  it('downloads the template and refuses other files before uploading', async () => {
    const { pick } = setup();
    expect(screen.getByRole('dialog', { name: '导入申报' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下载导入模板' }));
    expect(download).toHaveBeenCalledWith('/project/apply/import-template', {}, '申报导入模板.xlsx');
    await expectFilesRefused(pick, upload, xlsx('申报.pdf'), xlsx('申报.xlsx', 5 * 1024 * 1024 + 1));
  });

  it('checks, reports the bad rows, then imports only the correct ones', async () => {
    const { pick, onImported } = setup();
    pick(xlsx());
    verbs.statuses = [job('running', 3, null), job('done', 4, checked)];
    fireEvent.click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('3 / 8')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/project/apply/import', expect.any(File), { mode: 'dryRun' });
    expect(await screen.findByText('奖项级别不属于该项目', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('import-summary')).toHaveTextContent('共 4 行，正确 2 行，错误 2 行');
    expect(within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent)).toEqual(['行号列原因', '3学号学号不存在', '5奖项级别奖项级别不属于该项目']);
    expect(screen.getByRole('button', { name: '导入全部' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下载错误报告' }));
    expect(download).toHaveBeenCalledWith('/jobs/download', { id: 'job-3' }, '申报导入错误报告.xlsx');

    verbs.statuses = [job('done', 8, { ...checked, mode: 'importValid', created: 2, written: true })];
    fireEvent.click(screen.getByRole('button', { name: '仅导入正确行' }));
    expect(upload).toHaveBeenLastCalledWith('/project/apply/import', expect.any(File), { mode: 'importValid' });
    expect(await screen.findByText('导入完成：新增 2 条申报', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('imports a clean file in full', async () => {
    const { pick, onImported } = setup();
    pick(xlsx());
    const clean = { ...checked, valid: 4, invalid: 0, errors: [], errorCount: 0 };
    verbs.statuses = [job('done', 4, clean)];
    fireEvent.click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('全部行均正确，可以导入。', {}, { timeout: 3000 })).toBeInTheDocument();
    verbs.statuses = [job('done', 8, { ...clean, mode: 'importAll', created: 4, written: true })];
    fireEvent.click(screen.getByRole('button', { name: '导入全部' }));
    expect(await screen.findByText('导入完成：新增 4 条申报', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(upload).toHaveBeenLastCalledWith('/project/apply/import', expect.any(File), { mode: 'importAll' });
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
  });
});
