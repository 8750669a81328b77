/**
 * The roster import dialog (issue 3; spec §4 upload component, §5 spreadsheet upload): one file is
 * queued, checked by name and size first; the dry run shows its progress and the error report;
 * 导入全部 stays disabled while rows are bad; 仅导入正确行 imports and reports the counts.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobView } from '../../common/jobs';
import type { ImportResult } from '../../common/students';
import { ImportDialog } from '../../src/resources/students/ImportDialog';
import { expectFilesRefused, fileOf, importJob, importVerbs, renderImportDialog } from './import-fixtures';

const checked: ImportResult = {
  mode: 'dryRun', total: 3, valid: 1, invalid: 2, created: 0, updated: 0, written: false, rule: "初始密码为 'Sc@' 加身份证号后6位", errorCount: 2,
  errors: [
    { row: 3, column: '证件号码', reason: '身份证号码校验位错误' },
    { row: 4, column: '手机号', reason: '手机号格式不正确' },
  ],
};
const job = (status: JobView['status'], processed: number, result: ImportResult | null) =>
  importJob({ id: 'job-1', kind: 'student-import', total: 6, fileName: 'r.xlsx' }, status, processed, result);

// The provider's import and job verbs (src/dataProvider/files.ts): POST the file, then GET /jobs/status.
const verbs = importVerbs<ImportResult>('job-1');
const { upload, getJobStatus } = verbs;

const xlsx = (name = '名单.xlsx', size = 2048) => fileOf(name, size);

const setup = () =>
  renderImportDialog((onImported) => <ImportDialog open onClose={() => undefined} onImported={onImported} />, 'roster-file', { startImport: upload, getJobStatus } as never);

describe('ImportDialog', () => {
  it('refuses other file types and files over 5 MB before uploading', async () => {
    const { pick } = setup();
    expect(screen.getByRole('button', { name: '校验' })).toBeDisabled();
    await expectFilesRefused(pick, upload, xlsx('名单.csv'), xlsx('名单.xlsx', 5 * 1024 * 1024 + 1));
  });

  it('dry run: progress, then the error table; 导入全部 disabled; 仅导入正确行 imports the good rows', async () => {
    const { pick, onImported } = setup();
    pick(xlsx());
    expect(screen.getByText('已选择：名单.xlsx')).toBeInTheDocument();
    verbs.statuses = [job('running', 2, null), job('done', 3, checked)];
    fireEvent.click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('2 / 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith('/school/student/import', expect.any(File), { mode: 'dryRun' });

    expect(await screen.findByText('身份证号码校验位错误', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('import-summary')).toHaveTextContent('共 3 行，正确 1 行，错误 2 行');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['行号列原因', '3证件号码身份证号码校验位错误', '4手机号手机号格式不正确']);
    expect(screen.getByRole('button', { name: '下载错误报告' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导入全部' })).toBeDisabled();
    expect(onImported).not.toHaveBeenCalled();

    verbs.statuses = [job('done', 6, { ...checked, mode: 'importValid', created: 1, written: true })];
    fireEvent.click(screen.getByRole('button', { name: '仅导入正确行' }));
    expect(upload).toHaveBeenLastCalledWith('/school/student/import', expect.any(File), { mode: 'importValid' });
    expect(await screen.findByText(/导入完成：新增 1 名，更新 0 名/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/新学生状态为"未激活"/)).toBeInTheDocument();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: '导入全部' })).toBeNull();
  });

  it('a clean file can be imported in full', async () => {
    const { pick } = setup();
    pick(xlsx());
    const clean = { ...checked, valid: 3, invalid: 0, errors: [], errorCount: 0 };
    verbs.statuses = [job('done', 3, clean)];
    fireEvent.click(screen.getByRole('button', { name: '校验' }));
    expect(await screen.findByText('全部行均正确，可以导入。', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导入全部' })).toBeEnabled();
    verbs.statuses = [job('done', 6, { ...clean, mode: 'importAll', created: 3, written: true })];
    fireEvent.click(screen.getByRole('button', { name: '导入全部' }));
    expect(await screen.findByText(/新增 3 名/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(upload).toHaveBeenLastCalledWith('/school/student/import', expect.any(File), { mode: 'importAll' });
  });
});
