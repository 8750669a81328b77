/**
 * 项目列表 and 项目详情 (/communist/project, /communist/project/detail?id=, spec §2): the row a manager
 * reads (options summary, window, phase chip 申报中 / 未开始 / 已结束 / 已停用, counts), the filters as
 * GET /project/list parameters, 停用 and 删除 after a confirmation (the server's refusal stays in the
 * dialog), and the project page with its options and the 查看申报 link.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { ApiError } from '../../src/dataProvider/errors';
import ProjectDetailPage from '../../src/resources/declarations/projects/ProjectDetailPage';
import ProjectList from '../../src/resources/declarations/projects/ProjectList';
import { projectPhase } from '../../src/resources/declarations/projects/format';
import { managerModules, option, projectDetail, projectRow } from './declarations-fixtures';
import { renderWithAdmin, expectRowOpens, expectTexts, rowOf, providerMocks } from './shell-harness';

// The provider's project verbs: the form's choices (GET /project/form/options), 启用 / 停用 (POST
// /project/enable), delete('projects') (POST /project/delete) and getOne('projects') (GET /project/detail).
const { getProjectFormOptions, setProjectEnabled, deleteProject, getOne } = providerMocks('getProjectFormOptions', 'setProjectEnabled', 'deleteProject', 'getOne');
const verbs = () => ({ getProjectFormOptions, setProjectEnabled, delete: deleteProject, getOne });

beforeEach(() => {
  setProjectEnabled.mockResolvedValue(null);
  deleteProject.mockImplementation(async (_r: string, params: { id: number }) => ({ data: { id: params.id } }));
  getProjectFormOptions.mockResolvedValue({ flows: [], classifies: [{ id: 20, name: '创新创业', parentId: 0, limitType: 0, children: [{ id: 21, name: '学科竞赛', parentId: 20, limitType: 0, children: [] }] }], organizations: [] });
  getOne.mockImplementation(async (resource: string) => ({ data: resource === 'projects' ? projectDetail() : null }));
});

const future = { applyStart: '2099-01-01 00:00', applyEnd: '2099-02-01 00:00' };
const rows = [
  projectRow(7),
  projectRow(8, { name: '优秀志愿者', open: false, ...future, options: [option(9, '校级', '4.00', 1)], applyCount: 0, pendingCount: 0, approvedCount: 0 }),
  projectRow(9, { name: '暑期社会实践优秀个人', open: false, applyStart: '2025-06-01 00:00', applyEnd: '2025-09-01 00:00' }),
  projectRow(10, { name: '校园文化艺术节获奖', enabled: false, open: false }),
];

function setupList() {
  const client = { get: vi.fn(async (_path: string, _params?: object) => ({ list: rows, total: rows.length })), post: vi.fn() };
  const dataProvider = { ...createDataProvider(client as never), ...verbs() };
  const view = renderWithAdmin(<><ProjectList /><Notification /></>, { path: '/communist/project', modules: managerModules, dataProvider });
  const lastQuery = () => client.get.mock.calls.filter(([path]) => path === '/project/list').at(-1)?.[1];
  return { ...view, client, lastQuery };
}

describe('projectPhase', () => {
  const now = new Date('2026-11-21T10:00:00');
  it('reads disabled, open, upcoming and ended', () => {
    expect(projectPhase({ enabled: false, open: true, applyStart: '2026-11-01 00:00', applyEnd: '2026-12-01 00:00' }, now)).toBe('disabled');
    expect(projectPhase({ enabled: true, open: true, applyStart: '2026-11-01 00:00', applyEnd: '2026-12-01 00:00' }, now)).toBe('open');
    expect(projectPhase({ enabled: true, open: false, applyStart: '2026-11-22 00:00', applyEnd: '2026-12-01 00:00' }, now)).toBe('upcoming');
    expect(projectPhase({ enabled: true, open: false, applyStart: '2026-10-01 00:00', applyEnd: '2026-11-20 00:00' }, now)).toBe('ended');
  });
});

describe('ProjectList', () => {
  it('shows name, category, options summary, window, phase and counts', async () => {
    setupList();
    const first = await rowOf('挑战杯全国大学生课外学术科技作品竞赛');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['项目名称', '分类', '奖项级别及学时', '申报时间', '状态', '申报 / 待审 / 通过', '操作']);
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('国家级一等奖 20 学时 · 国家级二等奖 16 学时 · 国家级三等奖 12 学时 …');
    expectTexts(first, '2026-11-01 00:00', '申报中');
    expect(within(first).getByLabelText('申报 12，待审 3，通过 8')).toBeInTheDocument();
    expect(within(await rowOf('优秀志愿者')).getAllByRole('cell')[2]).toHaveTextContent(/^校级 4 学时$/);
    expect(within(await rowOf('优秀志愿者')).getByText('未开始')).toBeInTheDocument();
    expect(within(await rowOf('暑期社会实践优秀个人')).getByText('已结束')).toBeInTheDocument();
    const disabled = await rowOf('校园文化艺术节获奖');
    expect(within(disabled).getByText('已停用')).toBeInTheDocument();
    expect(within(disabled).getByRole('button', { name: '启用' })).toBeInTheDocument();
  });

  it('sends the filters as GET /project/list parameters', async () => {
    const { lastQuery } = setupList();
    await rowOf('优秀志愿者');
    expect(lastQuery()).toEqual({ current: 1, size: 10 });
    fireEvent.change(screen.getByLabelText('项目名称'), { target: { value: '挑战' } });
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, name: '挑战' }), { timeout: 2000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '分类' }));
    fireEvent.click(await screen.findByRole('option', { name: '创新创业 / 学科竞赛' }));
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, name: '挑战', classifyId: 21 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '申报状态' }));
    fireEvent.click(await screen.findByRole('option', { name: '申报中' }));
    await waitFor(() => expect(lastQuery()).toEqual({ current: 1, size: 10, name: '挑战', classifyId: 21, open: 1 }));
  });

  it('disables a project after confirmation and enables one directly', async () => {
    setupList();
    fireEvent.click(within(await rowOf('优秀志愿者')).getByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定停用项目「优秀志愿者」吗？停用后学生不能再申报该项目。');
    expect(setProjectEnabled).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(setProjectEnabled).toHaveBeenCalledWith(8, false));
    expect(await screen.findByText('项目已停用')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(await rowOf('校园文化艺术节获奖')).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(setProjectEnabled).toHaveBeenCalledWith(10, true));
  });

  it("deletes after confirmation, and keeps the server's refusal in the dialog", async () => {
    setupList();
    deleteProject.mockRejectedValueOnce(new ApiError(10002, '该项目已有申报,不能删除'));
    fireEvent.click(within(await rowOf('挑战杯全国大学生课外学术科技作品竞赛')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除项目「挑战杯全国大学生课外学术科技作品竞赛」吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('该项目已有申报,不能删除');
    expect(deleteProject).toHaveBeenCalledWith('projects', expect.objectContaining({ id: 7, meta: { silent: true } }));
  });

  it('opens 新建项目 and a project page', async () => {
    const { location } = setupList();
    await expectRowOpens(location, '优秀志愿者', '/communist/project/detail', '?id=8');
    fireEvent.click(screen.getByRole('button', { name: '新建项目' }));
    await waitFor(() => expect(location().pathname).toBe('/communist/project/edit'));
  });
});

describe('ProjectDetailPage', () => {
  it('shows the project, its options and counts, and links to its declarations', async () => {
    const { location } = renderWithAdmin(<ProjectDetailPage />, { path: '/communist/projectList/detail?id=7', modules: managerModules, dataProvider: testDataProvider(verbs() as never) });
    expect(await screen.findByRole('heading', { name: '挑战杯全国大学生课外学术科技作品竞赛' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('projects', expect.objectContaining({ id: '7' }));
    const table = screen.getByRole('table', { name: '奖项级别' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      '序号奖项级别学时', '1国家级一等奖20.00', '2国家级二等奖16.00', '3国家级三等奖12.00', '4省级8.00',
    ]);
    expect(screen.getByText('获奖证书扫描件')).toBeInTheDocument();
    expect(screen.getByText('面向全体在校学生。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看申报' }));
    await waitFor(() => expect(location().pathname).toBe('/communist/project/apply'));
    expect(new URLSearchParams(location().search).get('projectName')).toBe('挑战杯全国大学生课外学术科技作品竞赛');
  });
});
