/**
 * 导入限制 on 参数设置 (issue 14) against a fake data provider: the school's caps shown, whole numbers
 * within 1–200000 rows and 1–500 MB checked in place (nothing sent while one is wrong), a save
 * after a confirmation listing before → after, a 10002 under the field it names, and the change
 * log naming the kind and the values with their units.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SchoolParamsPage from '../../../src/resources/schoolParams/SchoolParamsPage';
import { change, fieldRefusal, input, params, pause, renderPage, schoolRoutes, type Call } from './fixtures';

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/system/setparams/imports');

describe('参数设置 — 导入限制', () => {
  it('checks each cap in place and sends nothing while one is wrong', async () => {
    const { calls } = renderPage(<SchoolParamsPage />, schoolRoutes({ 'POST /system/setparams/imports': (p) => p }));
    const card = await screen.findByTestId('imports-card');
    expect(input('importMaxRows').value).toBe('20000');
    expect(input('importMaxInflatedMb').value).toBe('50');
    change('importMaxRows', '200001');
    expect(await within(card).findByText('请输入 1–200000 之间的整数')).toBeInTheDocument();
    change('importMaxInflatedMb', '0');
    expect(await within(card).findByText('请输入 1–500 之间的整数')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '保存' }));
    await pause();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls)).toHaveLength(0);
    change('importMaxInflatedMb', '2.5');
    expect(await within(card).findByText('请输入 1–500 之间的整数')).toBeInTheDocument();
    // The bounds themselves are accepted.
    change('importMaxRows', '200000');
    change('importMaxInflatedMb', '500');
    await waitFor(() => expect(within(card).queryByText(/之间的整数/)).toBeNull());
  });

  it('saves after a confirmation listing before → after', async () => {
    const { calls } = renderPage(<SchoolParamsPage />, schoolRoutes({ 'POST /system/setparams/imports': (p) => p }));
    const card = await screen.findByTestId('imports-card');
    change('importMaxRows', '5000');
    fireEvent.click(within(card).getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('确认修改导入限制')).toBeInTheDocument();
    const items = within(within(ask).getByTestId('imports-changes')).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['导入表格行数上限：20000 行 → 5000 行']);
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('导入限制已保存')).toBeInTheDocument();
    expect(posts(calls).map((c) => c.params)).toEqual([{ importMaxRows: 5000, importMaxInflatedMb: 50 }]);
  });

  it('puts a 10002 under the field it names', async () => {
    renderPage(<SchoolParamsPage />, schoolRoutes({
      'POST /system/setparams/imports': () => {
        throw fieldRefusal('importMaxInflatedMb', '格式不正确');
      },
    }));
    const card = await screen.findByTestId('imports-card');
    change('importMaxInflatedMb', '80');
    fireEvent.click(within(card).getByRole('button', { name: '保存' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认修改' }));
    const message = await within(card).findByText('格式不正确');
    expect(input('importMaxInflatedMb').closest('.MuiFormControl-root')).toContainElement(message);
  });

  it('shows the school’s own caps, and a logged change with its units', async () => {
    const logged = {
      id: 20, target: 'imports', fromGrade: null, affected: 0, changedByName: '系统管理员', changedAt: '2025-03-05 08:00:00',
      changes: [{ field: 'importMaxRows', before: 20000, after: 30000 }, { field: 'importMaxInflatedMb', before: 50, after: 80 }],
    };
    renderPage(<SchoolParamsPage />, schoolRoutes({
      'GET /system/setparams': () => ({ ...params(), imports: { importMaxRows: 30000, importMaxInflatedMb: 80 } }),
      'GET /system/setparams/changes': () => ({ list: [logged], total: 1 }),
    }));
    await screen.findByTestId('imports-card');
    expect(input('importMaxRows').value).toBe('30000');
    expect(input('importMaxInflatedMb').value).toBe('80');
    const log = await screen.findByTestId('change-log');
    expect(within(log).getByText('导入限制')).toBeInTheDocument();
    expect(within(log).getByTestId('change-20-importMaxRows')).toHaveTextContent('导入表格行数上限：20000 行 → 30000 行');
    expect(within(log).getByTestId('change-20-importMaxInflatedMb')).toHaveTextContent('导入表格解压后大小上限：50 MB → 80 MB');
  });
});
