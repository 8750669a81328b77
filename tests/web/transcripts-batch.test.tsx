/**
 * 成绩单导出 (issue 7 batch generation): the 批量生成成绩单 dialog sends exactly one selector, confirms
 * with the number of students, follows the job with a progress bar and offers the ZIP; the batch
 * list shows who asked, when, the progress of a running batch and the download of a finished one.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import type { JobView } from '../../common/jobs';
import { createDataProvider } from '../../src/dataProvider';
import { BatchDialog } from '../../src/resources/transcripts/BatchDialog';
import BatchPage, { batchRefetchInterval, BATCH_REFRESH_MS, sizeText } from '../../src/resources/transcripts/BatchPage';
import { batchInput, EMPTY_BATCH_FORM } from '../../src/resources/transcripts/batchScope';
import { renderWithAdmin } from './shell-harness';
import { batchRow } from './transcripts-fixtures';

const options: Record<string, { id: number | string; name: string }[]> = {
  college: [{ id: 1, name: '计算机学院' }, { id: 2, name: '文学院' }],
  major: [{ id: 11, name: '软件工程' }],
  class: [{ id: 31, name: '软件2101' }, { id: 32, name: '软件2102' }],
  grade: [{ id: '2021', name: '2021级' }],
};
/** Students per status in the chosen unit: 30 normal, 2 suspended, nobody else. */
const perStatus: Record<number, number> = { 1: 30, 2: 2 };
let statusCalls = 0;

/** The school API behind the real data provider: the unit choices, and the students (GET /school/students). */
const get = vi.fn();
/** The provider's batch verbs: start (POST /transcript/batch), GET /jobs/status and the ZIP download. */
const startTranscriptBatch = vi.fn();
const getJobStatus = vi.fn(async (): Promise<JobView> => {
  statusCalls += 1;
  return statusCalls < 2
    ? { id: 'j1', kind: 'transcript-batch', status: 'running', progress: 50, total: 32, processed: 16, result: null, error: null, createdBy: 1, fileName: null, hasFile: false, createdAt: '', finishedAt: null }
    : { id: 'j1', kind: 'transcript-batch', status: 'done', progress: 100, total: 32, processed: 32, result: null, error: null, createdBy: 1, fileName: '成绩单_软件2101.zip', hasFile: true, createdAt: '', finishedAt: '' };
});
const download = vi.fn(async () => 'x.zip');
const dialogProvider = () => ({ ...createDataProvider({ get, post: vi.fn() } as never), startTranscriptBatch, getJobStatus, downloadFile: download });

beforeEach(() => {
  get.mockReset();
  startTranscriptBatch.mockReset();
  download.mockClear();
  statusCalls = 0;
  get.mockImplementation(async (path: string, params?: object) => {
    const p = (params ?? {}) as Record<string, unknown>;
    if (path === '/school/structure/options') return options[p.kind as string] ?? [];
    if (path === '/school/students') {
      if (p.name) return { list: [{ id: 501, name: '张晓明', code: '2021000001', className: '软件2101', collegeName: '计算机学院' }], total: 1 };
      return { list: [], total: perStatus[p.status as number] ?? 0 };
    }
    return null;
  });
  startTranscriptBatch.mockResolvedValue({ id: 'j1' });
});

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('batchInput', () => {
  it('sends only the narrowest choice of the chosen way', () => {
    const form = { ...EMPTY_BATCH_FORM, collegeId: 1 as const, majorId: 11 as const, classId: 31 as const, grade: '2021', userIds: [5] };
    expect(batchInput({ ...form, mode: 'college' })).toEqual({ collegeId: 1 });
    expect(batchInput({ ...form, mode: 'major' })).toEqual({ majorId: 11 });
    expect(batchInput({ ...form, mode: 'class' })).toEqual({ classId: 31 });
    expect(batchInput({ ...form, mode: 'grade' })).toEqual({ grade: '2021' });
    expect(batchInput({ ...form, mode: 'students' })).toEqual({ userIds: [5] });
  });
  it('is null until the chosen way is complete', () => {
    expect(batchInput({ ...EMPTY_BATCH_FORM, mode: 'class', collegeId: 1, majorId: 11 })).toBeNull();
    expect(batchInput({ ...EMPTY_BATCH_FORM, mode: 'students' })).toBeNull();
    expect(batchInput({ ...EMPTY_BATCH_FORM, mode: 'grade' })).toBeNull();
  });
});

