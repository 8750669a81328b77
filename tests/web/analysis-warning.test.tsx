/**
 * 学时预警名单 against a fake school API behind the real client and data provider: the row figures
 * (hours / requiredHours in red when below, one chip per module short), ?id=&gradeid= presetting
 * the college and grade filters sent as collegeId / grade, the module filter, the export job with
 * the current filters, a row opening the student, and the empty state.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobView } from '../../common/jobs';
import { createDataProvider } from '../../src/dataProvider';
import WarningList from '../../src/resources/analysis/WarningList';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { colleges, grades, mod, settings, warningRows } from './analysis-fixtures';
import { renderWithAdmin, expectRowOpens, expectTexts, rowOf } from './shell-harness';

const job: JobView<{ rows: number }> = {
  id: 'job-1', kind: 'warning-export', status: 'done', progress: 100, total: 2, processed: 2, result: { rows: 2 }, error: null, createdBy: 1,
  fileName: '学时预警-20261201.xlsx', hasFile: true, createdAt: '2026-12-01 10:00:00', finishedAt: '2026-12-01 10:00:01',
};

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /analysis/warning/list': () => ({ code: 0, data: { list: warningRows, total: 2 } }),
    'GET /school/structure/options': (req) => ({ code: 0, data: req.params.kind === 'college' ? colleges : [{ id: 41, name: '软件2101' }] }),
    'GET /school/grade/partake/list': () => ({ code: 0, data: grades }),
    'GET /analysis/warning/settings': () => ({ code: 0, data: settings }),
    'GET /analysis/warning/export': () => ({ code: 0, data: { id: 'job-1' } }),
    'GET /jobs/status': () => ({ code: 0, data: job }),
    ...extra,
  });
}
beforeEach(() => serve());

const render = (path = '/analysis/warning/list') =>
  renderWithAdmin(<WarningList />, { path, modules: [mod(602, '/analysis/warning')], dataProvider: createDataProvider() });
const listCalls = () => seen.filter((r) => r.path === '/analysis/warning/list');

describe('学时预警名单', () => {
  it('shows each student with the total against the requirement and the modules short', async () => {
    render();
    const row = await rowOf('李同学');
    for (const text of ['2021000001', '计算机学院', '软件工程', '软件2101', '2021级']) expect(within(row).getByText(text)).toBeInTheDocument();
    expectTexts(row, '社会实践 12.00/40.00', '文化活动 14.50/30.00');
    const below = screen.getByTestId('total-2021000001');
    const above = screen.getByTestId('total-2021000002');
    expect(below).toHaveTextContent('56.50 / 200.00');
    expect(above).toHaveTextContent('210.00 / 200.00');
    expect(getComputedStyle(below).color).toBe('rgb(211, 47, 47)');
    expect(getComputedStyle(above).color).not.toBe('rgb(211, 47, 47)');
    expect(within(above.closest('tr')!).getByText('思想素养 8.25/10.00')).toBeInTheDocument();
    // The requirements not met, in the transcript's words; a student meeting the rule says so.
    expect(screen.getByTestId('shortfalls-2021000001')).toHaveTextContent('总学时差 143.50社会实践学时差 88.00');
    expect(screen.getByTestId('shortfalls-2021000002')).toHaveTextContent('已达要求');
    expect(listCalls()[0].params).toEqual({ current: 1, size: 10 });
  });

  it('presets the college and the grade from ?id=&gradeid= and sends them as collegeId and grade', async () => {
    render('/analysis/warning/list?id=3&gradeid=2021');
    await screen.findByText('李同学');
    expect(listCalls()[0].params).toEqual({ current: 1, size: 10, collegeId: 3, grade: '2021' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '学院' })).toHaveValue('计算机学院'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '年级' })).toHaveTextContent('2021级'));
  });

  it('presets only the grade when the college is empty', async () => {
    render('/analysis/warning/list?id=&gradeid=2022');
    await screen.findByText('李同学');
    expect(listCalls()[0].params).toEqual({ current: 1, size: 10, grade: '2022' });
  });

  it('filters by a module that has a warning value', async () => {
    render();
    await screen.findByText('李同学');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '预警模块' }));
    const listbox = await screen.findByRole('listbox');
    // 文化活动 has no warning value (0): it is not offered.
    expect(within(listbox).queryByText('文化活动')).not.toBeInTheDocument();
    fireEvent.click(within(listbox).getByRole('option', { name: '社会实践' }));
    await waitFor(() => expect(listCalls().at(-1)!.params).toEqual({ current: 1, size: 10, classifyId: 4 }));
  });

  it('exports with the current filters and offers the file when the job is done', async () => {
    render('/analysis/warning/list?id=3&gradeid=2021');
    await screen.findByText('李同学');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出完成，共 2 名学生')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载' })).toBeInTheDocument();
    const start = seen.find((r) => r.path === '/analysis/warning/export')!;
    expect(start.params).toEqual({ collegeId: 3, grade: '2021' });
    expect(seen.find((r) => r.path === '/jobs/status')!.params).toEqual({ id: 'job-1' });
  });

  it("opens the student's page from a row", async () => {
    const { location } = render();
    await expectRowOpens(location, '王同学', '/student/list', '?id=2021000002');
  });

  it('says 暂无预警学生 when nobody is below a warning', async () => {
    serve({ 'GET /analysis/warning/list': () => ({ code: 0, data: { list: [], total: 0 } }) });
    render();
    expect(await screen.findByText('暂无预警学生')).toBeInTheDocument();
  });
});
