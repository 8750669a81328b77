/**
 * 申报列表 (/communist/project/apply; spec §3 self-declaration row, §4 status, §7 GET
 * /project/apply/list): the columns a user reads, every filter as the exact query the school API
 * receives (through the real data provider on a fake client), the ?projectName= preset of 查看申报,
 * the import button's permission and the export job.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModuleItem } from '../../common/api';
import type { DeclarationRow } from '../../common/declarations';
import { createDataProvider } from '../../src/dataProvider';
import DeclarationList from '../../src/resources/declarations/DeclarationList';
import { declarationRow, listOnlyModules, managerModules } from './declarations-fixtures';
import { renderWithAdmin, expectRowOpens, expectTexts, rowOf } from './shell-harness';
import { enterDate } from './date-helpers';

/** The structure selects' choices (GET /school/structure/options) of the 学院 and 班级 filters. */
async function structureOptions(path: string, params?: object) {
  const p = (params ?? {}) as Record<string, unknown>;
  if (path === '/school/structure/options' && p.kind === 'college') return [{ id: 3, name: '计算机学院' }, { id: 4, name: '文学院' }];
  if (path === '/school/structure/options' && p.kind === 'class') return p.collegeId === 3 ? [{ id: 31, name: '计科2101' }] : [];
  return null;
}
// The export's verbs on the data provider: start (GET /project/apply/export) and GET /jobs/status.
const startDeclarationExport = vi.fn(async (_filter: Record<string, unknown>) => ({ id: 'job-9' }));
const getJobStatus = vi.fn(async () => ({ id: 'job-9', status: 'done', progress: 100, total: 2, processed: 2, result: { rows: 2 }, fileName: '申报列表.xlsx', hasFile: true }));
beforeEach(() => {
  startDeclarationExport.mockClear();
});

const rows: DeclarationRow[] = [
  declarationRow(1, { status: 2, type: 2, auditor: '李审核', hours: '16.00', grantedHours: '4.00', relateActivityName: '创新创业训练营' }),
  declarationRow(2, { userName: '陈静', code: '2021000002', optionName: '省级', hours: '8.00', status: 3, auditor: '李审核' }),
];

function setup(path = '/communist/project/apply', modules: ModuleItem[] = managerModules, list = rows) {
  // The real data provider on a fake client: lists (and the structure choices) as the school API receives them.
  const client = {
    get: vi.fn(async (p: string, params?: object) => (p === '/project/apply/list' ? { list, total: list.length } : structureOptions(p, params))),
    post: vi.fn(),
  };
  const dataProvider = { ...createDataProvider(client as never), startDeclarationExport, getJobStatus, downloadFile: vi.fn(async () => '申报列表.xlsx') };
  const view = renderWithAdmin(<DeclarationList />, { path, modules, dataProvider });
  const lastQuery = () => {
    const calls = client.get.mock.calls.filter(([p]) => p === '/project/apply/list');
    return calls.at(-1)?.[1];
  };
  return { ...view, client, lastQuery };
}