describe('BatchDialog', () => {
  it('by class: confirms with the count, sends exactly {classId}, shows the progress and then the download', async () => {
    const onStarted = vi.fn();
    renderWithAdmin(<BatchDialog open onClose={() => undefined} onStarted={onStarted} />, { dataProvider: dialogProvider() });
    const dialog = await screen.findByRole('dialog', { name: '批量生成成绩单' });
    expect(within(dialog).getByRole('radio', { name: '班级' })).toBeChecked();
    const next = within(dialog).getByRole('button', { name: '下一步' });
    expect(next).toBeDisabled();
    await choose('学院', '计算机学院');
    await choose('专业', '软件工程');
    expect(next).toBeDisabled();
    await choose('班级', '软件2101');
    fireEvent.click(next);

    expect(await screen.findByTestId('batch-count')).toHaveTextContent('将为 32 名学生生成成绩单');
    expect(screen.getByText('生成范围：计算机学院 / 软件工程 / 软件2101')).toBeInTheDocument();
    // Counted over every status but deleted (6), in the chosen class only.
    const counted = get.mock.calls.filter(([p]) => p === '/school/students').map(([, q]) => q);
    expect(counted).toEqual([0, 1, 2, 3, 4, 5].map((status) => ({ current: 1, size: 10, classId: 31, status })));

    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    expect(startTranscriptBatch).toHaveBeenCalledTimes(1);
    expect(startTranscriptBatch).toHaveBeenCalledWith({ classId: 31 });
    expect(await screen.findByRole('progressbar', { name: '正在生成成绩单' })).toBeInTheDocument();
    // The bar shows 排队中… until the first status arrives.
    await waitFor(() => expect(screen.getByTestId('job-count')).toHaveTextContent('16 / 32'));

    expect(await screen.findByText('已生成 32 份成绩单')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '正在生成成绩单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '下载' }));
    expect(download).toHaveBeenCalledWith('/transcript/batch/download', { id: 'j1' }, '成绩单_软件2101.zip');
    await waitFor(() => expect(onStarted).toHaveBeenCalled());
  });

  it('by grade sends exactly {grade}', async () => {
    renderWithAdmin(<BatchDialog open onClose={() => undefined} />, { dataProvider: dialogProvider() });
    fireEvent.click(await screen.findByRole('radio', { name: '年级' }));
    await choose('年级', '2021级');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    // 开始生成 waits for the count (it stays disabled until the students are counted).
    await screen.findByTestId('batch-count');
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    await waitFor(() => expect(startTranscriptBatch).toHaveBeenCalledWith({ grade: '2021' }));
  });

  it('for picked students sends exactly {userIds} and counts them without asking the server', async () => {
    renderWithAdmin(<BatchDialog open onClose={() => undefined} />, { dataProvider: dialogProvider() });
    fireEvent.click(await screen.findByRole('radio', { name: '指定学生' }));
    fireEvent.change(screen.getByRole('combobox', { name: '指定学生' }), { target: { value: '张晓明' } });
    fireEvent.click(await screen.findByRole('option', { name: /张晓明（2021000001）/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByTestId('batch-count')).toHaveTextContent('将为 1 名学生生成成绩单');
    expect(get.mock.calls.filter(([p, q]) => p === '/school/students' && !(q as { name?: string }).name)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    expect(startTranscriptBatch).toHaveBeenCalledWith({ userIds: [501] });
  });

  it('refuses to start when nobody matches', async () => {
    get.mockImplementation(async (path: string, params?: object) =>
      path === '/school/structure/options' ? (options[(params as { kind: string }).kind] ?? []) : { list: [], total: 0 },
    );
    renderWithAdmin(<BatchDialog open onClose={() => undefined} />, { dataProvider: dialogProvider() });
    fireEvent.click(await screen.findByRole('radio', { name: '学院' }));
    await choose('学院', '文学院');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('没有符合条件的学生')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始生成' })).toBeDisabled();
    expect(startTranscriptBatch).not.toHaveBeenCalled();
  });
});

describe('BatchPage', () => {
  const rows = [
    batchRow({ id: 'b2', scopeLabel: '2021级', studentCount: 800, status: 'running', progress: 40, finishedAt: null, fileName: null, size: null }),
    batchRow(),
  ];
  const dataProvider = { getList: vi.fn(async () => ({ data: rows, total: 2 })), downloadFile: download } as unknown as DataProvider;
  const modules = [{ id: 503, name: '成绩单导出', path: '/usermng/export/transcript/list', parentId: 0, orderId: 1, isBtn: 0 as const, icon: '', children: [] }];

  it('lists the batches: scope, count, who, when, progress or state, size and download', async () => {
    renderWithAdmin(<BatchPage />, { path: '/usermng/export/transcript/list', dataProvider, modules });
    const table = await screen.findByRole('table');
    const [head, running, done] = within(table).getAllByRole('row');
    expect(head).toHaveTextContent('范围人数申请人申请时间状态/进度大小下载');
    expect(running).toHaveTextContent('2021级800系统管理员2026-11-21 09:30:00生成中 40%');
    expect(within(running).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(running).queryByRole('button', { name: '下载' })).toBeNull();
    expect(done).toHaveTextContent('计算机学院 / 软件2101');
    expect(done).toHaveTextContent('已完成');
    expect(done).toHaveTextContent('1.5 MB');
    fireEvent.click(within(done).getByRole('button', { name: '下载' }));
    expect(download).toHaveBeenCalledWith('/transcript/batch/download', { id: 'b1' }, '成绩单_软件2101_202611210930.zip');
    expect(screen.getByRole('button', { name: '批量生成成绩单' })).toBeInTheDocument();
  });

  it('shows the empty state with the generate button still there', async () => {
    const empty = { getList: vi.fn(async () => ({ data: [], total: 0 })), downloadFile: download } as unknown as DataProvider;
    renderWithAdmin(<BatchPage />, { path: '/usermng/export/transcript/list', dataProvider: empty, modules });
    expect(await screen.findByText('暂无批量生成记录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量生成成绩单' }));
    expect(await screen.findByRole('dialog', { name: '批量生成成绩单' })).toBeInTheDocument();
  });

  it('asks again every second only while a batch is queued or running', () => {
    const q = (data: unknown) => ({ state: { data } }) as never;
    expect(batchRefetchInterval(q({ data: rows }))).toBe(BATCH_REFRESH_MS);
    expect(batchRefetchInterval(q({ data: [batchRow({ status: 'queued' })] }))).toBe(BATCH_REFRESH_MS);
    expect(batchRefetchInterval(q({ data: [batchRow(), batchRow({ status: 'failed' })] }))).toBe(false);
    expect(batchRefetchInterval(q(undefined))).toBe(false);
  });

  it('writes sizes as people read them', () => {
    expect(sizeText(930)).toBe('930 B');
    expect(sizeText(52_000)).toBe('50.8 KB');
    expect(sizeText(null)).toBe('-');
  });
});
