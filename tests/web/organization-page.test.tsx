/**
 * The organisation pages (spec §2 /organization/union … /organization/another): the spec's side
 * menu routes between natures and hides natures the user's modules do not grant; the page shows
 * the nature's tree, the first organisation's detail and its members; adding members with unknown
 * student numbers lists them and adds nothing; the route group serves every nature and alias.
 * The page's data comes from data-provider methods the tests override; the last block checks the
 * requests those methods send.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams, type GetOneParams } from 'react-admin';
import type { ModuleItem, OrganizationDetail, OrganizationMemberRow, OrganizationNode } from '../../common/api';
import { ApiError, type DataClient } from '../../src/dataProvider';
import { organizationMethods } from '../../src/dataProvider/organizations';
import { pluginRoutes } from '../../src/plugins';
import organizationPlugin from '../../src/plugins/organization';
import OrganizationPage from '../../src/resources/organizations/OrganizationPage';
import { OrganizationForm } from '../../src/resources/organizations/OrganizationForm';
import { OrganizationSideMenu } from '../../src/resources/organizations/OrganizationSideMenu';
import { renderWithAdmin, providerMocks } from './shell-harness';

const mod = (id: number, name: string, path: string, children: ModuleItem[] = []): ModuleItem => ({ id, name, path, parentId: 0, orderId: id, isBtn: 0, icon: '', children });
const allNatures = [
  mod(400, '组织架构', '/organization', [
    mod(401, '行政部门', '/organization/department'), mod(402, '学生会', '/organization/union'), mod(403, '社团协会', '/organization/club'),
    mod(404, '志愿组织', '/organization/voluntary'), mod(405, '班级组织', '/organization/classes'), mod(406, '其他组织', '/organization/another'),
  ]),
];

const orgNode = (id: number, name: string, extra: Partial<OrganizationNode> = {}): OrganizationNode => ({
  id, name, parentId: 0, parentIds: '0', level: 1, nature: 1, identity: 1, remarks: '', secretaryName: '李明', userId: 7, userName: '蒋强',
  partyCount: 2, memberCount: 2, children: [], ...extra,
});
const union = orgNode(1, '校学生会', { children: [orgNode(2, '学习部', { parentId: 1, parentIds: '0,1', level: 2, userName: '杨雨铉' })] });
const detail: OrganizationDetail = { ...union, parentName: '', userCode: '2022000128', childCount: 1, createdAt: '2026-11-21T02:00:00.000Z', remarks: '全校学生自我管理的群众性组织' };
const member = (userId: number, name: string, code: string, isLeader = false): OrganizationMemberRow & { id: number } => ({
  id: userId, userId, name, code, collegeName: '计算机学院', className: '软件工程2101班', isLeader, joinedAt: '2026-11-21T02:00:00.000Z',
});

const { getOrganizationTree, getOne, addOrganizationMembers, removeOrganizationMembers } = providerMocks('getOrganizationTree', 'getOne', 'addOrganizationMembers', 'removeOrganizationMembers');
beforeEach(() => {
  getOrganizationTree.mockResolvedValue([union]);
  getOne.mockImplementation(async (_r: string, p: GetOneParams) => ({ data: { ...detail, id: p.id } }));
});

function renderPage(path = '/organization/union', modules = allNatures) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: [member(7, '蒋强', '2022000128', true), member(8, '金可林', '2021000280')], total: 2 }));
  const dataProvider = testDataProvider({ getList, getOne, getOrganizationTree, addOrganizationMembers, removeOrganizationMembers } as never);
  const view = renderWithAdmin(<OrganizationPage nature={1} />, { path, modules, dataProvider });
  return { ...view, getList };
}

describe('OrganizationSideMenu', () => {
  it('lists the spec’s entries, marks the current nature and navigates', async () => {
    const { location } = renderWithAdmin(<OrganizationSideMenu nature={1} />, { path: '/organization/union', modules: allNatures });
    const nav = screen.getByRole('navigation', { name: '组织导航' });
    await within(nav).findByText('其他组织');
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['学生会', '学生组织列表', '社团协会', '志愿组织', '班级组织', '其他组织']);
    expect(within(nav).getByRole('button', { name: '学生会' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(nav).getByRole('button', { name: '志愿组织' }));
    expect(location().pathname).toBe('/organization/voluntary');
    fireEvent.click(within(nav).getByRole('button', { name: '学生组织列表' }));
    expect(location().pathname).toBe('/organization/club');
  });

  it('leaves out the natures the user’s modules do not grant', async () => {
    const clubsOnly = [mod(400, '组织架构', '/organization', [mod(403, '社团协会', '/organization/club')])];
    renderWithAdmin(<OrganizationSideMenu nature={2} />, { path: '/organization/club', modules: clubsOnly });
    const nav = screen.getByRole('navigation', { name: '组织导航' });
    await within(nav).findByText('社团协会');
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['学生组织列表', '社团协会']);
  });
});

describe('OrganizationPage', () => {
  it('shows the tree, the first organisation’s detail and its members', async () => {
    const { getList } = renderPage();
    const tree = await screen.findByRole('tree', { name: '组织树' });
    expect(await within(tree).findByText('学习部')).toBeInTheDocument();
    expect(within(tree).getByText('蒋强 · 2 人')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '校学生会' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('org-userName')).toHaveTextContent('蒋强（2022000128）');
    expect(screen.getByTestId('org-secretaryName')).toHaveTextContent('李明');
    expect(screen.getByTestId('org-memberCount')).toHaveTextContent('2');
    expect(screen.getByTestId('org-level')).toHaveTextContent('第 1 级');
    expect(getOrganizationTree).toHaveBeenCalledWith(1);
    expect(getOne).toHaveBeenCalledWith('organizations', expect.objectContaining({ id: 1 }));
    expect(await screen.findByText('金可林', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('organizationMembers', expect.objectContaining({ filter: { organizationId: 1 }, pagination: { page: 1, perPage: 10 } }));
    const leaderRow = screen.getByText('2022000128', { selector: 'td *, td' }).closest('tr')!;
    expect(within(leaderRow).getByText('负责人')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 2 条');
  });

  it('lists unknown student numbers and adds nobody', async () => {
    addOrganizationMembers.mockRejectedValue(new ApiError(10002, '参数错误: userCodes 以下学号不存在: 9999999999', { unknownCodes: ['9999999999'] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '添加成员' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '添加成员到「校学生会」' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入学号')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('学号'), { target: { value: '2021000003\n9999999999，2021000003' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('以下学号不存在：9999999999')).toBeInTheDocument();
    expect(addOrganizationMembers).toHaveBeenCalledWith(1, ['2021000003', '9999999999']);
  });

  it('asks before removing a member, then posts the removal', async () => {
    removeOrganizationMembers.mockResolvedValue({ removed: 1 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '移出 金可林' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定将「金可林」移出该组织吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '移出' }));
    await waitFor(() => expect(removeOrganizationMembers).toHaveBeenCalledWith(1, [8]));
  });
});

describe('organization data-provider methods', () => {
  const client = () => ({ get: vi.fn(async () => null), post: vi.fn(async () => ({})) });

  it('send the member changes with comma-joined lists', async () => {
    const c = client();
    const methods = organizationMethods(c as unknown as DataClient);
    await methods.addOrganizationMembers(1, ['2021000003', '9999999999']);
    expect(c.post).toHaveBeenCalledWith('/organization/member/add', { organizationId: 1, userCodes: '2021000003,9999999999' });
    await methods.removeOrganizationMembers(1, [8]);
    expect(c.post).toHaveBeenCalledWith('/organization/member/remove', { organizationId: 1, userIds: '8' });
  });

  it('read the tree of one nature, an empty reply being no organisation', async () => {
    const c = client();
    expect(await organizationMethods(c as unknown as DataClient).getOrganizationTree(3)).toEqual([]);
    expect(c.get).toHaveBeenCalledWith('/organization/tree', { nature: 3 });
  });

  it('ask the structure, role and volunteer endpoints with the pages’ parameters', async () => {
    const c = client();
    const methods = organizationMethods(c as unknown as DataClient);
    expect(await methods.getStructureOptions({ kind: 'major', collegeId: 3 })).toEqual([]);
    expect(c.get).toHaveBeenCalledWith('/school/structure/options', { kind: 'major', collegeId: 3 });
    expect(await methods.getCollegeTree()).toEqual([]);
    expect(c.get).toHaveBeenCalledWith('/school/college/tree');
    await methods.getRolePermissionTree(2);
    expect(c.get).toHaveBeenCalledWith('/system/role/tree', { identity: 2 });
    expect(await methods.getRoleOptions()).toEqual([]);
    expect(c.get).toHaveBeenCalledWith('/system/role/options');
    expect(await methods.getVoluntaryOrganizationTree()).toEqual([]);
    expect(c.get).toHaveBeenCalledWith('/voluntary/organization/tree');
  });

  it('start the warning export with the filters given and read the job id (or an older server’s jobId)', async () => {
    const c = client();
    c.get.mockResolvedValueOnce({ id: 'job-1' } as never).mockResolvedValueOnce({ jobId: 'job-2' } as never);
    const methods = organizationMethods(c as unknown as DataClient);
    expect(await methods.startAnalysisWarningExport({ collegeId: 3 })).toEqual({ id: 'job-1' });
    expect(c.get).toHaveBeenCalledWith('/analysis/warning/export', { collegeId: 3 });
    expect(await methods.startAnalysisWarningExport({})).toEqual({ id: 'job-2' });
  });
});

describe('organization route group', () => {
  it('serves the department tree, every nature and the spec’s aliases under /organization', () => {
    expect(organizationPlugin.basePaths).toEqual(['/organization']);
    const paths = pluginRoutes(organizationPlugin).map((r) => (r.props as { path: string }).path);
    expect(paths).toEqual(expect.arrayContaining([
      '/organization/department', '/organization/union', '/organization/club', '/organization/voluntary', '/organization/classes',
      '/organization/another', '/organization/student-union', '/organization/volunteer', '/organization/other',
    ]));
  });
});

describe('OrganizationForm', () => {
  it('picks the parent in the tree, leaving out the organisation itself and its sub-organisations, and saves it', async () => {
    const tree = [orgNode(1, '校学生会', { children: [orgNode(2, '学习部', { parentId: 1, parentIds: '0,1', level: 2, children: [orgNode(4, '学习部宣传组', { parentId: 2, parentIds: '0,1,2', level: 3 })] })] }), orgNode(3, '团委', {})];
    const update = vi.fn(async (_r: string, p: { data: object }) => ({ data: { ...detail, ...p.data, id: 2 } }));
    const onSaved = vi.fn();
    const dataProvider = testDataProvider({ update, getList: async () => ({ data: [], total: 0 }) } as never);
    renderWithAdmin(<OrganizationForm open nature={1} tree={tree} record={{ ...detail, id: 2, name: '学习部', parentId: 1 }} onClose={() => undefined} onSaved={onSaved} />, { path: '/organization/union', modules: allNatures, dataProvider });
    const picker = await screen.findByRole('combobox', { name: '上级组织' });
    expect(picker).toHaveValue('校学生会');
    fireEvent.mouseDown(picker);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['校学生会', '团委']);
    fireEvent.click(within(listbox).getByRole('option', { name: '团委' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('organizations', expect.objectContaining({ id: 2, data: expect.objectContaining({ parentId: 3 }) })));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