describe('DeclarationList', () => {
  it('shows the self-declaration row of spec §3', async () => {
    setup();
    const first = await rowOf('王小明');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '姓名', '学号', '项目名称', '奖项级别', '类别', '关联活动', '学时', '状态', '类型', '审核人', '申报时间',
    ]);
    const cells = within(first).getAllByRole('cell');
    expect(cells.slice(0, 10).map((c) => c.textContent)).toEqual([
      '王小明', '2021000001', '挑战杯全国大学生课外学术科技作品竞赛', '国家级二等奖', '创新创业', '创新创业训练营',
      '16.00实得 4.00', '已通过', '后台导入', '李审核',
    ]);
    expect(within(cells[10]).getByText('2026-11-18')).toBeInTheDocument();
    expect(within(cells[10]).getByText('10:20')).toBeInTheDocument();
    const second = screen.getByText('陈静').closest('tr')!;
    expectTexts(second, '已驳回', '学生申报', '8.00');
  });

  it('shows 暂无申报 when nothing matches', async () => {
    setup('/communist/project/apply', managerModules, []);
    expect(await screen.findByText('暂无申报')).toBeInTheDocument();
  });

  it('asks page 1 of 10 without filters, then each always-shown filter as its §7 parameter', async () => {
    const { lastQuery } = setup();
    await screen.findByText('王小明');
    expect(lastQuery()).toEqual({ current: 1, size: 10 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['全部', '待审核', '已通过', '已驳回']);
    fireEvent.click(screen.getByRole('option', { name: '待审核' }));
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, status: 1 }));

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王小' } });
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, status: 1, userName: '王小' }), { timeout: 2000 });

    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '挑战杯' } });
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, status: 1, userName: '王小', projectName: '挑战杯' }), { timeout: 2000 });

    enterDate('开始日期', '2026-11-01');
    enterDate('结束日期', '2026-11-30');
    await waitFor(
      () => expect(lastQuery()).toEqual({ current: 1, size: 10, status: 1, userName: '王小', projectName: '挑战杯', startTime: '2026-11-01', endTime: '2026-11-30' }),
      { timeout: 2000 },
    );
  });

  it('refuses a start date after the end date (spec §5) and does not send it', async () => {
    const { lastQuery } = setup();
    await screen.findByText('王小明');
    enterDate('结束日期', '2026-11-10');
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, endTime: '2026-11-10' }), { timeout: 2000 });
    enterDate('开始日期', '2026-11-20');
    expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    await new Promise((r) => setTimeout(r, 700));
    expect(lastQuery()).toEqual({ current: 1, size: 10, endTime: '2026-11-10' });
  });

  it('sends the added filters: 关联活动, 奖项级别, 学院 and a class of that college', async () => {
    const { lastQuery } = setup();
    await screen.findByText('王小明');
    const add = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: '添加筛选' }));
      fireEvent.click(await screen.findByRole('menuitemcheckbox', { name }));
    };
    await add('关联活动');
    fireEvent.change(await screen.findByLabelText('关联活动'), { target: { value: '训练营' } });
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, relateActivityName: '训练营' }), { timeout: 2000 });
    await add('奖项级别');
    fireEvent.change(await screen.findByLabelText('奖项级别'), { target: { value: '省级' } });
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, relateActivityName: '训练营', optionName: '省级' }), { timeout: 2000 });
    await add('学院');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '学院' }));
    fireEvent.click(await screen.findByRole('option', { name: '计算机学院' }));
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, relateActivityName: '训练营', optionName: '省级', collegeId: 3 }));
    await add('班级');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '班级' }));
    fireEvent.click(await screen.findByRole('option', { name: '计科2101' }));
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, relateActivityName: '训练营', optionName: '省级', collegeId: 3, classId: 31 }));
  });

  it('presets the project of 查看申报 (?projectName=) and a student of ?userId=', async () => {
    const { lastQuery } = setup('/communist/project/apply?projectName=%E6%8C%91%E6%88%98%E6%9D%AF&userId=501');
    await screen.findByText('王小明');
    expect(lastQuery()).toEqual({ current: 1, size: 10, projectName: '挑战杯', userId: 501 });
    expect(screen.getByLabelText('项目名称')).toHaveValue('挑战杯');
  });

  it('opens the declaration on a row click', async () => {
    const { location } = setup();
    await expectRowOpens(location, '陈静', '/communist/project/apply/detail', '?id=2');
  });

  it('offers 导入 only with /click/declare/import', async () => {
    setup('/communist/project/apply', listOnlyModules);
    await screen.findByText('王小明');
    expect(screen.queryByRole('button', { name: '导入' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('opens the import dialog for holders of the button', async () => {
    setup();
    await screen.findByText('王小明');
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(await screen.findByRole('dialog', { name: '导入申报' })).toBeInTheDocument();
  });

  it('exports with the current filters and offers the file', async () => {
    const { lastQuery } = setup();
    await screen.findByText('王小明');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByRole('option', { name: '已通过' }));
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, status: 2 }));
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog', { name: '导出申报' });
    expect(await within(dialog).findByText('已导出 2 条申报')).toBeInTheDocument();
    expect(startDeclarationExport).toHaveBeenCalledWith({ status: 2 });
    expect(within(dialog).getByRole('button', { name: '下载文件' })).toBeInTheDocument();
  });
});
